"""The Träxx board geometry, read from :mod:`spelkast.games.traexx.data`, and path moves.

Fields are numbered 0-60 in reading order: row ``a`` (the top) from the left, then row
``b`` and so on to row ``i``. A field is named by its row letter and its place in the row
from the left (``a1`` top left, ``e1`` and ``e9`` the ends of the middle row, ``e5`` the
centre). Internally a field also has axial hex coordinates ``(q, r)`` with ``r`` the row
(-4 at the top) and ``q + r/2`` growing to the right; the six neighbours differ by
``(±1, 0)``, ``(0, ±1)``, ``(+1, -1)`` and ``(-1, +1)``.

A set of fields (a path) is an int bitmask: bit ``f`` is field ``f``.

>>> field_name(CENTRE), len(NEIGHBOURS[CENTRE]), len(NEIGHBOURS[parse_field("a1")])
('e5', 6, 3)
>>> [field_name(f) for f in STARTS]
['d5', 'd4', 'f4', 'f5']
>>> card_text(CARDS[1]), colour_name(1, "nl")
('BBGAW', 'blauw')
"""

from __future__ import annotations

import re

from spelkast.core.errors import Reason
from spelkast.games.traexx import data as D

RADIUS = 4
ROW_LETTERS = "abcdefghi"
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
NUM_COLOURS = len(D.COLOURS)
COLOUR_LETTERS = "".join(c[0] for c in D.COLOURS)
LANGUAGE_COLUMN = {"en": 1, "nl": 2, "fi": 3}

_TOKEN = re.compile(r"^([A-Z])(?:(\d+)|@(\d))?$")


def _read_board(
    text: str,
) -> tuple[
    tuple[tuple[int, int], ...], tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[str, ...]
]:
    """Parse the board text into (coordinates, colours, numbers, starts, names)."""
    rows = [line.split() for line in text.strip("\n").splitlines() if line.strip()]
    expected = [2 * RADIUS + 1 - abs(r) for r in range(-RADIUS, RADIUS + 1)]
    if [len(row) for row in rows] != expected:
        raise ValueError(f"the board rows must have {expected} fields")
    coords: list[tuple[int, int]] = []
    colours: list[int] = []
    numbers: list[int] = []
    names: list[str] = []
    starts: dict[int, int] = {}
    for k, row in enumerate(rows):
        r = k - RADIUS
        q0 = max(-RADIUS, -RADIUS - r)
        for j, token in enumerate(row):
            match = _TOKEN.match(token)
            if match is None or match.group(1) not in COLOUR_LETTERS:
                raise ValueError(f"bad board field {token!r} in row {ROW_LETTERS[k]}")
            index = len(coords)
            coords.append((q0 + j, r))
            colours.append(COLOUR_LETTERS.index(match.group(1)))
            numbers.append(int(match.group(2)) if match.group(2) else 0)
            names.append(f"{ROW_LETTERS[k]}{j + 1}")
            if match.group(3):
                board = int(match.group(3))
                if board in starts:
                    raise ValueError(f"two start fields for board {board}")
                starts[board] = index
    if sorted(starts) != list(range(1, len(starts) + 1)) or not starts:
        raise ValueError("start fields must be numbered @1, @2, ... without gaps")
    return (
        tuple(coords),
        tuple(colours),
        tuple(numbers),
        tuple(starts[b] for b in sorted(starts)),
        tuple(names),
    )


COORDS, COLOUR, NUMBER, STARTS, NAMES = _read_board(D.BOARD)
NUM_FIELDS = len(COORDS)
_INDEX = {c: i for i, c in enumerate(COORDS)}
_BY_NAME = {name: i for i, name in enumerate(NAMES)}
CENTRE = _INDEX[(0, 0)]
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(_INDEX[(q + dq, r + dr)] for dq, dr in DIRECTIONS if (q + dq, r + dr) in _INDEX)
    for q, r in COORDS
)
NEIGHBOUR_MASK: tuple[int, ...] = tuple(sum(1 << n for n in ns) for ns in NEIGHBOURS)
NUMBER_FIELDS: dict[int, int] = {NUMBER[f]: f for f in range(NUM_FIELDS) if NUMBER[f]}
NUMBER_MASK = sum(1 << f for f in NUMBER_FIELDS.values())


def _read_card(text: str) -> tuple[int, ...]:
    if any(ch not in COLOUR_LETTERS for ch in text):
        raise ValueError(f"bad card {text!r}")
    return tuple(sorted(COLOUR_LETTERS.index(ch) for ch in text))


CARDS: tuple[tuple[int, ...], ...] = tuple(_read_card(c) for c in D.CARDS)
NUM_CARDS = len(CARDS)
CARD_COUNTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(card.count(c) for c in range(NUM_COLOURS)) for card in CARDS
)


# ------------------------------------------------------------------ naming
def field_name(field: int) -> str:
    return NAMES[field]


def parse_field(text: str) -> int:
    """The field called ``text`` (``e5``); raises ValueError for an unknown name."""
    try:
        return _BY_NAME[text.strip().lower()]
    except KeyError:
        raise ValueError(
            Reason(
                "traexx.not_a_field",
                "there is no field {text} (rows a-i, e.g. a1-a5, e1-e9, i1-i5)",
                text=repr(text),
            )
        ) from None


def colour_name(colour: int, language: str = "en") -> str:
    return D.COLOURS[colour][LANGUAGE_COLUMN.get(language, 1)]


def colour_letter(colour: int) -> str:
    return COLOUR_LETTERS[colour]


def card_text(card: tuple[int, ...]) -> str:
    """A card as colour letters in colour order, a doubled colour written twice."""
    return "".join(COLOUR_LETTERS[c] for c in card)


CARD_TEXTS: tuple[str, ...] = tuple(card_text(card) for card in CARDS)
"""``card_text(CARDS[c])`` for every card id ``c``."""


def distance(a: int, b: int) -> int:
    (q1, r1), (q2, r2) = COORDS[a], COORDS[b]
    return max(abs(q1 - q2), abs(r1 - r2), abs(q1 + r1 - q2 - r2))


def mask_of(fields: tuple[int, ...] | list[int]) -> int:
    mask = 0
    for f in fields:
        mask |= 1 << f
    return mask


def ends_of(path: tuple[int, ...]) -> tuple[int, ...]:
    """The distinct ends of a path (one field while the path is only its start)."""
    return (path[0],) if len(path) == 1 else (path[0], path[-1])


# ------------------------------------------------------------------ extensions
def extensions_from(end: int, blocked: int, counts: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every non-empty field sequence that extends a path at ``end``.

    ``blocked`` is the mask of fields already on the path; ``counts[c]`` how many fields
    of colour ``c`` the card allows. A depth-first walk over neighbours: each field
    sequence is produced exactly once, whatever order of the card's colours it uses.
    """
    out: list[tuple[int, ...]] = []
    left = list(counts)
    seq: list[int] = []

    def walk(field: int, blocked: int) -> None:
        for n in NEIGHBOURS[field]:
            if blocked >> n & 1:
                continue
            colour = COLOUR[n]
            if left[colour]:
                left[colour] -= 1
                seq.append(n)
                out.append(tuple(seq))
                walk(n, blocked | 1 << n)
                seq.pop()
                left[colour] += 1

    walk(end, blocked)
    return out


# (end, card) -> every extension of a path that is only ``end``, with the mask of its
# fields, in the order of :func:`extensions_from`; filled as it is asked (at most
# 61 x 15 entries of a few hundred walks each).
_WALKS_FROM: dict[tuple[int, int], tuple[tuple[tuple[int, ...], int], ...]] = {}


def walks_from(end: int, card: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every extension at ``end`` with the card numbered ``card`` on an otherwise empty
    board, as (fields, mask of the fields), in the order of :func:`extensions_from`.

    Extending a real path at ``end`` allows exactly the walks among these whose mask
    misses the path's fields, in the same order: the depth-first walk of
    :func:`extensions_from` prunes a blocked field together with every walk through it,
    and it walks the neighbours in the same order whatever is blocked.
    """
    key = (end, card)
    found = _WALKS_FROM.get(key)
    if found is None:
        found = _WALKS_FROM[key] = tuple(
            (seq, mask_of(seq)) for seq in extensions_from(end, 1 << end, CARD_COUNTS[card])
        )
    return found


def free_extensions_from(end: int, blocked: int, card: int) -> list[tuple[int, ...]]:
    """``extensions_from(end, blocked, CARD_COUNTS[card])`` read from :func:`walks_from`
    (``blocked`` holds ``end``)."""
    return [seq for seq, mask in walks_from(end, card) if not mask & blocked]


def extension_problem(
    path: tuple[int, ...], counts: tuple[int, ...], end: int, fields: tuple[int, ...]
) -> Reason | None:
    """Why extending ``path`` at ``end`` by ``fields`` is not allowed with a card of
    ``counts``, or None if it is."""
    if end not in ends_of(path):
        ends = [field_name(e) for e in ends_of(path)]
        return Reason(
            "traexx.not_an_end",
            "{field} is not an end of the path; extend it at {ends}",
            field=field_name(end),
            ends=" or ".join(ends),
            end_fields=ends,
        )
    blocked = mask_of(path)
    left = list(counts)
    previous = end
    for f in fields:
        if not 0 <= f < NUM_FIELDS:
            return Reason("traexx.no_field", "there is no field number {field}", field=f)
        if f not in NEIGHBOURS[previous]:
            return Reason(
                "traexx.not_next",
                "{field} is not next to {previous}",
                field=field_name(f),
                previous=field_name(previous),
            )
        if blocked >> f & 1:
            return Reason(
                "traexx.on_path",
                "{field} is already on the path; a field may be entered only once",
                field=field_name(f),
            )
        colour = COLOUR[f]
        if not left[colour]:
            shown = counts[colour]
            if not shown:
                return Reason(
                    "traexx.colour_missing",
                    "{field} is {colour} and the card does not show {colour}",
                    field=field_name(f),
                    colour=colour_name(colour),
                    colour_index=colour,
                )
            times = {1: "shows once", 2: "shows twice"}.get(shown, f"shows {shown} times")
            return Reason(
                "traexx.colour_used",
                "{field} is {colour} and the card {times} {colour} (already used)",
                field=field_name(f),
                colour=colour_name(colour),
                times=times,
                shown=shown,
                colour_index=colour,
            )
        left[colour] -= 1
        blocked |= 1 << f
        previous = f
    return None
