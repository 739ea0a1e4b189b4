"""The Sudoku and Sudoids ``expert`` bot: the hard bot, looking one round further ahead
in the two-player endgame.

The hard bot's two-player search (:class:`~spelkast.bots.sudoku_hard.ChanceSearch`)
looks one round ahead: the opponent's reply to each cell and the seat's next tile, each
over every tile it may be, then a fitted chance of winning. In the endgame, when at most
``deep_empty`` cells are empty, :class:`DeepChanceSearch` looks ``rounds`` rounds ahead
the same way (the opponent's tile and reply, the seat's next tile and placement, again),
still exactly over the draw, so that the end of the game — who is left holding a tile
that fits nowhere — is worked out rather than estimated. With ``rounds=1`` its values
are the hard bot's (tested). Where its time cap (``seconds``) runs out before every cell
has been searched deeply, it plays the hard bot's choice. With three or four players,
and where the board is still emptier than ``deep_empty``, it is the hard bot with its
own ``iterations`` and ``seconds``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any

from spelkast.bots.base import Bot, BotFactory, register_bot
from spelkast.bots.levels import EXPERT_MAX_SECONDS
from spelkast.bots.sudoku_hard import ChanceSearch, SudokuHardBot, _best, _final, win_chance
from spelkast.bots.sudoku_model import DEFAULT_ITERATIONS, has_choice
from spelkast.core.game import JSON, Game
from spelkast.games.sudoku.data import SIDES
from spelkast.games.sudoku.state import Place

EXPERT_ITERATIONS = 4 * DEFAULT_ITERATIONS
"""The expert's search with three or four players: four times hard's iterations."""
DEEP: dict[str, tuple[int, int]] = {"sudoku": (24, 2), "sudoids": (14, 3)}
"""Per side: how many cells may be empty at most for the two-player search to look
deeper, and how many rounds it then looks ahead (chosen so that a decision stays well
under a second on a loaded machine: Sudoku's board is larger, Sudoids' games end
emptier)."""


class DeepChanceSearch:
    """The hard bot's exact expectimax over the draw (:class:`ChanceSearch`, whose model
    and value tables it reads), ``rounds`` rounds deep: each round the opponent's
    unknown tile is placed where it scores most, then the seat's next tile likewise; a
    tile that fits nowhere ends the game; after the last round the chance of winning is
    the share of the opponent's possible next tiles that fit nowhere (the game ends, the
    lead decides) plus the fitted chance of winning for the rest."""

    def __init__(self, search: ChanceSearch, rounds: int) -> None:
        if rounds < 1:
            raise ValueError(f"a search looks at least one round ahead, got {rounds}")
        self.search = search
        self.rounds = rounds
        model = search.model
        self.side_id = search.side_id
        self.unit_bits = model.unit_bits
        self.peers = model.peers

    def value(self, cell: int) -> float:
        """The seat's chance of winning after placing its tile on ``cell``."""
        m = self.search.model
        counts, taken, empty = m.after_placing(cell)
        values = dict(self.search.values)
        lead = self.search.margin + m.counts[cell]
        return self._draw(False, lead, counts, taken, empty, values, self.rounds)

    def _draw(
        self,
        seat: bool,
        lead: int,
        counts: list[int],
        taken: list[int],
        empty: list[int],
        values: dict[int, int],
        rounds: int,
    ) -> float:
        """The chance of winning when the opponent (``seat`` False) or the seat draws
        an unknown tile and places it where it scores most; ``rounds`` seat placements
        are left to search."""
        total = sum(values.values())
        if not total:  # nobody holds a tile any more: the game is over
            return _final(lead)
        unit_bits = self.unit_bits
        chance = 0.0
        for value, count in values.items():
            if not count:
                continue
            cell = _best(empty, counts, taken[value], unit_bits)
            if cell < 0:  # the tile fits nowhere: the game ends on this turn
                chance += count * _final(lead)
                continue
            after = lead + counts[cell] if seat else lead - counts[cell]
            saved = taken[value]
            taken[value] |= unit_bits[cell]
            for other in self.peers[cell]:
                counts[other] += 1
            empty.remove(cell)
            values[value] -= 1
            if not seat:
                inner = self._draw(True, after, counts, taken, empty, values, rounds)
            elif rounds > 1:
                inner = self._draw(False, after, counts, taken, empty, values, rounds - 1)
            else:
                inner = self._leaf(after, taken, empty, values)
            values[value] += 1
            empty.append(cell)
            empty.sort()
            for other in self.peers[cell]:
                counts[other] -= 1
            taken[value] = saved
            chance += count * inner
        return chance / total

    def _leaf(self, mark: int, taken: list[int], empty: list[int], values: dict[int, int]) -> float:
        rest = sum(values.values())
        if not rest:  # the seat drew the last tile: the game is over
            return _final(mark)
        unit_bits = self.unit_bits
        stuck = sum(
            n
            for v, n in values.items()
            if n and not any(not unit_bits[c] & taken[v] for c in empty)
        )
        going = win_chance(self.side_id, mark, len(empty))
        share = stuck / rest
        return share * _final(mark) + (1.0 - share) * going

    def choose(self, deadline: float | None) -> int | None:
        """The cell with the best chance of winning (ties: more points now, then the
        lower cell), or None when ``deadline`` passes before every cell is valued."""
        best_cell = -1
        best = -1.0
        for cell in self.search.cells():
            value = self.value(cell)
            if value > best + 1e-12:
                best, best_cell = value, cell
            if deadline is not None and time.perf_counter() > deadline:
                return None
        return best_cell


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
                cell = DeepChanceSearch(shallow, self.rounds).choose(deadline)
                # Out of time: the hard bot's choice (its one-round search takes
                # milliseconds).
                return Place(shallow.choose(None) if cell is None else cell)
        return self.hard.choose(game, player, view, legal, rng)


def expert_for(side_id: str) -> BotFactory:
    """The expert level of ``side_id`` (:class:`SudokuExpertBot`), as registered: its
    settings are the hard bot's and ``deep_empty`` and ``rounds`` (defaults: :data:`DEEP`)."""
    deep_default, rounds_default = DEEP[side_id]

    def expert(
        iterations: int = EXPERT_ITERATIONS,
        seconds: float = EXPERT_MAX_SECONDS,
        search_empty: float | None = None,
        deep_empty: int = deep_default,
        rounds: int = rounds_default,
    ) -> Bot:
        if rounds < 1 or deep_empty < 0:
            raise ValueError("rounds is at least 1 and deep_empty at least 0")
        hard = SudokuHardBot(iterations, seconds, search_empty)
        return SudokuExpertBot(hard, deep_empty, rounds)

    return expert


for _side in DEEP:
    register_bot(_side, "expert", expert_for(_side))
