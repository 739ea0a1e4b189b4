"""Building Labyrinth positions for the rule tests.

Most tests start from a seeded initial state and then change only what the rule under
test needs, with ``state.replace(...)`` underneath. Every helper keeps the 24 day
treasures on exactly one tile each, so the positions stay valid (they pass the engine's
``validate`` and round-trip through the text notation).

The **columns maze** (:func:`columns_maze`) is the baseline for movement tests: every
movable tile becomes a straight, north-south in the odd columns b, d, f and east-west in
the other cells. Then each of the columns b, d and f is one corridor of seven cells
(a1-g7 naming: columns a-g from the left, rows 1-7 from the top), and every other cell
(the fixed tiles and the east-west straights between them) is cut off from all its
neighbours. Proof: a north-south straight never opens east or west, an east-west
straight never opens north or south; a fixed tile's horizontal neighbours are
north-south straights and its vertical neighbours east-west straights, so none of them
opens towards it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from typing import Any

from spelkast.core.game import JSON
from spelkast.games.labyrinth import GAME, LabyrinthState, MoveTo, Shift
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth import data as D
from spelkast.games.labyrinth.state import FIXED_BOARD, HOMES, MOVABLE_CELLS

__all__ = [
    "FIXED_BOARD",
    "GAME",
    "HOMES",
    "MOVABLE_CELLS",
    "arrow",
    "bfs_reachable",
    "c",
    "columns_maze",
    "end_turn",
    "location_of",
    "move_treasure",
    "new",
    "put_night",
    "set_open",
    "shift",
    "views_of_everyone",
    "with_cards",
]

NS = D.N | D.S
EW = D.E | D.W


def new(num_players: int = 2, seed: int = 0, **options: Any) -> LabyrinthState:
    return GAME.new_initial_state(num_players, options, seed)


def c(name: str) -> int:
    """Cell index of a cell name such as ``'b2'``."""
    return B.parse_cell(name)


def arrow(name: str) -> int:
    """Index of an arrow name such as ``'Nb'``."""
    return B.parse_arrow(name).index


def columns_maze(state: LabyrinthState) -> LabyrinthState:
    """The columns maze described in the module docstring (treasures stay on their tiles)."""
    board = list(state.board)
    for index in MOVABLE_CELLS:
        bits = NS if index % 7 in (1, 3, 5) else EW
        board[index] = B.with_openings(board[index], bits)
    return state.replace(board=tuple(board))


def set_open(state: LabyrinthState, sides: Mapping[str, str]) -> LabyrinthState:
    """Give cells (or ``'spare'``) new open sides, e.g. ``{'b2': 'NES'}``; treasures stay."""
    board = list(state.board)
    spare = state.spare
    for where, text in sides.items():
        bits = B.openings_from_text(text)
        if where == "spare":
            spare = B.with_openings(spare, bits)
        else:
            index = c(where)
            assert not B.is_fixed_cell(index), f"{where} is a fixed tile"
            board[index] = B.with_openings(board[index], bits)
    return state.replace(board=tuple(board), spare=spare)


def location_of(state: LabyrinthState, treasure: int) -> int | None:
    """The cell holding day treasure ``treasure``, or None if it is on the spare."""
    for index, tile in enumerate(state.board):
        if B.treasure_of(tile) == treasure:
            return index
    assert B.treasure_of(state.spare) == treasure
    return None


def move_treasure(state: LabyrinthState, treasure: int, where: str) -> LabyrinthState:
    """Put day treasure ``treasure`` (a movable one, 12-23) on cell ``where`` or the spare.

    The treasure (and night-treasure) marks of the two places are swapped; the open
    sides of both places stay as they were.
    """
    marks = ~B.OPEN_MASK
    tiles = [*state.board, state.spare]
    source = location_of(state, treasure)
    src = len(state.board) if source is None else source
    dst = len(state.board) if where == "spare" else c(where)
    assert not B.is_fixed_cell(dst) or dst == len(state.board), "fixed tiles keep their treasure"
    a, b = tiles[src], tiles[dst]
    tiles[src] = (a & B.OPEN_MASK) | (b & marks)
    tiles[dst] = (b & B.OPEN_MASK) | (a & marks)
    return state.replace(board=tuple(tiles[:-1]), spare=tiles[-1])


def put_night(state: LabyrinthState, night: int, where: str) -> LabyrinthState:
    """Day & Night: move night treasure ``night`` to cell ``where`` (swapping marks)."""
    tiles = [*state.board, state.spare]
    src = next(i for i, t in enumerate(tiles) if B.night_of(t) == night)
    dst = c(where)
    mask = B.NIGHT_MASK
    a, b = tiles[src], tiles[dst]
    tiles[src] = (a & ~mask) | (b & mask)
    tiles[dst] = (b & ~mask) | (a & mask)
    return state.replace(board=tuple(tiles[:-1]), spare=tiles[-1])


def with_cards(
    state: LabyrinthState,
    player: int,
    pile: Iterable[int],
    found: Iterable[int] | None = None,
) -> LabyrinthState:
    """Give ``player`` this pile (top first) and found list; other players' cards that
    clash are swapped out so that no card is dealt twice."""
    pile, found = tuple(pile), tuple(found if found is not None else state.found[player])
    mine = set(pile) | set(found)
    others = [
        cards
        for p in range(state.num_players)
        if p != player
        for cards in (state.piles[p], state.found[p])
    ]
    spare_cards = [
        t for t in range(D.NUM_TREASURES) if t not in mine and all(t not in h for h in others)
    ]
    piles, founds = [], []
    for p in range(state.num_players):
        if p == player:
            piles.append(pile)
            founds.append(found)
            continue
        new_pile = []
        for t in state.piles[p]:
            new_pile.append(spare_cards.pop() if t in mine else t)
        new_found = []
        for t in state.found[p]:
            new_found.append(spare_cards.pop() if t in mine else t)
        piles.append(tuple(new_pile))
        founds.append(tuple(new_found))
    return state.replace(piles=tuple(piles), found=tuple(founds))


def shift(state: LabyrinthState, name: str, sides: str | None = None) -> LabyrinthState:
    """Apply the current player's shift at arrow ``name`` (spare as it lies by default)."""
    bits = B.openings(state.spare) if sides is None else B.openings_from_text(sides)
    return GAME.apply(state, state.current, Shift(arrow(name), bits))


def end_turn(state: LabyrinthState, where: str | None = None) -> LabyrinthState:
    """Apply the current player's move to ``where`` (default: stay)."""
    target = state.pawns[state.current] if where is None else c(where)
    return GAME.apply(state, state.current, MoveTo(target))


def bfs_reachable(board: tuple[int, ...], start: int) -> set[int]:
    """Cells reachable from ``start``, by a plain breadth-first search written for the
    tests: two orthogonal neighbours connect only when each opens towards the other."""
    steps = ((-1, 0, D.N, D.S), (0, 1, D.E, D.W), (1, 0, D.S, D.N), (0, -1, D.W, D.E))
    seen = {start}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        row, col = divmod(here, 7)
        for dr, dc, out_side, in_side in steps:
            r, cc = row + dr, col + dc
            if not (0 <= r < 7 and 0 <= cc < 7):
                continue
            there = r * 7 + cc
            if board[here] & out_side and board[there] & in_side and there not in seen:
                seen.add(there)
                queue.append(there)
    return seen


def views_of_everyone(state: LabyrinthState) -> list[dict[str, JSON]]:
    """The view of every seat and of a spectator."""
    return [GAME.view(state, p) for p in (*range(state.num_players), None)]
