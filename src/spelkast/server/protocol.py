"""The WebSocket protocol: a closed set of typed messages.

Client → server (``parse_client_message`` is the only way in):

``hello``
    ``{"type": "hello", "token": "…" | null, "since": 12 | null}`` — must come first. With
    a seat token the connection acts for that seat; without one it spectates. ``since`` is
    the last version the client saw (on reconnect): it gets the events after it.
``action``
    ``{"type": "action", "version": 12, "action": {…}}`` (the game's action JSON) or
    ``{"type": "action", "version": 12, "text": "Nb:ES"}`` (the game's notation), with an
    optional ``"id"`` echoed in the answer. ``version`` is the version the action was
    chosen on.
``sync``
    ``{"type": "sync", "since": 12 | null}`` — ask for the current state again.
``ping``
    ``{"type": "ping", "id": …}`` — answered with ``pong``.
``resign``
    ``{"type": "resign", "id": …}`` — the connection's seat gives up: the match ends
    (answered with ``accepted`` and the new version, like an action).
``hint``
    ``{"type": "hint", "id": …, "push": {…} | null}`` — the seat to move asks for a hint
    (in a match that shows hints); in Labyrinth ``push`` previews one push (a shift's
    JSON). Answered with ``hint`` (see :mod:`spelkast.server.hinting`).
``help``
    ``{"type": "help", "id": …}`` — the seat to move asks for a proposal; answered with
    ``help``.

Server → client (:data:`ServerMessage`; each has a typed shape below and one builder, the
only way the server makes it): ``welcome`` (who you are), ``state`` (view, version, whose
turn, your legal actions, events since the version you had), ``accepted`` (your action was
stored), ``error`` (with a ``code`` from :data:`ERROR_CODES`, and for a refused move the
engine's ``reason`` code and the refusal in ``words`` per language; the connection stays
open), ``pong``, ``notice`` (something about the match that is no move), ``rematch``
(see :mod:`spelkast.server.rematch`), ``hint`` / ``help`` (the answer to the seat's
request, for that seat alone) and ``presence`` (how many clients act for each seat, pushed
to everyone when a seat's player connects or leaves). The shapes are TypedDicts, so building a message
costs nothing more than a dict; ``tools/protocol_schema.py`` turns them (with the HTTP
models) into the JSON Schema the browser's TypeScript types are generated from.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal, NotRequired, cast, get_args

from typing_extensions import TypedDict

from spelkast.core.fields import is_whole
from spelkast.server.presence import PresenceMessage
from spelkast.server.status import By, MatchStatus

#: Largest client message accepted (characters of JSON text). A longer one gets a
#: ``too_large`` error and the connection stays open.
MAX_MESSAGE_CHARS: Final = 16_384
#: A frame this long is no protocol message at all: ``too_large``, then close (1009).
CLOSE_OVER_CHARS: Final = 1 << 20
#: The transport's own limit (bytes of one frame; the ASGI server is started with it):
#: a larger frame is cut off by the WebSocket layer itself with close code 1009, before
#: the app holds it. Just above CLOSE_OVER_CHARS, so the app still says ``too_large``.
TRANSPORT_MAX_BYTES: Final = CLOSE_OVER_CHARS + (64 << 10)
#: Deepest nesting of arrays and objects in a client message.
MAX_DEPTH: Final = 32

ErrorCode = Literal[
    "malformed",  # not JSON (or NaN/Infinity, lone surrogates, too deep), or not an object
    "unknown_type",  # a "type" the protocol doesn't have
    "invalid",  # a known type with missing or wrong fields
    "too_large",  # over MAX_MESSAGE_CHARS
    "rate_limited",  # too many messages too fast
    "hello_first",  # anything before hello
    "bad_token",  # a token that opens no seat of this match
    "spectator",  # a spectator tried to act
    "not_started",  # the match still has open seats
    "game_over",  # the match is finished
    "wrong_player",  # not this seat's turn
    "malformed_action",  # the action could not be read
    "illegal",  # a well-formed action that the rules forbid here
    "stale",  # chosen on an older version; the current state follows
    "server",  # the server could not store the action; nothing changed
    "hints_off",  # a hint or help asked of a match that shows no hints
]
ERROR_CODES: Final[tuple[str, ...]] = get_args(ErrorCode)


class ProtocolError(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True, slots=True)
class Hello:
    token: str | None
    since: int | None


@dataclass(frozen=True, slots=True)
class ActionMessage:
    version: int
    action: Any  # action JSON, or None when ``text`` is given
    text: str | None
    id: str | int | None


@dataclass(frozen=True, slots=True)
class Sync:
    since: int | None


@dataclass(frozen=True, slots=True)
class Ping:
    id: str | int | None


@dataclass(frozen=True, slots=True)
class Resign:
    id: str | int | None


@dataclass(frozen=True, slots=True)
class HintAsk:
    id: str | int | None
    push: Any  # a Labyrinth shift's JSON to preview, or None


@dataclass(frozen=True, slots=True)
class HelpAsk:
    id: str | int | None


ClientMessage = Hello | ActionMessage | Sync | Ping | Resign | HintAsk | HelpAsk

_FIELDS: Final = {
    "hello": {"type", "token", "since"},
    "action": {"type", "version", "action", "text", "id"},
    "sync": {"type", "since"},
    "ping": {"type", "id"},
    "resign": {"type", "id"},
    "hint": {"type", "id", "push"},
    "help": {"type", "id"},
}


def _optional_version(data: dict[str, Any], key: str) -> int | None:
    value = data.get(key)
    if value is None:
        return None
    if not is_whole(value) or value < 0:
        raise ProtocolError("invalid", f"{key!r} must be a version number (an integer >= 0)")
    return value


def _message_id(data: dict[str, Any]) -> str | int | None:
    value = data.get("id")
    if value is None or (isinstance(value, str) and len(value) <= 64):
        return value
    if is_whole(value):
        return value
    raise ProtocolError("invalid", "'id' must be a short string or an integer")


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _check_plain(data: Any) -> None:
    """Refuse what JSON text may hold but no message should: nesting deeper than
    :data:`MAX_DEPTH`, numbers beyond floating point (``1e400``) and strings that are no
    valid Unicode text (lone surrogates, which cannot be stored or hashed)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            if depth > MAX_DEPTH:
                raise ProtocolError(
                    "malformed", f"the message nests deeper than {MAX_DEPTH} levels"
                )
            if isinstance(item, dict):
                for key, value in item.items():
                    _check_text(key)
                    stack.append((value, depth + 1))
            else:
                stack.extend((value, depth + 1) for value in item)
        elif isinstance(item, str):
            _check_text(item)
        elif isinstance(item, float) and not math.isfinite(item):
            raise ProtocolError("malformed", "numbers must be finite")


def _check_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise ProtocolError(
            "malformed", "the message holds a lone surrogate: not valid Unicode text"
        ) from None


def parse_client_message(raw: str | bytes) -> ClientMessage:
    """Read one client message, or raise :class:`ProtocolError` saying what is wrong."""
    if len(raw) > MAX_MESSAGE_CHARS:
        raise ProtocolError(
            "too_large", f"messages may be at most {MAX_MESSAGE_CHARS} characters long"
        )
    try:
        data = json.loads(raw, parse_constant=_refuse_constant)
    except RecursionError:
        raise ProtocolError(
            "malformed", f"the message nests deeper than {MAX_DEPTH} levels"
        ) from None
    except (ValueError, UnicodeDecodeError):
        raise ProtocolError("malformed", "the message is not valid JSON") from None
    _check_plain(data)
    if not isinstance(data, dict):
        raise ProtocolError("malformed", "a message must be a JSON object")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise ProtocolError(
            "unknown_type",
            f"unknown message type {kind!r}; expected one of {', '.join(sorted(_FIELDS))}",
        )
    extra = set(data) - _FIELDS[kind]
    if extra:
        raise ProtocolError("invalid", f"unexpected fields in {kind}: {', '.join(sorted(extra))}")
    if kind == "hello":
        token = data.get("token")
        if token is not None and (not isinstance(token, str) or len(token) > 200):
            raise ProtocolError("invalid", "'token' must be a string")
        return Hello(token=token, since=_optional_version(data, "since"))
    if kind == "action":
        version = _optional_version(data, "version")
        if version is None:
            raise ProtocolError("invalid", "an action needs the 'version' it was chosen on")
        text = data.get("text")
        has_action = "action" in data and data["action"] is not None
        if (text is None) == (not has_action):
            raise ProtocolError("invalid", "an action needs exactly one of 'action' or 'text'")
        if text is not None and not isinstance(text, str):
            raise ProtocolError("invalid", "'text' must be a string")
        return ActionMessage(
            version=version, action=data.get("action"), text=text, id=_message_id(data)
        )
    if kind == "sync":
        return Sync(since=_optional_version(data, "since"))
    if kind == "resign":
        return Resign(id=_message_id(data))
    if kind == "hint":
        push = data.get("push")
        if push is not None and not isinstance(push, dict):
            raise ProtocolError("invalid", "'push' must be a push (a JSON object) or null")
        return HintAsk(id=_message_id(data), push=push)
    if kind == "help":
        return HelpAsk(id=_message_id(data))
    return Ping(id=_message_id(data))


# --------------------------------------------------------------- server → client
#: A client's message id, echoed in the answer to it.
MessageId = str | int | None
#: Who made a move (:class:`By`) and where a match is in its life (:class:`MatchStatus`)
#: are declared once, in :mod:`spelkast.server.status`.
MATCH_STATUSES: Final[tuple[str, ...]] = tuple(MatchStatus)
#: A number as the engines give it (points may be whole or not): kept as it came.
Number = int | float


class SeatOut(TypedDict):
    """A seat as anyone may see it (never its token)."""

    seat: int
    kind: Literal["human", "bot"]
    bot: str | None
    name: str
    open: bool
    connected: int
    deadline: float | None
    played: bool  # a move was made for the seat (its player can no longer be replaced)


class Outcome(TypedDict):
    """How a finished game ended (the engine's ``Outcome.to_json``), with ``reason_words``:
    why it is over per language, with the players' names."""

    scores: list[Number]
    ranks: list[int]
    winners: list[int]
    reason: str
    details: NotRequired[dict[str, Any]]
    reason_words: NotRequired[dict[str, str]]


class EventOut(TypedDict):
    """One stored move as a viewer may see it: a sealed simultaneous choice of another
    seat has no ``action``, ``text``, ``words`` or ``motion`` until the round ends."""

    version: int
    seat: int
    action: Any
    text: str | None
    sealed: bool
    by: By
    at: float
    words: NotRequired[dict[str, str] | None]
    motion: NotRequired[Any]


class LegalEntry(TypedDict):
    """One legal action: its JSON and its notation."""

    action: Any
    text: str


class WelcomeMessage(TypedDict):
    type: Literal["welcome"]
    match: str
    game: str
    seat: int | None
    role: Literal["spectator", "player"]


class HintsUsedOut(TypedDict):
    """How many turns one seat was shown a hint on, and asked for help on."""

    hints: int
    helps: int


class HintsInfo(TypedDict):
    """Whether the match shows hints, and per seat how many it used."""

    on: bool
    used: list[HintsUsedOut]


class StateFields(TypedDict):
    """A ``state`` message but its legal actions (which the match splices in as text)."""

    type: Literal["state"]
    match: str
    version: int
    since: int | None
    full: bool
    status: MatchStatus
    seat: int | None
    to_move: list[int]
    view: Any
    events: list[EventOut]
    seats: list[SeatOut]
    outcome: Outcome | None
    hints: NotRequired[HintsInfo]


class StateMessage(StateFields):
    legal: list[LegalEntry]


class AcceptedMessage(TypedDict):
    type: Literal["accepted"]
    id: MessageId
    version: int


class ErrorMessage(TypedDict):
    type: Literal["error"]
    code: ErrorCode
    message: str
    version: NotRequired[int]
    id: NotRequired[str | int]
    #: The engine's code of a refused move (``spelkast.core.errors.Reason.code``).
    reason: NotRequired[str]
    #: The refusal in words per language (en, nl, fi).
    words: NotRequired[dict[str, str]]


class PongMessage(TypedDict):
    type: Literal["pong"]
    id: MessageId


class NoticeMessage(TypedDict):
    """Something about the match that is no move; ``text`` says it per language."""

    type: Literal["notice"]
    code: Literal["bot_fallback"]
    match: str
    version: int
    seat: int | None
    name: str
    bot: str
    fallback: str
    text: dict[str, str]


class SeatFreedMessage(TypedDict):
    """The match's creator freed a seat nobody had played from: its token no longer
    opens it and it is open again (the match waits for a player); ``name`` is who held
    it, ``text`` says it per language."""

    type: Literal["notice"]
    code: Literal["seat_freed"]
    match: str
    version: int
    seat: int
    name: str
    text: dict[str, str]


class RematchMessage(TypedDict):
    """The rematch offer of a finished match as everyone may see it (never a token)."""

    type: Literal["rematch"]
    match: str
    offered_by: int
    accepted: list[int]
    waiting: list[int]
    declined_by: int | None
    new_match: str | None


class HintMessage(TypedDict):
    """A hint for the seat to move, computed from its view on ``version``: the game's
    own shape (:mod:`spelkast.hints`), with ``summary`` per language."""

    type: Literal["hint"]
    id: MessageId
    version: int
    seat: int
    hint: dict[str, Any]
    #: How many turns the seat has used hints and help on, this one counted.
    used: HintsUsedOut


class HelpMessage(TypedDict):
    """A proposal for the seat to move on ``version``: ``actions`` to play in order
    (Labyrinth: the push, then the walk), ``by`` ("rules" or "bot"), ``reaches_goal``
    (Labyrinth) and ``summary`` per language."""

    type: Literal["help"]
    id: MessageId
    version: int
    seat: int
    help: dict[str, Any]
    #: How many turns the seat has used hints and help on, this one counted.
    used: HintsUsedOut


#: What a match tells everyone, now and whoever connects later (on hello).
Announcement = NoticeMessage | SeatFreedMessage | RematchMessage

ServerMessage = (
    WelcomeMessage
    | StateMessage
    | AcceptedMessage
    | ErrorMessage
    | PongMessage
    | NoticeMessage
    | SeatFreedMessage
    | RematchMessage
    | HintMessage
    | HelpMessage
    | PresenceMessage
)


def welcome_message(match: str, game: str, seat: int | None) -> WelcomeMessage:
    return {
        "type": "welcome",
        "match": match,
        "game": game,
        "seat": seat,
        "role": "spectator" if seat is None else "player",
    }


def state_fields(
    *,
    match: str,
    version: int,
    since: int | None,
    status: str,
    seat: int | None,
    to_move: list[int],
    view: Any,
    events: Sequence[Mapping[str, Any]],
    seats: Sequence[Mapping[str, Any]],
    outcome: Mapping[str, Any] | None,
    hints: HintsInfo | None = None,
) -> StateFields:
    """A ``state`` message without ``legal``. ``since`` is the version the events start
    after, None for a full resync (then there are no events). The events, seats and
    outcome come as the match keeps them (``Event.for_seat``, ``Seat.public``,
    ``outcome_with_words``) in the shapes :class:`EventOut`, :class:`SeatOut` and
    :class:`Outcome` say (the protocol tests check real messages against them)."""
    assert status in MATCH_STATUSES, status
    fields: StateFields = {
        "type": "state",
        "match": match,
        "version": version,
        "since": since,
        "full": since is None,
        "status": MatchStatus(status),
        "seat": seat,
        "to_move": to_move,
        "view": view,
        "events": cast(list[EventOut], list(events)),
        "seats": cast(list[SeatOut], list(seats)),
        "outcome": cast(Outcome | None, outcome),
    }
    if hints is not None:
        fields["hints"] = hints
    return fields


def accepted_message(id: MessageId, version: int) -> AcceptedMessage:
    return {"type": "accepted", "id": id, "version": version}


def error_message(
    code: str,
    message: str,
    *,
    version: int | None = None,
    id: MessageId = None,
    reason: str | None = None,
    words: dict[str, str] | None = None,
) -> ErrorMessage:
    """An ``error``; ``reason`` and ``words`` (the refusal per language) when the engine
    said why it refused a move."""
    assert code in ERROR_CODES, code
    out: ErrorMessage = {"type": "error", "code": cast(ErrorCode, code), "message": message}
    if version is not None:
        out["version"] = version
    if id is not None:
        out["id"] = id
    if reason is not None:
        out["reason"] = reason
    if words:
        out["words"] = words
    return out


def hints_info(on: bool, counts: Sequence[Mapping[str, int]]) -> HintsInfo:
    return {
        "on": on,
        "used": [{"hints": row["hints"], "helps": row["helps"]} for row in counts],
    }


def hint_message(
    id: MessageId, version: int, seat: int, hint: dict[str, Any], used: Mapping[str, int]
) -> HintMessage:
    return {
        "type": "hint",
        "id": id,
        "version": version,
        "seat": seat,
        "hint": hint,
        "used": {"hints": used["hints"], "helps": used["helps"]},
    }


def help_message(
    id: MessageId, version: int, seat: int, help: dict[str, Any], used: Mapping[str, int]
) -> HelpMessage:
    return {
        "type": "help",
        "id": id,
        "version": version,
        "seat": seat,
        "help": help,
        "used": {"hints": used["hints"], "helps": used["helps"]},
    }


def pong_message(id: MessageId) -> PongMessage:
    return {"type": "pong", "id": id}


def notice_message(
    *,
    code: Literal["bot_fallback"],
    match: str,
    version: int,
    seat: int | None,
    name: str,
    bot: str,
    fallback: str,
    text: dict[str, str],
) -> NoticeMessage:
    return {
        "type": "notice",
        "code": code,
        "match": match,
        "version": version,
        "seat": seat,
        "name": name,
        "bot": bot,
        "fallback": fallback,
        "text": text,
    }


def seat_freed_message(
    *, match: str, version: int, seat: int, name: str, text: dict[str, str]
) -> SeatFreedMessage:
    return {
        "type": "notice",
        "code": "seat_freed",
        "match": match,
        "version": version,
        "seat": seat,
        "name": name,
        "text": text,
    }


def rematch_message(
    *,
    match: str,
    offered_by: int,
    accepted: list[int],
    waiting: list[int],
    declined_by: int | None,
    new_match: str | None,
) -> RematchMessage:
    return {
        "type": "rematch",
        "match": match,
        "offered_by": offered_by,
        "accepted": accepted,
        "waiting": waiting,
        "declined_by": declined_by,
        "new_match": new_match,
    }
