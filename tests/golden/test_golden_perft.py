"""Golden perft counts for Labyrinth, checked against an independent reference counter.

``perft_labyrinth.txt`` holds positions in the Labyrinth text notation with the number of
distinct whole-turn sequences (a turn is a shift and a move; see ``spelkast.core.perft``)
at depth 1 and 2 (3 for a few), and a per-first-turn breakdown ("divide") at depth 2.
A mismatch prints only the first turns whose counts differ.

Before the counts were stored they were checked against ``Reference`` below, a slow
counter written from the rules alone: it reads the position text itself, builds every
arrow x distinct spare orientation by plain tuple manipulation, walks the corridors with
a plain breadth-first search, and collects the distinct (arrow, orientation, destination)
triples. The tests keep checking the engine against it on these positions and on random
ones. Regenerate the file with ``SPELKAST_UPDATE_GOLDEN=1`` (it is written only when the
reference agrees).
"""

from __future__ import annotations

import os
import random
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spelkast.core.perft import divide, perft
from spelkast.games.labyrinth import GAME, MOVE, NIGHT, SHIFT, LabyrinthState

GOLDEN = Path(__file__).parent / "perft_labyrinth.txt"
UPDATE = os.environ.get("SPELKAST_UPDATE_GOLDEN") == "1"

# ------------------------------------------------------------ the reference
SIDES = "NESW"
STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
FACING = {"N": "S", "E": "W", "S": "N", "W": "E"}
COLUMNS = "abcdefg"
Cell = tuple[int, int]
Sides = frozenset[str]


def _lines() -> dict[str, tuple[Cell, ...]]:
    """Each arrow's row or column, from the end where the tile goes in."""
    out: dict[str, tuple[Cell, ...]] = {}
    for k in (1, 3, 5):
        down = tuple((r, k) for r in range(7))
        across = tuple((k, c) for c in range(7))
        out[f"N{COLUMNS[k]}"] = down
        out[f"S{COLUMNS[k]}"] = down[::-1]
        out[f"W{k + 1}"] = across
        out[f"E{k + 1}"] = across[::-1]
    return out


LINES = _lines()
OPPOSITE_ARROW = {name: FACING[name[0]] + name[1] for name in LINES}


def sides_of(token: str) -> Sides:
    bits = int(token[0], 16)
    return frozenset(SIDES[i] for i in range(4) if bits >> i & 1)


def rotations(sides: Sides) -> set[Sides]:
    return {frozenset(SIDES[(SIDES.index(s) + k) % 4] for s in sides) for k in range(4)}


def sides_text(sides: Sides) -> str:
    return "".join(s for s in SIDES if s in sides)


def cell_text(cell: Cell) -> str:
    return f"{COLUMNS[cell[1]]}{cell[0] + 1}"


def corridors(grid: tuple[tuple[Sides, ...], ...], start: Cell) -> set[Cell]:
    """Cells joined to ``start`` by tiles open towards each other (breadth first)."""
    seen = {start}
    queue = deque([start])
    while queue:
        r, c = queue.popleft()
        for side in grid[r][c]:
            dr, dc = STEP[side]
            nr, nc = r + dr, c + dc
            inside = 0 <= nr < 7 and 0 <= nc < 7
            if inside and FACING[side] in grid[nr][nc] and (nr, nc) not in seen:
                seen.add((nr, nc))
                queue.append((nr, nc))
    return seen


@dataclass(frozen=True)
class Reference:
    """A position as the reference sees it: only what turn counting needs."""

    grid: tuple[tuple[Sides, ...], ...]
    spare: Sides
    forbidden: str | None
    pawns: tuple[Cell, ...]
    mover: int
    step: str  # "s" or "m"
    piles: tuple[int, ...]  # cards still to find in the current phase, per player

    @staticmethod
    def read(text: str) -> Reference:
        rows, spare, forbidden, pawns, turn, cards, flags = text.split()
        grid = tuple(tuple(sides_of(t) for t in row.split(",")) for row in rows.split("/"))
        night = "night" in flags.split(";")
        piles = []
        for entry in cards.split("/"):
            day, _, night_part = entry.partition(":")
            piles.append(len((night_part if night else day).partition(".")[0]))
        return Reference(
            grid=grid,
            spare=sides_of(spare),
            forbidden=None if forbidden == "-" else forbidden,
            pawns=tuple((int(p[1]) - 1, COLUMNS.index(p[0])) for p in pawns.split(",")),
            mover=int(turn[0]) - 1,
            step=turn[1],
            piles=tuple(piles),
        )

    def turns(self) -> dict[str, Reference]:
        """Every distinct whole turn (from the shift step) or move (from the move step),
        keyed by the engine's notation, with the position after it."""
        out: dict[str, Reference] = {}
        if self.step == "m":
            for dest in corridors(self.grid, self.pawns[self.mover]):
                out[cell_text(dest)] = self._after_move(self.grid, self.spare, self.pawns, dest)
            return out
        assert self.step == "s"
        for arrow, line in LINES.items():
            if arrow == self.forbidden:
                continue
            for sides in rotations(self.spare):
                rows = [list(row) for row in self.grid]
                ejected = self.grid[line[-1][0]][line[-1][1]]
                for k in range(6, 0, -1):
                    r, c = line[k]
                    pr, pc = line[k - 1]
                    rows[r][c] = self.grid[pr][pc]
                rows[line[0][0]][line[0][1]] = sides
                grid = tuple(tuple(row) for row in rows)
                pawns = tuple(line[(line.index(p) + 1) % 7] if p in line else p for p in self.pawns)
                shifted = Reference(
                    grid, ejected, OPPOSITE_ARROW[arrow], pawns, self.mover, "m", self.piles
                )
                for dest in corridors(grid, pawns[self.mover]):
                    key = f"{arrow}:{sides_text(sides)} {cell_text(dest)}"
                    out[key] = shifted._after_move(grid, ejected, pawns, dest)
        return out

    def _after_move(
        self, grid: tuple[tuple[Sides, ...], ...], spare: Sides, pawns: tuple[Cell, ...], dest: Cell
    ) -> Reference:
        moved = tuple(dest if p == self.mover else cell for p, cell in enumerate(pawns))
        nxt = (self.mover + 1) % len(pawns)
        return Reference(grid, spare, self.forbidden, moved, nxt, "s", self.piles)

    def perft(self, depth: int) -> int:
        if depth == 0:
            return 1
        self.check_game_goes_on(depth)
        children = self.turns()
        if depth == 1:
            return len(children)
        return sum(child.perft(depth - 1) for child in children.values())

    def divide(self, depth: int) -> dict[str, int]:
        self.check_game_goes_on(depth)
        return {key: child.perft(depth - 1) for key, child in self.turns().items()}

    def check_game_goes_on(self, depth: int) -> None:
        """The reference knows no treasures, so it only counts past a turn that cannot end
        the game: the mover holds at least two cards of the current phase."""
        if depth > 1:
            assert self.piles[self.mover] >= 2, "the reference cannot count past a game's end"


# ------------------------------------------------------------ the golden file
@dataclass
class Block:
    id: str
    note: str
    position: str
    counts: dict[int, int]
    divide_depth: int
    divide: dict[str, int]


def read_golden(path: Path = GOLDEN) -> list[Block]:
    blocks: list[Block] = []
    block: Block | None = None
    for number, raw in enumerate(path.read_text().splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        word, _, rest = line.partition(" ")
        if word == "id":
            block = Block(rest, "", "", {}, 0, {})
            blocks.append(block)
        elif block is None:
            raise ValueError(f"{path.name}:{number}: expected 'id' first")
        elif word == "note":
            block.note = rest
        elif word == "position":
            block.position = rest
        elif word == "perft":
            depth, count = rest.split()
            block.counts[int(depth)] = int(count)
        elif word == "divide":
            block.divide_depth = int(rest)
        else:
            turn, _, count = line.rpartition(" ")
            block.divide[turn] = int(count)
    return blocks


def write_golden(blocks: list[Block], path: Path = GOLDEN) -> None:
    out = [
        "# Golden perft counts for Labyrinth: see tests/golden/test_golden_perft.py.",
        "# Per position: id, note, position (text notation), 'perft DEPTH COUNT' lines, then",
        "# 'divide DEPTH' and one 'FIRST-TURN COUNT' line per distinct first turn.",
        "# A turn is a shift and a move; from the move step it is the move alone.",
        "",
    ]
    for b in blocks:
        out += [f"id {b.id}", f"note {b.note}", f"position {b.position}"]
        out += [f"perft {d} {c}" for d, c in sorted(b.counts.items())]
        out.append(f"divide {b.divide_depth}")
        out += [f"{turn} {count}" for turn, count in sorted(b.divide.items())]
        out.append("")
    path.write_text("\n".join(out))


def diff_divide(expected: dict[str, int], actual: dict[str, int]) -> str:
    lines = []
    for turn in sorted(set(expected) | set(actual)):
        want, got = expected.get(turn), actual.get(turn)
        if want != got:
            lines.append(f"  {turn}: expected {want}, got {got}")
    return "\n".join(lines)


# ------------------------------------------------------------ the tests
BLOCKS = read_golden() if GOLDEN.exists() else []


def test_golden_perft_file_has_the_planned_positions() -> None:
    assert GOLDEN.exists(), f"{GOLDEN} is missing (it is never generated by the tests)"
    ids = [b.id for b in BLOCKS]
    assert len(ids) == len(set(ids)) >= 10
    assert any(3 in b.counts for b in BLOCKS)
    states = [GAME.position_from_text(b.position) for b in BLOCKS]
    assert {s.num_players for s in states} == {2, 3, 4}
    assert any(s.step == MOVE for s in states)
    assert any(s.phase == NIGHT for s in states)
    assert any(s.options["tiles"] == "12-16-6" for s in states)


@pytest.mark.parametrize("block", BLOCKS, ids=[b.id for b in BLOCKS])
def test_engine_perft_matches_golden_counts(block: Block) -> None:
    state = GAME.position_from_text(block.position)
    assert GAME.position_to_text(state) == block.position
    actual = divide(GAME, state, block.divide_depth)
    assert actual == block.divide, (
        f"{block.id}: divide {block.divide_depth} differs per first turn:\n"
        + diff_divide(block.divide, actual)
    )
    assert sum(actual.values()) == block.counts[block.divide_depth]
    for depth, count in sorted(block.counts.items()):
        assert perft(GAME, state, depth) == count, f"{block.id}: perft {depth}"


@pytest.mark.parametrize("block", BLOCKS, ids=[b.id for b in BLOCKS])
def test_reference_counter_confirms_golden_counts(block: Block) -> None:
    reference = Reference.read(block.position)
    for depth in (1, 2):
        assert reference.perft(depth) == block.counts[depth], f"{block.id}: perft {depth}"
    got = reference.divide(block.divide_depth)
    assert got == block.divide, diff_divide(block.divide, got)


def _random_position(seed: int, num_players: int, options: dict[str, object], actions: int) -> str:
    rng = random.Random(seed)
    state = GAME.new_initial_state(num_players, options, seed)
    for _ in range(actions):
        if GAME.is_terminal(state) or state.step not in (SHIFT, MOVE):
            break
        (player,) = GAME.to_move(state)
        state = GAME.apply(state, player, rng.choice(GAME.legal_actions(state, player)))
    return GAME.position_to_text(state)


OPTION_CHOICES: list[dict[str, object]] = [
    {},
    {"tiles": "12-16-6"},
    {"day_night": True},
    {"open_cards": True, "no_return": True},
]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    num_players=st.integers(2, 4),
    options=st.sampled_from(OPTION_CHOICES),
    actions=st.integers(0, 400),
)
def test_engine_turns_equal_reference_turns_on_random_positions(
    seed: int, num_players: int, options: dict[str, object], actions: int
) -> None:
    text = _random_position(seed, num_players, options, actions)
    state = GAME.position_from_text(text)
    if GAME.is_terminal(state) or state.step not in (SHIFT, MOVE):
        return
    expected = set(Reference.read(text).turns())
    got = [notation for notation, _ in GAME.turns(state)]
    assert len(got) == len(set(got)), "the engine lists a turn twice"
    assert set(got) == expected
    assert GAME.count_turns(state) == len(expected)


@pytest.mark.parametrize("seed", [101, 202, 303])
def test_engine_divide_equals_reference_divide_at_depth_two(seed: int) -> None:
    text = _random_position(seed, 2 + seed % 3, OPTION_CHOICES[seed % 4], 30 + seed % 7)
    state = GAME.position_from_text(text)
    reference = Reference.read(text)
    assert reference.piles[reference.mover] >= 2
    assert divide(GAME, state, 2) == reference.divide(2)


# ------------------------------------------------------ regenerating the file
def _play_until(
    seed: int,
    num_players: int,
    options: dict[str, object],
    stop: Callable[[LabyrinthState], bool],
    limit: int = 20_000,
) -> str:
    """Random play (seeded) until ``stop(state)`` holds; returns the position text."""
    rng = random.Random(seed)
    state = GAME.new_initial_state(num_players, options, seed)
    for _ in range(limit):
        if stop(state):
            return GAME.position_to_text(state)
        (player,) = GAME.to_move(state)
        state = GAME.apply(state, player, rng.choice(GAME.legal_actions(state, player)))
    raise AssertionError("no such position reached")


def _mover_pile(s: LabyrinthState) -> int:
    pile = s.night_piles if s.phase == NIGHT else s.piles
    return len(pile[s.current])


def _on_pushed_line_edge(s: LabyrinthState) -> bool:
    if s.step != SHIFT or _mover_pile(s) < 2:
        return False
    row, col = divmod(s.pawns[s.current], 7)
    return (row in (1, 3, 5) and col in (0, 6)) or (col in (1, 3, 5) and row in (0, 6))


def planned_positions() -> list[tuple[str, str, str, tuple[int, ...]]]:
    """(id, note, position text, depths) of the golden positions, made by seeded play."""

    def after(turns: int) -> Callable[[LabyrinthState], bool]:
        return lambda s: s.turn >= turns and s.step == SHIFT and _mover_pile(s) >= 2

    out: list[tuple[str, str, str, tuple[int, ...]]] = []
    for n, seed, depths in ((2, 1, (1, 2, 3)), (2, 2, (1, 2, 3)), (3, 3, (1, 2)), (4, 4, (1, 2))):
        state = GAME.new_initial_state(n, seed=seed)
        out.append(
            (
                f"start-{n}p-seed{seed}",
                f"the start of a {n}-player game, seed {seed}",
                GAME.position_to_text(state),
                depths,
            )
        )
    start = GAME.new_initial_state(3, {"tiles": "12-16-6"}, seed=5)
    out.append(
        (
            "start-3p-tiles-12-16-6",
            "the start of a 3-player game with 12-16-6 tiles, seed 5",
            GAME.position_to_text(start),
            (1, 2),
        )
    )
    out.append(
        (
            "mid-2p",
            "2 players, after 14 turns of random play (seed 11)",
            _play_until(11, 2, {}, after(14)),
            (1, 2),
        )
    )
    out.append(
        (
            "mid-4p",
            "4 players, after 21 turns of random play (seed 12)",
            _play_until(12, 4, {}, after(21)),
            (1, 2),
        )
    )
    out.append(
        (
            "pawn-on-pushed-line-3p",
            "3 players; the mover's pawn stands at the end of a movable row or column (seed 13)",
            _play_until(13, 3, {}, lambda s: s.turn >= 5 and _on_pushed_line_edge(s)),
            (1, 2),
        )
    )
    out.append(
        (
            "move-step-4p",
            "4 players, the maze already shifted: only the move is left (seed 14)",
            _play_until(
                14, 4, {}, lambda s: s.turn >= 9 and s.step == MOVE and _mover_pile(s) >= 2
            ),
            (1, 2),
        )
    )
    out.append(
        (
            "night-3p-day-night",
            "Day & Night, 3 players, in the night phase (seed 15)",
            _play_until(
                15,
                3,
                {"day_night": True},
                lambda s: s.phase == NIGHT and s.step == SHIFT and _mover_pile(s) >= 2,
            ),
            (1, 2),
        )
    )
    out.append(
        (
            "mid-2p-tiles-12-16-6",
            "2 players with 12-16-6 tiles, after 9 turns (seed 16)",
            _play_until(16, 2, {"tiles": "12-16-6"}, after(9)),
            (1, 2),
        )
    )
    out.append(
        (
            "mid-4p-open-noreturn",
            "4 players, open cards and no return, after 17 turns (seed 17)",
            _play_until(17, 4, {"open_cards": True, "no_return": True}, after(17)),
            (1, 2),
        )
    )
    return out


def regenerate() -> None:
    """Count with the engine, confirm every count with the reference, write the file."""
    blocks = []
    for ident, note, text, depths in planned_positions():
        state = GAME.position_from_text(text)
        reference = Reference.read(text)
        counts = {}
        for depth in depths:
            counts[depth] = perft(GAME, state, depth)
            assert reference.perft(depth) == counts[depth], (ident, depth)
        table = divide(GAME, state, 2)
        assert table == reference.divide(2), ident
        blocks.append(Block(ident, note, text, counts, 2, table))
        print(ident, counts)
    write_golden(blocks)


if __name__ == "__main__":  # uv run python tests/golden/test_golden_perft.py
    regenerate()
