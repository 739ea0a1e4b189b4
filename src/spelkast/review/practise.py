"""Practise your mistakes: a marked position of a review replayed for the player, who
tries another move; the engine judges whether it is legal, the estimator whether it is
better.

:func:`positions` lists the marked decisions of a player (the review's mistakes, in the
order they were played) with the position before each. :func:`judge_try` weighs a move
the player tries there with the same search as the review (the same seat's view, the
same budget and seed), the move played and the bot's best move judged together with the
same deals (common random numbers, :func:`~spelkast.review.estimate.estimate`), so the
three numbers compare fairly:

* ``best``: the try is the hard bot's own move;
* ``good``: it drops less than the game's inaccuracy threshold below the best move —
  as good as the best within the estimates' noise;
* ``better``: it is still marked, but it beats the move played by at least the
  inaccuracy threshold;
* ``not_better``: anything else (or a move the search does not play, such as a Sudoku
  tile put against the rule under table rules).

The words are in en/nl/fi and speak to the player.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from spelkast.core.game import Game
from spelkast.core.record import GameRecord, replay
from spelkast.games.describe import LANGUAGES
from spelkast.review import words as W
from spelkast.review.estimate import estimate
from spelkast.review.game_review import Decision, Review

BEST = "best"
GOOD = "good"
BETTER = "better"
NOT_BETTER = "not_better"

_WORDS: dict[str, dict[str, str]] = {
    "en": {
        BEST: "That is the hard bot's move ({value}). Well found!",
        GOOD: "Good: as good as the best move within the estimate's noise ({value}, the "
        "best {best}).",
        BETTER: "Better than the move you played ({value} against {played}), but still "
        "{mark}: the best gives {best}.",
        NOT_BETTER: "Not better than the move you played ({value} against {played}).",
        "unjudged": "The search does not weigh that move; it is no better than the one you played.",
    },
    "nl": {
        BEST: "Dat is de zet van de moeilijke bot ({value}). Goed gevonden!",
        GOOD: "Goed: even goed als de beste zet, binnen de ruis van de schatting ({value}, "
        "de beste {best}).",
        BETTER: "Beter dan de zet die je speelde ({value} tegen {played}), maar nog steeds "
        "{mark}: de beste geeft {best}.",
        NOT_BETTER: "Niet beter dan de zet die je speelde ({value} tegen {played}).",
        "unjudged": "De zoektocht weegt die zet niet; hij is niet beter dan de zet die je speelde.",
    },
    "fi": {
        BEST: "Se on vaikean botin siirto ({value}). Hyvin löydetty!",
        GOOD: "Hyvä: yhtä hyvä kuin paras siirto arvion tarkkuuden rajoissa ({value}, "
        "paras {best}).",
        BETTER: "Parempi kuin pelaamasi siirto ({value}, pelattu {played}), mutta yhä "
        "{mark}: paras antaa {best}.",
        NOT_BETTER: "Ei parempi kuin pelaamasi siirto ({value}, pelattu {played}).",
        "unjudged": "Haku ei arvioi tätä siirtoa; se ei ole parempi kuin pelaamasi.",
    },
}


@dataclass(frozen=True, slots=True)
class Position:
    """A marked decision of the review and the position (full state) before it."""

    decision: Decision
    state: Any


@dataclass(frozen=True, slots=True)
class Verdict:
    """How a tried move compares (see the module documentation)."""

    outcome: str
    value: float | None
    played: float | None
    best: float
    said: dict[str, str]

    @property
    def solved(self) -> bool:
        return self.outcome in (BEST, GOOD)


def positions(record: GameRecord, review: Review, player: int) -> list[Position]:
    """The player's marked decisions in the order played, each with its position."""
    states = [state for _, state in replay(record)]
    return [
        Position(d, states[d.move - 1])
        for d in review.decisions
        if d.player == player and d.mark is not None
    ]


def judge_try(game: Game[Any, Any], review: Review, at: Position, tried: Sequence[Any]) -> Verdict:
    """Weigh the ``tried`` actions (a whole decision: a Labyrinth push and walk) at
    ``at`` for its player, from the player's view, with the review's budget and seed."""
    d = at.decision
    p = d.player
    state = at.state
    view = game.view(state, p)
    legal = game.legal_actions(state, p)
    tried = tuple(tried)
    rng = random.Random(f"{review.seed}:{d.move - 1}")
    found = estimate(
        game, p, view, legal, rng, consider=[tried, d.played], iterations=review.iterations
    )
    if found is None:  # a decision the review judged always has an estimate
        raise ValueError(f"move {d.move} has nothing to weigh")
    best = found.best.value
    mine = found.value_of(tried)
    played = found.value_of(d.played)
    played_value = played.value if played is not None else None
    value = mine.value if mine is not None else None
    thresholds = review.thresholds
    if tried == found.best.moves:
        outcome = BEST
    elif value is None:
        outcome = NOT_BETTER
    elif thresholds.mark(max(0.0, best - value)) is None:
        outcome = GOOD
    elif played_value is not None and value - played_value >= thresholds.inaccuracy:
        outcome = BETTER
    else:
        outcome = NOT_BETTER
    said = {}
    for lang in LANGUAGES:
        if value is None:
            said[lang] = _WORDS[lang]["unjudged"]
            continue
        mark = thresholds.mark(max(0.0, best - value)) or "inaccuracy"
        said[lang] = _WORDS[lang][outcome].format(
            value=W.value_text(review.measure, value, lang),
            best=W.value_text(review.measure, best, lang),
            played=W.value_text(review.measure, played_value or 0.0, lang),
            mark=W.text(mark, lang),
        )
    return Verdict(outcome, value, played_value, best, said)


def intro(review: Review, at: Position, lang: str) -> str:
    """The marked decision in words, spoken to the player."""
    return review.key_line(at.decision, lang, you=True)


__all__ = [
    "BEST",
    "BETTER",
    "GOOD",
    "NOT_BETTER",
    "Position",
    "Verdict",
    "intro",
    "judge_try",
    "positions",
]
