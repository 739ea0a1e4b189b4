"""The Träxx board and deck — a RECONSTRUCTION, kept as replaceable data.

The printed board and cards of Träxx (Steffen Benndorf and Reinhard Staupe, 2015) are not
available to this project. What follows is consistent with every published fact (see
``docs/rules/traexx.md``) but it is *not* the printed layout. To use the real one, replace
``BOARD`` and ``CARDS`` below; nothing else in the package hard-codes the layout, and the
tests in ``tests/traexx/test_data.py`` check that a replacement still fits the rules.

Facts the reconstruction keeps: one hexagon of radius 4 (61 fields); six colours; about
ten fields of each colour; number fields 2, 3 and 4 near the middle and 5 to 10 on the
outer ring; four start fields (one per board) next to the central field, Peter's yellow
start field "under the 3" as in the rulebook's example; 15 cards with four different
colours each, six of them showing one colour twice, 66 colour fields in all.

Choices made here (not in the rules): each card leaves out a different pair of the six
colours (there are exactly 15 pairs, so every colour is on 10 cards), and each colour is
doubled on exactly one card. The board colours were found by a small seeded search for a
well-mixed layout (no field with two neighbours of its own colour, every start with five
colours around it, every colour within two steps of every start) and then frozen here.
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
