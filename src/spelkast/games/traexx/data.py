"""The Träxx board and deck — a RECONSTRUCTION, kept as replaceable data.

The printed board and cards of Träxx (Steffen Benndorf and Reinhard Staupe, 2015) are not
available to this project. What follows keeps every fact the rulebook gives (listed, each
with its test, in ``docs/rules/traexx.md``, "Facts from the rulebook") but it is *not* the
printed layout. To use the real one, replace ``BOARD`` and ``CARDS`` below; nothing else in
the package hard-codes the layout, and ``tests/traexx/test_traexx_data.py`` and
``tests/traexx/test_traexx_book.py`` check that a replacement still fits the rules and
still plays the rulebook's examples.

Facts the reconstruction keeps: one hexagon of radius 4 (61 fields); six colours; about
ten fields of each colour; number fields 2, 3 and 4 near the middle and 5 to 10 on the
outer ring; four start fields (one per board) next to the central field; board 1's start
is the yellow field under the 3, and from it blue, green, grey, yellow lead to the only
yellow field next to the 6 (Peter's first move in the rulebook); 15 cards with four
different colours each, one of them exactly blue, green, yellow, grey, six of them showing
one colour twice, 66 colour fields in all.

Choices made here (not in the rules): each card leaves out a different pair of the six
colours (there are exactly 15 pairs, so every colour is on 10 cards), and each colour is
doubled on exactly one card. The colours are well mixed: no field has two neighbours of its
own colour, every start has five colours around it and every colour within two steps. The
first reconstruction broke Peter's move; ``bench/traexx_reconstruct.py`` derived this board
from it by recolouring nine fields (a5 b6 d1 f3 f4 g2 g3 g7 h1), swapping colours so that
every colour kept its count, and ``bench/traexx_book_game.py`` found the moves of the
rulebook's example game on it.
"""

from __future__ import annotations

# (letter, English, Dutch, Finnish). The letter is what the board text, the card text and
# the terminal use; grey is "A" (ash) because G is green.
COLOURS: tuple[tuple[str, str, str, str], ...] = (
    ("Y", "yellow", "geel", "keltainen"),
    ("B", "blue", "blauw", "sininen"),
    ("R", "red", "rood", "punainen"),
    ("G", "green", "groen", "vihreä"),
    ("A", "grey", "grijs", "harmaa"),
    ("W", "white", "wit", "valkoinen"),
)

# The board, row by row from the top (row a) to the bottom (row i), each row from the left.
# A field is its colour letter, followed by its number if it is a number field, or by
# "@n" if it is the start field of board n (1-4).
BOARD = """
        B   W   A7  B   Y
      A   Y   R   G   R   W
    A9  G   Y   G3  W   B   G10
  B   R   W   B@2 Y@1 A   A   G
B   Y   B   A   B   R   G4  W   R
  A   G   W2  G@3 R@4 Y   A   Y
    R6  Y   A   G   W   R   R5
      W   Y   B   A   B   W
        A   W   G8  R   Y
"""

# The 15 cards, one string of colour letters each (a doubled colour is written twice).
CARDS: tuple[str, ...] = (
    "RGAW",
    "BBGAW",
    "BRAWW",
    "BRRGW",
    "BRGA",
    "YYGAW",
    "YRAW",
    "YRGW",
    "YRGGA",
    "YBAW",
    "YBGW",
    "YBGA",
    "YBRW",
    "YBRAA",
    "YBRG",
)
