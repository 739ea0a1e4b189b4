"""How the rulebook's example game in ``tests/traexx/test_traexx_book.py`` was found (not a
benchmark).

The rulebook tells the end of a four-player game (Peter, Marit, Sarah, Tim) but not its
moves: Peter starts with the card blue, green, yellow, grey and draws blue, green, grey,
yellow from his start to the yellow field next to the 6; at the end he has reached every
number but 4, the 3, 6, 8 and 9 first (full value), the 2, 5, 7 and 10 after another
player (half), 39 plus points and 10 fields unreached: 29. Along the way Marit reaches the
6 and the 9, Sarah reaches the 8 when nobody had it before (8 points) and Tim reaches the 7
a round after Marit (4 points).

This script searches for a deck order and moves that make all of that happen on the
reconstructed board: a beam search for Peter's 51-field path, then a small depth-first
search per other player for a route through that player's numbers in the right rounds.
It is seeded and prints the game as the test writes it. The test does not trust this
script: it plays the printed moves through the engine and checks the engine's scores.

Run: ``uv run --frozen python bench/traexx_book_game.py``.
"""

from __future__ import annotations

import itertools
import random
import sys
from collections import deque
from collections.abc import Sequence

from spelkast.games.traexx import GAME
from spelkast.games.traexx import board as B

SEED = 1
BEAM = 120
FOUR = B.NUMBER_FIELDS[4]
NUMBERS = {f: n for n, f in B.NUMBER_FIELDS.items()}
FIRST_CARD = next(i for i, c in enumerate(B.CARDS) if B.card_text(c) == "YBGA")
PETER_FIRST = tuple(B.parse_field(n) for n in ("e5", "f4", "g3", "g2"))
HALF = (2, 5, 7, 10)  # Peter reaches these after another player did
EARLIEST_HALF = 3  # ... and not before this round (0-based), so the others have time

Path = tuple[int, ...]


def grow(path: Path, end: int, fields: Path) -> Path:
    return path + fields if end == path[-1] else tuple(reversed(fields)) + path


def reachable_free(path: Path) -> int:
    """Free fields (not the 4) connected to an end of the path."""
    blocked = set(path) | {FOUR}
    seen: set[int] = set()
    queue = deque(e for e in {path[0], path[-1]})
    while queue:
        f = queue.popleft()
        for n in B.NEIGHBOURS[f]:
            if n not in blocked and n not in seen:
                seen.add(n)
                queue.append(n)
    if any(f not in seen and f not in path for n, f in B.NUMBER_FIELDS.items() if n != 4):
        return -1  # a number Peter still needs is cut off
    return len(seen)


def peter(rng: random.Random) -> tuple[list[int], list[tuple[int, Path]]] | None:
    """A deck order and Peter's extensions (end, fields) giving a 51-field path."""
    start = B.STARTS[0]
    first = (start, *PETER_FIRST)
    beam: list[tuple[Path, tuple[int, ...], list[tuple[int, Path]]]] = [
        (first, (FIRST_CARD,), [(start, PETER_FIRST)])
    ]
    for rnd in range(1, B.NUM_CARDS):
        children = []
        seen: set[tuple[frozenset[int], tuple[int, int], frozenset[int]]] = set()
        for path, deck, moves in beam:
            left = [c for c in range(B.NUM_CARDS) if c not in deck]
            left_fields = sum(len(B.CARDS[c]) for c in left)
            for card in left:
                counts = B.CARD_COUNTS[card]
                options: list[tuple[int, Path]] = []
                for end in {path[0], path[-1]}:
                    for fields in B.extensions_from(end, B.mask_of(path), counts):
                        if FOUR in fields:
                            continue
                        if rnd < EARLIEST_HALF and any(NUMBERS.get(f) in HALF for f in fields):
                            continue
                        options.append((end, fields))
                if not options:
                    options = [(path[-1], ())]
                longest = max(len(f) for _, f in options)
                options = [o for o in options if len(o[1]) >= longest - 2]
                options.append((path[-1], ()))
                rng.shuffle(options)
                for end, fields in options[:40]:
                    new = grow(path, end, fields) if fields else path
                    key = (frozenset(new), (new[0], new[-1]), frozenset((*deck, card)))
                    if key in seen:
                        continue
                    seen.add(key)
                    free = reachable_free(new)
                    rest = left_fields - len(B.CARDS[card])
                    if free < 0 or len(new) > 51 or len(new) + min(free, rest) < 51:
                        continue
                    got = sum(f in NUMBERS for f in new)
                    score = len(new) * 10 + got * 15 + free + rng.random()
                    children.append((score, new, (*deck, card), [*moves, (end, fields)]))
        children.sort(key=lambda c: -c[0])
        beam = [(p, d, m) for _, p, d, m in children[:BEAM]]
        if not beam:
            return None
    for path, deck, moves in beam:
        numbers = {NUMBERS[f] for f in path if f in NUMBERS}
        if len(path) == 51 and numbers == {2, 3, 5, 6, 7, 8, 9, 10}:
            return list(deck), moves
    return None


Window = tuple[int, int]  # first and last round (0-based) in which a number may be entered


def other(
    start: int, deck: list[int], targets: dict[int, Window], forbidden: dict[int, int]
) -> list[tuple[int, Path]] | None:
    """Moves for one other player reaching each number of ``targets`` inside its window and
    no number of ``forbidden`` before the round given (a depth-first search)."""
    budget = [20_000]

    def dfs(path: Path, rnd: int, moves: list[tuple[int, Path]]) -> list[tuple[int, Path]] | None:
        got = {NUMBERS[f] for f in path if f in NUMBERS}
        todo = [n for n in targets if n not in got]
        if any(targets[n][1] < rnd for n in todo):
            return None
        if not todo:
            return moves + [(path[-1], ())] * (B.NUM_CARDS - rnd)
        if rnd == B.NUM_CARDS or budget[0] <= 0:
            return None
        budget[0] -= 1
        goal = min(todo, key=lambda n: targets[n][1])
        options: list[tuple[int, int, Path]] = [(99, path[-1], ())]
        for end in {path[0], path[-1]}:
            for fields in B.extensions_from(end, B.mask_of(path), B.CARD_COUNTS[deck[rnd]]):
                ok = True
                for f in fields:
                    n = NUMBERS.get(f)
                    if n in targets and not targets[n][0] <= rnd <= targets[n][1]:
                        ok = False
                    if n in forbidden and rnd < forbidden[n]:
                        ok = False
                if ok:
                    options.append((B.distance(fields[-1], B.NUMBER_FIELDS[goal]), end, fields))
        options.sort(key=lambda o: (o[0], len(o[2])))
        for _, end, fields in options[:12]:
            new = grow(path, end, fields) if fields else path
            found = dfs(new, rnd + 1, [*moves, (end, fields)])
            if found is not None:
                return found
        return None

    return dfs((start,), 0, [])


def rounds_reached(moves: list[tuple[int, Path]]) -> dict[int, int]:
    return {NUMBERS[f]: r for r, (_, fields) in enumerate(moves) for f in fields if f in NUMBERS}


def others(
    deck: list[int], peter_moves: list[tuple[int, Path]]
) -> list[list[tuple[int, Path]]] | None:
    """Moves for Marit, Sarah and Tim that fit Peter's game and the rulebook's examples."""
    at = rounds_reached(peter_moves)
    last = B.NUM_CARDS - 1
    # Nobody reaches Peter's full numbers before him.
    forbidden = {n: at[n] for n in (3, 6, 8, 9)}
    for owners in itertools.product(range(3), repeat=3):  # who takes 2, 5 and 10 first
        early = {n: (0, at[n] - 1) for n in (2, 5, 10)}
        wants: list[dict[int, Window]] = [{}, {}, {}]
        for n, who in zip((2, 5, 10), owners, strict=True):
            wants[who][n] = early[n]
        wants[0] |= {7: (0, at[7] - 1), 6: (at[6], last), 9: (at[9], last)}  # Marit
        wants[1] |= {8: (at[8], at[8])}  # Sarah: the 8 in the same round as Peter
        marit = other(B.STARTS[1], deck, wants[0], forbidden)
        if marit is None:
            continue
        sarah = other(B.STARTS[2], deck, wants[1], forbidden)
        if sarah is None:
            continue
        wants[2] |= {7: (rounds_reached(marit)[7] + 1, last)}  # Tim: the 7 after Marit
        tim = other(B.STARTS[3], deck, wants[2], forbidden)
        if tim is None:
            continue
        return [marit, sarah, tim]
    return None


SOLO_ORDER = (4, 7, 5, 9)  # Tim's solo example: 4, then 7, then 5, then 9
SOLO_SEED = 0


def solo(deck: tuple[int, ...]) -> list[tuple[int, Path]] | None:
    """Moves for a solo game with ``deck`` that reach exactly the numbers of
    :data:`SOLO_ORDER`, in that order (a depth-first search)."""
    budget = [50_000]

    def dfs(path: Path, rnd: int, moves: list[tuple[int, Path]]) -> list[tuple[int, Path]] | None:
        done = sum(f in NUMBERS for f in path)
        if done == len(SOLO_ORDER):
            return moves + [(path[-1], ())] * (B.NUM_CARDS - rnd)
        if rnd == B.NUM_CARDS or budget[0] <= 0:
            return None
        budget[0] -= 1
        goal = B.NUMBER_FIELDS[SOLO_ORDER[done]]
        options: list[tuple[int, int, Path]] = [(99, path[-1], ())]
        for end in {path[0], path[-1]}:
            for fields in B.extensions_from(end, B.mask_of(path), B.CARD_COUNTS[deck[rnd]]):
                entered = [NUMBERS[f] for f in fields if f in NUMBERS]
                if entered == list(SOLO_ORDER[done : done + len(entered)]):
                    options.append((B.distance(fields[-1], goal) - len(entered), end, fields))
        options.sort(key=lambda o: (o[0], len(o[2])))
        for _, end, fields in options[:10]:
            new = grow(path, end, fields) if fields else path
            found = dfs(new, rnd + 1, [*moves, (end, fields)])
            if found is not None:
                return found
        return None

    return dfs((B.STARTS[0],), 0, [])


def print_game(deck: Sequence[int], players: Sequence[list[tuple[int, Path]]]) -> None:
    for rnd, card in enumerate(deck):
        cells = [B.card_text(B.CARDS[card])]
        for player in players:
            end, fields = player[rnd]
            if fields:
                cells.append(B.field_name(end) + ":" + "-".join(B.field_name(f) for f in fields))
            else:
                cells.append("pass")
        print("  ".join(cells))


def main() -> int:
    rng = random.Random(SEED)
    for attempt in range(10):
        found = peter(rng)
        if found is None:
            print(f"attempt {attempt}: no path", file=sys.stderr)
            continue
        deck, moves = found
        rest = others(deck, moves)
        if rest is None:
            print(f"attempt {attempt}: no moves for the others", file=sys.stderr)
            continue
        print("# card   Peter   Marit   Sarah   Tim")
        print_game(deck, [moves, *rest])
        break
    else:
        return 1
    deck = GAME.new_initial_state(1, seed=SOLO_SEED).deck
    tim = solo(deck)
    if tim is None:
        return 1
    print(f"# solo, seed {SOLO_SEED}: card   Tim")
    print_game(deck, [tim])
    return 0


if __name__ == "__main__":
    sys.exit(main())
