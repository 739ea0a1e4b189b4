"""One match in memory: the authoritative state, its views, and its three roles.

A :class:`LiveMatch` holds the state and renders what each seat may see of it; every
change goes through its roles, each its own object:

* the **commit** role, its :class:`~spelkast.server.commit.Committer`: check, apply,
  store, swap in (:class:`~spelkast.server.commit.LocalCommitter` in this process);
* the **broadcast** role, its :class:`~spelkast.server.audience.Audience`: who is
  connected and how they hear of a change;
* the **turn** role, its :class:`~spelkast.server.matchparts.Scheduler`
  (:mod:`spelkast.server.turns`): bot turns and
  move clocks, started after every change.

Its parts that need no match around them live beside it: seats, events, the history as
loaded and the public summary in :mod:`spelkast.server.matchparts`; the move clocks'
deadlines in :mod:`spelkast.server.clock`.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import json
import logging
import secrets
from typing import Any, Protocol, cast

from spelkast.core.game import JSON, Game
from spelkast.core.registry import get_game
from spelkast.hints import HintsUsed
from spelkast.server import hinting, jsontext, protocol
from spelkast.server.audience import Audience, Client, LocalAudience
from spelkast.server.clock import expired
from spelkast.server.commit import CommitHost, Committer, LocalCommitter
from spelkast.server.events import Event
from spelkast.server.matchparts import NoTurns, Scheduler, history, seats_of, summary
from spelkast.server.offers import Offer
from spelkast.server.phrases import PhraseCounter, PhraseLimit
from spelkast.server.presence import presence_message
from spelkast.server.runtime import new_token
from spelkast.server.status import By, MatchStatus
from spelkast.server.store import StoredMatch, hash_token
from spelkast.server.words import names_by_language, outcome_with_words

log = logging.getLogger("spelkast.server")


class Host(CommitHost, Protocol):
    """What a match needs from the server it lives in (the :class:`Lobby`)."""

    def wire_form(self, game: Game[Any, Any], action: Any) -> tuple[dict[str, JSON], str]: ...

    async def store_hint_use(self, match_id: str, seat: int, kind: str, turn: int) -> None:
        """Store durably that ``seat`` used a ``kind`` of hint on ``turn``."""

    def finished(self, live: LiveMatch) -> None:
        """``live`` just ended."""


class LiveMatch:
    """One match in memory: its state and views, with its committer, audience and
    turns."""

    def __init__(self, lobby: Host, stored: StoredMatch, audience: Audience | None = None) -> None:
        self.lobby = lobby
        self.id = stored.id
        #: Notices told to the players (e.g. a bot replaced by the fallback), in order.
        self.notices: list[protocol.Announcement] = []
        #: The per-seat limit on phrases (a node of several shares it with the others).
        self.phrase_limit: PhraseCounter = PhraseLimit()
        self._load(stored)
        self.lock = asyncio.Lock()
        self.audience: Audience = audience or LocalAudience(self.state_text)
        self.turns: Scheduler = NoTurns()
        self.committer: Committer = LocalCommitter(self)
        self._moving: asyncio.Event | None = None

    def _load(self, stored: StoredMatch) -> None:
        """Take every field of the match from what the database holds."""
        self.game: Game[Any, Any] = get_game(stored.game)
        self.options = stored.options
        self.num_players = stored.num_players
        self.seed = stored.seed
        self.status = MatchStatus(stored.status)
        self.version = stored.version
        self.state: Any = self.game.state_from_json(json.loads(stored.state))
        self.outcome: dict[str, JSON] | None = (
            json.loads(stored.outcome) if stored.outcome else None
        )
        self.move_seconds = stored.move_seconds
        self.created_at = stored.created_at
        self.updated_at = stored.updated_at
        self.seats = seats_of(stored)
        self.host_hash = stored.host_hash
        self.invite_hash = stored.invite_hash
        #: Whether the match is rated (:mod:`spelkast.server.ratings`).
        self.rated = stored.rated
        self.events = history(self.game, stored, self.seats, stored.actions)
        self.revealed_upto = max((e.version for e in self.events if not e.sealed), default=0)
        self.to_move: tuple[int, ...] = self.game.to_move(self.state)
        #: Whether the match shows hints, and the turns each seat used them on.
        self.hints = stored.hints
        self.hints_used: HintsUsed = hinting.tally_of(self.num_players, stored.hint_uses)
        if stored.offer is not None:  # the rematch offer as stored (told on hello)
            self.remember(Offer.from_text(stored.offer).message(self.id))

    def reload(self, stored: StoredMatch) -> int:
        """Take the match anew from the database (another server node changed it);
        connected clients stay attached. Returns the version held before."""
        before = self.version
        self._load(stored)
        self._moved()
        return before

    # ----------------------------------------------------------------- reading
    def _legal_wire(self, seat: int | None) -> list[tuple[dict[str, JSON], str]]:
        """The seat's legal actions in their wire form: (entry, entry as JSON text)."""
        if seat is None or self.status != "running" or seat not in self.to_move:
            return []
        return [
            self.lobby.wire_form(self.game, action)
            for action in self.game.legal_actions(self.state, seat)
        ]

    def legal_for(self, seat: int | None) -> list[dict[str, JSON]]:
        return [entry for entry, _ in self._legal_wire(seat)]

    def connected(self, seat: int) -> int:
        return self.audience.connected(seat)

    def summary(self) -> dict[str, JSON]:
        """What anyone may know about the match (lobby lists, invite pages)."""
        return summary(
            self.id,
            self.game,
            self.options,
            status=self.status,
            version=self.version,
            move_seconds=self.move_seconds,
            created_at=self.created_at,
            state=self.state,
            seats=self.seats,
            outcome=self.outcome,
            connected=self.connected,
            hints=self.hints,
            private=self.invite_hash is not None,
            rated=self.rated,
        )

    def state_message(self, seat: int | None, since: int | None) -> protocol.StateMessage:
        """The state as ``seat`` (None: a spectator) may see it, with the events after
        ``since`` (None, or a version the match has not reached: a full resync)."""
        legal = cast(list[protocol.LegalEntry], self.legal_for(seat))
        return {**self._state_fields(seat, since), "legal": legal}

    def state_text(self, seat: int | None, since: int | None) -> str:
        """:meth:`state_message` as JSON text. The legal actions are spliced in from
        their cached JSON texts (the same actions come back turn after turn)."""
        legal = ",".join(text for _, text in self._legal_wire(seat))
        rest = jsontext.dumps(self._state_fields(seat, since))
        return f'{rest[:-1]},"legal":[{legal}]}}'

    def _state_fields(self, seat: int | None, since: int | None) -> protocol.StateFields:
        if since is not None and since > self.version:
            since = None
        return protocol.state_fields(
            match=self.id,
            version=self.version,
            since=since,
            status=self.status,
            seat=seat,
            to_move=list(self.to_move) if self.status == "running" else [],
            view=self.game.view(self.state, seat),
            events=(
                []
                if since is None
                else [event.for_seat(seat, self.revealed_upto) for event in self.events[since:]]
            ),
            seats=[s.public(self.connected(s.seat)) for s in self.seats],
            outcome=outcome_with_words(self.outcome, self.game, self.state, self.seats),
            hints=protocol.hints_info(self.hints, self.hints_used.counts()),
        )

    # ------------------------------------------------------------------ hints
    def names(self) -> dict[str, list[str]]:
        """The seats' names per language (as moves are told)."""
        return names_by_language(self.seats)

    async def ask_hint(self, seat: int | None, push: JSON = None) -> dict[str, Any]:
        """A hint for ``seat`` (see :func:`spelkast.server.hinting.ask`)."""
        return await hinting.ask(self, seat, "hint", push)

    async def ask_help(self, seat: int | None) -> dict[str, Any]:
        """A help proposal for ``seat`` (see :func:`spelkast.server.hinting.ask`)."""
        return await hinting.ask(self, seat, "help")

    async def store_hint_use(self, seat: int, kind: str, turn: int) -> None:
        """Count ``seat`` using a ``kind`` on ``turn``: stored first, then in memory; a
        turn already counted changes nothing."""
        if turn in (self.hints_used.hints if kind == "hint" else self.hints_used.helps)[seat]:
            return
        await self.lobby.store_hint_use(self.id, seat, kind, turn)
        self.hints_used = self.hints_used.used(kind, seat, turn)

    # --------------------------------------------------------------- clients
    def attach(self, client: Client) -> None:
        """``client`` hears of the match from now on (whoever acts for a seat: call
        :meth:`show_presence` once it has been welcomed)."""
        self.audience.attach(client)

    def detach(self, client: Client) -> None:
        self.audience.detach(client)
        if client.seat is not None:
            self.show_presence()

    def show_presence(self) -> None:
        """Tell this process's clients how many clients act for each seat now (a seat's
        player came or left)."""
        counts = [self.connected(seat.seat) for seat in self.seats]
        self.audience.show_presence(jsontext.dumps(presence_message(self.id, counts)))

    def announce(self, notice: protocol.Announcement) -> None:
        """Tell everyone ``notice`` now, and everyone who connects later on hello."""
        self.remember(notice)
        self.audience.announce(cast(dict[str, JSON], notice))

    async def say(self, seat: int, phrase: str) -> bool:
        """Tell everyone who hears phrases that ``seat`` said ``phrase`` (not kept for
        later arrivals); False when the seat has said too many lately."""
        if not await self.phrase_limit.allow(seat):
            return False
        message = protocol.phrase_message(match=self.id, seat=seat, phrase=phrase)
        self.audience.announce(cast(dict[str, JSON], message))
        return True

    def remember(self, notice: protocol.Announcement) -> None:
        """Keep ``notice`` for whoever connects later; a ``rematch`` message replaces the
        one before (it tells the whole offer)."""
        if notice["type"] == "rematch":
            self.notices[:] = [n for n in self.notices if n["type"] != "rematch"]
        self.notices.append(notice)

    async def seat_of(self, token: str) -> int | None:
        """The seat ``token`` opens (None: no seat of this match)."""
        return await self.committer.seat_of(token)

    def admits(self, invite: str | None) -> bool:
        """Whether a join with ``invite`` may take a seat: any join of a public match, and
        only one with the invite's secret of a private match."""
        if self.invite_hash is None:
            return True
        return invite is not None and secrets.compare_digest(self.invite_hash, hash_token(invite))

    def is_host(self, key: str) -> bool:
        """Whether ``key`` is the key the match's creator was given."""
        return self.host_hash is not None and secrets.compare_digest(
            self.host_hash, hash_token(key)
        )

    def seat_for_token(self, token: str) -> int | None:
        digest = hash_token(token)
        for seat in self.seats:
            if seat.token_hash is not None and secrets.compare_digest(seat.token_hash, digest):
                return seat.seat
        return None

    # ----------------------------------------------------------- the roles
    async def submit(
        self,
        seat: int,
        version: int,
        action: JSON | None,
        text: str | None = None,
        *,
        by: By = By.SEAT,
    ) -> int:
        """Apply, commit and announce one action; returns the new version."""
        return await self.committer.submit(seat, version, action, text, by)

    async def resign(self, seat: int) -> int:
        """``seat`` gives up: the match ends at once with the resigner last; returns the
        new version."""
        return await self.committer.resign(seat)

    async def join(self, seat: int | None, name: str) -> tuple[int, str]:
        """Claim an open human seat; returns the seat and its secret token."""
        token = new_token()
        return await self.claim(seat, name, hash_token(token)), token

    async def claim(self, seat: int | None, name: str, digest: str) -> int:
        """Claim an open human seat for the token whose hash is ``digest``; returns the
        seat."""
        return await self.committer.claim(seat, name, digest)

    async def hand_to_bot(self, seat: int, bot: str) -> None:
        """The human in ``seat`` leaves; ``bot`` plays the seat from now on."""
        await self.committer.hand_to_bot(seat, bot)

    async def free_seat(self, seat: int) -> None:
        """Open ``seat`` again (its player has not played; the creator asked)."""
        await self.committer.free_seat(seat)

    # ----------------------------------------------------- the state changes
    def ended(self) -> None:
        """The match just ended: its server moves it out of the active set."""
        self.lobby.finished(self)

    def swap_in(
        self,
        event: Event,
        new_state: Any,
        deadlines: dict[int, float | None],
        moment: dt.datetime,
        ended: dict[str, JSON] | None = None,
    ) -> None:
        """Make a stored action real in memory: ``new_state`` is the state after
        ``event`` (the version after this one). ``ended``: the outcome of a match that
        ends although its rules do not end it (a resignation)."""
        new_to_move = () if ended is not None else self.game.to_move(new_state)
        self.state = new_state
        self.version = event.version
        self.to_move = new_to_move
        self.status = MatchStatus.FINISHED if not new_to_move else MatchStatus.RUNNING
        outcome = self.game.outcome(new_state) if not new_to_move and ended is None else None
        # As the database gives it back (JSON: tuples become lists).
        self.outcome = (
            json.loads(jsontext.dumps(ended))
            if ended is not None
            else json.loads(jsontext.dumps(outcome.to_json()))
            if outcome is not None
            else None
        )
        for s, d in deadlines.items():
            self.seats[s].deadline = d
        self.events.append(event)
        self.seats[event.seat].played = True
        if not event.sealed:
            self.revealed_upto = event.version
        self.updated_at = moment
        self._moved()

    def _moved(self) -> None:
        if self._moving is not None:
            self._moving.set()
            self._moving = None

    async def moved(self, wait: float) -> None:
        """Return when the state changes (a swap-in or a reload), or after ``wait``
        seconds."""
        if self._moving is None:
            self._moving = asyncio.Event()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._moving.wait(), wait)

    def clock_expired(self, seat: int) -> bool:
        return expired(self.seats[seat])
