"""What the review measures, and how a drop is judged.

**The measure** depends on the number of players:

* two players: the **win chance** (a shared win counts half);
* three or more: the **expected rank share** — the share of the *other* players the seat
  finishes ahead of, a tie counting half: 1 for a clear first place, 0 for a clear last,
  ``(n - rank) / (n - 1)`` without ties. With two players it is the win chance, so one
  formula serves both. The search's leaves are heuristic positions, not finished games:
  there the model's per-player values (each hard bot's evaluation) are read as strengths,
  and the chance of finishing ahead of player ``q`` is ``v_p / (v_p + v_q)`` (one half
  when both are 0); at a finished game the values are the game's own result;
* solo: the **expected score** (points, as the game counts them).

A decision's **drop** is the estimate after the bot's best move minus the estimate after
the move played (never below 0). It is marked by the game's thresholds
(:data:`THRESHOLDS`): inaccuracy, mistake, blunder from the lowest. The **accuracy** of a
player is the mean over their assessed decisions of ``100 * exp(-drop / blunder)``: a
perfect move is 100, a drop the size of a blunder threshold about 37.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

WIN = "win"
RANK = "rank"
SCORE = "score"

MARKS = ("inaccuracy", "mistake", "blunder")


def measure_for(num_players: int) -> str:
    """The measure of a game for ``num_players``.

    >>> measure_for(1), measure_for(2), measure_for(4)
    ('score', 'win', 'rank')
    """
    if num_players == 1:
        return SCORE
    return WIN if num_players == 2 else RANK


def rank_share(values: Sequence[float], seat: int) -> float:
    """The seat's expected share of the others it finishes ahead of, from the model's
    per-player values read as strengths (see the module documentation).

    >>> rank_share([0.7, 0.3], 0)
    0.7
    >>> rank_share([1.0, 0.0, 0.0], 1)
    0.25
    """
    mine = values[seat]
    shares = []
    for q, theirs in enumerate(values):
        if q == seat:
            continue
        total = mine + theirs
        shares.append(0.5 if total <= 0 else mine / total)
    return sum(shares) / len(shares) if shares else 1.0


def result_share(ranks: Sequence[int], seat: int) -> float:
    """What a finished game gave the seat on the same scale: the share of the others it
    finished ahead of, ties counting half.

    >>> result_share([1, 2], 0), result_share([1, 1], 1), result_share([2, 1, 3], 0)
    (1.0, 0.5, 0.5)
    """
    mine = ranks[seat]
    others = [r for q, r in enumerate(ranks) if q != seat]
    if not others:
        return 1.0
    return sum(1.0 if mine < r else 0.5 if mine == r else 0.0 for r in others) / len(others)


@dataclass(frozen=True, slots=True)
class Thresholds:
    """The drops (in the measure's units: a share 0-1, or points solo) that make an
    inaccuracy, a mistake and a blunder."""

    inaccuracy: float
    mistake: float
    blunder: float

    def mark(self, drop: float) -> str | None:
        """The mark for ``drop``, or None below the inaccuracy threshold.

        >>> Thresholds(0.05, 0.1, 0.15).mark(0.12)
        'mistake'
        """
        if drop >= self.blunder:
            return "blunder"
        if drop >= self.mistake:
            return "mistake"
        if drop >= self.inaccuracy:
            return "inaccuracy"
        return None

    def accuracy(self, drop: float) -> float:
        """One decision's accuracy in percent (100 for no drop)."""
        return 100.0 * math.exp(-max(0.0, drop) / self.blunder)


LICHESS = Thresholds(0.05, 0.10, 0.15)
"""Lichess's marks: 5, 10 and 15 points of win chance."""

THRESHOLDS: dict[str, Thresholds] = {
    # Chosen from measurement (``bench/review_calibration.py``, figures in docs/learn.md):
    # the inaccuracy threshold stands at or above the 95th percentile of the drops the
    # review finds in the hard bot's own moves (its noise), mistake and blunder at twice
    # and three times it; never below lichess's 5 / 10 / 15 points.
    "labyrinth": LICHESS,
    "labyrinth-cards": LICHESS,
    "traexx": Thresholds(0.09, 0.18, 0.27),
    # Sudoku and Sudoids with three or four players (sampled playouts; the hard bot's own
    # drops in 3- and 4-player games: 3.4 and 7.5 points at the 95th percentile); two
    # players are judged by the exact search and use :data:`EXACT`.
    "sudoku": LICHESS,
    "sudoids": Thresholds(0.08, 0.16, 0.24),
}

EXACT = LICHESS
"""Two-player Sudoku and Sudoids: the hard bot's search values every cell exactly, so the
estimates have no sampling noise and lichess's marks apply."""

SOLO_THRESHOLDS: dict[str, Thresholds] = {
    # Solo, in points of the expected final score. Träxx: from the hard bot's own drops
    # as above. Sudoku and Sudoids: from the spread of repeated estimates of the same
    # positions with four seeds (``--spread``; the hard bot's own solo moves are not
    # searched on an emptier board, so their drops measure the bot, not the noise). A
    # Sudoku board's greedy playouts end anywhere from early to full, so that spread is
    # wide at the default budget.
    "sudoku": Thresholds(32.0, 64.0, 96.0),
    "sudoids": Thresholds(19.0, 38.0, 57.0),
    "traexx": Thresholds(4.0, 8.0, 12.0),
}


def thresholds_for(game_id: str, num_players: int) -> Thresholds:
    """The marks' thresholds for a game with ``num_players``.

    >>> thresholds_for("sudoku", 2) == EXACT, thresholds_for("sudoids", 3).inaccuracy
    (True, 0.08)
    """
    if num_players == 1:
        return SOLO_THRESHOLDS.get(game_id, Thresholds(4.0, 8.0, 12.0))
    if num_players == 2 and game_id in ("sudoku", "sudoids"):
        return EXACT
    return THRESHOLDS.get(game_id, LICHESS)
