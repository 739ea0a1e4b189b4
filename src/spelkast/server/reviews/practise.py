""" "Practise your mistakes": a move proposed at a marked decision of a review, judged
from the player's view at that moment.

The **engine** judges it first: an action that cannot be read or that the rules refuse
gets the engine's coded reason in words (the refusals a match says). A Labyrinth turn is
two actions (a push, then a walk): after the push the player gets the position to walk
on (``next``). A whole move is then weighed by the **review's estimator**
(:func:`spelkast.review.estimate.estimate`, with the review's budget, from the seat's
view, the proposed and the played move judged on the same determinisations):

* ``best`` — within the review's inaccuracy threshold of the best move's estimate;
* ``better`` — better than the move played, but not as good as the best;
* ``not_better`` — no better than the move played (``same``: it is the move played).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from spelkast.core.errors import MalformedActionError, SpelkastError
from spelkast.core.game import JSON, Game
from spelkast.core.record import GameRecord, replay
from spelkast.core.registry import get_game
from spelkast.review.estimate import estimate
from spelkast.server.errors import refusal_of
from spelkast.server.reviews import words as RW

REFUSED, NEXT, BEST, BETTER, NOT_BETTER, SAME = (
    "refused",
    "next",
    "best",
    "better",
    "not_better",
    "same",
)


@dataclass(frozen=True, slots=True)
class Position:
    """The player's position at a step of the decision: their view, their legal actions
    (``{"action", "text"}``) and who is to move."""

    move: int
    player: int
    num_players: int
    step: int
    view: dict[str, JSON]
    legal: list[dict[str, JSON]]
    to_move: list[int]


@dataclass(frozen=True, slots=True)
class Judged:
    outcome: str
    words: dict[str, str]
    code: str | None = None
    position: Position | None = None
    values: dict[str, float | None] = field(default_factory=dict)


def marked_decision(review: Mapping[str, Any], move: int) -> dict[str, Any]:
    """The review's marked decision at record move ``move``."""
    for decision in review.get("decisions", ()):
        if decision["move"] == move and decision.get("mark"):
            return dict(decision)
    raise RW.no_decision(move)


def state_before(record: GameRecord, move: int) -> Any:
    for index, (_, state) in enumerate(replay(record)):
        if index == move - 1:
            return state
    raise RW.no_decision(move)


def _position(
    game: Game[Any, Any], state: Any, player: int, move: int, step: int, n: int
) -> Position:
    legal = [] if game.is_terminal(state) else game.legal_actions(state, player)
    return Position(
        move=move,
        player=player,
        num_players=n,
        step=step,
        view=game.view(state, player),
        legal=[{"action": game.action_to_json(a), "text": game.format_action(a)} for a in legal],
        to_move=list(game.to_move(state)),
    )


def position_at(record: GameRecord, review: Mapping[str, Any], move: int) -> Position:
    """The marked decision's position as its player saw it."""
    decision = marked_decision(review, move)
    game = get_game(record.game)
    state = state_before(record, move)
    return _position(game, state, decision["player"], move, 0, record.num_players)


def judge(
    record: GameRecord,
    review: Mapping[str, Any],
    move: int,
    proposed: Sequence[JSON],
    names: Mapping[str, Sequence[str]],
) -> Judged:
    """The verdict on ``proposed`` (action JSON, the decision's actions so far) at the
    marked decision at ``move`` (see the module documentation)."""
    decision = marked_decision(review, move)
    game = get_game(record.game)
    player = int(decision["player"])
    played = [game.action_from_json(a) for a in decision["played"]]
    span = len(played)
    if not proposed or len(proposed) > span:
        raise RW.too_many(span)
    start = state = state_before(record, move)
    actions = []
    for data in proposed:
        try:
            action = game.action_from_json(data)
            state = game.apply(state, player, action)
        except (SpelkastError, ValueError, TypeError, KeyError, IndexError) as error:
            refused = refusal_of(error if isinstance(error, SpelkastError) else _malformed(error),
                                 names)  # fmt: skip
            assert refused.words is not None
            return Judged(REFUSED, refused.words, refused.reason or refused.code)
        actions.append(action)
    if len(actions) < span:
        step = _position(game, state, player, move, len(actions), record.num_players)
        return Judged(NEXT, RW.said("next"), position=step)
    if actions == played:
        return Judged(SAME, RW.said("same"))
    found = estimate(
        game,
        player,
        game.view(start, player),
        game.legal_actions(start, player),
        random.Random(f"practise:{move}"),
        consider=[tuple(actions), tuple(played)],
        iterations=int(review["iterations"]),
    )
    measure = str(review["measure"])
    mine = found.value_of(actions) if found is not None else None
    theirs = found.value_of(played) if found is not None else None
    if found is None or mine is None:
        # A move the search cannot weigh (a tile put against the rule under table
        # rules): no better than the move played.
        after = decision.get("after")
        words = (
            RW.said("same")
            if after is None
            else RW.measured("not_better", measure, value=float(after), played=float(after))
        )
        return Judged(NOT_BETTER, words)
    best = found.best.value
    base = theirs.value if theirs is not None else float(decision.get("after") or 0.0)
    values: dict[str, float | None] = {"value": mine.value, "played": base, "best": best}
    inaccuracy = float(review["thresholds"]["inaccuracy"])
    if mine.value >= best - inaccuracy:
        return Judged(BEST, RW.measured("best", measure, value=mine.value), values=values)
    if mine.value > base:
        words = RW.measured("better", measure, value=mine.value, played=base, best=best)
        return Judged(BETTER, words, values=values)
    words = RW.measured("not_better", measure, value=mine.value, played=base)
    return Judged(NOT_BETTER, words, values=values)


def _malformed(error: Exception) -> SpelkastError:
    return MalformedActionError(f"not an action of this game: {error!r}"[:200])
