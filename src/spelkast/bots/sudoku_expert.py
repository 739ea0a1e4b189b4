"""The Sudoku and Sudoids ``expert`` bot: the hard bot, looking further ahead in the
two-player endgame.

The hard bot's two-player search (:class:`~spelkast.bots.sudoku_hard.ReplySearch`)
looks one round ahead: the opponent's reply to each cell (any of its highest-scoring
cells), the seat's next tile and placement, and the opponent's next reply, each over
every tile it may be, then a fitted chance of winning. In the endgame, when at most
``deep_empty`` cells are empty, :class:`DeepReplySearch` looks ``rounds`` rounds ahead
the same way (the opponent's tile and replies, the seat's next tile and placement,
again), still exactly over the draw, so that the end of the game — who is left holding
a tile that fits nowhere — is worked out rather than estimated. With ``rounds=1`` its
values are the hard bot's (tested). Where its time cap (``seconds``) runs out before
every cell has been searched deeply, it plays the hard bot's choice. With three or four
players, and where the board is still emptier than ``deep_empty``, it is the hard bot
with its own ``iterations`` and ``seconds``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any

from spelkast.bots.base import Bot, BotFactory, register_bot
from spelkast.bots.levels import EXPERT_MAX_SECONDS
from spelkast.bots.sudoku_hard import (
    ChanceSearch,
    ReplySearch,
    SudokuHardBot,
    _best,
    _final,
    _tied,
    win_chance,
)
from spelkast.bots.sudoku_model import DEFAULT_ITERATIONS, OPENING_WEIGHT, has_choice
from spelkast.core.game import JSON, Game
from spelkast.games.sudoku.data import SIDES
from spelkast.games.sudoku.state import Place

EXPERT_ITERATIONS = 4 * DEFAULT_ITERATIONS
"""The expert's search with three or four players: four times hard's iterations."""
DEEP: dict[str, tuple[int, int]] = {"sudoku": (24, 2), "sudoids": (14, 3)}
"""Per side: how many cells may be empty at most for the two-player search to look
deeper, and how many rounds it then looks ahead (chosen so that most decisions stay
under a second on a loaded machine, and the 2.5 s cap catches the rest: Sudoku's board
is larger, Sudoids' games end emptier). On 40 endgame positions each from medium
self-play, under a load of 4-7 on 2 cores, a deep decision took a median 27 ms and a
p90 0.64 s in Sudoids, 0.34 s and 1.5 s in Sudoku."""


class DeepReplySearch:
    """The hard bot's search (:class:`ReplySearch`: an exact expectimax over the draw,
    the opponent's equally high replies weighed equally, a leaf after the opponent's
    next reply), ``rounds`` rounds deep instead of one: each round the opponent's
    unknown tile goes on any of its highest-scoring cells, then the seat's next tile on
    its highest-scoring cell; after the last round the opponent's next tile goes on its
    highest-scoring cell and the fitted chance of winning (:func:`win_chance`) takes
    over. A tile that fits nowhere ends the game, and the lead decides. One round deep,
    its values are the hard bot's (tested)."""

    def __init__(self, search: ChanceSearch, rounds: int) -> None:
        if rounds < 1:
            raise ValueError(f"a search looks at least one round ahead, got {rounds}")
        self.search = search
        self.rounds = rounds
        self.side_id = search.side_id
        self.unit_bits = search.model.unit_bits
        self.peers = search.model.peers
        self.deadline: float | None = None

    def value(self, cell: int, deadline: float | None = None) -> float | None:
        """The seat's chance of winning after placing its tile on ``cell``; None if
        ``deadline`` (a ``time.perf_counter`` value) passed before it was worked out."""
        m = self.search.model
        counts, taken, empty = m.after_placing(cell)
        self.deadline = deadline
        try:
            lead = self.search.margin + m.counts[cell]
            return self._reply(lead, counts, taken, empty, dict(self.search.values), self.rounds)
        except _OutOfTimeError:
            return None

    def _place(
        self, value: int, cell: int, counts: list[int], taken: list[int], empty: list[int]
    ) -> tuple[int, int]:
        """Put ``value`` on ``cell`` in place; returns what :meth:`_lift` needs."""
        saved = taken[value]
        taken[value] |= self.unit_bits[cell]
        for other in self.peers[cell]:
            counts[other] += 1
        index = empty.index(cell)
        del empty[index]
        return saved, index

    def _lift(
        self,
        value: int,
        cell: int,
        undo: tuple[int, int],
        counts: list[int],
        taken: list[int],
        empty: list[int],
    ) -> None:
        saved, index = undo
        empty.insert(index, cell)
        for other in self.peers[cell]:
            counts[other] -= 1
        taken[value] = saved

    def _reply(
        self,
        lead: int,
        counts: list[int],
        taken: list[int],
        empty: list[int],
        values: dict[int, int],
        rounds: int,
    ) -> float:
        """The seat's chance when the opponent draws an unknown tile and places it on
        any of its highest-scoring cells (each weighed equally)."""
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise _OutOfTimeError
        total = sum(values.values())
        if not total:  # nobody holds a tile any more: the game is over
            return _final(lead)
        unit_bits = self.unit_bits
        chance = 0.0
        for value, count in values.items():
            if not count:
                continue
            replies = _tied(empty, counts, taken[value], unit_bits)
            if not replies:  # the opponent's tile fits nowhere: the game ends
                chance += count * _final(lead)
                continue
            after = lead - counts[replies[0]]
            values[value] -= 1
            spread = 0.0
            for reply in replies:
                undo = self._place(value, reply, counts, taken, empty)
                spread += self._draw(after, counts, taken, empty, values, rounds)
                self._lift(value, reply, undo, counts, taken, empty)
            values[value] += 1
            chance += count * spread / len(replies)
        return chance / total

    def _draw(
        self,
        lead: int,
        counts: list[int],
        taken: list[int],
        empty: list[int],
        values: dict[int, int],
        rounds: int,
    ) -> float:
        """The seat's chance when it draws an unknown tile and places it where it scores
        most; ``rounds`` counts this round."""
        total = sum(values.values())
        if not total:  # nobody holds a tile any more: the game is over
            return _final(lead)
        unit_bits = self.unit_bits
        chance = 0.0
        for value, count in values.items():
            if not count:
                continue
            cell = _best(empty, counts, taken[value], unit_bits)
            if cell < 0:  # the seat's tile fits nowhere: the game ends
                chance += count * _final(lead)
                continue
            mark = lead + counts[cell]
            undo = self._place(value, cell, counts, taken, empty)
            values[value] -= 1
            if rounds > 1:
                inner = self._reply(mark, counts, taken, empty, values, rounds - 1)
            else:
                inner = self._leaf(mark, counts, taken, empty, values)
            values[value] += 1
            self._lift(value, cell, undo, counts, taken, empty)
            chance += count * inner
        return chance / total

    def _leaf(
        self,
        mark: int,
        counts: list[int],
        taken: list[int],
        empty: list[int],
        values: dict[int, int],
    ) -> float:
        """After the seat's last searched placement: the opponent's next tile on its
        highest-scoring cell, then the opponent's fitted chance of winning."""
        rest = sum(values.values())
        if not rest:  # the seat drew the last tile: the game is over
            return _final(mark)
        unit_bits = self.unit_bits
        left = len(empty) - 1
        later = 0.0
        for value, n in values.items():
            if not n:
                continue
            reply = _best(empty, counts, taken[value], unit_bits)
            if reply < 0:  # the opponent's next tile fits nowhere: the game ends
                later += n * _final(mark)
            else:
                later += n * (1.0 - win_chance(self.side_id, counts[reply] - mark, left))
        return later / rest

    def choose(self, deadline: float | None) -> int | None:
        """The cell with the best chance of winning (ties: more points now, then the
        lower cell), or None when ``deadline`` passes before every cell is valued."""
        best_cell = -1
        best = -1.0
        for cell in self.search.cells():
            value = self.value(cell, deadline)
            if value is None:
                return None
            if value > best + 1e-12:
                best, best_cell = value, cell
        return best_cell


class _OutOfTimeError(Exception):
    """The deep search's deadline passed (unwinds the recursion)."""


class SudokuExpertBot:
    """The expert level (see the module): the hard bot (``hard``), with a deeper
    two-player search in the endgame."""

    name = "expert"

    def __init__(self, hard: SudokuHardBot, deep_empty: int, rounds: int) -> None:
        self.hard = hard
        self.seconds = hard.seconds
        self.deep_empty = int(deep_empty)
        self.rounds = int(rounds)

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        began = time.perf_counter()
        if view["num_players"] == 2 and view["players"][1 - player]["has_tile"]:
            side = SIDES[str(view["game"])]
            board = view["board"]
            assert isinstance(board, list)
            empty = sum(1 for held in board if not held)
            if empty <= self.deep_empty and has_choice(side, view):
                shallow = ChanceSearch(side, view, player)
                deadline = began + self.seconds if self.seconds > 0 else None
                cell = DeepReplySearch(shallow, self.rounds).choose(deadline)
                # Out of time: the hard bot's choice (its one-round search takes
                # milliseconds in the endgame).
                return Place(ReplySearch(shallow).choose(None) if cell is None else cell)
        return self.hard.choose(game, player, view, legal, rng)


def expert_for(side_id: str) -> BotFactory:
    """The expert level of ``side_id`` (:class:`SudokuExpertBot`), as registered: its
    settings are the hard bot's (``opening`` included) and ``deep_empty`` and ``rounds``
    (defaults: :data:`DEEP`)."""
    deep_default, rounds_default = DEEP[side_id]

    def expert(
        iterations: int = EXPERT_ITERATIONS,
        seconds: float = EXPERT_MAX_SECONDS,
        search_empty: float | None = None,
        deep_empty: int = deep_default,
        rounds: int = rounds_default,
        opening: float = OPENING_WEIGHT,
    ) -> Bot:
        if rounds < 1 or deep_empty < 0:
            raise ValueError("rounds is at least 1 and deep_empty at least 0")
        hard = SudokuHardBot(iterations, seconds, search_empty, opening)
        return SudokuExpertBot(hard, deep_empty, rounds)

    return expert


for _side in DEEP:
    register_bot(_side, "expert", expert_for(_side))
