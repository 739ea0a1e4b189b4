"""The server's side of the WebSocket protocol: the typed messages it sends.

What a client may send, and the one function that reads it, are in
:mod:`spelkast.server.inbound`.

Server → client (:data:`ServerMessage`; each has a typed shape below and one builder, the
only way the server makes it): ``welcome`` (who you are), ``state`` (view, version, whose
turn, your legal actions, events since the version you had), ``accepted`` (your action was
stored), ``error`` (with a ``code`` from :data:`ERROR_CODES`, and for a refused move the
engine's ``reason`` code and the refusal in ``words`` per language; the connection stays
open), ``pong``, ``notice`` (something about the match that is no move), ``rematch``
(see :mod:`spelkast.server.rematch`), ``hint`` / ``help`` (the answer to the seat's
request, for that seat alone), ``phrase`` (a preset phrase a seat said, as its id; never
sent to a kid-mode account's connection) and ``presence`` (how many clients act for each
seat, pushed to everyone when a seat's player connects or leaves). The shapes are
TypedDicts, so building a message
costs nothing more than a dict; ``tools/protocol_schema.py`` turns them (with the HTTP
models) into the JSON Schema the browser's TypeScript types are generated from.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final, Literal, NotRequired, cast, get_args

from typing_extensions import TypedDict

from spelkast.server.phrases import PHRASE_IDS, PhraseId
from spelkast.server.presence import PresenceMessage
from spelkast.server.status import By, MatchStatus

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
    "unknown_phrase",  # a phrase id that is not one of the preset phrases
    "phrases_off",  # a phrase said from a kid-mode account's connection
    "phrase_limit",  # too many phrases from one seat too fast
]
ERROR_CODES: Final[tuple[str, ...]] = get_args(ErrorCode)


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


class PhraseMessage(TypedDict):
    """A preset phrase said by the player in ``seat``: only its id, which each reader
    translates (never sent to a kid-mode account's connection)."""

    type: Literal["phrase"]
    match: str
    seat: int
    phrase: PhraseId


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
    | PhraseMessage
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


def phrase_message(*, match: str, seat: int, phrase: str) -> PhraseMessage:
    assert phrase in PHRASE_IDS, phrase
    return {"type": "phrase", "match": match, "seat": seat, "phrase": cast(PhraseId, phrase)}
