"""Hints while playing: what the rules say about the seat's next move, from its view.

A hint is built from one seat's view (``game.view(state, seat)``: what that person may
see) and nothing else, so it cannot leak what the seat may not know. It is computed with
the rules engines alone and is a JSON value with a short ``summary`` in every language:

* Labyrinth: per push, the floor the pawn could walk to and the targets within reach
  (:mod:`.labyrinth`);
* the card game: per hand card, the places it fits and the cards each would take
  (:mod:`.cards`);
* Sudoku and Sudoids: the cells where the tile fits and the points each scores
  (:mod:`.sudoku`);
* Träxx: the fields the card allows from either end of the path (:mod:`.traexx`).

Every hint names its ``seat`` and ``turn``, which is what :class:`HintsUsed` counts;
:func:`on_by_default` says whether a new match shows hints when its creator does not
choose.

>>> from spelkast.games.sudoku import SUDOKU
>>> state = SUDOKU.new_initial_state(2, seed=1)
>>> found = hint(SUDOKU.view(state, 0))
>>> found["seat"], found["tile"] == state.hands[0], sorted(found["summary"])
(0, True, ['en', 'fi', 'nl'])
>>> hint(SUDOKU.view(state, 1)) is None  # not seat 1's turn
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from spelkast.core.game import JSON, Game
from spelkast.hints import cards, labyrinth, sudoku, traexx
from spelkast.hints.policy import on_by_default
from spelkast.hints.tally import HintsUsed

__all__ = ["HINTED_GAMES", "HintsUsed", "help_proposal", "hint", "hint_of", "on_by_default"]

_HINTS: dict[str, Callable[[Mapping[str, Any]], dict[str, JSON] | None]] = {
    "labyrinth-cards": cards.hint,
    "sudoku": sudoku.hint,
    "sudoids": sudoku.hint,
    "traexx": traexx.hint,
}

HINTED_GAMES = ("labyrinth", *_HINTS)
"""The game ids that have hints."""


def hint(view: Mapping[str, Any], push: JSON = None) -> dict[str, JSON] | None:
    """The hint for the seat whose view ``view`` is (its ``viewer``), or None when that
    seat has nothing to decide now (not its turn, the game over, a spectator's view).

    ``push`` is Labyrinth's previewed push (a shift in the game's JSON form,
    ``{"type": "shift", "arrow": "Nb", "open": "ES"}``): the hint is then about that push
    only. Raises ValueError for a push given to another game, or one the seat may not make.
    """
    game_id = view.get("game")
    if game_id == "labyrinth":
        return labyrinth.hint(view, push)
    if game_id not in _HINTS:
        raise ValueError(f"no hints for the game {game_id!r}")
    if push is not None:
        raise ValueError(f"a previewed push is a Labyrinth hint; {game_id} has no pushes")
    return _HINTS[game_id](view)


def hint_of(
    game: Game[Any, Any], state: Any, seat: int, push: JSON = None
) -> dict[str, JSON] | None:
    """:func:`hint` of ``seat``'s view of ``state`` (what a match calls)."""
    return hint(game.view(state, seat), push)


def help_proposal(view: Mapping[str, Any]) -> dict[str, JSON] | None:
    """A move that follows from the rules alone, where there is one: in Labyrinth a push
    and a walk that reach the seat's target this turn. None otherwise (another game, or
    no push reaches the target): a proposal then needs a bot's judgement."""
    if view.get("game") == "labyrinth":
        return labyrinth.help_proposal(view)
    return None
