"""Render snapshots of the Labyrinth card-game UI at fixed widths, and its input handling.

Snapshots live in ``tests/snapshots/``; regenerate after a deliberate change with
``SPELKAST_UPDATE_SNAPSHOTS=1 uv run pytest tests/cli/test_render_labyrinth_cards.py``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from spelkast.core.errors import MalformedActionError
from spelkast.core.registry import get_game
from spelkast.games.labyrinth_cards import Discard, Place
from spelkast.tui import Handled, get_ui
from stored_text import snapshot_checker

SNAPSHOTS = Path(__file__).resolve().parent.parent / "snapshots"
GAME = get_game("labyrinth-cards")
UI = get_ui("labyrinth-cards")


def midgame(players: int = 2, seed: int = 3, turns: int = 6) -> Any:
    state = GAME.new_initial_state(players, None, seed)
    for _ in range(turns):
        state = GAME.apply(state, state.current, GAME.legal_actions(state, state.current)[-1])
    return state


def render(state: Any, seat: int | None, width: int, ui: dict[str, Any] | None = None) -> str:
    console = Console(width=width, color_system=None, record=True, file=open(os.devnull, "w"))  # noqa: SIM115
    legal = GAME.legal_actions(state, seat) if seat is not None else []
    console.print(UI.render(GAME, GAME.view(state, seat), legal, ui or {"lang": "en"}))
    text = console.export_text()
    console.file.close()
    return text


check_snapshot = snapshot_checker(SNAPSHOTS)


def test_the_card_game_has_its_own_ui():
    assert UI.game_id == "labyrinth-cards"


def test_snapshot_midgame_wide():
    check_snapshot("labyrinth_cards_midgame_w120.txt", render(midgame(), 0, 120))


def test_snapshot_midgame_narrow_stacks_the_panels():
    check_snapshot("labyrinth_cards_midgame_w70.txt", render(midgame(), 0, 70))


def test_render_shows_only_the_viewers_hand():
    state = midgame(3, 5, 4)
    seat = state.current
    text = render(state, seat, 120)
    assert f"card {state.hands[seat][0]}:" in text
    for other in range(3):
        if other != seat:
            for card in state.hands[other]:
                assert f"card {card}:" not in text
    spectator = render(state, None, 120)
    assert "Your hand" not in spectator


def test_coordinates_and_fitting_cells_are_drawn():
    state = midgame()
    text = render(state, state.current, 120)
    xs = [x for x, _, _, _ in state.layout]
    assert f"{min(xs) - 1}" in text.splitlines()[1]
    assert "·" in text
    assert "Where your cards fit" in text


def test_a_placement_without_x_takes_as_many_as_possible():
    state = midgame()
    legal = GAME.legal_actions(state, state.current)
    taking = next(a for a in legal if a.take)
    typed = f"{taking.card}r{taking.rotation}@{taking.x},{taking.y}"
    view = GAME.view(state, state.current)
    chosen = UI.interpret(GAME, view, legal, typed, {})
    most = max(
        len(a.take)
        for a in legal
        if (a.card, a.rotation, a.cell) == (taking.card, taking.rotation, taking.cell)
    )
    assert len(chosen.take) == most
    assert UI.interpret(GAME, view, legal, typed + " x-", {}).take == ()


def test_preview_marks_the_cards_that_would_be_taken():
    state = midgame()
    legal = GAME.legal_actions(state, state.current)
    taking = next(a for a in legal if a.take)
    ui: dict[str, Any] = {"lang": "en"}
    result = UI.interpret(
        GAME, GAME.view(state, state.current), legal, "p " + GAME.format_action(taking), ui
    )
    assert isinstance(result, Handled)
    assert ui["preview"] == taking
    text = render(state, state.current, 120, ui)
    assert f"takes {', '.join(map(str, taking.take))}" in text


def test_bad_input_is_malformed():
    state = midgame()
    legal = GAME.legal_actions(state, state.current)
    view = GAME.view(state, state.current)
    with pytest.raises(MalformedActionError):
        UI.interpret(GAME, view, legal, "anywhere", {})
    with pytest.raises(MalformedActionError, match="not a legal placement"):
        UI.interpret(GAME, view, legal, "p 1r0@40,40", {})
    assert UI.interpret(GAME, view, legal, "d7", {}) == Discard(7)


def test_describe_says_what_happened():
    line = UI.describe(GAME, midgame(), 1, Place(2, 0, 4, 0, (1,)))
    assert line == "player 2 placed card 2 (ring, helmet) and took card 1"
    assert UI.describe(GAME, midgame(), 1, Place(2, 0, 4, 0, (1,)), "nl") == (
        "speler 2 legde kaart 2 (ring, helm) en pakte kaart 1"
    )
