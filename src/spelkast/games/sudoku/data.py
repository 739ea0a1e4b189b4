"""Component facts and board geometry of the two sides: adult Sudoku and Sudoids.

Source: the Dutch rulebook (``shared/rules/original/003_daca42df10f3551f.txt``) and the
project digest. The rulebook does not name the six animals of the Sudoids tiles, nor
say how the children's game starts; the animals below and the six starting tiles are
decisions recorded here as data (see ``docs/rules/sudoku.md``).

Cells are numbered row by row from the top left: ``cell = row * size + column``. In
the notation a cell is a column letter and a row number, ``a1`` being the top left.
"""

from __future__ import annotations

from dataclasses import dataclass

from spelkast.core.errors import Reason


@dataclass(frozen=True, slots=True)
class Symbol:
    """What a tile of a given value shows: a number, or an animal with its names."""

    value: int
    letter: str  # one character for compact displays (the digit, or the animal's letter)
    nl: str
    en: str
    fi: str

    def name(self, language: str = "en") -> str:
        return {"nl": self.nl, "en": self.en, "fi": self.fi}.get(language, self.en)


NUMBER_NAMES = (
    ("een", "one", "yksi"),
    ("twee", "two", "kaksi"),
    ("drie", "three", "kolme"),
    ("vier", "four", "neljä"),
    ("vijf", "five", "viisi"),
    ("zes", "six", "kuusi"),
    ("zeven", "seven", "seitsemän"),
    ("acht", "eight", "kahdeksan"),
    ("negen", "nine", "yhdeksän"),
)

NUMBERS = tuple(
    Symbol(i + 1, str(i + 1), nl, en, fi) for i, (nl, en, fi) in enumerate(NUMBER_NAMES)
)

# Decision: six animals whose English names start with different letters.
ANIMALS = (
    Symbol(1, "C", "kat", "cat", "kissa"),
    Symbol(2, "D", "hond", "dog", "koira"),
    Symbol(3, "M", "muis", "mouse", "hiiri"),
    Symbol(4, "B", "vogel", "bird", "lintu"),
    Symbol(5, "F", "vis", "fish", "kala"),
    Symbol(6, "H", "paard", "horse", "hevonen"),
)

SCORING_VARIANTS = ("full", "simple", "block")
MODES = ("table", "assisted")
TRACK = 40
"""Spaces on the score track (0-39); passing 0 earns a 40-point round token (the box holds
16 of them; the digital game never runs out)."""


@dataclass(frozen=True, slots=True)
class Side:
    """One side of the board with everything derived from its size and block shape.

    ``peers[variant][cell]`` are the cells whose tiles score for a tile placed on
    ``cell`` under a scoring variant; ``rule_peers[cell]`` are the cells that may not
    hold the same value (same row, column or block).
    """

    id: str
    names: tuple[str, str, str]  # nl, en, fi
    size: int
    block_rows: int
    block_cols: int
    symbols: tuple[Symbol, ...]
    cells: int
    row_of: tuple[int, ...]
    col_of: tuple[int, ...]
    block_of: tuple[int, ...]
    rule_peers: tuple[tuple[int, ...], ...]
    peers: dict[str, tuple[tuple[int, ...], ...]]
    default_mode: str
    unit_bits: tuple[int, ...]  # per cell: one bit for its row, its column and its block

    def symbol(self, value: int) -> Symbol:
        return self.symbols[value - 1]

    def cell_name(self, cell: int) -> str:
        return f"{'abcdefghi'[self.col_of[cell]]}{self.row_of[cell] + 1}"

    def parse_cell(self, text: str) -> int:
        """Read ``e5`` (column letter, row number from the top); raises ``ValueError``."""
        t = text.strip().lower()
        letters = "abcdefghi"[: self.size]
        if len(t) != 2 or t[0] not in letters or not t[1].isdigit():
            raise ValueError(
                Reason(
                    "sudoku.not_a_cell",
                    "{text} is not a cell; write a column a-{last} and a row 1-{size}, "
                    "e.g. {example}",
                    text=repr(text),
                    last=letters[-1],
                    size=self.size,
                    example=f"{letters[self.size // 2]}{self.size // 2 + 1}",
                )
            )
        row = int(t[1]) - 1
        if not 0 <= row < self.size:
            raise ValueError(
                Reason(
                    "sudoku.no_row",
                    "there is no row {row}; rows are 1-{size}",
                    row=t[1],
                    size=self.size,
                )
            )
        return row * self.size + letters.index(t[0])

    def units(self, cell: int) -> tuple[tuple[str, int], ...]:
        """(kind, index) of the row, column and block of ``cell``."""
        return (
            ("row", self.row_of[cell]),
            ("column", self.col_of[cell]),
            ("block", self.block_of[cell]),
        )

    def unit_name(self, kind: str, index: int) -> str:
        if kind == "row":
            return f"row {index + 1}"
        if kind == "column":
            return f"column {'abcdefghi'[index]}"
        return f"the block {self.block_label(index)}"

    def block_label(self, block: int) -> str:
        """A block by its corner cells, e.g. ``d4-f6``."""
        per_band = self.size // self.block_cols
        top = (block // per_band) * self.block_rows
        left = (block % per_band) * self.block_cols
        first = top * self.size + left
        last = (top + self.block_rows - 1) * self.size + left + self.block_cols - 1
        return f"{self.cell_name(first)}-{self.cell_name(last)}"


def make_side(
    side_id: str,
    names: tuple[str, str, str],
    size: int,
    block_rows: int,
    block_cols: int,
    symbols: tuple[Symbol, ...],
    default_mode: str,
) -> Side:
    cells = size * size
    row_of = tuple(c // size for c in range(cells))
    col_of = tuple(c % size for c in range(cells))
    per_band = size // block_cols
    block_of = tuple(
        (row_of[c] // block_rows) * per_band + col_of[c] // block_cols for c in range(cells)
    )

    def same_row(a: int, b: int) -> bool:
        return row_of[a] == row_of[b]

    def same_col(a: int, b: int) -> bool:
        return col_of[a] == col_of[b]

    def same_block(a: int, b: int) -> bool:
        return block_of[a] == block_of[b]

    rule_peers = tuple(
        tuple(
            o
            for o in range(cells)
            if o != c and (same_row(c, o) or same_col(c, o) or same_block(c, o))
        )
        for c in range(cells)
    )
    simple = tuple(
        tuple(o for o in range(cells) if o != c and (same_row(c, o) or same_col(c, o)))
        for c in range(cells)
    )
    block = tuple(
        tuple(o for o in range(cells) if o != c and same_block(c, o)) for c in range(cells)
    )
    return Side(
        id=side_id,
        names=names,
        size=size,
        block_rows=block_rows,
        block_cols=block_cols,
        symbols=symbols,
        cells=cells,
        row_of=row_of,
        col_of=col_of,
        block_of=block_of,
        rule_peers=rule_peers,
        # Full scoring counts the block, then the row and column outside the block:
        # that is every rule peer, each once.
        peers={"full": rule_peers, "simple": simple, "block": block},
        default_mode=default_mode,
        unit_bits=tuple(
            1 << row_of[c] | 1 << (size + col_of[c]) | 1 << (2 * size + block_of[c])
            for c in range(cells)
        ),
    )


ADULT = make_side("sudoku", ("SuDoku", "Sudoku", "Sudoku"), 9, 3, 3, NUMBERS, "table")
SUDOIDS = make_side("sudoids", ("Sudoids", "Sudoids", "Sudoids"), 6, 2, 3, ANIMALS, "assisted")
SIDES = {ADULT.id: ADULT, SUDOIDS.id: SUDOIDS}
