"""How the Träxx board in ``src/spelkast/games/traexx/data.py`` was derived (not a benchmark).

The printed board is not available, so the board is a reconstruction. The first one (kept
below as ``PREVIOUS``) broke the rulebook's example: from board 1's start there was no
blue → green → grey → yellow route to a yellow field next to the 6. This script starts
from that board, keeps its geometry, number fields, start fields and colour counts, and
recolours it by swapping the colours of two fields at a time (so every colour keeps its
number of fields) until every fact of the rulebook holds and the reconstruction's own
mixing rules hold again, changing as few fields as it can. It is seeded, so it prints the
same board every run.

Run ``uv run --frozen python bench/traexx_reconstruct.py`` to print the board text (paste
it into ``data.py``), or with ``--check`` to list every fact and whether ``data.py`` keeps
it. The facts are also tests: see ``docs/rules/traexx.md`` ("Facts from the rulebook").
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence

from spelkast.games.traexx import board as B
from spelkast.games.traexx import data as D

SEED = 18
PREVIOUS = """
        B   W   A7  B   W
      A   Y   R   G   R   Y
    A9  G   Y   G3  W   B   G10
  W   R   W   B@2 Y@1 A   A   G
B   Y   B   A   B   R   G4  W   R
  A   G   Y2  A@3 R@4 Y   A   Y
    R6  W   B   G   W   R   G5
      R   Y   B   A   B   W
        A   W   G8  R   Y
"""

LETTERS = B.COLOUR_LETTERS
Y, BLUE, GREEN, GREY = (LETTERS.index(c) for c in "YBGA")
PETER_COLOURS = (BLUE, GREEN, GREY, Y)  # "blauw, groen, grijs en geel", in that order
START = B.STARTS[0]
THREE = B.NUMBER_FIELDS[3]
SIX = B.NUMBER_FIELDS[6]


def colours_of(text: str) -> list[int]:
    return [LETTERS.index(token[0]) for token in text.split()]


def below(field: int) -> list[int]:
    """The (up to two) fields touching ``field`` in the row under it."""
    r = B.COORDS[field][1]
    return [n for n in B.NEIGHBOURS[field] if B.COORDS[n][1] == r + 1]


def peter_routes(colour: Sequence[int]) -> list[tuple[int, ...]]:
    """Every way to draw blue, green, grey, yellow from board 1's start, in that order,
    ending on a yellow field next to the 6, without crossing a number field (Peter
    scores nothing in the example's first round)."""
    routes: list[tuple[int, ...]] = []

    def walk(path: tuple[int, ...]) -> None:
        step = len(path) - 1
        if step == len(PETER_COLOURS):
            if SIX in B.NEIGHBOURS[path[-1]]:
                routes.append(path[1:])
            return
        for n in B.NEIGHBOURS[path[-1]]:
            if n not in path and colour[n] == PETER_COLOURS[step] and not B.NUMBER[n]:
                walk((*path, n))

    walk((START,))
    return routes


# A fact is (what the rulebook says, the test that checks it, a check on the colours).
Fact = tuple[str, str, Callable[[Sequence[int]], bool]]

BOOK_FACTS: tuple[Fact, ...] = (
    (
        "Peter's start is yellow (geel onder het getal 3)",
        "test_traexx_data.py::test_peters_start_is_the_yellow_field_under_the_3",
        lambda c: c[START] == Y,
    ),
    (
        "the start lies under the 3 and is the only yellow field under it",
        "test_traexx_data.py::test_peters_start_is_the_yellow_field_under_the_3",
        lambda c: START in below(THREE) and [c[f] for f in below(THREE)].count(Y) == 1,
    ),
    (
        "blue, green, grey, yellow from the start end on the yellow field next to the 6",
        "test_traexx_book.py::test_rulebook_peters_first_extension",
        lambda c: bool(peter_routes(c)),
    ),
    (
        "the 6 has exactly one yellow neighbour (het gele veld naast het getal 6)",
        "test_traexx_data.py::test_the_6_has_one_yellow_neighbour",
        lambda c: [c[n] for n in B.NEIGHBOURS[SIX]].count(Y) == 1,
    ),
)


def _mixing(c: Sequence[int]) -> bool:
    return all(sum(c[n] == c[f] for n in B.NEIGHBOURS[f]) <= 1 for f in range(B.NUM_FIELDS))


def _colours_near_starts(c: Sequence[int]) -> bool:
    for start in B.STARTS:
        near = {c[f] for f in range(B.NUM_FIELDS) if 0 < B.distance(start, f) <= 2}
        if len(near) < B.NUM_COLOURS or len({c[n] for n in B.NEIGHBOURS[start]}) < 5:
            return False
    return True


CHOICES: tuple[Fact, ...] = (
    (
        "no field has two neighbours of its own colour (a choice, not in the book)",
        "test_traexx_data.py::test_no_field_has_two_neighbours_of_its_own_colour",
        _mixing,
    ),
    (
        "every colour within two steps of every start, five colours round each start",
        "test_traexx_data.py::test_every_colour_reachable_from_every_start",
        _colours_near_starts,
    ),
)


def cost(colour: Sequence[int], original: Sequence[int]) -> int:
    """Broken book facts weigh most, then broken choices, then each changed field."""
    book = sum(not check(colour) for _, _, check in BOOK_FACTS)
    mixing = sum(
        max(0, sum(colour[n] == colour[f] for n in B.NEIGHBOURS[f]) - 1)
        for f in range(B.NUM_FIELDS)
    )
    near = sum(not check(colour) for _, _, check in CHOICES[1:])
    changed = sum(a != b for a, b in zip(colour, original, strict=True))
    return 1000 * book + 50 * (mixing + near) + changed


def search(original: Sequence[int], seed: int = SEED, steps: int = 200_000) -> list[int]:
    """Simulated annealing over colour swaps; returns the cheapest colouring seen."""
    rng = random.Random(seed)
    colour = list(original)
    now = cost(colour, original)
    best, best_cost = list(colour), now
    movable = [f for f in range(B.NUM_FIELDS) if f != START]
    for step in range(steps):
        a, b = rng.sample(movable, 2)
        if colour[a] == colour[b]:
            continue
        colour[a], colour[b] = colour[b], colour[a]
        new = cost(colour, original)
        temperature = 30 * (1 - step / steps) + 0.1
        if new <= now or rng.random() < pow(2.718, (now - new) / temperature):
            now = new
            if now < best_cost:
                best, best_cost = list(colour), now
        else:
            colour[a], colour[b] = colour[b], colour[a]
    return best


def board_text(colour: Sequence[int]) -> str:
    rows: list[list[str]] = [[] for _ in range(2 * B.RADIUS + 1)]
    for f in range(B.NUM_FIELDS):
        token = LETTERS[colour[f]]
        if B.NUMBER[f]:
            token += str(B.NUMBER[f])
        if f in B.STARTS:
            token += f"@{B.STARTS.index(f) + 1}"
        rows[B.COORDS[f][1] + B.RADIUS].append(token)
    lines = []
    for k, row in enumerate(rows):
        indent = 2 * abs(k - B.RADIUS)
        lines.append(" " * indent + "".join(t.ljust(4) for t in row).rstrip())
    return "\n" + "\n".join(lines) + "\n"


def report(colour: Sequence[int]) -> bool:
    ok = True
    for what, test, check in (*BOOK_FACTS, *CHOICES):
        holds = check(colour)
        ok &= holds
        print(f"{'ok  ' if holds else 'FAIL'} {what}  [{test}]")
    for route in peter_routes(colour):
        print("Peter's route:", " ".join(B.field_name(f) for f in (START, *route)))
    return ok


def main(argv: list[str]) -> int:
    if "--check" in argv:
        return 0 if report(colours_of(D.BOARD)) else 1
    original = colours_of(PREVIOUS)
    found = search(original)
    changed = [B.field_name(f) for f in range(B.NUM_FIELDS) if found[f] != original[f]]
    print(board_text(found))
    print(f"{len(changed)} fields recoloured: {' '.join(changed)}")
    return 0 if report(found) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
