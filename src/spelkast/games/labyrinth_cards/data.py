"""Component facts of Labyrinth, the card game: the treasures and the 50-card deck.

**The deck is a reconstruction.** The printed deck of the published game (2000, 50
cards) is not known to the project. This table follows what the rules say for sure
(50 cards, 25 treasures, each treasure on exactly 4 cards, two different treasures per
card) and borrows the corridor shapes of the board game's tiles: 20 T-junctions,
16 corners, 8 straights, 4 crossings and 2 cards with two separate corners. Replace
:data:`DECK` (and :data:`TREASURES` for names) to describe the real deck; the rest of
the engine reads only these tables.

A card is written as its internal corridor graph: groups separated by ``|``; each group
lists the edge ports (``N``, ``E``, ``S``, ``W``, in the card's unrotated position) and
the treasure spots (``a`` = the card's first treasure, ``b`` = its second) that one
corridor joins. ``NESab`` is a T-junction with both treasures on it; ``ESa|NWb`` is two
separate corners, one with each treasure; a spot in a group with no port (``NE|a``)
would be a treasure in a closed room, and a treasure on a dead-end spur is simply in
the group of the corridor the spur leaves.
"""

from __future__ import annotations

from dataclasses import dataclass

# Port bits, clockwise from the top; the two treasure spots follow.
N, E, S, W = 1, 2, 4, 8
PORTS = (N, E, S, W)
PORT_LETTERS = "NESW"
SPOT_A, SPOT_B = 16, 32
ALL_PORTS = N | E | S | W


@dataclass(frozen=True, slots=True)
class Treasure:
    id: int
    key: str  # stable id
    nl: str
    en: str
    fi: str
    letter: str  # one-character code for the text notation and the terminal

    def name(self, language: str = "en") -> str:
        return {"nl": self.nl, "en": self.en, "fi": self.fi}.get(language, self.en)


_TREASURES = [
    ("ring", "ring", "ring", "sormus"),
    ("crown", "kroon", "crown", "kruunu"),
    ("key", "sleutel", "key", "avain"),
    ("sword", "zwaard", "sword", "miekka"),
    ("chest", "schatkist", "treasure chest", "aarrearkku"),
    ("book", "toverboek", "spell book", "loitsukirja"),
    ("candlestick", "kandelaar", "candlestick", "kynttilänjalka"),
    ("helmet", "helm", "helmet", "kypärä"),
    ("map", "schatkaart", "treasure map", "aarrekartta"),
    ("emerald", "smaragd", "emerald", "smaragdi"),
    ("money_bag", "geldbuidel", "money bag", "rahapussi"),
    ("skull", "schedel", "skull", "pääkallo"),
    ("owl", "uil", "owl", "pöllö"),
    ("bat", "vleermuis", "bat", "lepakko"),
    ("spider", "spin", "spider", "hämähäkki"),
    ("dragon", "draak", "dragon", "lohikäärme"),
    ("ghost", "spook", "ghost", "kummitus"),
    ("lizard", "hagedis", "lizard", "lisko"),
    ("beetle", "kever", "beetle", "kovakuoriainen"),
    ("mouse", "muis", "mouse", "hiiri"),
    ("moth", "mot", "moth", "koi"),
    ("sorceress", "tovenares", "sorceress", "noita"),
    ("troll", "trol", "troll", "peikko"),
    ("lamp", "olielamp", "oil lamp", "öljylamppu"),
    ("hourglass", "zandloper", "hourglass", "tiimalasi"),
]
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXY"
TREASURES = tuple(
    Treasure(i, key, nl, en, fi, LETTERS[i]) for i, (key, nl, en, fi) in enumerate(_TREASURES)
)
TREASURE_BY_LETTER = {t.letter: t for t in TREASURES}

# (card number, first treasure, second treasure, corridor graph) — a RECONSTRUCTION.
DECK_TABLE: tuple[tuple[int, str, str, str], ...] = (
    (1, "A", "B", "NESWab"),
    (2, "A", "H", "NSWab"),
    (3, "B", "C", "NSab"),
    (4, "B", "I", "NSab"),
    (5, "C", "D", "NESWab"),
    (6, "C", "J", "NESWab"),
    (7, "D", "E", "NEab"),
    (8, "D", "K", "NWab"),
    (9, "E", "F", "ESWab"),
    (10, "E", "L", "ESa|NWb"),
    (11, "F", "G", "EWab"),
    (12, "F", "M", "NESab"),
    (13, "G", "H", "NESab"),
    (14, "G", "N", "NEab"),
    (15, "H", "I", "EWab"),
    (16, "H", "O", "ESab"),
    (17, "I", "J", "SWa|NEb"),
    (18, "I", "P", "ESWab"),
    (19, "J", "K", "NESab"),
    (20, "J", "Q", "ESab"),
    (21, "K", "L", "ESWab"),
    (22, "K", "R", "NESab"),
    (23, "L", "M", "NEWab"),
    (24, "L", "S", "SWab"),
    (25, "M", "N", "NESab"),
    (26, "M", "T", "SWab"),
    (27, "N", "O", "NESab"),
    (28, "N", "U", "ESWab"),
    (29, "O", "P", "EWab"),
    (30, "O", "V", "NSab"),
    (31, "P", "Q", "NWab"),
    (32, "P", "W", "NEWab"),
    (33, "Q", "R", "NEWab"),
    (34, "Q", "X", "ESab"),
    (35, "R", "S", "ESab"),
    (36, "R", "Y", "NEab"),
    (37, "S", "T", "ESab"),
    (38, "S", "A", "NEab"),
    (39, "T", "U", "NEWab"),
    (40, "T", "B", "ESWab"),
    (41, "U", "V", "SWab"),
    (42, "U", "C", "NSWab"),
    (43, "V", "W", "EWab"),
    (44, "V", "D", "EWab"),
    (45, "W", "X", "NEWab"),
    (46, "W", "E", "NESWab"),
    (47, "X", "Y", "NSWab"),
    (48, "X", "F", "ESab"),
    (49, "Y", "A", "NESab"),
    (50, "Y", "G", "ESab"),
)


@dataclass(frozen=True, slots=True)
class Card:
    """One card: its number (1-50), its two treasures and its corridor groups.

    Each group is a bit set of ports (N/E/S/W) and spots (SPOT_A/SPOT_B), unrotated.
    """

    number: int
    treasures: tuple[int, int]
    groups: tuple[int, ...]

    @property
    def ports(self) -> int:
        bits = 0
        for group in self.groups:
            bits |= group & ALL_PORTS
        return bits


def parse_groups(text: str) -> tuple[int, ...]:
    """Read a corridor graph such as ``NESab`` or ``ESa|NWb`` into group bit sets.

    >>> parse_groups("ESa|NWb") == (E | S | SPOT_A, N | W | SPOT_B)
    True
    """
    codes = {"N": N, "E": E, "S": S, "W": W, "a": SPOT_A, "b": SPOT_B}
    groups = []
    seen = 0
    for part in text.split("|"):
        bits = 0
        for char in part:
            if char not in codes:
                raise ValueError(f"unknown corridor symbol {char!r} in {text!r}")
            if (bits | seen) & codes[char]:
                raise ValueError(f"{char!r} appears twice in {text!r}")
            bits |= codes[char]
        if not bits:
            raise ValueError(f"empty corridor group in {text!r}")
        seen |= bits
        groups.append(bits)
    if seen & (SPOT_A | SPOT_B) != SPOT_A | SPOT_B:
        raise ValueError(f"both treasure spots must be drawn in {text!r}")
    return tuple(groups)


def build_deck(table: tuple[tuple[int, str, str, str], ...]) -> tuple[Card, ...]:
    """The deck from a table, checked against the facts the rules give."""
    cards = []
    for index, (number, first, second, graph) in enumerate(table):
        if number != index + 1:
            raise ValueError(f"card numbers must run 1, 2, ...; got {number} at row {index + 1}")
        a, b = TREASURE_BY_LETTER[first].id, TREASURE_BY_LETTER[second].id
        if a == b:
            raise ValueError(f"card {number} shows the same treasure twice")
        cards.append(Card(number, (a, b), parse_groups(graph)))
    counts = [0] * len(TREASURES)
    for card in cards:
        for t in card.treasures:
            counts[t] += 1
    if any(c != 4 for c in counts):
        raise ValueError("every treasure must be on exactly four cards")
    return tuple(cards)


DECK = build_deck(DECK_TABLE)
NUM_CARDS = len(DECK)
HAND_SIZE = 2
OPEN_CARDS = 4
