"""When a match shows hints unless its creator says otherwise.

Hints are on by default where they help most and spoil nothing: with the Labyrinth
young-children options (open cards, no return) and in a match against bots. In a match
played online with other people they are off unless the creator turns them on, so that
nobody plays with help the others did not agree to.

>>> on_by_default("labyrinth", {"open_cards": True}, against_bots=False, online=False)
True
>>> on_by_default("sudoku", {}, against_bots=True, online=False)
True
>>> on_by_default("labyrinth", {"open_cards": True}, against_bots=False, online=True)
False
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

YOUNG_CHILDREN: Mapping[str, tuple[str, ...]] = {"labyrinth": ("open_cards", "no_return")}
"""Per game, the options its rulebook gives for young children."""


def young_children(game_id: str, options: Mapping[str, Any]) -> bool:
    """Whether ``options`` turn on any of the game's young-children options."""
    return any(bool(options.get(name)) for name in YOUNG_CHILDREN.get(game_id, ()))


def on_by_default(
    game_id: str, options: Mapping[str, Any], *, against_bots: bool, online: bool
) -> bool:
    """Whether a new match shows hints when its creator does not choose: never online
    with other people; else with the young-children options or against bots."""
    if online:
        return False
    return against_bots or young_children(game_id, options)
