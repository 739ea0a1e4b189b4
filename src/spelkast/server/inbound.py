"""The client's side of the WebSocket protocol: what a client may send, its size
limits, and ``parse_client_message``, the only way a client message comes in (a closed set
of typed messages; anything else is refused with a :class:`ProtocolError` carrying an
error code of :data:`spelkast.server.protocol.ERROR_CODES`).

The server's answers and the messages it sends are in :mod:`spelkast.server.protocol`.

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

"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any, Final

from spelkast.core.fields import is_whole
from spelkast.server.phrases import PHRASE_IDS

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


@dataclass(frozen=True, slots=True)
class Say:
    id: str | int | None
    phrase: str


ClientMessage = Hello | ActionMessage | Sync | Ping | Resign | HintAsk | HelpAsk | Say

_FIELDS: Final = {
    "hello": {"type", "token", "since"},
    "action": {"type", "version", "action", "text", "id"},
    "sync": {"type", "since"},
    "ping": {"type", "id"},
    "resign": {"type", "id"},
    "hint": {"type", "id", "push"},
    "help": {"type", "id"},
    "say": {"type", "id", "phrase"},
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
    if kind == "say":
        phrase = data.get("phrase")
        if not isinstance(phrase, str):
            raise ProtocolError("invalid", "'phrase' must be a phrase id (a string)")
        if phrase not in PHRASE_IDS:
            raise ProtocolError(
                "unknown_phrase",
                f"unknown phrase {phrase[:40]!r}; expected one of {', '.join(PHRASE_IDS)}",
            )
        return Say(id=_message_id(data), phrase=phrase)
    return Ping(id=_message_id(data))
