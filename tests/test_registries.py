"""The per-layer registries agree with the games' own declarations.

Each layer keys its registry by ``GameInfo.id`` (see :mod:`spelkast.core.registry` for
why there is one registry per layer rather than one for everything): every registered
game has the three bot levels and a terminal UI of its own, made for that game.
"""

from __future__ import annotations

import pytest

from spelkast.bots import available_bots, get_bot
from spelkast.bots.levels import LEVELS, levels_of
from spelkast.core import all_games
from spelkast.tui import GENERIC_UI, get_ui

GAME_IDS = [game.info.id for game in all_games()]


def test_the_five_games_are_registered() -> None:
    assert GAME_IDS == ["labyrinth", "labyrinth-cards", "sudoids", "sudoku", "traexx"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_every_bot_level(game_id: str) -> None:
    assert levels_of(game_id) == list(LEVELS)
    for level in LEVELS:
        assert callable(get_bot(game_id, level).choose)
    assert "random" in available_bots(game_id)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_its_own_terminal_ui(game_id: str) -> None:
    ui = get_ui(game_id)
    assert ui is not GENERIC_UI
    assert ui.game_id == game_id
