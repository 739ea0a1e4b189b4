"""Hints in a match on the server: whether a match shows them, what the seat to move is
told when it asks, and how many turns each seat asked on.

A match shows hints when its creator turned them on, or by default where
:func:`spelkast.hints.on_by_default` says so (with young children's options, against
bots; never online between people unless asked). Only the seat whose turn it is may ask,
and everything it is told is computed from that seat's view alone
(``game.view(state, seat)``), never from the state:

* a **hint** (:func:`spelkast.hints.hint`): in Labyrinth optionally for one previewed
  push, giving the floor the pawn could walk to after it before it is played;
* **help**, a proposal: what the rules alone find (:func:`spelkast.hints.help_proposal`:
  a Labyrinth push and walk that reach the target this turn), else the hard bot's move
  from the seat's view (:func:`spelkast.helping.help_for`), its random choices
  seeded by that view, so two states the seat cannot tell apart get the same proposal.

Both are computed off the event loop (a worker thread). Each turn a seat is shown a
hint, or a help proposal, counts once (:class:`spelkast.hints.HintsUsed`); the uses are
stored in the database as they happen (``hint_uses``), so the count survives a restart,
and a finished match's record carries them (:func:`record_meta`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Sequence
from typing import Any, Protocol

from spelkast.core.game import JSON, Game
from spelkast.games.describe import LANGUAGES
from spelkast.helping import help_for
from spelkast.hints import HINTED_GAMES, HintsUsed, hint, on_by_default
from spelkast.hints.tally import HINT
from spelkast.server.errors import (
    HintsOffError,
    InvalidError,
    NotStartedError,
    RefusedError,
    SpectatorError,
    WrongTurnError,
)

WORDS: dict[str, dict[str, str]] = {
    "hints_off": {
        "en": "this match has no hints (its creator did not turn them on)",
        "nl": "deze partij heeft geen hints (wie haar maakte zette ze niet aan)",
        "fi": "tässä ottelussa ei ole vihjeitä (sen luoja ei ottanut niitä käyttöön)",
    },
    "not_your_turn": {
        "en": "a hint is for the player whose turn it is; wait for your turn",
        "nl": "een hint is voor wie aan de beurt is; wacht op je beurt",
        "fi": "vihje on vuorossa olevalle pelaajalle; odota vuoroasi",
    },
    "spectator": {
        "en": "hints are for the players, not for spectators",
        "nl": "hints zijn voor de spelers, niet voor toeschouwers",
        "fi": "vihjeet ovat pelaajille, eivät katsojille",
    },
    "not_started": {
        "en": "the match has not started yet",
        "nl": "de partij is nog niet begonnen",
        "fi": "ottelu ei ole vielä alkanut",
    },
    "bad_push": {
        "en": "that push cannot be made now, so it has no hint",
        "nl": "die schuifzet kan nu niet, dus er is geen hint voor",
        "fi": "tätä työntöä ei voi nyt tehdä, joten sille ei ole vihjettä",
    },
}


def refusal(kind: type[RefusedError], key: str) -> RefusedError:
    """A refusal of a hint or help request, with its words in every language."""
    refused = kind(WORDS[key]["en"])
    refused.words = {lang: WORDS[key][lang] for lang in LANGUAGES}
    return refused


def hints_for_new_match(
    game_id: str,
    options: dict[str, Any],
    seats: Sequence[tuple[str, str | None]],
    chosen: bool | None,
    *,
    online: bool | None = None,
) -> bool:
    """Whether a new match shows hints: ``chosen`` by its creator, else the default. A
    match is online when two or more people's seats are in it, unless ``online`` says
    (a hot-seat match, every person at the creator's screen, is not). A game without
    hints never shows them."""
    if game_id not in HINTED_GAMES:
        return False
    if chosen is not None:
        return chosen
    people = sum(1 for kind, _ in seats if kind == "human")
    bots = any(kind == "bot" for kind, _ in seats)
    if online is None:
        online = people >= 2
    return on_by_default(game_id, options, against_bots=bots, online=online)


def tally_of(num_players: int, uses: Iterable[tuple[int, str, int]]) -> HintsUsed:
    """The tally of the stored uses ``(seat, kind, turn)``."""
    tally = HintsUsed.start(num_players)
    for seat, kind, turn in uses:
        tally = tally.used(kind, seat, turn)
    return tally


def record_meta(on: bool, tally: HintsUsed) -> dict[str, JSON]:
    """What a finished match's record says of its hints: whether it showed them
    (``hints``) and per seat how many turns it used a hint and help on (``hints_used``)."""
    counts: list[JSON] = [dict(row) for row in tally.counts()]
    return {"hints": on, "hints_used": counts}


class HintedMatch(Protocol):
    """What :func:`ask` needs of a match (a :class:`~spelkast.server.live.LiveMatch`)."""

    @property
    def game(self) -> Game[Any, Any]: ...
    @property
    def state(self) -> Any: ...
    @property
    def version(self) -> int: ...
    @property
    def status(self) -> str: ...
    @property
    def to_move(self) -> tuple[int, ...]: ...
    @property
    def hints(self) -> bool: ...
    @property
    def hints_used(self) -> HintsUsed: ...

    def names(self) -> dict[str, list[str]]: ...

    async def store_hint_use(self, seat: int, kind: str, turn: int) -> None: ...


def _check(live: HintedMatch, seat: int | None) -> int:
    if seat is None:
        raise refusal(SpectatorError, "spectator")
    if not live.hints:
        raise refusal(HintsOffError, "hints_off")
    if live.status == "open":
        raise refusal(NotStartedError, "not_started")
    if live.status != "running" or seat not in live.to_move:
        raise refusal(WrongTurnError, "not_your_turn")
    return seat


async def ask(live: HintedMatch, seat: int | None, kind: str, push: JSON = None) -> dict[str, Any]:
    """What ``seat`` is told when it asks for a ``kind`` (``"hint"`` or ``"help"``) now:
    ``{"version", "seat", "hint" | "help", "used"}`` (``used``: the seat's count, this
    turn counted); counts the turn. Raises a
    :class:`~spelkast.server.errors.RefusedError` (with words) when it may not ask."""
    seat = _check(live, seat)
    version, game, state = live.version, live.game, live.state
    view = game.view(state, seat)
    if kind == HINT:
        try:
            found = await asyncio.to_thread(hint, view, push)
        except ValueError:
            raise refusal(InvalidError, "bad_push") from None
    else:
        legal = game.legal_actions(state, seat)
        found = await asyncio.to_thread(help_for, game, state, seat, view, legal, live.names())
    if found is None or live.version != version:  # the turn passed meanwhile
        raise refusal(WrongTurnError, "not_your_turn")
    turn = found["turn"]
    await live.store_hint_use(seat, kind, turn)
    used = live.hints_used.counts()[seat]
    return {"version": version, "seat": seat, kind: found, "used": used}
