"""States and actions of Labyrinth, the card game (immutable values), its options and
what a valid position is (used by the game and by the text notation alike)."""

from __future__ import annotations

from bisect import bisect
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from spelkast.core.errors import InvalidPositionError
from spelkast.core.options import OptionSpec, OptionValue, first_player_option
from spelkast.games.labyrinth_cards import cards as C
from spelkast.games.labyrinth_cards import growth as G
from spelkast.games.labyrinth_cards.data import (
    DECK,
    HAND_SIZE,
    NUM_CARDS,
    SPOT_A,
    SPOT_B,
    TREASURES,
)

Cell = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Place:
    """Place hand card ``card`` turned ``rotation`` quarter turns clockwise on cell
    (``x``, ``y``) and take the lying cards numbered in ``take`` (sorted)."""

    card: int
    rotation: int
    x: int
    y: int
    take: tuple[int, ...] = ()

    @property
    def cell(self) -> Cell:
        return (self.x, self.y)


@dataclass(frozen=True, slots=True)
class Discard:
    """Only when no hand card can be placed: put ``card`` out of the game and draw
    (the project's decision; the rules do not cover this case)."""

    card: int


Action = Place | Discard

Grown = tuple[C.Corridors | None, tuple[Cell, ...] | None, C.Parts | None, Cell, int, int]
"""What :meth:`CardsState.carry_over` keeps: the previous layout's corridors, open
frontier and :class:`cards.Parts` (each None if it was not worked out) and the card
added (cell, card, rotation)."""

Shrunk = tuple[tuple[Cell, ...] | None, C.Parts | None, Cell, tuple[Cell, ...]]
"""What :meth:`CardsState.carry_over` keeps after a turn that took cards: the previous
layout's open frontier and :class:`cards.Parts` (each None if it was not worked out),
the cell of the card placed and those of the cards taken."""

Lying = tuple[int, int, int, int]
"""A card on the table: ``(x, y, card, rotation)``."""
Shown = tuple[tuple[Lying, ...], tuple[dict[str, Any], ...], tuple[Cell, int, int] | None]
"""What :meth:`CardsState.carry_over` keeps of the previous layout as the views show it:
the layout, its :attr:`CardsState.layout_json`, and the card added (if no card was
taken)."""
Record = tuple[int, Action, tuple[Lying, ...]]
"""One turn of the public record: the player, their action, and where the cards they
took lay (so the layout before the turn can be rebuilt from the layout after it)."""


def action_json(action: Action) -> dict[str, Any]:
    """An action as JSON (:meth:`LabyrinthCardsGame.action_to_json`)."""
    if isinstance(action, Discard):
        return {"type": "discard", "card": action.card}
    return {
        "type": "place",
        "card": action.card,
        "rotation": action.rotation,
        "x": action.x,
        "y": action.y,
        "take": list(action.take),
    }


def record_json(record: Record) -> dict[str, Any]:
    """One turn of the public record as JSON: the player, the action, and the cards
    taken as they lay, ``[x, y, card, rotation]``."""
    player, action, removed = record
    return {
        "player": player,
        "action": action_json(action),
        "removed": [list(entry) for entry in removed],
    }


def card_json(x: int, y: int, card: int, rotation: int) -> dict[str, Any]:
    """A lying card as the views show it (with what a front end needs to draw it)."""
    ports, treasures, groups = _CARD_TEXTS[card][rotation]
    return {
        "x": x,
        "y": y,
        "card": card,
        "rotation": rotation,
        "ports": ports,
        "treasures": list(treasures),
        "groups": list(groups),
    }


def _card_texts(card: int, rotation: int) -> tuple[str, tuple[str, str], tuple[str, ...]]:
    first, second = DECK[card - 1].treasures
    return (
        C.ports_text(C.PORTS_OF[card][rotation]),
        (TREASURES[first].letter, TREASURES[second].letter),
        tuple(_group_text(g) for g in C.GROUPS[card][rotation]),
    )


def _group_text(group: int) -> str:
    return C.ports_text(group) + ("a" if group & SPOT_A else "") + ("b" if group & SPOT_B else "")


# _CARD_TEXTS[card][rotation]: the texts of card_json (worked out once).
_CARD_TEXTS = ((), *(tuple(_card_texts(n, k) for k in range(4)) for n in range(1, NUM_CARDS + 1)))


@dataclass(frozen=True)
class CardsState:
    """A whole position, secrets included.

    ``layout`` holds the face-up cards as ``(x, y, card, rotation)`` sorted by row then
    column; ``hands[p]`` player p's hidden cards; ``pile`` the face-down draw pile, top
    card first; ``taken[p]`` the cards player p collected, in order; ``discards`` the
    cards put out of the game. ``current`` is the player to move (meaningless once the
    game is over), ``turn`` the number of turns played, ``last`` the last (player, action).

    ``history`` is the public record of the turns played since the game began (or since
    the position was read from text, which does not carry it): every player sees every
    placement, take and discard, only the cards drawn stay hidden. It is not part of the
    position: states with the same cards in the same places are equal whatever their
    record.
    """

    num_players: int
    seed: int
    options: Mapping[str, OptionValue]
    layout: tuple[tuple[int, int, int, int], ...]
    hands: tuple[tuple[int, ...], ...]
    pile: tuple[int, ...]
    taken: tuple[tuple[int, ...], ...]
    discards: tuple[int, ...] = ()
    current: int = 0
    turn: int = 0
    last: tuple[int, Action] | None = None
    history: tuple[Record, ...] = field(default=(), compare=False)

    def replace(self, **changes: Any) -> CardsState:
        return replace(self, **changes)

    @cached_property
    def grid(self) -> dict[Cell, tuple[int, int]]:
        """The layout as a mapping cell -> (card, rotation)."""
        return {(x, y): (card, rotation) for x, y, card, rotation in self.layout}

    @cached_property
    def cell_of(self) -> dict[int, Cell]:
        """Where each lying card is."""
        return {card: (x, y) for x, y, card, _ in self.layout}

    def carry_over(
        self,
        before: CardsState,
        added: tuple[Cell, int, int] | None,
        taken: tuple[Cell, tuple[Cell, ...]] | None = None,
    ) -> None:
        """Note that this state follows ``before`` by one turn, so that what ``before``
        worked out is grown instead of started afresh when asked: :attr:`history_json`
        and :attr:`layout_json` always; :attr:`net`, :attr:`frontier` and :attr:`parts`
        when this layout is ``before``'s with ``added`` (cell, card, rotation) and none
        taken; :attr:`frontier` and :attr:`parts` when a card was placed on a cell and
        cards were taken from others (``taken``: that cell and those). Only those values
        of ``before`` are kept, never ``before`` itself."""
        known = before.__dict__
        record = known.get("history_json")
        if record is not None:
            object.__setattr__(self, "_record", record)
        lying = known.get("layout_json")
        if lying is not None:
            object.__setattr__(self, "_lying", (before.layout, lying, added))
        net, frontier, parts = known.get("net"), known.get("frontier"), known.get("parts")
        if added is not None and (net is not None or frontier is not None or parts is not None):
            object.__setattr__(self, "_grown", (net, frontier, parts, *added))
        if taken is not None and (frontier is not None or parts is not None):
            object.__setattr__(self, "_shrunk", (frontier, parts, *taken))

    def _carried(self) -> Grown | None:
        grown: Grown | None = self.__dict__.get("_grown")
        return grown

    @cached_property
    def net(self) -> C.Corridors:
        """The corridors of the layout (:func:`cards.corridors`), worked out once."""
        grown = self._carried()
        if grown is not None and grown[0] is not None:
            return G.grow_corridors(grown[0], self.grid, *grown[3:])
        return C.corridors(self.grid)

    @cached_property
    def history_json(self) -> tuple[dict[str, Any], ...]:
        """:attr:`history` as JSON (:func:`record_json`), each turn's entry built once and
        shared by the states that follow (so views must not change them)."""
        before: tuple[dict[str, Any], ...] | None = self.__dict__.get("_record")
        if before is not None and len(before) + 1 == len(self.history):
            return (*before, record_json(self.history[-1]))
        return tuple(record_json(record) for record in self.history)

    @cached_property
    def layout_json(self) -> tuple[dict[str, Any], ...]:
        """:attr:`layout` as the views show it (:func:`card_json`), each card's entry
        built once and shared by the states that follow while it lies there (so views
        must not change them)."""
        carried: Shown | None = self.__dict__.get("_lying")
        layout = self.layout
        if carried is None:
            return tuple(card_json(*entry) for entry in layout)
        before, shown, added = carried
        if layout is before:  # (a discard)
            return shown
        if added is not None and len(before) + 1 == len(layout):
            (x, y), card, rotation = added
            at = bisect(layout, (y, x), key=_row_then_column) - 1
            if layout[at] == (x, y, card, rotation):
                return (*shown[:at], card_json(x, y, card, rotation), *shown[at:])
        entry_of = dict(zip(before, shown, strict=True))
        return tuple(entry_of.get(entry) or card_json(*entry) for entry in layout)

    @cached_property
    def frontier(self) -> tuple[Cell, ...]:
        """The open frontier of the layout (:func:`cards.open_frontier`), worked out
        once."""
        grown = self._carried()
        if grown is not None and grown[1] is not None:
            return tuple(G.grow_frontier(grown[1], self.grid, *grown[3:]))
        shrunk: Shrunk | None = self.__dict__.get("_shrunk")
        if shrunk is not None and shrunk[0] is not None:
            return tuple(G.shift_frontier(shrunk[0], self.grid, (shrunk[2], *shrunk[3])))
        return tuple(G.frontier(self.grid))

    @cached_property
    def parts(self) -> C.Parts:
        """A memo for :func:`cards.allowed_takes` on this layout: the groups the layout
        falls into without each set of cards taken so far (filled as it is asked)."""
        grown = self._carried()
        if grown is not None and grown[2] is not None:
            return grown[2].plus(grown[3])
        shrunk: Shrunk | None = self.__dict__.get("_shrunk")
        if shrunk is not None and shrunk[1] is not None:
            return shrunk[1].minus(shrunk[3]).plus(shrunk[2])
        return C.Parts(self.grid)

    @cached_property
    def takes(self) -> dict[tuple[Cell, tuple[int, ...]], list[tuple[int, ...]]]:
        """A memo of the game's allowed takes on this position: by (placed cell, matched
        cards), the result of :func:`cards.allowed_takes` (filled as it is asked)."""
        return {}

    @property
    def over(self) -> bool:
        return not self.pile and not any(self.hands)

    @property
    def maximal_taking(self) -> bool:
        return self.options.get("taking") == "maximal"


def _row_then_column(entry: tuple[int, int, int, int]) -> tuple[int, int]:
    return (entry[1], entry[0])


def sort_layout(
    cells: Mapping[Cell, tuple[int, int]],
) -> tuple[tuple[int, int, int, int], ...]:
    return tuple(
        (x, y, card, rotation)
        for (x, y), (card, rotation) in sorted(cells.items(), key=lambda kv: (kv[0][1], kv[0][0]))
    )


MIN_PLAYERS, MAX_PLAYERS = 2, 6

OPTIONS = (
    OptionSpec(
        "taking",
        str,
        "free",
        {
            "en": "free: take any of the joined cards that keep the layout whole (the rules "
            "say 'may'); maximal: only choices that take as many as the layout allows",
            "nl": "free: pak welke verbonden kaarten je wilt, zolang het doolhof één geheel "
            "blijft (de regels zeggen 'mag'); maximal: alleen keuzes die zoveel kaarten "
            "pakken als het doolhof toelaat",
            "fi": "free: ota mitkä tahansa yhdistetyt kortit, kunhan labyrintti pysyy "
            "yhtenäisenä (säännöissä 'saa'); maximal: vain valinnat, joilla otetaan niin "
            "monta korttia kuin labyrintti sallii",
        },
        ("free", "maximal"),
    ),
    first_player_option(
        MAX_PLAYERS,
        {
            "en": "who starts (the rules: the youngest): a seat number or random",
            "nl": "wie begint (volgens de regels de jongste speler): een plaatsnummer, of "
            "random voor loting",
            "fi": "kuka aloittaa (sääntöjen mukaan nuorin pelaaja): paikan numero, tai "
            "random arvontaa varten",
        },
    ),
)


def validate(state: CardsState) -> None:
    """Raise :class:`InvalidPositionError` if ``state`` breaks the game's invariants."""

    def fail(message: str) -> None:
        raise InvalidPositionError(f"invalid labyrinth-cards position: {message}")

    n = state.num_players
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        fail(f"{n} players ({MIN_PLAYERS}-{MAX_PLAYERS} allowed)")
    if len(state.hands) != n or len(state.taken) != n:
        fail("one hand and one pile of collected cards per player")
    if any(len(h) > HAND_SIZE for h in state.hands):
        fail(f"a hand holds at most {HAND_SIZE} cards")
    cards = [
        *(card for _, _, card, _ in state.layout),
        *(c for h in state.hands for c in h),
        *state.pile,
        *(c for t in state.taken for c in t),
        *state.discards,
    ]
    if sorted(cards) != list(range(1, NUM_CARDS + 1)):
        fail(
            f"every card 1-{NUM_CARDS} must be exactly once on the table, in a hand, "
            "in the pile, collected or discarded"
        )
    if not state.layout:
        fail("the layout is empty")
    for x, y, card, rotation in state.layout:
        if not 0 <= rotation < 4 or C.CANONICAL[card][rotation] != rotation:
            fail(f"card {card} on {x},{y} has rotation {rotation}; use its canonical rotation")
    if not C.is_connected(state.grid):
        fail("the cards on the table must form one group joined edge to edge")
    if not 0 <= state.current < n:
        fail("the player to move must be a seat")
    if state.pile and any(len(h) != HAND_SIZE for h in state.hands):
        fail(f"while the pile lasts every hand holds {HAND_SIZE} cards")
    if not state.over and not state.hands[state.current]:
        fail("the player to move has no cards")
    if state.turn < 0:
        fail("the turn count is negative")
