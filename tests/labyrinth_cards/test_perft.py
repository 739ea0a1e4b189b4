"""perft: distinct placements (with the choice of cards taken), against golden counts
and an independent slow counter written here from the rules and the raw deck table."""

from __future__ import annotations

import itertools
import random

import pytest

from spelkast.core.perft import divide, perft
from spelkast.games.labyrinth_cards.data import DECK_TABLE

from .helpers import GAME, new

TURN = {"N": "E", "E": "S", "S": "W", "W": "N"}
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
FACING = {"N": "S", "E": "W", "S": "N", "W": "E"}


def turned(card: int, quarter_turns: int) -> frozenset[frozenset[str]]:
    """The card's corridor groups as sets of symbols, turned clockwise."""
    _, first, second, graph = DECK_TABLE[card - 1]
    groups = []
    for part in graph.split("|"):
        symbols = set()
        for ch in part:
            for _ in range(quarter_turns):
                ch = TURN.get(ch, ch)
            # Treasures become "t:X" (the letters N, E, S, W are treasures too).
            symbols.add({"a": "t:" + first, "b": "t:" + second}.get(ch, ch))
        groups.append(frozenset(symbols))
    return frozenset(groups)


def slow_placements(state, maximal: bool = False) -> set[str]:
    """Every legal placement, in notation, by brute force over a box around the layout."""
    grid = {(x, y): turned(card, r) for x, y, card, r in state.layout}
    number_at = {(x, y): card for x, y, card, _ in state.layout}
    xs = [x for x, _ in grid]
    ys = [y for _, y in grid]
    found = set()
    for card in set(state.hands[state.current]):
        shapes: dict[frozenset[frozenset[str]], int] = {}
        for r in range(4):
            shapes.setdefault(turned(card, r), r)
        for x in range(min(xs) - 1, max(xs) + 2):
            for y in range(min(ys) - 1, max(ys) + 2):
                if (x, y) in grid:
                    continue
                for shape, r in shapes.items():
                    for take in slow_takes(grid, number_at, (x, y), shape, maximal):
                        found.add(
                            f"{card}r{r}@{x},{y}"
                            + ("x" + ",".join(map(str, sorted(take))) if take else "")
                        )
    return found


def open_sides(shape):
    return {s for group in shape for s in group if s in STEP}


def slow_takes(grid, number_at, cell, shape, maximal):
    x, y = cell
    touching = [d for d in STEP if (x + STEP[d][0], y + STEP[d][1]) in grid]
    if not touching:
        return []
    if not any(
        d in open_sides(shape) and FACING[d] in open_sides(grid[(x + STEP[d][0], y + STEP[d][1])])
        for d in touching
    ):
        return []
    layout = dict(grid)
    layout[cell] = shape
    matched = set()
    for group in shape:
        for treasure in (s for s in group if s not in STEP):
            seen = {(cell, group)}
            todo = [(cell, group)]
            while todo:
                (cx, cy), g = todo.pop()
                if (cx, cy) != cell and treasure in g:
                    matched.add(number_at[(cx, cy)])
                for side in (s for s in g if s in STEP):
                    nxt = (cx + STEP[side][0], cy + STEP[side][1])
                    if nxt in layout:
                        for other in layout[nxt]:
                            if FACING[side] in other and (nxt, other) not in seen:
                                seen.add((nxt, other))
                                todo.append((nxt, other))
    cell_of = {n: c for c, n in number_at.items()}
    allowed = []
    for size in range(len(matched) + 1):
        for take in itertools.combinations(sorted(matched), size):
            rest = set(layout) - {cell_of[n] for n in take}
            if joined(rest):
                allowed.append(set(take))
    if maximal:
        allowed = [a for a in allowed if not any(a < b for b in allowed)]
    return allowed


def joined(cells):
    cells = set(cells)
    start = next(iter(cells))
    seen = {start}
    todo = [start]
    while todo:
        x, y = todo.pop()
        for dx, dy in STEP.values():
            n = (x + dx, y + dy)
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == cells


def slow_perft(state, depth):
    if depth == 0:
        return 1
    if GAME.is_terminal(state):
        return 0
    if depth == 1:
        return len(slow_placements(state, state.maximal_taking)) or len(
            set(state.hands[state.current])
        )
    return sum(slow_perft(child, depth - 1) for _, child in GAME.turns(state))


# Golden counts: start positions given as (seed, players); checked by slow_perft below.
GOLDEN = {
    (0, 2): [1, 10, 338, 5686],
    (1, 3): [1, 32, 1186, 31003],
    (2, 6): [1, 38, 1922, 108880],
}


@pytest.mark.parametrize(("seed", "players"), list(GOLDEN))
def test_perft_golden_counts(seed, players):
    s = new(players, seed=seed)
    counts = [perft(GAME, s, d) for d in range(len(GOLDEN[(seed, players)]))]
    assert counts == GOLDEN[(seed, players)], divide(GAME, s, 2)


@pytest.mark.parametrize(("seed", "players"), list(GOLDEN))
def test_perft_golden_counts_agree_with_the_slow_counter(seed, players):
    s = new(players, seed=seed)
    for depth, expected in enumerate(GOLDEN[(seed, players)]):
        assert slow_perft(s, depth) == expected


@pytest.mark.parametrize("maximal", [False, True])
def test_legal_placements_equal_the_brute_force_set_in_random_positions(maximal):
    options = {"taking": "maximal"} if maximal else {}
    for seed in range(12):
        rng = random.Random(seed)
        s = GAME.new_initial_state(2 + seed % 5, options, seed)
        while not GAME.is_terminal(s):
            legal = GAME.legal_actions(s, s.current)
            fast = {GAME.format_action(a) for a in legal}
            slow = slow_placements(s, maximal)
            if slow:
                assert fast == slow, GAME.position_to_text(s)
            else:
                assert fast == {f"d{c}" for c in set(s.hands[s.current])}
            s = GAME.apply(s, s.current, rng.choice(list(legal)))


def test_perft_from_a_text_position():
    s = new(2, seed=0)
    text = GAME.position_to_text(s)
    assert perft(GAME, GAME.position_from_text(text), 2) == GOLDEN[(0, 2)][2]
