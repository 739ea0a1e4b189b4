"""Labyrinth states and actions (immutable values), the options, and what a valid position is.

The game (:mod:`spelkast.games.labyrinth.game`) and the text notation
(:mod:`spelkast.games.labyrinth.notation`) both build on this module; neither imports
the other's internals.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from spelkast.core.errors import InvalidPositionError
from spelkast.core.options import OptionSpec, OptionValue, first_player_option
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth import data as D

GAME_ID = "labyrinth"

# Steps of a turn (and the end).
SHIFT = "shift"
MOVE = "move"
COIN = "coin"
OVER = "over"
STEPS = (SHIFT, MOVE, COIN, OVER)

DAY = "day"
NIGHT = "night"


@dataclass(frozen=True, slots=True)
class Shift:
    """Push the spare in at ``arrow`` (0-11), turned so its open sides are ``openings``."""

    arrow: int
    openings: int


@dataclass(frozen=True, slots=True)
class MoveTo:
    """Move the pawn to ``cell`` (its own cell: stay)."""

    cell: int


@dataclass(frozen=True, slots=True)
class TakeCoin:
    """Day & Night: turn over face-down coin ``index`` (0-2) and take it."""

    index: int


Action = Shift | MoveTo | TakeCoin


class LabyrinthState(NamedTuple):
    """A whole Labyrinth position, secrets included (an immutable value).

    ``piles[p]`` are player p's day cards not yet found, top card first; ``found[p]`` the
    ones found, in order. ``night_piles``/``night_found`` likewise for Day & Night (empty
    otherwise). In the night phase the cards left in ``piles`` are out of the game.
    ``coins`` is the face-down order of the three coins; ``coin_taken`` the index the
    winner turned over. ``ended_by`` is the player whose turn ended the game.

    ``masks_cache`` is not part of the position: it holds a board and that board's
    direction bitboards (:func:`board.lanes`) so that a shift can update them instead of
    recomputing them. It is trusted only while it holds this very ``board`` object
    (compared by identity), is never compared, hashed or serialised, and two states that
    differ only in it are equal; :func:`direction_masks` is the one reader.

    A named tuple rather than a frozen dataclass because a frozen dataclass sets each
    of its 20 fields through ``object.__setattr__``: making a state took ten times as
    long, and every shift makes one (measured by ``bench/bench_labyrinth.py``).
    """

    num_players: int
    seed: int
    options: Mapping[str, OptionValue]
    board: tuple[int, ...]
    spare: int
    pawns: tuple[int, ...]
    forbidden: int | None
    current: int
    step: str
    piles: tuple[tuple[int, ...], ...]
    found: tuple[tuple[int, ...], ...]
    night_piles: tuple[tuple[int, ...], ...] = ()
    night_found: tuple[tuple[int, ...], ...] = ()
    phase: str = DAY
    coins: tuple[int, ...] = ()
    coin_taken: int | None = None
    ended_by: int | None = None
    turn: int = 0
    last_shift: tuple[int, int] | None = None
    masks_cache: tuple[tuple[int, ...], int] | None = None

    def replace(self, **changes: Any) -> LabyrinthState:
        """A copy with ``changes``."""
        return self._replace(**changes)

    # Equality, hashing and repr cover the position only, never the cache.
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LabyrinthState):
            return NotImplemented
        return self[:_POSITION] == other[:_POSITION]

    def __ne__(self, other: object) -> bool:
        if not isinstance(other, LabyrinthState):
            return NotImplemented
        return self[:_POSITION] != other[:_POSITION]

    def __hash__(self) -> int:
        return hash(self[:_POSITION])

    def __repr__(self) -> str:
        fields = ", ".join(
            f"{name}={value!r}"
            for name, value in zip(self._fields[:_POSITION], self[:_POSITION], strict=True)
        )
        return f"LabyrinthState({fields})"

    @property
    def day_night(self) -> bool:
        return bool(self.options.get("day_night"))

    @property
    def open_cards(self) -> bool:
        return bool(self.options.get("open_cards"))

    @property
    def no_return(self) -> bool:
        return bool(self.options.get("no_return"))


_POSITION = LabyrinthState._fields.index("masks_cache")


def direction_masks(state: LabyrinthState) -> int:
    """The direction bitboards of ``state.board`` as :func:`board.lanes` gives them (from
    the cache when it is this board's)."""
    cache = state.masks_cache
    if cache is not None and cache[0] is state.board:
        return cache[1]
    return B.lanes(state.board)


HOMES = tuple(B.cell(r, c) for r, c in D.START_CELLS)
MOVABLE_CELLS = tuple(i for i in range(D.CELLS) if not B.is_fixed_cell(i))
FIXED_BOARD = {B.cell(r, c): B.make_tile(o, t) for (r, c), (o, t) in D.FIXED_TILES.items()}

OPTIONS = (
    OptionSpec(
        "open_cards",
        bool,
        False,
        {
            "en": "young children: all cards face up, any order",
            "nl": "jongere kinderen: alle schatkaarten open, in willekeurige volgorde",
            "fi": "nuoremmat lapset: kaikki aarrekortit näkyvissä, missä järjestyksessä tahansa",
        },
    ),
    OptionSpec(
        "no_return",
        bool,
        False,
        {
            "en": "young children: win without returning to start",
            "nl": "jongere kinderen: winnen zonder terug te gaan naar het startveld",
            "fi": "nuoremmat lapset: voitto ilman paluuta lähtöruutuun",
        },
    ),
    OptionSpec(
        "day_night",
        bool,
        False,
        {
            "en": "the Day & Night variant with night treasures and coins",
            "nl": "het dag en nacht doolhof, met nacht-schatkaarten en munten",
            "fi": "Päivä & Yö -muunnelma, jossa on yöaarteita ja kolikoita",
        },
    ),
    OptionSpec(
        "tiles",
        str,
        D.DEFAULT_TILE_SET,
        {
            "en": "movable tiles: straights-corners-T's",
            "nl": "losse gangkaarten: rechte gangen-bochten-T-splitsingen",
            "fi": "siirrettävät labyrinttipalat: suorat-kulmat-T-risteykset",
        },
        tuple(D.TILE_SETS),
    ),
    first_player_option(
        4,
        {
            "en": "who starts: a seat number or random",
            "nl": "wie begint: een plaatsnummer, of random voor loting",
            "fi": "kuka aloittaa: paikan numero, tai random arvontaa varten",
        },
    ),
)


def home_of(player: int) -> int:
    return HOMES[player]


def validate(state: LabyrinthState) -> None:
    """Raise :class:`InvalidPositionError` if ``state`` breaks the game's invariants."""

    def fail(message: str) -> None:
        raise InvalidPositionError(f"invalid labyrinth position: {message}")

    n = state.num_players
    if not 2 <= n <= 4:
        fail(f"{n} players (2-4 allowed)")
    if len(state.board) != D.CELLS:
        fail(f"the board has {len(state.board)} tiles, not {D.CELLS}")
    for index, tile in FIXED_BOARD.items():
        if B.without_night(state.board[index]) != tile:
            fail(f"the fixed tile on {B.cell_name(index)} is wrong")
    tiles = [*state.board, state.spare]
    for tile in tiles:
        if B.openings(tile) not in (
            B.orientations(D.STRAIGHT) + B.orientations(D.CORNER) + B.orientations(D.TJUNCTION)
        ):
            fail(f"tile code {tile} has impossible open sides")
    day = sorted(t for t in (B.treasure_of(x) for x in tiles) if t is not None)
    if day != list(range(D.NUM_TREASURES)):
        fail("every treasure must be on exactly one tile")
    if len(state.pawns) != n or not all(0 <= p < D.CELLS for p in state.pawns):
        fail("one pawn per player, on the board")
    if state.forbidden is not None and not 0 <= state.forbidden < len(B.ARROWS):
        fail("the forbidden arrow must be 0-11")
    if not 0 <= state.current < n:
        fail("the player to move must be a seat")
    if state.step not in STEPS:
        fail(f"unknown step {state.step!r}")
    if len(state.piles) != n or len(state.found) != n:
        fail("one pile and one found list per player")
    cards = [t for p in (*state.piles, *state.found) for t in p]
    if len(cards) != len(set(cards)) or not all(0 <= t < D.NUM_TREASURES for t in cards):
        fail("treasure cards are repeated or unknown")
    if state.day_night:
        if len(state.night_piles) != n or len(state.night_found) != n:
            fail("one night pile and one night found list per player")
        if sorted(state.coins) != sorted(D.COIN_VALUES):
            fail("Day & Night needs the coins 1, 3 and 5")
        if state.phase not in (DAY, NIGHT):
            fail(f"unknown phase {state.phase!r}")
    elif state.phase != DAY or state.night_piles or state.coins:
        fail("night phase, night cards and coins exist only in Day & Night")
    if state.step in (OVER, COIN) and state.ended_by is None:
        fail("a finished game records who ended it")
