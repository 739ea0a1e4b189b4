"""The JSON forms of Labyrinth positions and actions, and the action notation.

A position's JSON holds everything, secrets included (saves, the server's store); a
player only ever receives :meth:`LabyrinthGame.view`. Actions read as
``{"type": "shift", "arrow": "Nb", "open": "ES"}``, ``{"type": "move", "to": "d4"}``
and ``{"type": "coin", "coin": 2}``, or in text as ``Nb:ES``, ``d4``, ``coin2``.

>>> from spelkast.games.labyrinth import GAME
>>> state = GAME.new_initial_state(2, seed=3)
>>> state_from_json(state_to_json(state)) == state
True
>>> parse_action(format_action(Shift(0, 5))) == Shift(0, 5)
True
"""

from __future__ import annotations

from spelkast.core.errors import InvalidPositionError, MalformedActionError, Reason, detail_of
from spelkast.core.fields import is_whole, string_field
from spelkast.core.game import JSON
from spelkast.core.options import resolve_options
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth.state import (
    DAY,
    GAME_ID,
    OPTIONS,
    Action,
    LabyrinthState,
    MoveTo,
    Shift,
    TakeCoin,
    validate,
)


def state_to_json(state: LabyrinthState) -> dict[str, JSON]:
    return {
        "game": GAME_ID,
        "num_players": state.num_players,
        "seed": state.seed,
        "options": dict(state.options),
        "board": list(state.board),
        "spare": state.spare,
        "pawns": list(state.pawns),
        "forbidden": state.forbidden,
        "current": state.current,
        "step": state.step,
        "piles": [list(p) for p in state.piles],
        "found": [list(p) for p in state.found],
        "night_piles": [list(p) for p in state.night_piles],
        "night_found": [list(p) for p in state.night_found],
        "phase": state.phase,
        "coins": list(state.coins),
        "coin_taken": state.coin_taken,
        "ended_by": state.ended_by,
        "turn": state.turn,
        "last_shift": list(state.last_shift) if state.last_shift else None,
    }


def state_from_json(data: JSON) -> LabyrinthState:
    try:
        if data.get("game", GAME_ID) != GAME_ID:
            raise InvalidPositionError(f"this is a {data.get('game')!r} state, not labyrinth")
        n = int(data["num_players"])
        options = resolve_options(OPTIONS, data.get("options", {}))
        last = data.get("last_shift")
        state = LabyrinthState(
            num_players=n,
            seed=int(data.get("seed", 0)),
            options=options,
            board=tuple(int(t) for t in data["board"]),
            spare=int(data["spare"]),
            pawns=tuple(int(p) for p in data["pawns"]),
            forbidden=None if data.get("forbidden") is None else int(data["forbidden"]),
            current=int(data["current"]),
            step=str(data["step"]),
            piles=tuple(tuple(int(t) for t in p) for p in data["piles"]),
            found=tuple(tuple(int(t) for t in p) for p in data["found"]),
            night_piles=tuple(tuple(int(t) for t in p) for p in data.get("night_piles", [])),
            night_found=tuple(tuple(int(t) for t in p) for p in data.get("night_found", [])),
            phase=str(data.get("phase", DAY)),
            coins=tuple(int(c) for c in data.get("coins", [])),
            coin_taken=None if data.get("coin_taken") is None else int(data["coin_taken"]),
            ended_by=None if data.get("ended_by") is None else int(data["ended_by"]),
            turn=int(data.get("turn", 0)),
            last_shift=(int(last[0]), int(last[1])) if last else None,
        )
    except InvalidPositionError:
        raise
    except (AttributeError, KeyError, TypeError, ValueError, IndexError) as exc:
        raise InvalidPositionError(f"not a labyrinth state: {exc!r}") from None
    validate(state)
    return state


def action_to_json(action: Action) -> JSON:
    if isinstance(action, Shift):
        return {
            "type": "shift",
            "arrow": B.ARROWS[action.arrow].name,
            "open": B.openings_text(action.openings),
        }
    if isinstance(action, MoveTo):
        return {"type": "move", "to": B.cell_name(action.cell)}
    return {"type": "coin", "coin": action.index + 1}


def action_from_json(data: JSON) -> Action:
    if not isinstance(data, dict):
        raise MalformedActionError("a labyrinth action is a JSON object with a 'type'")
    kind = data.get("type")
    try:
        if kind == "shift":
            return Shift(
                B.parse_arrow(string_field(data, "arrow")).index,
                B.openings_from_text(string_field(data, "open")),
            )
        if kind == "move":
            return MoveTo(B.parse_cell(string_field(data, "to")))
        if kind == "coin":
            coin = data.get("coin")
            if not is_whole(coin) or not 1 <= coin <= 3:
                raise ValueError("'coin' must be 1, 2 or 3")
            return TakeCoin(coin - 1)
    except ValueError as exc:
        raise MalformedActionError(str(exc)) from None
    raise MalformedActionError(f"unknown action type {kind!r}; expected 'shift', 'move' or 'coin'")


def format_action(action: Action) -> str:
    """``Nb:ES`` (shift), ``d4`` (move), ``coin2`` (take the second coin)."""
    if isinstance(action, Shift):
        return f"{B.ARROWS[action.arrow].name}:{B.openings_text(action.openings)}"
    if isinstance(action, MoveTo):
        return B.cell_name(action.cell)
    return f"coin{action.index + 1}"


def parse_action(text: str, state: LabyrinthState | None = None) -> Action:
    """Read ``Nb:ES``, ``Nb ES``, ``Nb`` (spare as it lies), ``d4``, ``stay``, ``coin2``.

    An unreadable line raises :class:`MalformedActionError` with the coded reason
    ``labyrinth.cannot_read``, whose ``detail`` says what was wrong."""
    raw = text.strip()
    lowered = raw.lower().replace(" ", "")
    try:
        if lowered.startswith("coin"):
            number = lowered[4:]
            if not number.isdigit() or not 1 <= int(number) <= 3:
                raise ValueError(Reason("labyrinth.coins", "there are coins 1, 2 and 3"))
            return TakeCoin(int(number) - 1)
        if lowered == "stay":
            if state is None:
                raise ValueError(Reason("labyrinth.stay_position", "'stay' needs a position"))
            return MoveTo(state.pawns[state.current])
        # A cell, or meant as one (h4: say why it is none rather than that it is no arrow)
        if len(lowered) == 2 and (
            lowered[0] in "abcdefg" or (lowered[0] not in "nesw" and lowered[1].isdigit())
        ):
            return MoveTo(B.parse_cell(lowered))
        arrow_text, _, open_text = raw.replace(" ", ":", 1).partition(":")
        arrow = B.parse_arrow(arrow_text)
        if open_text.strip():
            bits = B.openings_from_text(open_text.strip())
        elif state is not None:
            bits = B.openings(state.spare)
        else:
            raise ValueError(
                Reason(
                    "labyrinth.which_way",
                    "say how the spare is turned, e.g. {arrow}:ES",
                    arrow=arrow.name,
                )
            )
        return Shift(arrow.index, bits)
    except ValueError as exc:
        raise MalformedActionError(
            Reason(
                "labyrinth.cannot_read",
                "cannot read {text}: {detail}. Write a shift as arrow:sides (e.g. Nb:ES), "
                "a move as a cell (e.g. d4) or 'stay', a coin as coin1-coin3",
                text=repr(raw),
                detail=detail_of(exc),
            )
        ) from None
