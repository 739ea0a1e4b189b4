"""Component facts of Labyrinth: the fixed layout, the movable tiles and the treasures.

Sources: the Dutch and Finnish rulebooks (``shared/rules/original``) and the project's
digest. Facts the rulebooks do not give (which printed treasure sits on which tile, the
names in each edition, which tiles carry Day & Night treasures) are decisions recorded
here as data, so that a different edition can be described by replacing this module's
tables.
"""

from __future__ import annotations

from dataclasses import dataclass

SIZE = 7
CELLS = SIZE * SIZE

# Opening bits of a tile, clockwise from the top.
N, E, S, W = 1, 2, 4, 8
DIRECTIONS = (N, E, S, W)
DIRECTION_LETTERS = "NESW"

STRAIGHT = N | S
CORNER = N | E
TJUNCTION = N | E | S


@dataclass(frozen=True, slots=True)
class Treasure:
    id: int
    key: str  # stable id, used in notation docs and the UI
    nl: str
    en: str
    fi: str
    letter: str  # one-character code used in the text notation

    def name(self, language: str = "en") -> str:
        return {"nl": self.nl, "en": self.en, "fi": self.fi}.get(language, self.en)


_DAY = [
    # 12 objects on the fixed T-junctions, in reading order of their cells.
    ("skull", "schedel", "skull", "pääkallo"),
    ("sword", "zwaard", "sword", "miekka"),
    ("money_bag", "geldbuidel", "money bag", "rahapussi"),
    ("spell_book", "toverboek", "spell book", "loitsukirja"),
    ("treasure_map", "schatkaart", "treasure map", "aarrekartta"),
    ("ring", "ring", "ring", "sormus"),
    ("helmet", "helm", "helmet", "kypärä"),
    ("candlestick", "kandelaar", "candlestick", "kynttilänjalka"),
    ("keys", "sleutelbos", "keys", "avaimet"),
    ("emerald", "smaragd", "emerald", "smaragdi"),
    ("crown", "kroon", "crown", "kruunu"),
    ("treasure_chest", "schatkist", "treasure chest", "aarrearkku"),
    # 6 creatures on movable corners.
    ("owl", "uil", "owl", "pöllö"),
    ("rat", "rat", "rat", "rotta"),
    ("moth", "mot", "moth", "koi"),
    ("spider", "spin", "spider", "hämähäkki"),
    ("scarab", "scarabee", "scarab", "skarabee"),
    ("lizard", "hagedis", "lizard", "lisko"),
    # 6 creatures on movable T-junctions.
    ("dragon", "draak", "dragon", "lohikäärme"),
    ("ghost", "spook", "ghost", "kummitus"),
    ("bat", "vleermuis", "bat", "lepakko"),
    ("genie", "lampgeest", "genie", "lampunhenki"),
    ("goblin", "kobold", "goblin", "menninkäinen"),
    ("fairy", "fee", "fairy", "keiju"),
]

_NIGHT = [
    # Day & Night: 12 glow-in-the-dark treasures (names are the project's choice).
    ("lantern", "lantaarn", "lantern", "lyhty"),
    ("moonstone", "maansteen", "moonstone", "kuukivi"),
    ("firefly", "vuurvlieg", "firefly", "tulikärpänen"),
    ("crystal_ball", "kristallen bol", "crystal ball", "kristallipallo"),
    ("silver_key", "zilveren sleutel", "silver key", "hopea-avain"),
    ("star_map", "sterrenkaart", "star map", "tähtikartta"),
    ("black_cat", "zwarte kat", "black cat", "musta kissa"),
    ("wolf", "wolf", "wolf", "susi"),
    ("vampire", "vampier", "vampire", "vampyyri"),
    ("candle", "kaars", "candle", "kynttilä"),
    ("amulet", "amulet", "amulet", "amuletti"),
    ("comet", "komeet", "comet", "komeetta"),
]

# Day treasures are written A..X in the notation, night treasures a..l.
TREASURES: tuple[Treasure, ...] = tuple(
    Treasure(i, key, nl, en, fi, chr(ord("A") + i)) for i, (key, nl, en, fi) in enumerate(_DAY)
)
NIGHT_TREASURES: tuple[Treasure, ...] = tuple(
    Treasure(i, key, nl, en, fi, chr(ord("a") + i)) for i, (key, nl, en, fi) in enumerate(_NIGHT)
)
NUM_TREASURES = len(TREASURES)  # 24
NUM_NIGHT_TREASURES = len(NIGHT_TREASURES)  # 12

# The 16 fixed tiles: cell -> (openings, day treasure id or None).
# Corners are the four start squares; edge T's have their wall on the board edge and the
# four inner T's form a pinwheel (digest, "Components").
FIXED_TILES: dict[tuple[int, int], tuple[int, int | None]] = {
    (0, 0): (E | S, None),
    (0, 2): (E | S | W, 0),
    (0, 4): (E | S | W, 1),
    (0, 6): (S | W, None),
    (2, 0): (N | E | S, 2),
    (2, 2): (N | E | S, 3),
    (2, 4): (E | S | W, 4),
    (2, 6): (N | S | W, 5),
    (4, 0): (N | E | S, 6),
    (4, 2): (N | E | W, 7),
    (4, 4): (N | S | W, 8),
    (4, 6): (N | S | W, 9),
    (6, 0): (N | E, None),
    (6, 2): (N | E | W, 10),
    (6, 4): (N | E | W, 11),
    (6, 6): (N | W, None),
}

# Start squares in clockwise seat order, and the pawn colours and Day & Night symbols.
START_CELLS = ((0, 0), (0, 6), (6, 6), (6, 0))
PAWN_COLOURS = ("yellow", "red", "green", "blue")
PAWN_COLOUR_NAMES = {
    "nl": ("geel", "rood", "groen", "blauw"),
    "en": PAWN_COLOURS,
    "fi": ("keltainen", "punainen", "vihreä", "sininen"),
}
PAWN_SYMBOLS = ("sun", "moon", "star", "lightning")
PAWN_SYMBOL_NAMES = {
    "nl": ("zon", "maan", "ster", "bliksem"),
    "en": PAWN_SYMBOLS,
    "fi": ("aurinko", "kuu", "tähti", "salama"),
}

# The movable tile sets: (straights, corners, T-junctions). Default per the digest;
# some editions have 12 straights and 16 corners.
TILE_SETS = {"13-15-6": (13, 15, 6), "12-16-6": (12, 16, 6)}
DEFAULT_TILE_SET = "13-15-6"
CORNER_TREASURES = tuple(range(12, 18))
TJUNCTION_TREASURES = tuple(range(18, 24))

# Day & Night: which plain movable tiles carry a night treasure (decision, see digest):
# the first 6 plain straights carry night treasures 0-5, the first 6 plain corners 6-11.
NIGHT_ON_STRAIGHTS = tuple(range(0, 6))
NIGHT_ON_CORNERS = tuple(range(6, 12))

# Cards dealt per player.
DAY_DEAL = {2: 12, 3: 8, 4: 6}
DAY_NIGHT_DEAL = {2: 4, 3: 4, 4: 3}  # day cards and night cards each
COIN_VALUES = (1, 3, 5)
