"""The model the Sudoku and Sudoids ``hard`` bot searches with three or four players
(the bot and its two-player search are in :mod:`spelkast.bots.sudoku_hard`).

**Three or four players**: the shared ISMCTS (:class:`~spelkast.bots.hard.SearchBot`)
searches a :class:`SudokuModel` built from the seat's view alone:

* **Determinisation.** The tiles the seat has not seen — every tile of the box minus the
  board, the tiles set aside and its own tile — are shuffled; the other players who hold
  a tile get one each, the rest is the draw pile (its size is public). Nothing else is
  hidden, and nothing is inferred from the opponents' play: a player's tile is drawn
  right after their move, so their play says nothing about it.
* **Candidate actions.** Only placements that keep the Sudoku rule (a wrong placement or
  a wrong claim loses a tile for nothing). They are ordered best first by the points
  they score now minus a share of what they *open*: the points the next player could
  score with a tile drawn from the unseen values on a cell the placement made worth
  more (points now weighed against the cells opened for the opponents, given the
  values still to come). Below the root only the best few are kept.
* **Evaluation.** A greedy playout to the end of the game — each player places their
  tile where it scores most, which is exactly how the medium bot plays — then each
  player's share of the win, softened a little by the final margin.
* **Step.** The search's own light position (:class:`Position`), updated incrementally:
  per cell the number of tiles that would score for it, per value the rows, columns and
  blocks that hold it. The engine state is never built or copied during a search; the
  tests check the model's positions and scores against the engine's.

The game ends as in the engine: when every tile is used, or when the player to move
holds a tile that fits nowhere (under table rules a player then claims, rightly).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from spelkast.core.game import JSON, Game
from spelkast.games.sudoku import rules as R
from spelkast.games.sudoku.data import SIDES, Side
from spelkast.games.sudoku.state import Place

DEFAULT_ITERATIONS = 1000
"""Iterations per decision of the hard bot (one greedy playout each)."""

ROOT_WIDTH = 14
"""How many candidate placements the search considers at the root."""

INNER_WIDTH = 5
"""How many it considers below the root (the playouts judge the rest)."""

HORIZON = 1
"""Plies searched in the tree before a playout decides. One: the tree holds the
seat's own candidates only, and every candidate is judged by playouts from many
determinisations. (Deeper trees let the opponents' nodes and the seat's later ones
see the determinisation's tiles and played worse in the arena.)"""

SEARCH_EMPTY = {"sudoku": 0.3, "sudoids": 0.6}
"""Per side: the search runs once at most this share of the board's cells is empty;
earlier, a playout's result depends on the draws far more than on the move, and the bot
plays the best-ranked placement (:meth:`SudokuModel.merit`) instead. A Sudoids game
often ends with a fifth of its 36 cells still empty (a tile fits nowhere), so its search
starts earlier. (This search plays 3-4-player games. In two-player games, where it was
measured against medium, it gained no significant edge — Sudoku 51.5% [46.6, 56.4],
Sudoids 49.8% [44.9, 54.6] over 400 games each — and :class:`ChanceSearch` replaced it.)"""

OPENING_WEIGHT = 0.5
"""How much of the points a placement opens for the next player it gives back."""

MARGIN_WEIGHT = 0.25
"""The part of a leaf's value that the final margin (not the win alone) decides."""


@dataclass(frozen=True, slots=True)
class Position:
    """A complete position as the search sees it (one determinisation, played on).

    ``counts[c]`` is what a tile placed on the empty cell ``c`` would score now;
    ``taken[v]`` has the unit bits (see ``Side.unit_bits``) of the rows, columns and
    blocks that hold value ``v``. ``pile`` is the draw pile from ``drawn`` on.
    ``current`` is -1 once the game is over.
    """

    board: tuple[int, ...]
    counts: tuple[int, ...]
    taken: tuple[int, ...]
    hands: tuple[int, ...]
    pile: tuple[int, ...]
    drawn: int
    scores: tuple[int, ...]
    current: int
    depth: int


class SudokuModel:
    """Sudoku or Sudoids from one seat's view, for :func:`spelkast.bots.search.ismcts`."""

    horizon = HORIZON

    def __init__(
        self, side: Side, view: dict[str, JSON], player: int, opening: float = OPENING_WEIGHT
    ) -> None:
        self.side = side
        self.opening = opening
        self.player = player
        self.scoring = str(view["options"]["scoring"])
        self.peers = side.peers[self.scoring]
        self.unit_bits = side.unit_bits
        board = tuple(int(v) for v in view["board"])
        players = view["players"]
        self.num_players = int(view["num_players"])
        hand = int(view["hand"] or 0)
        self.hand = hand
        self.holders = tuple(
            p for p in range(self.num_players) if p != player and players[p]["has_tile"]
        )
        unseen: list[int] = []
        seen = [*board, *(int(v) for v in view["aside"]), hand]
        for value in range(1, side.size + 1):
            unseen.extend([value] * (side.size - seen.count(value)))
        if len(unseen) != len(self.holders) + int(view["pile"]):
            raise ValueError("the view's tile counts do not add up")
        self.unseen = tuple(unseen)
        self.board = board
        self.counts = tuple(sum(1 for o in self.peers[c] if board[o]) for c in range(side.cells))
        taken = [0] * (side.size + 1)
        for cell, value in enumerate(board):
            if value:
                taken[value] |= side.unit_bits[cell]
        self.taken = tuple(taken)
        self.scores = tuple(int(players[p]["score"]) for p in range(self.num_players))
        self.scale = 2.0 * side.size  # a margin worth about one good placement
        # How often each unseen value is still to come, for the opening penalty.
        self.unseen_share = tuple(
            unseen.count(v) / len(unseen) if unseen else 0.0 for v in range(side.size + 1)
        )
        self._root_order: list[int] | None = None

    # ------------------------------------------------------------------ model
    def sample(self, rng: random.Random) -> Position:
        tiles = list(self.unseen)
        rng.shuffle(tiles)
        hands = [0] * self.num_players
        hands[self.player] = self.hand
        for index, seat in enumerate(self.holders):
            hands[seat] = tiles[index]
        return Position(
            board=self.board,
            counts=self.counts,
            taken=self.taken,
            hands=tuple(hands),
            pile=tuple(tiles[len(self.holders) :]),
            drawn=0,
            scores=self.scores,
            current=self.player,
            depth=0,
        )

    def to_move(self, state: Position) -> int | None:
        return None if state.current < 0 else state.current

    def actions(self, state: Position) -> Sequence[int]:
        if state.depth == 0:
            return self.root_order()[:ROOT_WIDTH]
        value = state.hands[state.current]
        blocked = state.taken[value]
        unit_bits = self.unit_bits
        counts = state.counts
        board = state.board
        cells = [c for c in range(len(board)) if not board[c] and not unit_bits[c] & blocked]
        ranked = sorted(cells, key=lambda c: -counts[c])
        return ranked[:INNER_WIDTH]

    def root_order(self) -> list[int]:
        """The seat's legal cells, best first by :meth:`merit` (the same in every
        determinisation, so worked out once)."""
        if self._root_order is None:
            cells = R.legal_cells(self.side, self.board, self.hand)
            merits = {c: self.merit(c) for c in cells}
            self._root_order = sorted(cells, key=lambda c: (-merits[c], c))
        return self._root_order

    def after_placing(self, cell: int) -> tuple[list[int], list[int], list[int]]:
        """The position once the seat's tile is on ``cell``, as fresh lists the caller
        may change: per cell what a tile there would score (``counts``), per value the
        unit bits that hold it (``taken``), and the cells still empty, in order."""
        counts = list(self.counts)
        for other in self.peers[cell]:
            counts[other] += 1
        taken = list(self.taken)
        taken[self.hand] |= self.unit_bits[cell]
        empty = [c for c, held in enumerate(self.board) if not held and c != cell]
        return counts, taken, empty

    def merit(self, cell: int) -> float:
        """Points now for the seat's tile on ``cell``, minus a share (``opening``) of what
        the next player may expect to score after it: the best placement for each value still
        unseen, weighed by how many of that value are left."""
        counts = list(self.counts)
        for other in self.peers[cell]:
            counts[other] += 1
        taken = list(self.taken)
        taken[self.hand] |= self.unit_bits[cell]
        board = self.board
        unit_bits = self.unit_bits
        reply = 0.0
        for value in range(1, self.side.size + 1):
            share = self.unseen_share[value]
            if not share:
                continue
            blocked = taken[value]
            best = max(
                (
                    counts[c]
                    for c in range(len(board))
                    if c != cell and not board[c] and not unit_bits[c] & blocked
                ),
                default=0,
            )
            reply += share * best
        return self.counts[cell] - self.opening * reply

    def step(self, state: Position, action: int, rng: random.Random) -> Position:
        board = list(state.board)
        counts = list(state.counts)
        taken = list(state.taken)
        hands = list(state.hands)
        scores = list(state.scores)
        player = state.current
        drawn = _place(self, board, counts, taken, scores, player, hands[player], action)
        hands[player] = state.pile[state.drawn] if state.drawn < len(state.pile) else 0
        current = _next_player(self, board, taken, hands, player)
        return Position(
            board=tuple(board),
            counts=tuple(counts),
            taken=tuple(taken),
            hands=tuple(hands),
            pile=state.pile,
            drawn=state.drawn + drawn,
            scores=tuple(scores),
            current=current,
            depth=state.depth + 1,
        )

    def evaluate(self, state: Position, rng: random.Random) -> Sequence[float]:
        scores = self.playout(state, rng) if state.current >= 0 else list(state.scores)
        return self.values(scores)

    def decision(self, action: int) -> Place:
        return Place(action)

    # --------------------------------------------------------------- playouts
    def playout(self, state: Position, rng: random.Random) -> list[int]:
        """The final scores after every player plays greedily from ``state`` (ties
        broken at random), as the medium bot does."""
        board = list(state.board)
        counts = list(state.counts)
        taken = list(state.taken)
        hands = list(state.hands)
        scores = list(state.scores)
        pile = state.pile
        drawn = state.drawn
        unit_bits = self.unit_bits
        player = state.current
        empty = [c for c in range(len(board)) if not board[c]]
        while player >= 0:
            value = hands[player]
            blocked = taken[value]
            best = -1
            choices: list[int] = []
            for c in empty:
                if unit_bits[c] & blocked:
                    continue
                k = counts[c]
                if k > best:
                    best = k
                    choices = [c]
                elif k == best:
                    choices.append(c)
            cell = choices[0] if len(choices) == 1 else rng.choice(choices)
            empty.remove(cell)
            _place(self, board, counts, taken, scores, player, value, cell)
            if drawn < len(pile):
                hands[player] = pile[drawn]
                drawn += 1
            else:
                hands[player] = 0
            player = _next_player(self, board, taken, hands, player)
        return scores

    def values(self, scores: Sequence[int]) -> list[float]:
        """Each player's value for final ``scores``: a share of the win (ties split),
        and a little for the margin over the best other player."""
        top = max(scores)
        winners = sum(1 for s in scores if s == top)
        values = []
        for p, score in enumerate(scores):
            win = 1.0 / winners if score == top else 0.0
            others = max((s for q, s in enumerate(scores) if q != p), default=0)
            margin = 1.0 / (1.0 + math.exp(-(score - others) / self.scale))
            values.append((1.0 - MARGIN_WEIGHT) * win + MARGIN_WEIGHT * margin)
        return values


def _place(
    model: SudokuModel,
    board: list[int],
    counts: list[int],
    taken: list[int],
    scores: list[int],
    player: int,
    value: int,
    cell: int,
) -> int:
    """Put ``value`` on ``cell`` (legal), score it, update the counts; returns 1 (one
    tile drawn afterwards, if the pile has any)."""
    scores[player] += counts[cell]
    board[cell] = value
    taken[value] |= model.unit_bits[cell]
    for other in model.peers[cell]:
        counts[other] += 1
    return 1


def _next_player(
    model: SudokuModel, board: list[int], taken: list[int], hands: list[int], player: int
) -> int:
    """The next seat holding a tile, or -1 if the game is over (no one holds a tile, or
    that seat's tile fits nowhere)."""
    n = model.num_players
    unit_bits = model.unit_bits
    for step in range(1, n + 1):
        seat = (player + step) % n
        value = hands[seat]
        if value:
            blocked = taken[value]
            for c, held in enumerate(board):
                if not held and not unit_bits[c] & blocked:
                    return seat
            return -1
    return -1


def has_choice(side: Side, view: dict[str, JSON]) -> bool:
    """Whether the seat holds a tile that fits in two cells or more: otherwise there is
    nothing to weigh, and the greedy bot places it (or claims)."""
    value = view["hand"]
    board = view["board"]
    assert isinstance(board, list)
    return isinstance(value, int) and bool(value) and len(R.legal_cells(side, board, value)) > 1


def build_model(
    game: Game[Any, Any],
    player: int,
    view: dict[str, JSON],
    legal: Sequence[Any],
    search_empty: float | None = None,
    opening: float = OPENING_WEIGHT,
) -> SudokuModel | None:
    """The hard bot's model, or None when there is nothing to search (the tile fits
    nowhere, or in one cell only, or the board is still emptier than ``search_empty``,
    default :data:`SEARCH_EMPTY` for the side): then the merit ranking decides.
    ``opening`` is the model's share of the next player's expected points that a
    placement gives back (:meth:`SudokuModel.merit`)."""
    side = SIDES[str(view["game"])]
    if search_empty is None:
        search_empty = SEARCH_EMPTY.get(side.id, 0.3)
    if not has_choice(side, view):
        return None
    board = view["board"]
    assert isinstance(board, list)
    if sum(1 for v in board if not v) > search_empty * side.cells:
        return None
    return SudokuModel(side, view, player, opening)


class MeritBot:
    """Plays the placement :meth:`SudokuModel.merit` ranks first (points now against
    what the next player may expect after it); the greedy bot decides when the tile
    fits in one cell or none. The hard bot's choice where it does not search."""

    name = "merit"

    def __init__(self, greedy: Any, opening: float = OPENING_WEIGHT) -> None:
        self.greedy = greedy
        self.opening = opening

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        side = SIDES[str(view["game"])]
        if not has_choice(side, view):
            return self.greedy.choose(game, player, view, legal, rng)
        return Place(SudokuModel(side, view, player, self.opening).root_order()[0])
