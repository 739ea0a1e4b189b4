"""How an outcome becomes rewards (shared by every ecosystem).

With two or more players the reward is zero-sum and rank-based: a seat gets
``(seats ranked worse - seats ranked better) / (players - 1)``. Two players: +1 for a
win, -1 for a loss, 0 for a shared win (a tie). More players: +1 for a lone winner,
-1 for a lone last place, ties share a rank and cancel out. Alone (Sudoku, Sudoids and
Träxx can be played solo) the reward is the game's own final score.

>>> rank_rewards((1, 2)), rank_rewards((1, 1)), rank_rewards((2, 1, 3))
((1.0, -1.0), (0.0, 0.0), (0.0, 1.0, -1.0))
"""

from __future__ import annotations

from collections.abc import Sequence

from spelkast.core.game import Outcome


def rank_rewards(ranks: Sequence[int]) -> tuple[float, ...]:
    n = len(ranks)
    if n < 2:
        return (0.0,) * n
    return tuple(
        (sum(1 for other in ranks if other > mine) - sum(1 for other in ranks if other < mine))
        / (n - 1)
        for mine in ranks
    )


def outcome_rewards(outcome: Outcome) -> tuple[float, ...]:
    """The rewards of a finished game, one per seat."""
    if len(outcome.ranks) == 1:
        return (float(outcome.scores[0]),)
    return rank_rewards(outcome.ranks)
