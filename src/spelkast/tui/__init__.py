"""The terminal's drawing and reading of each game, found by game id (the generic UI for
games without one), with the words it says in English, Dutch and Finnish.

One folder per game holds its UI (``<game>/ui.py``), its drawing helpers and its
sentences (``<game>/words.py``); ``base`` holds the interface and the generic UI,
``words`` the shared sentences (gathering the games') and ``error_words`` the screens'
refusals; ``transport`` says how a front end reaches a game (held here or on a
server) and ``lines`` is the line-by-line play loop over any transport. This package
knows no commands and no server: the play commands (``spelkast.cli``, which also hold
the two transports), the research envs' text rendering and other front ends draw
through it.
"""

from __future__ import annotations

import importlib

from spelkast.tui.base import GENERIC_UI, GameUI, Handled, UIState

# Modules ``spelkast.tui.<name>`` that each define ``UI`` (a GameUI with its game_id).
# A new game's UI adds one name here.
_UI_MODULES: tuple[str, ...] = (
    "labyrinth.ui",
    "labyrinth_cards.ui",
    "traexx.ui",
    "sudoku.ui",
    "sudoku.sudoids",
)
_UIS: dict[str, GameUI] = {}
_loaded = False


def register_ui(ui: GameUI) -> GameUI:
    _UIS[ui.game_id] = ui
    return ui


def _load() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for name in _UI_MODULES:
            module = importlib.import_module(f"spelkast.tui.{name}")
            register_ui(module.UI)


def get_ui(game_id: str) -> GameUI:
    """The UI registered for ``game_id``, or the generic one."""
    _load()
    return _UIS.get(game_id, GENERIC_UI)


__all__ = ["GENERIC_UI", "GameUI", "Handled", "UIState", "get_ui", "register_ui"]
