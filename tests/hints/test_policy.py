"""Hints are on by default with the young-children options and against bots, and off
online with other people unless the creator turns them on."""

from __future__ import annotations

import pytest

from spelkast.core.registry import get_game
from spelkast.hints import on_by_default
from spelkast.hints.policy import YOUNG_CHILDREN


@pytest.mark.parametrize(
    ("game_id", "options", "against_bots", "online", "on"),
    [
        ("labyrinth", {}, False, False, False),
        ("labyrinth", {"open_cards": True}, False, False, True),
        ("labyrinth", {"no_return": True}, False, False, True),
        ("labyrinth", {"open_cards": True}, False, True, False),
        ("labyrinth", {"day_night": True}, True, False, True),
        ("traexx", {}, True, True, False),
        ("sudoids", {}, False, False, False),
        ("labyrinth-cards", {}, True, False, True),
    ],
)
def test_the_default(
    game_id: str, options: dict[str, bool], against_bots: bool, online: bool, on: bool
) -> None:
    assert on_by_default(game_id, options, against_bots=against_bots, online=online) is on


def test_the_young_children_options_are_the_games_own() -> None:
    for game_id, names in YOUNG_CHILDREN.items():
        specs = {spec.name: spec for spec in get_game(game_id).info.options}
        for name in names:
            assert specs[name].kind is bool
            assert specs[name].help("en").startswith("young children")
