"""The compact text notation of a Sudoku (or Sudoids) position, like FEN for chess.

Seven space-separated fields::

    <board> <hands> <pile> <aside> <scores> <to-move> <flags>

``board``
    The rows from the top, separated by ``/``. A cell is ``.`` when empty, else the
    tile's letter (``1``-``9`` on the adult side; ``C D M B F H`` for cat, dog, mouse,
    bird, fish, horse on the Sudoids side), followed by ``*`` for a golden (starting) tile.
``hands``
    The tile each player holds, seat 1 first, separated by ``,``; ``-`` for no tile.
``pile``
    The face-down draw pile, top tile first, or ``-`` when empty.
``aside``
    The tiles set aside, in order, or ``-``.
``scores``
    Each player's total, separated by ``,`` (40 x round tokens + track position).
``to-move``
    The seat to move (1-4), or ``-`` once the game is over.
``flags``
    ``;``-separated: ``mode=table|assisted``, ``scoring=full|simple|block``, ``perblock``
    (starting tiles one per block too), ``seed=N``, ``turn=N`` (actions played),
    ``end=claim:S|stuck:S|exhausted`` (why the game ended, S the seat),
    ``recent=E,E,...`` what the last actions did, oldest first (one per player at most),
    each ``S:CELL:T:+P`` (seat S placed tile T on CELL for P points), ``S:CELL:T:x`` (the
    placement broke the rule; tile set aside), ``S:claim:T:ok`` or ``S:claim:T:x`` (a
    right or wrong claim).

A finished game's mover is the seat that ended it, or else the seat of the last action.

>>> from spelkast.games.sudoku import SUDOKU
>>> state = SUDOKU.new_initial_state(2, seed=1)
>>> SUDOKU.position_from_text(SUDOKU.position_to_text(state)) == state
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from spelkast.core.errors import InvalidPositionError, Reason, detail_of
from spelkast.core.game import GameInfo
from spelkast.core.options import OptionValue
from spelkast.games.sudoku.data import Side
from spelkast.games.sudoku.state import (
    BROKE,
    CLAIM_RIGHT,
    CLAIM_WRONG,
    EXHAUSTED,
    PLACED,
    Event,
    SudokuState,
)


class SudokuGame(Protocol):
    """What the notation needs of the game it writes (Sudoku, adult Sudoku or Sudoids):
    the game is passed in, so this module needs no import of the game module."""

    @property
    def info(self) -> GameInfo: ...

    @property
    def side(self) -> Side: ...

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, OptionValue]: ...

    def validate(self, state: SudokuState) -> None: ...


_FIELDS = 7


def _bad(code: str, template: str, **params: object) -> ValueError:
    """A ValueError carrying a coded reason (the position's reason wraps it)."""
    return ValueError(Reason(code, template, **params))


def _whole(value: str, code: str, template: str, /, **params: object) -> int:
    """``value`` as a whole number, else the coded reason ``code``."""
    if not value.isdigit():
        raise _bad(code, template, **params)
    return int(value)


def _flag_number(key: str, value: str) -> int:
    return _whole(
        value, "position.flag_number", "{flag} needs a whole number", flag=f"{key}={value}"
    )


def _letters(game: SudokuGame, values: tuple[int, ...]) -> str:
    return "".join(game.side.symbol(v).letter for v in values) or "-"


def _event_text(game: SudokuGame, event: Event) -> str:
    letter = game.side.symbol(event.value).letter
    seat = event.player + 1
    if event.kind == PLACED and event.cell is not None:
        return f"{seat}:{game.side.cell_name(event.cell)}:{letter}:+{event.points}"
    if event.kind == BROKE and event.cell is not None:
        return f"{seat}:{game.side.cell_name(event.cell)}:{letter}:x"
    return f"{seat}:claim:{letter}:{'ok' if event.kind == CLAIM_RIGHT else 'x'}"


def to_text(game: SudokuGame, state: SudokuState) -> str:
    side = game.side
    golden = set(state.golden)
    rows = []
    for r in range(side.size):
        cells = []
        for c in range(side.size):
            cell = r * side.size + c
            value = state.board[cell]
            text = side.symbol(value).letter if value else "."
            cells.append(text + ("*" if cell in golden else ""))
        rows.append("".join(cells))
    hands = ",".join(side.symbol(v).letter if v else "-" for v in state.hands)
    flags = [f"mode={state.mode}", f"scoring={state.scoring}"]
    if state.options.get("one_per_block"):
        flags.append("perblock")
    if state.seed:
        flags.append(f"seed={state.seed}")
    if state.turn:
        flags.append(f"turn={state.turn}")
    if state.end == EXHAUSTED:
        flags.append("end=exhausted")
    elif state.end:
        flags.append(f"end={state.end}:{(state.ended_by or 0) + 1}")
    if state.recent:
        flags.append("recent=" + ",".join(_event_text(game, e) for e in state.recent))
    return " ".join(
        [
            "/".join(rows),
            hands,
            _letters(game, state.pile),
            _letters(game, state.aside),
            ",".join(str(s) for s in state.scores),
            "-" if state.end else str(state.current + 1),
            ";".join(flags),
        ]
    )


def from_text(game: SudokuGame, text: str) -> SudokuState:
    """Read a position; raises :class:`InvalidPositionError` with the reason."""
    fields = text.split()
    if len(fields) != _FIELDS:
        raise InvalidPositionError(
            Reason(
                "position.fields",
                "a {game} position has {fields} space-separated fields, this one has {found}",
                game=game.info.id,
                fields=_FIELDS,
                found=len(fields),
            )
        )
    board_text, hands_text, pile_text, aside_text, scores_text, move_text, flags_text = fields
    side = game.side
    by_letter = {s.letter: s.value for s in side.symbols}

    def value_of(letter: str) -> int:
        if letter not in by_letter:
            raise _bad(
                "sudoku.unknown_tile",
                "unknown tile {tile} (tiles are {tiles})",
                tile=repr(letter),
                tiles=" ".join(by_letter),
            )
        return by_letter[letter]

    def tiles(field: str) -> tuple[int, ...]:
        return () if field == "-" else tuple(value_of(ch) for ch in field)

    try:
        rows = board_text.split("/")
        if len(rows) != side.size:
            raise _bad(
                "position.board_rows",
                "the board needs {rows} rows, found {found}",
                rows=side.size,
                found=len(rows),
            )
        board: list[int] = []
        golden: list[int] = []
        for r, row in enumerate(rows):
            cells: list[int] = []
            for ch in row:
                if ch == "*":
                    if not cells or not cells[-1]:
                        raise _bad("sudoku.star", "row {row}: '*' must follow a tile", row=r + 1)
                    golden.append(r * side.size + len(cells) - 1)
                elif ch == ".":
                    cells.append(0)
                else:
                    cells.append(value_of(ch))
            if len(cells) != side.size:
                raise _bad(
                    "sudoku.row_cells",
                    "row {row} has {found} {found:cell|cells}, not {size}",
                    row=r + 1,
                    found=len(cells),
                    size=side.size,
                )
            board.extend(cells)
        hands = tuple(0 if h == "-" else value_of(h) for h in hands_text.split(","))
        n = len(hands)
        scores = tuple(
            _whole(s, "sudoku.score_number", "score {score} is not a whole number", score=repr(s))
            for s in scores_text.split(",")
        )
        if len(scores) != n:
            raise _bad(
                "sudoku.score_count",
                "{hands} {hands:hand|hands} but {scores} {scores:score|scores}",
                hands=n,
                scores=len(scores),
            )
        flags: dict[str, str] = {}
        for flag in [] if flags_text == "-" else flags_text.split(";"):
            key, _, value = flag.partition("=")
            if key in flags:
                raise _bad("position.flag_twice", "flag {flag} given twice", flag=repr(key))
            flags[key] = value
        unknown = set(flags) - {"mode", "scoring", "perblock", "seed", "turn", "end", "recent"}
        if unknown:
            raise _bad(
                "position.unknown_flag", "unknown flag {flag}", flag=repr(sorted(unknown)[0])
            )
        options = game.resolve_options(
            {
                "mode": flags.get("mode", side.default_mode),
                "scoring": flags.get("scoring", "full"),
                "one_per_block": "perblock" in flags,
            }
        )
        end, ended_by = "", None
        if "end" in flags:
            reason, _, seat = flags["end"].partition(":")
            if reason == EXHAUSTED and not seat:
                end = EXHAUSTED
            elif reason in ("claim", "stuck") and seat.isdigit():
                end, ended_by = reason, int(seat) - 1
            else:
                raise _bad(
                    "sudoku.end_flag",
                    "end={end}: write claim:S, stuck:S or exhausted",
                    end=repr(flags["end"]),
                )
        recent_text = flags.get("recent", "")
        recent = tuple(_read_event(game, e) for e in recent_text.split(",") if recent_text)
        last = recent[-1] if recent else None
        if move_text == "-":
            if not end:
                raise _bad(
                    "sudoku.over_no_end", "'-' to move means the game is over: add an end= flag"
                )
            fallback = last.player if last is not None else 0
            current = ended_by if ended_by is not None else fallback
        else:
            if end:
                raise _bad("sudoku.over_to_move", "a finished game has '-' to move")
            current = (
                _whole(
                    move_text,
                    "sudoku.to_move",
                    "the seat to move is a number 1-4 or '-', not {text}",
                    text=repr(move_text),
                )
                - 1
            )
        state = SudokuState(
            num_players=n,
            seed=_flag_number("seed", flags.get("seed", "0")),
            options=options,
            board=tuple(board),
            golden=tuple(sorted(golden)),
            hands=hands,
            pile=tiles(pile_text),
            aside=tiles(aside_text),
            scores=scores,
            current=current,
            end=end,
            ended_by=ended_by,
            turn=_flag_number("turn", flags.get("turn", "0")),
            recent=recent,
        )
    except InvalidPositionError:
        raise
    except ValueError as exc:
        raise InvalidPositionError(
            Reason(
                "position.cannot_read", "cannot read the position: {detail}", detail=detail_of(exc)
            )
        ) from None
    game.validate(state)
    return state


def _read_event(game: SudokuGame, text: str) -> Event:
    parts = text.split(":")
    if len(parts) != 4 or not parts[0].isdigit():
        raise _bad(
            "sudoku.event_form",
            "recent event {event}: write S:CELL:T:+P, S:CELL:T:x or S:claim:T:ok|x",
            event=repr(text),
        )
    seat_text, where, letter, result = parts
    player = int(seat_text) - 1
    by_letter = {s.letter: s.value for s in game.side.symbols}
    if letter not in by_letter:
        raise _bad(
            "sudoku.event_tile",
            "recent event {event}: unknown tile {tile}",
            event=repr(text),
            tile=repr(letter),
        )
    value = by_letter[letter]
    if where == "claim":
        if result not in ("ok", "x"):
            raise _bad(
                "sudoku.event_claim",
                "recent event {event}: a claim ends in ok or x",
                event=repr(text),
            )
        return Event(player, CLAIM_RIGHT if result == "ok" else CLAIM_WRONG, value)
    cell = game.side.parse_cell(where)
    if result == "x":
        return Event(player, BROKE, value, cell)
    if not result.startswith("+") or not result[1:].isdigit():
        raise _bad(
            "sudoku.event_place",
            "recent event {event}: a placement ends in +points or x",
            event=repr(text),
        )
    return Event(player, PLACED, value, cell, int(result[1:]))
