"""The compact text notation of Labyrinth card-game positions and actions.

An action::

    17r1@2,-1        place card 17, turned once clockwise, on x=2, y=-1
    17r1@2,-1x5,12   ... and take cards 5 and 12
    17@0,2           r0 may be left out
    d17              discard card 17 (only when no card can be placed)

``x`` grows to the east and ``y`` to the south; the four opening cards lie on
0,0 1,0 0,1 1,1. Spaces are ignored when reading.

A position has seven space-separated fields, like FEN for chess::

    <layout> <hands> <pile> <taken> <discards> <to-move> <flags>

``layout``
    The face-up cards as ``x,y=CARD`` or ``x,y=CARDrR`` (rotation R, 1-3), joined by
    ``;``, row by row from the top.
``hands`` / ``taken``
    Per seat, separated by ``/``: the card numbers joined by ``,``, or ``-`` if none.
``pile``
    The draw pile, top card first, joined by ``,``; ``-`` when empty.
``discards``
    Cards put out of the game, or ``-``.
``to-move``
    The seat to move (1-6) (kept even when the game is over).
``flags``
    ``;``-separated: ``turn=N``, ``seed=N``, ``taking=maximal``, ``first=N|random``,
    ``last=SEAT:ACTION``; or ``-``.

>>> from spelkast.games.labyrinth_cards import GAME
>>> state = GAME.new_initial_state(3, seed=7)
>>> GAME.position_from_text(GAME.position_to_text(state)) == state
True
>>> GAME.format_action(GAME.parse_action("17 r1 @ 2,-1 x 12,5"))
'17r1@2,-1x5,12'
"""

from __future__ import annotations

import re

from spelkast.core.errors import InvalidPositionError, MalformedActionError, Reason, detail_of
from spelkast.core.options import resolve_options
from spelkast.games.labyrinth_cards import cards as C
from spelkast.games.labyrinth_cards.data import NUM_CARDS
from spelkast.games.labyrinth_cards.state import (
    OPTIONS,
    Action,
    CardsState,
    Discard,
    Place,
    sort_layout,
    validate,
)

_PLACE = re.compile(r"^(\d+)(?:r(\d+))?@(-?\d+),(-?\d+)(?:x(\d+(?:,\d+)*))?$")
_DISCARD = re.compile(r"^d(\d+)$")
_CELL = re.compile(r"^(-?\d+),(-?\d+)=(\d+)(?:r(\d+))?$")


def action_text(action: Action) -> str:
    if isinstance(action, Discard):
        return f"d{action.card}"
    text = f"{action.card}r{action.rotation}@{action.x},{action.y}"
    if action.take:
        text += "x" + ",".join(str(t) for t in action.take)
    return text


def _card(text: str) -> int:
    number = int(text)
    if not 1 <= number <= NUM_CARDS:
        raise ValueError(
            Reason(
                "cards.no_card",
                "there is no card {card}; cards are numbered 1-{count}",
                card=number,
                count=NUM_CARDS,
            )
        )
    return number


def parse_action_text(text: str) -> Action:
    raw = text.strip()
    compact = re.sub(r"\s+", "", raw).lower()
    try:
        found = _DISCARD.match(compact)
        if found:
            return Discard(_card(found.group(1)))
        found = _PLACE.match(compact)
        if found:
            card = _card(found.group(1))
            rotation = int(found.group(2) or 0)
            if not 0 <= rotation < 4:
                raise ValueError(
                    Reason(
                        "cards.rotation",
                        "{text} is not a rotation: r0-r3 (quarter turns clockwise)",
                        text=f"r{rotation}",
                    )
                )
            take = found.group(5)
            taken = tuple(sorted({_card(t) for t in take.split(",")})) if take else ()
            return Place(
                card, C.CANONICAL[card][rotation], int(found.group(3)), int(found.group(4)), taken
            )
        raise ValueError(
            Reason(
                "cards.unknown_form",
                "{text} is neither a placement nor a discard",
                text=repr(raw),
            )
        )
    except ValueError as exc:
        raise MalformedActionError(
            Reason(
                "cards.cannot_read",
                "cannot read {text}: {detail}. Write a placement as CARDrROT@X,Y (e.g. "
                "17r1@2,-1), add xA,B to take cards A and B (17r1@2,-1x5,12), or dCARD to discard",
                text=repr(raw),
                detail=detail_of(exc),
            )
        ) from None


def _cards(field: str) -> tuple[int, ...]:
    if field == "-":
        return ()
    return tuple(_card(c) for c in field.split(","))


def _per_seat(field: str) -> tuple[tuple[int, ...], ...]:
    return tuple(_cards(part) for part in field.split("/"))


def _seat_text(cards: tuple[int, ...]) -> str:
    return ",".join(str(c) for c in cards) or "-"


def to_text(state: CardsState) -> str:
    layout = ";".join(
        f"{x},{y}={card}" + (f"r{rotation}" if rotation else "")
        for x, y, card, rotation in state.layout
    )
    flags = []
    if state.turn:
        flags.append(f"turn={state.turn}")
    if state.seed:
        flags.append(f"seed={state.seed}")
    if state.options.get("taking", "free") != "free":
        flags.append(f"taking={state.options['taking']}")
    if state.options.get("first_player", "1") != "1":
        flags.append(f"first={state.options['first_player']}")
    if state.last is not None:
        flags.append(f"last={state.last[0] + 1}:{action_text(state.last[1])}")
    return " ".join(
        [
            layout,
            "/".join(_seat_text(h) for h in state.hands),
            _seat_text(state.pile),
            "/".join(_seat_text(t) for t in state.taken),
            _seat_text(state.discards),
            str(state.current + 1),
            ";".join(flags) or "-",
        ]
    )


def from_text(text: str) -> CardsState:
    fields = text.split()
    if len(fields) != 7:
        raise InvalidPositionError(
            f"a labyrinth-cards position has 7 fields "
            f"(layout hands pile taken discards to-move flags), got {len(fields)}"
        )
    layout_f, hands_f, pile_f, taken_f, discards_f, move_f, flags_f = fields
    try:
        grid = {}
        for entry in layout_f.split(";"):
            found = _CELL.match(entry)
            if not found:
                raise ValueError(f"cannot read the layout entry {entry!r} (write x,y=CARDrR)")
            cell = (int(found.group(1)), int(found.group(2)))
            if cell in grid:
                raise ValueError(f"two cards on {cell[0]},{cell[1]}")
            card = _card(found.group(3))
            rotation = int(found.group(4) or 0)
            if not 0 <= rotation < 4:
                raise ValueError(f"card {card}: rotation must be 0-3")
            grid[cell] = (card, rotation)
        hands = _per_seat(hands_f)
        taken = _per_seat(taken_f)
        options: dict[str, object] = {}
        turn = seed = 0
        last: tuple[int, Action] | None = None
        if flags_f != "-":
            for flag in flags_f.split(";"):
                key, _, value = flag.partition("=")
                if key == "turn":
                    turn = int(value)
                elif key == "seed":
                    seed = int(value)
                elif key == "taking":
                    options["taking"] = value
                elif key == "first":
                    options["first_player"] = value
                elif key == "last":
                    seat, _, action = value.partition(":")
                    last = (int(seat) - 1, parse_action_text(action))
                else:
                    raise ValueError(f"unknown flag {flag!r}")
        state = CardsState(
            num_players=len(hands),
            seed=seed,
            options=resolve_options(OPTIONS, options),
            layout=sort_layout(grid),
            hands=hands,
            pile=_cards(pile_f),
            taken=taken,
            discards=_cards(discards_f),
            current=int(move_f) - 1,
            turn=turn,
            last=last,
        )
    except InvalidPositionError:
        raise
    except (ValueError, MalformedActionError) as exc:
        raise InvalidPositionError(f"not a labyrinth-cards position: {exc}") from None
    validate(state)
    return state
