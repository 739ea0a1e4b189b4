"""The errors the server raises on purpose. Each class carries its protocol code (what
a WebSocket client reads in an ``error`` message) and its HTTP status (what the lobby
answers) as class attributes; the app turns any of them into ``{"detail": message}``
with that status, and a node that forwarded a request raises the owner's refusal again
from its code and status through one table (:func:`refusal_from_wire`).

The rules core's refusals (a malformed, illegal or out-of-turn action) become the
server's through :func:`refusal_of`, which keeps the engine's reason code and says the
refusal in every language (``words``), so a browser says *why* a move is refused, as the
terminal does."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import ClassVar

from spelkast.core.errors import (
    GameOverError,
    IllegalActionError,
    MalformedActionError,
    SpelkastError,
    UnknownGameError,
    WrongPlayerError,
)
from spelkast.games.refusals import reason_of, refusal_words


class RefusedError(Exception):
    """A request the match turned down; ``code`` is its protocol error code."""

    code: ClassVar[str] = "invalid"
    status: ClassVar[int] = 400

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
        #: The engine's reason code, when the rules core refused (``illegal.…``).
        self.reason: str | None = None
        #: The refusal said in every language (``{"en": …, "nl": …, "fi": …}``), if known.
        self.words: dict[str, str] | None = None


# ------------------------------------------------- refused by the match: 400
class InvalidError(RefusedError):
    """A request that names what does not exist (a version, a bot, a request)."""

    code = "invalid"


class StaleError(RefusedError):
    """An action chosen on a version the match has moved on from."""

    code = "stale"


class NotStartedError(RefusedError):
    code = "not_started"


class MatchOverError(RefusedError):
    code = "game_over"


class MalformedError(RefusedError):
    code = "malformed_action"


class WrongTurnError(RefusedError):
    code = "wrong_player"


class IllegalError(RefusedError):
    code = "illegal"


class StoreFailedError(RefusedError):
    """The server could not store a change (nothing changed), or no node answered."""

    code = "server"


# -------------------------------------------- not possible in the match's state: 409
class MatchStateError(RefusedError):
    """Not possible in the match's state now (a seat taken, not started, over)."""

    status = 409


class NotNowError(MatchStateError):
    """Not possible now: a seat that is not open, an offer that does not exist."""

    code = "invalid"


class SeatUnavailableError(NotNowError):
    """The seat asked for cannot be taken (none open, taken, or no such seat)."""


class NotStartedStateError(MatchStateError):
    code = "not_started"


class GameOverRefusedError(MatchStateError):
    code = "game_over"

    def __init__(self, message: str = "the game is over") -> None:
        super().__init__(message)


class HistoryClosedError(GameOverRefusedError):
    def __init__(self) -> None:
        super().__init__("the history opens when the game ends")


class HintsOffError(MatchStateError):
    """A hint or help asked of a match that shows none."""

    code = "hints_off"


# ------------------------------------------------------------------ ratings
class SaidRefusalError(RefusedError):
    """A refusal made with its words in every language (``{"en": …, "nl": …, "fi": …}``)."""

    def __init__(self, words: dict[str, str]) -> None:
        super().__init__(words["en"])
        self.words = words


class RatedMatchError(SaidRefusalError):
    """A match that cannot be rated was asked to be (no clock, hot seat, …)."""

    code = "invalid"


class AccountNeededError(SaidRefusalError):
    """A seat of a rated match asked for without signing in."""

    code = "account_needed"
    status = 403


class SecondSeatError(SaidRefusalError):
    """An account asking for a second seat of one rated match: it would play itself."""

    code = "invalid"
    status = 409


class NoSuchPlayerError(RefusedError):
    """No account of that name, or one in kid mode (it has no public profile)."""

    code = "invalid"
    status = 404

    def __init__(self) -> None:
        super().__init__("no such player")


# ------------------------------------------------------------------ the rest
class SpectatorError(RefusedError):
    """What only a seat may do, asked by a spectator."""

    code = "spectator"
    status = 403


class NoSuchLessonError(RefusedError):
    """Learn to play: no such game, course or lesson."""

    code = "no_such_lesson"
    status = 404


class AttemptError(RefusedError):
    """Learn to play: an attempt whose earlier moves do not replay (sent wrong, not
    refused by a rule)."""

    code = "malformed"
    status = 422


class ReviewNotFinishedError(MatchStateError):
    """A review asked for while its match is still being played (or not yet begun)."""

    code = "review_not_finished"


class ReviewNotDoneError(MatchStateError):
    """Practise asked for before the review is done."""

    code = "review_not_done"


class NoSuchReviewError(RefusedError):
    code = "no_such_review"
    status = 404


class NoSuchDecisionError(RefusedError):
    """No marked decision of the review at that move."""

    code = "no_such_decision"
    status = 404


class ReviewRequestError(RefusedError):
    """A review request that does not fit its match: a seat it does not have, a
    practised move of more actions than a turn of the game has."""

    code = "malformed"
    status = 422


class NoSuchMatchError(RefusedError):
    code = "invalid"
    status = 404

    def __init__(self, match_id: str) -> None:
        super().__init__(f"there is no match {match_id!r}")


class NoSuchSeekError(RefusedError):
    """No Play now seek with that id opens with the token sent."""

    code = "invalid"
    status = 404

    def __init__(self, message: str = "there is no such seek for that token") -> None:
        super().__init__(message)


class TokenNeededError(RefusedError):
    code = "bad_token"
    status = 403

    def __init__(self, message: str = "that seat's token is needed") -> None:
        super().__init__(message)


class HostKeyNeededError(TokenNeededError):
    """Freeing a seat needs the key the match's creator was given."""

    def __init__(self, message: str = "the match creator's key is needed") -> None:
        super().__init__(message)


class InviteNeededError(RefusedError):
    """A private match is joined only with the secret of its invite link."""

    code = "invite_needed"
    status = 403

    def __init__(
        self, message: str = "this match is private: join it through its invite link"
    ) -> None:
        super().__init__(message)


class SeatNotFreeableError(NotNowError):
    """A seat that cannot be freed: open already, a bot's, or someone has played from it."""


class TooManyMatchesError(RefusedError):
    """A client created matches faster than the documented rate; the answer's
    ``Retry-After`` says in how many seconds it may create the next."""

    code = "rate_limited"
    status = 429
    #: What the client did too often (the message names it).
    what: ClassVar[str] = "new matches"

    def __init__(self, message: str, retry_after: int | None = None) -> None:
        super().__init__(message)
        self.headers = {} if retry_after is None else {"Retry-After": str(retry_after)}

    @classmethod
    def waiting(cls, wait: float) -> TooManyMatchesError:
        """The refusal for a client that may create its next match in ``wait`` s."""
        seconds = max(1, math.ceil(min(wait, 86_400.0)))  # whole seconds, at least one
        message = f"too many {cls.what} from your address; try again in {seconds} s"
        return cls(message, seconds)


class TooManyJoinsError(TooManyMatchesError):
    """A client tried to take seats faster than the documented rate."""

    what = "attempts to join"


#: The rules core's refusals as the server's (the most specific class first).
_CORE: dict[type[SpelkastError], type[RefusedError]] = {
    MalformedActionError: MalformedError,
    WrongPlayerError: WrongTurnError,
    GameOverError: MatchOverError,
    IllegalActionError: IllegalError,
    SpelkastError: IllegalError,
}


def refusal_of(
    error: SpelkastError, names: Mapping[str, Sequence[str]] | None = None
) -> RefusedError:
    """The server's refusal for an action the rules core refused, with the engine's reason
    code and its words in every language (seats named by ``names``, per language)."""
    refused: RefusedError = IllegalError(str(error))
    for kind in type(error).__mro__:
        if kind in _CORE:
            refused = _CORE[kind](str(error))
            break
    reason = reason_of(error)
    refused.reason = reason.code if reason is not None else None
    refused.words = refusal_words(error, names)
    return refused


# The daily challenge's refusals (answered by the node asked: its routes read the database).
class NotDailyError(SaidRefusalError):
    code = "invalid"
    status = 404


class PlayedError(SaidRefusalError):
    code = "invalid"
    status = 409


class NoDayYetError(SaidRefusalError):
    code = "invalid"
    status = 404


class HistoryLaterError(SaidRefusalError):
    code = "game_over"
    status = 409


#: The refusals the node asked always answers itself: a match it cannot find (it never
#: reaches an owner), the lessons, which belong to no match, a private match's
#: missing invite secret (checked against the copy where the request arrives), the
#: reviews, which live in the database (any node answers them), and the ratings'
#: refusals (checked where the request arrives, against the database).
ANSWERED_HERE: tuple[type[RefusedError], ...] = (
    NotDailyError,
    PlayedError,
    NoDayYetError,
    HistoryLaterError,
    RatedMatchError,
    AccountNeededError,
    SecondSeatError,
    NoSuchPlayerError,
    NoSuchMatchError,
    NoSuchSeekError,
    NoSuchLessonError,
    AttemptError,
    InviteNeededError,
    ReviewNotFinishedError,
    ReviewNotDoneError,
    NoSuchReviewError,
    NoSuchDecisionError,
    ReviewRequestError,
)

#: Every refusal that may cross from one node to another, by (code, HTTP status); a class
#: that only presets the message of another (:class:`SeatUnavailableError`,
#: :class:`HistoryClosedError`) comes back as that other.
WIRE_CLASSES: tuple[type[RefusedError], ...] = (
    InvalidError,
    StaleError,
    NotStartedError,
    MatchOverError,
    MalformedError,
    WrongTurnError,
    IllegalError,
    StoreFailedError,
    NotNowError,
    NotStartedStateError,
    GameOverRefusedError,
    TokenNeededError,
    TooManyMatchesError,
    HintsOffError,
    SpectatorError,
)
_WIRE = {(kind.code, kind.status): kind for kind in WIRE_CLASSES}


def refusal_to_wire(error: RefusedError) -> dict[str, object]:
    """What a node answers for a refusal (see :func:`refusal_from_wire`)."""
    wire: dict[str, object] = {"code": error.code, "status": error.status, "message": error.message}
    if error.reason is not None:
        wire["reason"] = error.reason
    if error.words is not None:
        wire["words"] = error.words
    return wire


def refusal_from_wire(error: dict[str, object]) -> RefusedError:
    """The refusal another node answered, as the class it was raised with (the class
    that shares its code, status and message)."""
    code, status = str(error.get("code")), error.get("status", 400)
    kind = _WIRE.get((code, status if isinstance(status, int) else 400), RefusedError)
    refused = kind(str(error.get("message")))
    reason, words = error.get("reason"), error.get("words")
    refused.reason = reason if isinstance(reason, str) else None
    if isinstance(words, dict) and all(
        isinstance(k, str) and isinstance(v, str) for k, v in words.items()
    ):
        refused.words = dict(words)
    return refused


def http_status(error: Exception) -> int:
    """The HTTP status of an error the lobby may raise: the server's own errors say it
    themselves; the rules core's errors are the client's fault (an unknown game: 404)."""
    if isinstance(error, RefusedError):
        return error.status
    if isinstance(error, UnknownGameError):
        return 404
    if isinstance(error, SpelkastError):
        return 400
    return 500
