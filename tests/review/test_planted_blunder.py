"""Honest estimates: a planted blunder is the biggest drop the review finds.

Every seat plays the hard bot on a small budget; one seat plays a clear blunder at a
chosen decision (see :mod:`review.planted`). The review of that seat, from its own views,
must mark the blunder and find no bigger drop anywhere in its game: every game id
(Labyrinth with 2 and 3 players, the card game, Sudoku with 2 and 3, Sudoids and
Träxx with 2).
"""

from __future__ import annotations

import pytest

from review.planted import (
    cards_blunder,
    labyrinth_blunder,
    play,
    sudoku_blunder,
    traexx_blunder,
)
from spelkast.review.game_review import review_record

CASES = [
    # (game, players, seed, blunderer, at its n-th decision, blunder, budget)
    ("labyrinth", 2, 3, 0, 3, labyrinth_blunder, 200),
    ("labyrinth", 3, 8, 1, 2, labyrinth_blunder, 200),
    ("labyrinth-cards", 2, 5, 1, 3, cards_blunder, 150),
    ("sudoku", 2, 4, 0, 6, sudoku_blunder, 1),
    ("sudoku", 3, 2, 2, 2, sudoku_blunder, 100),
    ("sudoids", 2, 1, 0, 2, sudoku_blunder, 1),
    ("traexx", 2, 4, 0, 4, traexx_blunder, 100),
]


@pytest.mark.parametrize(
    ("game_id", "players", "seed", "seat", "at", "blunder", "budget"),
    CASES,
    ids=[f"{c[0]}-{c[1]}p" for c in CASES],
)
def test_the_planted_blunder_is_marked_and_is_the_biggest_drop(
    game_id: str, players: int, seed: int, seat: int, at: int, blunder: object, budget: int
) -> None:
    record, planted = play(game_id, players, seed, seat, at, blunder, limit=12)  # type: ignore[arg-type]
    review = review_record(record, [seat], iterations=budget, seed=1)
    mine = [d for d in review.decisions if d.player == seat]
    assert planted in [d.move for d in mine]
    worst = max(mine, key=lambda d: d.drop or 0.0)
    assert worst.move == planted, [(d.move, round(d.drop or 0, 3)) for d in mine]
    assert worst.mark is not None
