"""One match in memory: the authoritative state, its views, and every change to it.

The order of every change is: check → apply (pure, in memory, into a new state) →
commit to the database → only then swap the new state in and tell the clients. If the
commit fails nothing has changed and nobody was told anything.

A :class:`LiveMatch` has three roles, each its own object:

* the **commit** role (this module): check, apply, store, swap in;
* the **broadcast** role, its :class:`~spelkast.server.audience.Audience`: who is
  connected and how they hear of a change;
* the **turn** role, its :class:`Scheduler` (:mod:`spelkast.server.turns`): bot turns and
  move clocks, started after every change.

Its parts that need no match around them live beside it: seats, events, the history as
loaded and the public summary in :mod:`spelkast.server.matchparts`; the move clocks'
deadlines in :mod:`spelkast.server.clock`.

Staleness: an action chosen on version ``v`` is refused as stale when a public change
happened after ``v``. In a turn-based game every action is public, so "stale" means
"the state moved on". In a simultaneous round (Träxx) a seat's private submission is
sealed: it does not make the other seats' choices stale; the action that completes the
round is public.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import logging
import secrets
from collections.abc import Sequence
from typing import Any, Protocol, cast

from spelkast.bots.base import available_bots
from spelkast.core.errors import (
    GameOverError,
    IllegalActionError,
    MalformedActionError,
    SpelkastError,
    WrongPlayerError,
)
from spelkast.core.game import JSON, Game, action_from_json_checked
from spelkast.core.registry import get_game
from spelkast.server import jsontext, protocol
from spelkast.server.audience import Audience, Client, LocalAudience
from spelkast.server.clock import deadlines_after, expired
from spelkast.server.db import utcnow
from spelkast.server.errors import MatchStateError, RefusedError, SeatUnavailableError
from spelkast.server.matchparts import Event, NoTurns, history, seats_of, summary
from spelkast.server.offers import Offer
from spelkast.server.resign import (
    RESIGN,
    RESIGN_ACTION,
    RESIGN_TEXT,
    outcome_json,
    resign_outcome,
    resigned_words,
)
from spelkast.server.runtime import GroupCommitter, Runner, Stats, new_token
from spelkast.server.store import (
    Commit,
    Store,
    StoredAction,
    StoredMatch,
    VersionConflictError,
    hash_token,
)
from spelkast.server.words import (
    event_extras,
    names_by_language,
    outcome_with_words,
)

log = logging.getLogger("spelkast.server")


class Host(Protocol):
    """What a match needs from the server it lives in (the :class:`Lobby`)."""

    store: Store
    run: Runner
    committer: GroupCommitter
    stats: Stats

    def wire_form(self, game: Game[Any, Any], action: Any) -> tuple[dict[str, JSON], str]: ...

    def finished(self, live: LiveMatch) -> None:
        """``live`` just ended."""


class Scheduler(Protocol):
    """The turn role: starts bot turns and move clocks for whoever is to move."""

    def schedule(self) -> None: ...

    def cancel(self) -> list[asyncio.Task[None]]:
        """Cancel every turn under way; returns the cancelled tasks."""


class LiveMatch:
    """One match in memory (the commit role), with its audience and its turns."""

    def __init__(self, lobby: Host, stored: StoredMatch, audience: Audience | None = None) -> None:
        self.lobby = lobby
        self.id = stored.id
        #: Notices told to the players (e.g. a bot replaced by the fallback), in order.
        self.notices: list[protocol.Announcement] = []
        self._load(stored)
        self.lock = asyncio.Lock()
        self.audience: Audience = audience or LocalAudience(self.state_text)
        self.turns: Scheduler = NoTurns()

    def _load(self, stored: StoredMatch) -> None:
        """Take every field of the match from what the database holds."""
        self.game: Game[Any, Any] = get_game(stored.game)
        self.options = stored.options
        self.num_players = stored.num_players
        self.seed = stored.seed
        self.status = stored.status
        self.version = stored.version
        self.state: Any = self.game.state_from_json(json.loads(stored.state))
        self.outcome: dict[str, JSON] | None = (
            json.loads(stored.outcome) if stored.outcome else None
        )
        self.move_seconds = stored.move_seconds
        self.created_at = stored.created_at
        self.updated_at = stored.updated_at
        self.seats = seats_of(stored)
        self.events = history(self.game, stored, self.seats, stored.actions)
        self.revealed_upto = max((e.version for e in self.events if not e.sealed), default=0)
        self.to_move: tuple[int, ...] = self.game.to_move(self.state)
        if stored.offer is not None:  # the rematch offer as stored (told on hello)
            self.remember(Offer.from_text(stored.offer).message(self.id))

    def reload(self, stored: StoredMatch) -> int:
        """Take the match anew from the database (another server node changed it);
        connected clients stay attached. Returns the version held before."""
        before = self.version
        self._load(stored)
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
        )

    # --------------------------------------------------------------- clients
    def attach(self, client: Client) -> None:
        self.audience.attach(client)

    def detach(self, client: Client) -> None:
        self.audience.detach(client)

    def announce(self, notice: protocol.Announcement) -> None:
        """Tell everyone ``notice`` now, and everyone who connects later on hello."""
        self.remember(notice)
        self.audience.announce(cast(dict[str, JSON], notice))

    def remember(self, notice: protocol.Announcement) -> None:
        """Keep ``notice`` for whoever connects later; a ``rematch`` message replaces the
        one before (it tells the whole offer)."""
        if notice["type"] == "rematch":
            self.notices[:] = [n for n in self.notices if n["type"] != "rematch"]
        self.notices.append(notice)

    async def seat_of(self, token: str) -> int | None:
        """The seat ``token`` opens (None: no seat of this match)."""
        return self.seat_for_token(token)

    def seat_for_token(self, token: str) -> int | None:
        digest = hash_token(token)
        for seat in self.seats:
            if seat.token_hash is not None and secrets.compare_digest(seat.token_hash, digest):
                return seat.seat
        return None

    # --------------------------------------------------------------- actions
    async def submit(
        self,
        seat: int,
        version: int,
        action: JSON | None,
        text: str | None = None,
        *,
        by: str = "seat",
    ) -> int:
        """Apply, commit and announce one action; returns the new version."""
        async with self.lock:
            if self.status == "open":
                raise RefusedError("not_started", "the match has not started: seats are still open")
            if self.status != "running":
                raise RefusedError("game_over", "the game is over")
            if version > self.version:
                raise RefusedError("invalid", f"version {version} does not exist yet")
            if version < self.revealed_upto:
                raise RefusedError(
                    "stale",
                    f"the action was chosen on version {version}, but the game has moved on "
                    f"to version {self.version}",
                )
            try:
                if text is not None:
                    parsed = self.game.parse_action(text, self.state)
                else:
                    parsed = action_from_json_checked(self.game, action)
                new_state = self.game.apply(self.state, seat, parsed)
            except MalformedActionError as exc:
                raise RefusedError("malformed_action", str(exc)) from None
            except WrongPlayerError as exc:
                raise RefusedError("wrong_player", str(exc)) from None
            except GameOverError as exc:
                raise RefusedError("game_over", str(exc)) from None
            except IllegalActionError as exc:
                raise RefusedError("illegal", str(exc)) from None
            except SpelkastError as exc:
                raise RefusedError("illegal", str(exc)) from None
            await self._commit(seat, parsed, new_state, by)
            return self.version

    async def _commit(self, seat: int, action: Any, new_state: Any, by: str) -> None:
        game = self.game
        old_to_move = self.to_move
        new_to_move = game.to_move(new_state)
        sealed = (
            game.info.simultaneous
            and bool(new_to_move)
            and set(new_to_move) == set(old_to_move) - {seat}
        )
        outcome = game.outcome(new_state) if not new_to_move else None
        status = "finished" if not new_to_move else "running"
        await self._store(
            seat,
            game.action_to_json(action),
            game.format_action(action),
            by,
            new_state,
            new_to_move,
            outcome.to_json() if outcome is not None else None,
            sealed=sealed,
            extra=event_extras(game, self.state, seat, action, self.seats),
            deadlines=self._deadlines_after(old_to_move, new_to_move, status, seat, by),
        )

    async def resign(self, seat: int) -> int:
        """``seat`` gives up: the match ends at once with the resigner last (see
        :mod:`spelkast.server.resign`). Stored through the same commit as an action, as
        an event of its own; returns the new version."""
        async with self.lock:
            if self.status == "open":
                raise MatchStateError(
                    "not_started", "the match has not started: seats are still open"
                )
            if self.status != "running":
                raise MatchStateError("game_over", "the game is over: nobody can resign")
            names = names_by_language(self.seats)
            outcome = resign_outcome(
                self.game, self.state, seat, self.num_players, names["en"][seat]
            )
            await self._store(
                seat,
                RESIGN_ACTION,
                RESIGN_TEXT,
                RESIGN,
                self.state,
                (),
                outcome_json(outcome, seat),
                sealed=False,
                extra={"words": dict(resigned_words(names, seat))},
                deadlines={s.seat: None for s in self.seats},
            )
            return self.version

    async def _store(
        self,
        seat: int,
        action: JSON,
        text: str,
        by: str,
        new_state: Any,
        new_to_move: tuple[int, ...],
        outcome: dict[str, JSON] | None,
        *,
        sealed: bool,
        extra: dict[str, JSON],
        deadlines: dict[int, float | None],
    ) -> None:
        """Commit one event (an action, or a resignation) with the state it leaves, then
        swap it in and tell everyone."""
        game = self.game
        status = "finished" if outcome is not None or not new_to_move else "running"
        now = utcnow()
        stored = StoredAction(
            version=self.version + 1,
            seat=seat,
            action=jsontext.dumps(action),
            text=text,
            sealed=sealed,
            by=by,
            created_at=now,
        )
        commit = Commit(
            match_id=self.id,
            expected_version=self.version,
            action=stored,
            state=jsontext.dumps(game.state_to_json(new_state)),
            status=status,
            outcome=jsontext.dumps(outcome) if outcome is not None else None,
            deadlines={s: d for s, d in deadlines.items() if self.seats[s].deadline != d},
        )
        try:
            await self.lobby.committer.commit(commit)
        except VersionConflictError:
            self.conflicted()
            raise RefusedError("stale", "the match changed elsewhere; reload") from None
        except Exception:
            log.exception("match %s: could not store an action", self.id)
            raise RefusedError(
                "server", "the server could not store the action; nothing changed"
            ) from None
        # Stored: now it is real.
        since = self.version
        event = Event(
            stored.version,
            seat,
            json.loads(stored.action),
            stored.text,
            sealed,
            by,
            now.timestamp(),
            extra,
        )
        self.swap_in(event, new_state, deadlines, now, ended=outcome if by == RESIGN else None)
        self.lobby.stats.actions += 1
        if by == "bot":
            self.lobby.stats.bot_moves += 1
        elif by == "clock":
            self.lobby.stats.clock_moves += 1
        self.audience.publish(since)
        if status == "finished":
            self.lobby.finished(self)
        self.turns.schedule()

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
        self.status = "finished" if not new_to_move else "running"
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
        if not event.sealed:
            self.revealed_upto = event.version
        self.updated_at = moment

    def conflicted(self) -> None:
        """The database holds a newer version than this match in memory (only another
        server process can have stored it)."""
        log.error("match %s: version conflict in the database; reloading", self.id)

    def _deadlines_after(
        self,
        old_to_move: Sequence[int],
        new_to_move: Sequence[int],
        status: str,
        actor: int | None = None,
        by: str = "",
    ) -> dict[int, float | None]:
        """Clock deadlines after a change (see :mod:`spelkast.server.clock`)."""
        return deadlines_after(
            self.seats, self.move_seconds, old_to_move, new_to_move, status, actor, by
        )

    # ------------------------------------------------------------ seats
    async def join(self, seat: int | None, name: str) -> tuple[int, str]:
        """Claim an open human seat; returns the seat and its secret token."""
        token = new_token()
        return await self.claim(seat, name, hash_token(token)), token

    async def claim(self, seat: int | None, name: str, digest: str) -> int:
        """Claim an open human seat for the token whose hash is ``digest``; returns the
        seat."""
        async with self.lock:
            free = [s.seat for s in self.seats if s.open]
            if seat is None:
                if not free:
                    raise SeatUnavailableError("this match has no open seat")
                seat = free[0]
            if not 0 <= seat < self.num_players:
                raise SeatUnavailableError(f"there is no seat {seat}")
            if seat not in free:
                raise SeatUnavailableError(f"seat {seat} is not open")
            start = free == [seat] and self.status == "open"
            deadlines = self._deadlines_after((), self.to_move, "running") if start else {}
            claimed = await self.lobby.run(
                self.lobby.store.claim_seat,
                self.id,
                seat,
                name,
                digest,
                start=start,
                deadlines=deadlines,
            )
            if not claimed:  # pragma: no cover - only with a second server process
                raise SeatUnavailableError(f"seat {seat} was just taken")
            self.seats[seat].token_hash = digest
            self.seats[seat].name = name
            self.updated_at = utcnow()
            if start:
                self.status = "running"
                for s, d in deadlines.items():
                    self.seats[s].deadline = d
                self.audience.publish(self.version)
            self.turns.schedule()
            return seat

    async def hand_to_bot(self, seat: int, bot: str) -> None:
        """The human in ``seat`` leaves; ``bot`` plays the seat from now on."""
        if bot not in available_bots(self.game.info.id):
            raise RefusedError("invalid", f"no bot {bot!r} for {self.game.info.id}")
        async with self.lock:
            deadlines = {seat: None} if self.seats[seat].deadline is not None else {}
            name = f"{bot} bot"
            await self.lobby.run(self.lobby.store.set_seat_bot, self.id, seat, bot, name, deadlines)
            target = self.seats[seat]
            target.kind, target.bot, target.name = "bot", bot, name
            target.token_hash, target.deadline = None, None
            self.audience.unseat(seat)  # the seat's connections become spectators
            self.audience.publish(self.version)
            self.turns.schedule()

    def clock_expired(self, seat: int) -> bool:
        return expired(self.seats[seat])
