"""The compact text notation of a Labyrinth position (like FEN for chess).

Seven space-separated fields::

    <board> <spare> <forbidden> <pawns> <turn> <cards> <flags>

``board``
    The seven rows from the top, separated by ``/``; the tiles of a row are separated by
    ``,``. Each tile is one hex digit for its
    open sides (N=1, E=2, S=4, W=8: ``5`` is a north-south straight, ``6`` a corner open
    east and south, ``e`` a T open east, south and west), followed by the letter of its
    day treasure (``A``-``X``) if any, then the letter of its night treasure (``a``-``l``,
    Day & Night only) if any.
``spare``
    The spare tile, written the same way, in the orientation it lies in.
``forbidden``
    The arrow where the spare may not go in this turn (``Nb``, ``E4``, ...), or ``-``.
``pawns``
    Each player's pawn cell, comma-separated, seat 1 first (``a1`` top left, ``g7``
    bottom right). The number of pawns is the number of players.
``turn``
    The seat to move (1-4) followed by the step: ``s`` shift, ``m`` move, ``c`` choose a
    coin; ``-`` when the game is over.
``cards``
    Per player, separated by ``/``: the day cards still to find (top card first), a dot,
    the day cards found in order. In Day & Night a ``:`` follows with the night cards
    still to find, a dot, and the night cards found.
``flags``
    ``;``-separated: ``open``, ``noreturn``, ``dn`` (Day & Night), ``night`` (the night
    phase has begun), ``tiles=12-16-6``, ``first=N|random``, ``coins=351`` (face-down
    order), ``taken=N`` (coin turned over), ``ender=N`` (seat that ended the game),
    ``turn=N`` (turns played), ``seed=N``, ``last=Nb:ES`` (the last shift), or ``-``.

>>> from spelkast.games.labyrinth import GAME
>>> state = GAME.new_initial_state(2, seed=1)
>>> GAME.position_from_text(GAME.position_to_text(state)) == state
True
"""

from __future__ import annotations

from spelkast.core.errors import InvalidPositionError, Reason, detail_of
from spelkast.core.options import resolve_options
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth import data as D
from spelkast.games.labyrinth.state import (
    COIN,
    DAY,
    MOVE,
    NIGHT,
    OPTIONS,
    OVER,
    SHIFT,
    LabyrinthState,
    validate,
)

_STEP_LETTER = {SHIFT: "s", MOVE: "m", COIN: "c"}
_LETTER_STEP = {v: k for k, v in _STEP_LETTER.items()}


def tile_text(tile: int) -> str:
    text = format(B.openings(tile), "x")
    day = B.treasure_of(tile)
    if day is not None:
        text += D.TREASURES[day].letter
    night = B.night_of(tile)
    if night is not None:
        text += D.NIGHT_TREASURES[night].letter
    return text


def _bad(code: str, template: str, **params: object) -> ValueError:
    """A ValueError carrying a coded reason (the position's reason wraps it)."""
    return ValueError(Reason(code, template, **params))


def _whole(key: str, value: str) -> int:
    """The whole number of flag ``key=value``."""
    if not value.isdigit():
        raise _bad("position.flag_number", "{flag} needs a whole number", flag=f"{key}={value}")
    return int(value)


def _read_tile(token: str) -> int:
    if not token or token[0] not in "0123456789abcdef":
        raise _bad(
            "labyrinth.tile_sides",
            "tile {tile} must start with a hex digit for its open sides",
            tile=repr(token),
        )
    day = night = None
    for char in token[1:]:
        if "A" <= char <= "X" and day is None:
            day = ord(char) - ord("A")
        elif "a" <= char <= "l" and night is None:
            night = ord(char) - ord("a")
        else:
            raise _bad(
                "labyrinth.tile_letter",
                "tile {tile}: unexpected {char}",
                tile=repr(token),
                char=repr(char),
            )
    return B.make_tile(int(token[0], 16), day, night)


def _row_text(tiles: list[int]) -> str:
    return ",".join(tile_text(t) for t in tiles)


def _cards(letters: str, alphabet: tuple[D.Treasure, ...]) -> tuple[int, ...]:
    lookup = {t.letter: t.id for t in alphabet}
    try:
        return tuple(lookup[c] for c in letters)
    except KeyError as exc:
        raise _bad(
            "labyrinth.card_letter", "unknown card letter {letter}", letter=repr(exc.args[0])
        ) from None


def to_text(state: LabyrinthState) -> str:
    rows = "/".join(_row_text(list(state.board[r * 7 : r * 7 + 7])) for r in range(7))
    forbidden = B.ARROWS[state.forbidden].name if state.forbidden is not None else "-"
    pawns = ",".join(B.cell_name(p) for p in state.pawns)
    turn = "-" if state.step == OVER else f"{state.current + 1}{_STEP_LETTER[state.step]}"
    players = []
    for p in range(state.num_players):
        day = "".join(D.TREASURES[t].letter for t in state.piles[p])
        day += "." + "".join(D.TREASURES[t].letter for t in state.found[p])
        if state.day_night:
            day += ":" + "".join(D.NIGHT_TREASURES[t].letter for t in state.night_piles[p])
            day += "." + "".join(D.NIGHT_TREASURES[t].letter for t in state.night_found[p])
        players.append(day)
    flags = []
    if state.open_cards:
        flags.append("open")
    if state.no_return:
        flags.append("noreturn")
    if state.day_night:
        flags.append("dn")
        flags.append("coins=" + "".join(str(c) for c in state.coins))
    if state.phase == NIGHT:
        flags.append("night")
    if state.options.get("tiles", D.DEFAULT_TILE_SET) != D.DEFAULT_TILE_SET:
        flags.append(f"tiles={state.options['tiles']}")
    if state.options.get("first_player", "1") != "1":
        flags.append(f"first={state.options['first_player']}")
    if state.coin_taken is not None:
        flags.append(f"taken={state.coin_taken + 1}")
    if state.ended_by is not None:
        flags.append(f"ender={state.ended_by + 1}")
    if state.turn:
        flags.append(f"turn={state.turn}")
    if state.seed:
        flags.append(f"seed={state.seed}")
    if state.last_shift is not None:
        arrow, bits = state.last_shift
        flags.append(f"last={B.ARROWS[arrow].name}:{B.openings_text(bits)}")
    return " ".join(
        [
            rows,
            tile_text(state.spare),
            forbidden,
            pawns,
            turn,
            "/".join(players),
            ";".join(flags) or "-",
        ]
    )


def from_text(text: str) -> LabyrinthState:
    """Read a position; raises :class:`InvalidPositionError` with the reason."""
    fields = text.split()
    if len(fields) != 7:
        raise InvalidPositionError(
            Reason(
                "position.fields",
                "a {game} position has {fields} space-separated fields, this one has {found}",
                game="labyrinth",
                fields=7,
                found=len(fields),
            )
        )
    rows_text, spare_text, forbidden_text, pawns_text, turn_text, cards_text, flags_text = fields
    try:
        rows = rows_text.split("/")
        if len(rows) != 7:
            raise _bad(
                "position.board_rows",
                "the board needs {rows} rows, found {found}",
                rows=7,
                found=len(rows),
            )
        board: list[int] = []
        for row in rows:
            tokens = row.split(",")
            if len(tokens) != 7:
                raise _bad(
                    "labyrinth.row_tiles",
                    "row {row} needs 7 tiles, found {found}",
                    row=repr(row),
                    found=len(tokens),
                )
            board.extend(_read_tile(t) for t in tokens)
        spare = _read_tile(spare_text)
        forbidden = None if forbidden_text == "-" else B.parse_arrow(forbidden_text).index
        pawns = tuple(B.parse_cell(c) for c in pawns_text.split(","))
        n = len(pawns)
        flags: dict[str, str] = {}
        if flags_text != "-":
            for flag in flags_text.split(";"):
                key, _, value = flag.partition("=")
                flags[key] = value
        known = {
            "open",
            "noreturn",
            "dn",
            "night",
            "tiles",
            "first",
            "coins",
            "taken",
            "ender",
            "turn",
            "seed",
            "last",
        }
        unknown = set(flags) - known
        if unknown:
            raise _bad(
                "position.unknown_flag", "unknown flag {flag}", flag=repr(sorted(unknown)[0])
            )
        day_night = "dn" in flags
        options = resolve_options(
            OPTIONS,
            {
                "open_cards": "open" in flags,
                "no_return": "noreturn" in flags,
                "day_night": day_night,
                "tiles": flags.get("tiles", D.DEFAULT_TILE_SET),
                "first_player": flags.get("first", "1"),
            },
        )
        if turn_text == "-":
            # A finished game keeps the seat that ended it as the last to have moved.
            current, step = _whole("ender", flags.get("ender", "1")) - 1, OVER
        else:
            if (
                len(turn_text) != 2
                or not turn_text[0].isdigit()
                or turn_text[1] not in _LETTER_STEP
            ):
                raise _bad(
                    "labyrinth.turn",
                    "turn {turn} must be a seat and s, m or c (e.g. 1s)",
                    turn=repr(turn_text),
                )
            current, step = int(turn_text[0]) - 1, _LETTER_STEP[turn_text[1]]
        per_player = cards_text.split("/")
        if len(per_player) != n:
            raise _bad(
                "labyrinth.cards_count",
                "{pawns} {pawns:pawn|pawns} but cards for {players} {players:player|players}",
                pawns=n,
                players=len(per_player),
            )
        piles, found, night_piles, night_found = [], [], [], []
        for entry in per_player:
            day_part, colon, night_part = entry.partition(":")
            if day_night != bool(colon):
                raise _bad(
                    "labyrinth.night_flag",
                    "night cards (after ':') go with the dn flag, and only with it",
                )
            pile, dot, got = day_part.partition(".")
            if not dot:
                raise _bad(
                    "labyrinth.cards_dot",
                    "cards {cards} need a '.' between pile and found",
                    cards=repr(entry),
                )
            piles.append(_cards(pile, D.TREASURES))
            found.append(_cards(got, D.TREASURES))
            if day_night:
                npile, ndot, ngot = night_part.partition(".")
                if not ndot:
                    raise _bad(
                        "labyrinth.night_dot",
                        "night cards {cards} need a '.'",
                        cards=repr(night_part),
                    )
                night_piles.append(_cards(npile, D.NIGHT_TREASURES))
                night_found.append(_cards(ngot, D.NIGHT_TREASURES))
        last = None
        if "last" in flags:
            arrow_text, _, open_text = flags["last"].partition(":")
            last = (B.parse_arrow(arrow_text).index, B.openings_from_text(open_text))
        state = LabyrinthState(
            num_players=n,
            seed=_whole("seed", flags.get("seed", "0")),
            options=options,
            board=tuple(board),
            spare=spare,
            pawns=pawns,
            forbidden=forbidden,
            current=current,
            step=step,
            piles=tuple(piles),
            found=tuple(found),
            night_piles=tuple(night_piles),
            night_found=tuple(night_found),
            phase=NIGHT if "night" in flags else DAY,
            coins=tuple(_whole("coins", c) for c in flags.get("coins", "")),
            coin_taken=_whole("taken", flags["taken"]) - 1 if "taken" in flags else None,
            ended_by=_whole("ender", flags["ender"]) - 1 if "ender" in flags else None,
            turn=_whole("turn", flags.get("turn", "0")),
            last_shift=last,
        )
    except InvalidPositionError:
        raise
    except ValueError as exc:
        raise InvalidPositionError(
            Reason(
                "position.cannot_read", "cannot read the position: {detail}", detail=detail_of(exc)
            )
        ) from None
    validate(state)
    return state
