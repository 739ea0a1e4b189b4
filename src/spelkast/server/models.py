"""The lobby's request and answer bodies (pydantic), and how a match is shown.

Text a client sends is checked here, the same way whatever the database: a player name
(:data:`Name`) is 1-40 characters of letters, marks, digits, punctuation, symbols and
spaces, with no space at either end (no control or format characters, no lone
surrogates: those were stored on SQLite and refused by PostgreSQL). Other strings
(:data:`Text`) must be valid Unicode text, numbers finite.
"""

from __future__ import annotations

import json
import unicodedata
from typing import Annotated, Any, Literal

from fastapi import Request
from pydantic import AfterValidator, BaseModel, ConfigDict, Field
from pydantic_core import PydanticCustomError

from spelkast.bots.base import available_bots
from spelkast.bots.levels import levels_of
from spelkast.core.registry import get_game
from spelkast.server.live import LiveMatch
from spelkast.server.protocol import HintsUsedOut, Outcome, SeatOut
from spelkast.server.status import By, MatchStatus

#: Unicode categories a player name may use: letters, marks, numbers, punctuation,
#: symbols and the ordinary space separators.
NAME_CATEGORIES = frozenset({"L", "M", "N", "P", "S"})
NAME_MAX = 40


def _valid_text(value: str) -> str:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError("must be valid Unicode text (it holds a lone surrogate)") from None
    return value


def check_name(value: str) -> str:
    """A player name as the lobby accepts it, or ValueError saying what is wrong."""
    _valid_text(value)
    if not value or len(value) > NAME_MAX:
        raise ValueError(f"a name has 1 to {NAME_MAX} characters")
    if value != value.strip():
        raise ValueError("a name may not begin or end with a space")
    for char in value:
        category = unicodedata.category(char)
        if category[0] not in NAME_CATEGORIES and category != "Zs":
            raise ValueError(
                f"a name may not hold the character U+{ord(char):04X} "
                "(only letters, digits, punctuation, symbols and spaces)"
            )
    return value


Text = Annotated[str, AfterValidator(_valid_text)]

#: The most characters one action's JSON (or notation) may have.
MAX_ACTION_CHARS = 2_000

TOO_LARGE = "too_large"
"""The error type of a field over a size cap the API description cannot state (the
JSON of a free-form action): such a request is answered 413, like a body over the
server's cap, and not 422, whose requests break the description."""


def json_within(value: Any, limit: int) -> Any:
    """``value`` if its JSON has at most ``limit`` characters, else a ``too_large``
    error (answered 413)."""
    if len(json.dumps(value, allow_nan=False)) > limit:
        raise PydanticCustomError(
            TOO_LARGE, "too large: at most {limit} characters of JSON", {"limit": limit}
        )
    return value


Name = Annotated[str, AfterValidator(check_name)]


class OptionOut(BaseModel):
    name: str
    kind: Literal["bool", "int", "str"]
    default: bool | int | str
    description: dict[str, str] = Field(description="what the option does, by language")
    choices: list[str]
    minimum: int | None
    maximum: int | None


class GameOut(BaseModel):
    id: str
    names: dict[str, str]
    min_players: int
    max_players: int
    simultaneous: bool
    hidden_information: bool
    summary: dict[str, str] = Field(description="what the game is about, by language")
    options: list[OptionOut]
    bots: list[str]
    levels: list[str] = Field(description="the bot levels among bots, weakest first")


class SeatIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["human", "bot"]
    bot: Text | None = Field(default=None, max_length=64, description="bot name for a bot seat")


class CreateMatchIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: Text = Field(max_length=64)
    seats: list[SeatIn] = Field(min_length=1, max_length=8)
    options: dict[Text, bool | int | Text] = Field(default_factory=dict, max_length=32)
    move_seconds: float | None = Field(
        default=None,
        gt=0,
        le=86_400,
        allow_inf_nan=False,
        description="move clock: a bot plays when time runs out",
    )
    hints: bool | None = Field(
        default=None,
        description="show hints to the seat to move (none: on against bots and with young "
        "children's options, off between people online)",
    )
    hot_seat: bool = Field(
        default=False,
        description="every person's seat is played at the creator's screen: the match is "
        "not online (hints then follow the young children's options)",
    )
    private: bool = Field(
        default=False,
        description="joined only through the invite link (it holds a secret); never listed",
    )
    rated: bool = Field(
        default=False,
        description="a rated match: needs a move clock, at least two seats, no hot seat and "
        "only rated bots (easy, medium, hard, expert); only signed-in accounts take its seats",
    )


class MatchOut(BaseModel):
    id: str
    private: bool = Field(description="joined only through its invite link; never listed")
    game: str
    game_name: str
    options: dict[str, bool | int | str]
    players: int
    status: MatchStatus
    version: int
    move_seconds: float | None
    created_at: str
    seats: list[SeatOut]
    outcome: Outcome | None
    to_move: list[int] = Field(default_factory=list, description="the seats to move now")
    hints: bool = Field(default=False, description="whether the match shows hints")
    rated: bool = Field(default=False, description="whether the match is rated")
    invite_url: str
    websocket_url: str


class CreatedOut(MatchOut):
    """A match just created, with what only its creator is told (once)."""

    host_key: str = Field(
        description="the creator's key (Authorization: Bearer): frees a seat nobody has played from"
    )
    invite_secret: str | None = Field(
        description="a private match's invite secret (also in invite_url's #fragment); "
        "null for a public match"
    )


class JoinIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: Name = Field(description="1-40 letters, digits, punctuation, symbols or spaces")
    seat: int | None = Field(default=None, ge=0, le=7)
    invite: Text | None = Field(
        default=None,
        max_length=128,
        description="a private match's invite secret (the #invite= part of its link)",
    )


class JoinOut(BaseModel):
    seat: int
    token: str = Field(description="the seat's secret; send it in the WebSocket hello")
    match: MatchOut


class HintIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    push: dict[Text, Text] | None = Field(
        default=None, description="Labyrinth: the push to preview (a shift's JSON)"
    )


class HandToBotIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    bot: Text = Field(max_length=64)


class HistoryEvent(BaseModel):
    version: int
    seat: int
    action: Any
    text: str
    by: By
    at: float
    words: dict[str, str] | None = Field(
        default=None, description="the move in words per language (en, nl, fi)"
    )
    motion: Any = Field(default=None, description="how a board plays the move back in steps")


class HistoryOut(BaseModel):
    match: MatchOut
    seed: str = Field(
        description="the match's shuffle seed (decimal), shown only once the game is over"
    )
    events: list[HistoryEvent]
    views: list[dict[str, Any]] = Field(description="the spectator view after each version")
    hints: bool = Field(default=False, description="whether the match showed hints")
    hints_used: list[HintsUsedOut] = Field(
        default_factory=list,
        description="per seat, the turns it was shown a hint on and asked for help on",
    )


class GameBotsOut(BaseModel):
    game: str
    names: dict[str, str]
    levels: list[str] = Field(description="the bot levels the game offers, weakest first")
    defaults: dict[str, Any] = Field(
        description="the game's default options (a report with other options is a variant)"
    )
    reports: list[dict[str, Any]] = Field(
        description="arena reports measured for the game, each as `spelkast arena --json` prints"
    )


class HealthOut(BaseModel):
    status: Literal["ok"]
    database: Literal["sqlite", "postgresql"]
    active_matches: int
    actions: int
    bot_moves: int
    clock_moves: int
    bot_fallbacks: int
    bad_messages: int
    refused: dict[str, int]


class ErrorOut(BaseModel):
    detail: str


ERRORS: dict[int | str, dict[str, Any]] = {
    400: {"model": ErrorOut},
    404: {"model": ErrorOut},
    409: {"model": ErrorOut},
    # a body over the server's cap is refused before it is read (server.edges)
    413: {"model": ErrorOut},
}


def game_out(game_id: str) -> GameOut:
    game = get_game(game_id)
    info = game.info
    return GameOut(
        id=info.id,
        names=dict(info.names),
        min_players=info.min_players,
        max_players=info.max_players,
        simultaneous=info.simultaneous,
        hidden_information=info.hidden_information,
        summary=dict(info.summary),
        options=[
            OptionOut(
                name=spec.name,
                kind=spec.kind.__name__,  # type: ignore[arg-type]
                default=spec.default,
                description=dict(spec.description),
                choices=list(spec.choices),
                minimum=spec.minimum,
                maximum=spec.maximum,
            )
            for spec in info.options
        ],
        bots=available_bots(info.id),
        levels=levels_of(info.id),
    )


def match_out(live: LiveMatch, request: Request) -> MatchOut:
    return summary_out(live.summary(), request)


def summary_out(summary: dict[str, Any], request: Request) -> MatchOut:
    """A match's summary (:meth:`LiveMatch.summary`, or one made from its database row)
    with its invite and WebSocket addresses."""
    return MatchOut.model_validate(_with_addresses(summary, request))


#: Where an invite link holds a private match's secret: its fragment, which browsers
#: never send to a server (so the secret stays out of access logs and Referer headers).
INVITE_FRAGMENT = "#invite="


def created_out(
    live: LiveMatch, request: Request, host_key: str, invite_secret: str | None
) -> CreatedOut:
    """A new match as its creator is told it: the creator's key, and a private match's
    invite link with its secret."""
    fields = _with_addresses(live.summary(), request)
    if invite_secret is not None:
        fields["invite_url"] += INVITE_FRAGMENT + invite_secret
    return CreatedOut.model_validate(
        {**fields, "host_key": host_key, "invite_secret": invite_secret}
    )


def _with_addresses(summary: dict[str, Any], request: Request) -> dict[str, Any]:
    base = str(request.base_url).rstrip("/")
    ws_base = "ws" + base[4:] if base.startswith("http") else base
    return {
        **summary,
        "invite_url": f"{base}/match/{summary['id']}",
        "websocket_url": f"{ws_base}/api/matches/{summary['id']}/ws",
    }
