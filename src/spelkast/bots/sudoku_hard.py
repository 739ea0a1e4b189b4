"""The Sudoku and Sudoids ``hard`` bot (registered here for both sides).

**Two players** (:class:`ReplySearch` over :class:`ChanceSearch`'s model): an exact
expectimax over the draw, from the seat's view alone. The chance nodes are the unseen
values (at most nine, weighted by how many of each are left), so they are enumerated
rather than sampled; the players' later placements are their highest-scoring cells (the
opponent's first reply any of its equally high cells); the leaves are a chance of
winning fitted to greedy self-play (:func:`win_chance`). See the classes for the
details; :class:`ChanceSearch` alone (one round, no ties, a fitted leaf after the seat's
next tile) is what the expert's endgame search deepens.

**Three or four players**: the shared ISMCTS over a
:class:`~spelkast.bots.sudoku_model.SudokuModel` (see that module).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import Any

from spelkast.bots.base import Bot, register_bot
from spelkast.bots.hard import SearchBot
from spelkast.bots.search import DEFAULT_SECONDS
from spelkast.bots.sudoku import GreedySudokuBot
from spelkast.bots.sudoku_model import (
    DEFAULT_ITERATIONS,
    OPENING_WEIGHT,
    MeritBot,
    SudokuModel,
    build_model,
    has_choice,
)
from spelkast.core.game import JSON, Game
from spelkast.games.sudoku import rules as R
from spelkast.games.sudoku.data import SIDES, Side
from spelkast.games.sudoku.state import Place


def win_chance(side_id: str, margin: float, empty: int) -> float:
    """The chance that the player who has just moved wins, by their lead ``margin``
    with ``empty`` cells left, when both play on greedily: a logistic fitted to greedy
    self-play (``bench/sudoku_win_chance.py``). The player to move next gains a
    placement first, so the mover needs a lead of a few points (``-shift``) for an even
    chance; ``spread`` is how many points make the odds about e : 1."""
    spread, shift = win_chance_fit(side_id, empty)
    x = (margin + shift) / spread
    if x < -30.0:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def win_chance_fit(side_id: str, empty: int) -> tuple[float, float]:
    """(spread, shift) of :func:`win_chance` with ``empty`` cells left: smooth fits to
    the per-count logistic fits of ``bench/sudoku_win_chance.py`` (3,000 Sudoids and
    1,000 Sudoku games of greedy self-play)."""
    if side_id == "sudoids":
        spread = 4.0 + (empty > 16) + (empty > 21)
        shift = -5.0 if empty <= 9 else -4.0 if empty <= 15 else -3.0
    else:
        spread = min(10.0, 5.0 + max(0, empty - 13) / 8)
        shift = min(-3.0, max(-8.0, -8.0 + (empty - 13) / 10))
    return spread, shift


def _final(margin: int) -> float:
    """The win share of a finished game for a player ahead by ``margin``."""
    return 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0


class ChanceSearch:
    """The two-player hard bot's search: an exact expectimax over the draw.

    For each legal cell of the seat's tile it works out the chance of winning over
    every tile the opponent may hold (each unseen value, weighted by how many are
    left): a tile that fits nowhere ends the game at once; otherwise the opponent
    places it where it scores most (how the medium bot plays, and the likeliest play of
    anyone), then the seat draws a tile (again each unseen value, weighted) and places
    it where it scores most; the chance of winning from there comes from
    :func:`win_chance`. The chance nodes are exact, so the search has no sampling noise:
    it weighs the points now against the points it opens for the opponent, and the
    chance that the game ends on the opponent's turn (the values a placement leaves
    with nowhere to go) against the seat's lead. Cells are searched in order of points
    now; with a time cap the search stops between cells and plays the best so far.
    """

    def __init__(self, side: Side, view: dict[str, JSON], player: int) -> None:
        self.model = SudokuModel(side, view, player)
        opponent = 1 - player
        self.margin = self.model.scores[player] - self.model.scores[opponent]
        self.side_id = side.id
        self.values: dict[int, int] = {}
        for value in self.model.unseen:
            self.values[value] = self.values.get(value, 0) + 1
        # Per cell, the bits of the cells that share its row, column or block.
        self.shadow = tuple(sum(1 << o for o in side.rule_peers[c]) for c in range(side.cells))

    def cells(self) -> list[int]:
        """The seat's legal cells, most points first (ties in cell order)."""
        m = self.model
        cells = R.legal_cells(m.side, m.board, m.hand)
        return sorted(cells, key=lambda c: (-m.counts[c], c))

    def value(self, cell: int) -> float:
        """The seat's chance of winning after placing its tile on ``cell``."""
        m = self.model
        unit_bits = m.unit_bits
        peers = m.peers
        shadow = self.shadow
        counts, taken, empty = m.after_placing(cell)
        # Per value, the empty cells where it fits (as bits): a value fits nowhere
        # once its bits are gone, and the player holding it ends the game.
        fits = {v: sum(1 << c for c in empty if not unit_bits[c] & taken[v]) for v in self.values}
        lead = self.margin + m.counts[cell]
        left = len(empty) - 2  # after the opponent's reply and the seat's next tile
        values = self.values
        total = sum(values.values())
        chance = 0.0
        for value, count in values.items():
            reply = _best(empty, counts, taken[value], unit_bits)
            if reply < 0:  # the opponent's tile fits nowhere: the game is over
                chance += count * _final(lead)
                continue
            gained = counts[reply]
            after = lead - gained
            draws = total - 1
            if draws == 0:  # the pile was empty: nobody holds a tile any more
                chance += count * _final(after)
                continue
            counts2 = list(counts)
            for other in peers[reply]:
                counts2[other] += 1
            taken2 = list(taken)
            taken2[value] |= unit_bits[reply]
            empty2 = [c for c in empty if c != reply]
            gone = ~(1 << reply)
            fits2 = {v: bits & gone for v, bits in fits.items()}
            fits2[value] &= ~shadow[reply]
            values[value] -= 1
            inner = 0.0
            for mine, k in values.items():
                if not k:
                    continue
                best = _best(empty2, counts2, taken2[mine], unit_bits)
                if best < 0:  # the seat's next tile fits nowhere: over
                    inner += k * _final(after)
                    continue
                mark = after + counts2[best]
                # The opponent's next tile: the game ends at once if it fits nowhere.
                gone2 = ~(1 << best)
                values[mine] -= 1
                rest = draws - 1
                stuck = 0
                for v, n in values.items():
                    if n and not fits2[v] & gone2 & (~shadow[best] if v == mine else -1):
                        stuck += n
                values[mine] += 1
                if not rest:  # the seat drew the last tile: the game is over
                    inner += k * _final(mark)
                    continue
                going = win_chance(self.side_id, mark, left)
                if stuck:
                    share = stuck / rest
                    inner += k * (share * _final(mark) + (1.0 - share) * going)
                else:
                    inner += k * going
            values[value] += 1
            chance += count * inner / draws
        return chance / total

    def choose(self, deadline: float | None) -> int:
        """The cell with the best chance of winning (ties: more points now, then the
        lower cell); stops early at ``deadline`` (a ``time.perf_counter`` value)."""
        best_cell = -1
        best = -1.0
        for cell in self.cells():
            value = self.value(cell)
            if value > best + 1e-12:
                best, best_cell = value, cell
            if deadline is not None and time.perf_counter() > deadline:
                break
        return best_cell


def _best(
    empty: Sequence[int], counts: Sequence[int], blocked: int, unit_bits: Sequence[int]
) -> int:
    """The empty cell where a tile whose units are ``blocked`` scores most (the first
    such cell), or -1 if it fits nowhere."""
    best = -1
    top = -1
    for c in empty:
        if not unit_bits[c] & blocked and counts[c] > top:
            top = counts[c]
            best = c
    return best


class ReplySearch:
    """The two-player hard bot's search: :class:`ChanceSearch` with the opponent's
    replies modelled more closely, by the same exact expectation over the unseen values.

    * **Ties.** The opponent places where it scores most and, among equal cells, on any
      one of them (as the medium bot does, at random): each tied cell is weighed
      equally, since which one it takes decides the seat's next placement.
    * **The opponent's next reply.** After the seat's next tile, the leaf is the chance
      of winning seen from the opponent's next placement: for each value the opponent
      may then hold, its highest-scoring cell (a value that fits nowhere ends the game
      with the seat's lead), then :func:`win_chance` for the opponent, who has just
      moved. So a placement that opens a big cell for the opponent two turns on costs
      what that cell is worth, not an average shift fitted to greedy self-play.

    Against medium over 2,000 paired Sudoids games each (seed 1000, seats swapped) the
    ties alone gained 1.1 points of win rate, the next reply alone 1.1, both together
    2.7 [0.5, 4.8] over :class:`ChanceSearch`.
    """

    def __init__(self, search: ChanceSearch) -> None:
        self.search = search

    def cells(self) -> list[int]:
        """The seat's legal cells, most points first (ties in cell order)."""
        return self.search.cells()

    def value(self, cell: int, deadline: float | None = None) -> float | None:
        """The seat's chance of winning after placing its tile on ``cell``; None if
        ``deadline`` (a ``time.perf_counter`` value) passed before it was worked out."""
        search = self.search
        m = search.model
        unit_bits = m.unit_bits
        counts, taken, empty = m.after_placing(cell)
        lead = search.margin + m.counts[cell]
        left = len(empty) - 3  # after the reply, the seat's next tile and the next reply
        values = search.values
        total = sum(values.values())
        chance = 0.0
        for value, count in values.items():
            if deadline is not None and time.perf_counter() > deadline:
                return None
            replies = _tied(empty, counts, taken[value], unit_bits)
            if not replies:  # the opponent's tile fits nowhere: the game is over
                chance += count * _final(lead)
                continue
            after = lead - counts[replies[0]]
            draws = total - 1
            if draws == 0:  # the pile was empty: nobody holds a tile any more
                chance += count * _final(after)
                continue
            values[value] -= 1
            spread = 0.0
            for reply in replies:
                spread += self._after_reply(empty, counts, taken, value, reply, after, draws, left)
            values[value] += 1
            chance += count * spread / len(replies)
        return chance / total

    def _after_reply(
        self,
        empty: list[int],
        counts: list[int],
        taken: list[int],
        value: int,
        reply: int,
        after: int,
        draws: int,
        left: int,
    ) -> float:
        """The seat's chance once the opponent's ``value`` is on ``reply``, over the
        seat's next tile (``draws`` unseen tiles, ``search.values`` already without the
        opponent's)."""
        search = self.search
        m = search.model
        unit_bits = m.unit_bits
        peers = m.peers
        values = search.values
        counts2 = list(counts)
        for other in peers[reply]:
            counts2[other] += 1
        taken2 = list(taken)
        taken2[value] |= unit_bits[reply]
        empty2 = [c for c in empty if c != reply]
        inner = 0.0
        rest = draws - 1
        for mine, k in values.items():
            if not k:
                continue
            best = _best(empty2, counts2, taken2[mine], unit_bits)
            if best < 0:  # the seat's next tile fits nowhere: over
                inner += k * _final(after)
                continue
            mark = after + counts2[best]
            if not rest:  # the seat drew the last tile: the game is over
                inner += k * _final(mark)
                continue
            counts3 = list(counts2)
            for other in peers[best]:
                counts3[other] += 1
            blocked = unit_bits[best]
            empty3 = [c for c in empty2 if c != best]
            values[mine] -= 1
            later = 0.0
            for v, n in values.items():
                if not n:
                    continue
                theirs = taken2[v] | (blocked if v == mine else 0)
                next_reply = _best(empty3, counts3, theirs, unit_bits)
                if next_reply < 0:  # the opponent's next tile fits nowhere: over
                    later += n * _final(mark)
                else:
                    lost = win_chance(search.side_id, counts3[next_reply] - mark, left)
                    later += n * (1.0 - lost)
            values[mine] += 1
            inner += k * later / rest
        return inner / draws

    def choose(self, deadline: float | None) -> int:
        """The cell with the best chance of winning (ties: more points now, then the
        lower cell). At ``deadline`` (a ``time.perf_counter`` value) it stops, even in
        the middle of a cell, and plays the best cell worked out so far (the cell
        scoring most now if none was)."""
        cells = self.cells()
        best_cell = cells[0]
        best = -1.0
        for cell in cells:
            value = self.value(cell, deadline)
            if value is None:
                break
            if value > best + 1e-12:
                best, best_cell = value, cell
        return best_cell


def _tied(
    empty: Sequence[int], counts: Sequence[int], blocked: int, unit_bits: Sequence[int]
) -> list[int]:
    """Every empty cell where a tile whose units are ``blocked`` scores most (empty if
    it fits nowhere)."""
    top = -1
    tied: list[int] = []
    for c in empty:
        if not unit_bits[c] & blocked:
            if counts[c] > top:
                top = counts[c]
                tied = [c]
            elif counts[c] == top:
                tied.append(c)
    return tied


class SudokuHardBot:
    """The hard level. Two players: :class:`ReplySearch`, an exact expectimax over the
    tiles still to come with a fitted chance of winning at its leaves. Three or four players: information-set MCTS with greedy playouts
    (:class:`SearchBot` over a :class:`SudokuModel`), whose ``iterations`` and
    ``search_empty`` and ``opening`` settings apply there (``opening``: the share of the
    next player's expected points a placement's rank gives back, default
    :data:`~spelkast.bots.sudoku_model.OPENING_WEIGHT`; 0 ranks by points now alone).
    ``seconds`` caps a decision either way (0: no cap)."""

    name = "hard"

    def __init__(
        self,
        iterations: int = DEFAULT_ITERATIONS,
        seconds: float = DEFAULT_SECONDS,
        search_empty: float | None = None,
        opening: float = OPENING_WEIGHT,
    ) -> None:
        if search_empty is not None and not 0.0 <= search_empty <= 1.0:
            raise ValueError(f"search_empty is a share of the cells (0-1), got {search_empty}")
        if not 0.0 <= opening <= 2.0:
            raise ValueError(f"opening is a weight from 0 to 2, got {opening}")
        self.seconds = float(seconds)

        def build(
            game: Game[Any, Any], player: int, view: dict[str, JSON], legal: Sequence[Any]
        ) -> SudokuModel | None:
            return build_model(game, player, view, legal, search_empty, opening)

        self.greedy = GreedySudokuBot()
        self.many = SearchBot(build, MeritBot(self.greedy, opening), iterations, seconds)

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        if view["num_players"] != 2:
            return self.many.choose(game, player, view, legal, rng)
        began = time.perf_counter()
        side = SIDES[str(view["game"])]
        if not view["players"][1 - player]["has_tile"] or not has_choice(side, view):
            return self.greedy.choose(game, player, view, legal, rng)
        deadline = began + self.seconds if self.seconds > 0 else None
        return Place(ReplySearch(ChanceSearch(side, view, player)).choose(deadline))


def hard(
    iterations: int = DEFAULT_ITERATIONS,
    seconds: float = DEFAULT_SECONDS,
    search_empty: float | None = None,
    opening: float = OPENING_WEIGHT,
) -> Bot:
    """The hard level (:class:`SudokuHardBot`), as registered."""
    return SudokuHardBot(iterations, seconds, search_empty, opening)


register_bot("sudoku", "hard", hard)
register_bot("sudoids", "hard", hard)
