"""The commit role of a match: check, apply, store, swap in.

A :class:`~spelkast.server.live.LiveMatch` changes only through its :class:`Committer`.
:class:`LocalCommitter` does the work in this process: the order of every change is
check → apply (pure, in memory, into a new state) → commit to the database → only then
swap the new state in and tell the clients. If the commit fails nothing has changed and
nobody was told anything. In the multi-node mode a match's committer is another one
(:class:`~spelkast.server.nodes.match.RoutedCommitter`): it sends each change to the node
that owns the match, which does it with its own :class:`LocalCommitter`.

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
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from spelkast.bots.base import available_bots
from spelkast.core.errors import SpelkastError
from spelkast.core.game import JSON, Game, action_from_json_checked
from spelkast.server import jsontext
from spelkast.server.audience import Audience
from spelkast.server.clock import deadlines_after
from spelkast.server.db import utcnow
from spelkast.server.errors import (
    GameOverRefusedError,
    InvalidError,
    MatchOverError,
    NotStartedError,
    NotStartedStateError,
    SeatNotFreeableError,
    SeatUnavailableError,
    StaleError,
    StoreFailedError,
    refusal_of,
)
from spelkast.server.events import RESIGNATION, Event, is_action
from spelkast.server.matchparts import Scheduler, Seat
from spelkast.server.protocol import Announcement, seat_freed_message
from spelkast.server.runtime import GroupCommitter, Runner, Stats
from spelkast.server.status import By, MatchStatus
from spelkast.server.store import Commit, Store, StoredAction, VersionConflictError
from spelkast.server.words import event_extras, names_by_language, seat_freed_texts

log = logging.getLogger("spelkast.server")


class CommitHost(Protocol):
    """What the commit role needs from the server (the lobby)."""

    store: Store
    run: Runner
    committer: GroupCommitter
    stats: Stats


class Match(Protocol):
    """A match as its committer sees it (a :class:`~spelkast.server.live.LiveMatch`):
    what a change is checked against, and where it is swapped in."""

    status: MatchStatus
    updated_at: dt.datetime

    @property
    def id(self) -> str: ...
    @property
    def lobby(self) -> CommitHost: ...
    @property
    def game(self) -> Game[Any, Any]: ...
    @property
    def state(self) -> Any: ...
    @property
    def version(self) -> int: ...
    @property
    def revealed_upto(self) -> int: ...
    @property
    def to_move(self) -> tuple[int, ...]: ...
    @property
    def num_players(self) -> int: ...
    @property
    def move_seconds(self) -> float | None: ...
    @property
    def seats(self) -> list[Seat]: ...
    @property
    def lock(self) -> asyncio.Lock: ...
    @property
    def audience(self) -> Audience: ...
    @property
    def turns(self) -> Scheduler: ...

    def seat_for_token(self, token: str) -> int | None: ...

    def swap_in(
        self,
        event: Event,
        new_state: Any,
        deadlines: dict[int, float | None],
        moment: dt.datetime,
        ended: dict[str, JSON] | None = None,
    ) -> None:
        """Make a stored event real in memory."""

    def ended(self) -> None:
        """The match just ended (tell the server)."""

    def announce(self, notice: Announcement) -> None:
        """Tell everyone ``notice`` now, and everyone who connects later."""


class Committer(Protocol):
    """The commit role of one match: every change to it goes through here."""

    async def submit(
        self, seat: int, version: int, action: JSON | None, text: str | None, by: By
    ) -> int:
        """Apply, commit and announce one action; returns the new version."""

    async def resign(self, seat: int) -> int:
        """``seat`` gives up; returns the new version."""

    async def claim(self, seat: int | None, name: str, digest: str) -> int:
        """Claim an open human seat for the token whose hash is ``digest``; returns the
        seat."""

    async def hand_to_bot(self, seat: int, bot: str) -> None:
        """The human in ``seat`` leaves; ``bot`` plays the seat from now on."""

    async def free_seat(self, seat: int) -> None:
        """Open the taken human ``seat`` again when nobody has played from it: its token
        stops working and the match waits for a player (status ``open``)."""

    async def seat_of(self, token: str) -> int | None:
        """The seat ``token`` opens (None: no seat of this match), as fresh as this
        committer can know it."""


def check_bot(live: Match, bot: str) -> None:
    """Refuse a bot the match's game does not have."""
    if bot not in available_bots(live.game.info.id):
        raise InvalidError(f"no bot {bot!r} for {live.game.info.id}")


class LocalCommitter:
    """The commit role done in this process (the match's owner)."""

    def __init__(self, live: Match, on_conflict: Callable[[], None] | None = None) -> None:
        self.live = live
        #: Called when the database holds a newer version than the match in memory.
        self.on_conflict = on_conflict

    async def seat_of(self, token: str) -> int | None:
        return self.live.seat_for_token(token)

    # --------------------------------------------------------------- actions
    async def submit(
        self, seat: int, version: int, action: JSON | None, text: str | None, by: By
    ) -> int:
        live = self.live
        async with live.lock:
            if live.status == MatchStatus.OPEN:
                raise NotStartedError("the match has not started: seats are still open")
            if live.status != MatchStatus.RUNNING:
                raise MatchOverError("the game is over")
            if version > live.version:
                raise InvalidError(f"version {version} does not exist yet")
            if version < live.revealed_upto:
                raise StaleError(
                    f"the action was chosen on version {version}, but the game has moved on "
                    f"to version {live.version}",
                )
            try:
                if text is not None:
                    parsed = live.game.parse_action(text, live.state)
                else:
                    parsed = action_from_json_checked(live.game, action)
                new_state = live.game.apply(live.state, seat, parsed)
            except SpelkastError as exc:
                raise refusal_of(exc, names_by_language(live.seats)) from None
            await self._commit(seat, parsed, new_state, by)
            return live.version

    async def _commit(self, seat: int, action: Any, new_state: Any, by: By) -> None:
        live = self.live
        game = live.game
        old_to_move = live.to_move
        new_to_move = game.to_move(new_state)
        sealed = (
            game.info.simultaneous
            and bool(new_to_move)
            and set(new_to_move) == set(old_to_move) - {seat}
        )
        outcome = game.outcome(new_state) if not new_to_move else None
        status = MatchStatus.FINISHED if not new_to_move else MatchStatus.RUNNING
        await self._store(
            seat,
            game.action_to_json(action),
            game.format_action(action),
            by,
            new_state,
            new_to_move,
            outcome.to_json() if outcome is not None else None,
            sealed=sealed,
            extra=event_extras(game, live.state, seat, action, live.seats),
            deadlines=self._deadlines_after(old_to_move, new_to_move, status, seat, by),
        )

    async def resign(self, seat: int) -> int:
        """``seat`` gives up: the match ends at once with the resigner last (see
        :mod:`spelkast.server.resign`). Stored through the same commit as an action, as
        an event of its own; returns the new version."""
        live = self.live
        async with live.lock:
            if live.status == MatchStatus.OPEN:
                raise NotStartedStateError("the match has not started: seats are still open")
            if live.status != MatchStatus.RUNNING:
                raise GameOverRefusedError("the game is over: nobody can resign")
            names = names_by_language(live.seats)
            kind = RESIGNATION
            extra, outcome = kind.made(live.game, live.state, seat, live.num_players, names)
            await self._store(
                seat,
                kind.action,
                kind.text,
                kind.by,
                live.state,
                (),
                outcome,
                sealed=False,
                extra=extra,
                deadlines={s.seat: None for s in live.seats},
            )
            return live.version

    async def _store(
        self,
        seat: int,
        action: JSON,
        text: str,
        by: By,
        new_state: Any,
        new_to_move: tuple[int, ...],
        outcome: dict[str, JSON] | None,
        *,
        sealed: bool,
        extra: dict[str, JSON],
        deadlines: dict[int, float | None],
    ) -> None:
        """Commit one event (an action, or one that is no action: see
        :mod:`spelkast.server.events`) with the state it leaves, then swap it in and tell
        everyone."""
        live = self.live
        lobby = live.lobby
        status = (
            MatchStatus.FINISHED if outcome is not None or not new_to_move else MatchStatus.RUNNING
        )
        now = utcnow()
        stored = StoredAction(
            version=live.version + 1,
            seat=seat,
            action=jsontext.dumps(action),
            text=text,
            sealed=sealed,
            by=by,
            created_at=now,
        )
        commit = Commit(
            match_id=live.id,
            expected_version=live.version,
            action=stored,
            state=jsontext.dumps(live.game.state_to_json(new_state)),
            status=status,
            outcome=jsontext.dumps(outcome) if outcome is not None else None,
            deadlines={s: d for s, d in deadlines.items() if live.seats[s].deadline != d},
        )
        try:
            await lobby.committer.commit(commit)
        except VersionConflictError:
            self.conflicted()
            raise StaleError("the match changed elsewhere; reload") from None
        except Exception:
            log.exception("match %s: could not store an action", live.id)
            raise StoreFailedError(
                "the server could not store the action; nothing changed"
            ) from None
        # Stored: now it is real.
        since = live.version
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
        live.swap_in(event, new_state, deadlines, now, ended=None if is_action(by) else outcome)
        lobby.stats.actions += 1
        if by == By.BOT:
            lobby.stats.bot_moves += 1
        elif by == By.CLOCK:
            lobby.stats.clock_moves += 1
        live.audience.publish(since)
        if status == MatchStatus.FINISHED:
            live.ended()
        live.turns.schedule()

    def conflicted(self) -> None:
        """The database holds a newer version than this match in memory (only another
        server process can have stored it)."""
        log.error("match %s: version conflict in the database; reloading", self.live.id)
        if self.on_conflict is not None:
            self.on_conflict()

    def _deadlines_after(
        self,
        old_to_move: Sequence[int],
        new_to_move: Sequence[int],
        status: str,
        actor: int | None = None,
        by: str = "",
    ) -> dict[int, float | None]:
        """Clock deadlines after a change (see :mod:`spelkast.server.clock`)."""
        live = self.live
        return deadlines_after(
            live.seats, live.move_seconds, old_to_move, new_to_move, status, actor, by
        )

    # ------------------------------------------------------------ seats
    async def claim(self, seat: int | None, name: str, digest: str) -> int:
        live = self.live
        lobby = live.lobby
        async with live.lock:
            free = [s.seat for s in live.seats if s.open]
            if seat is None:
                if not free:
                    raise SeatUnavailableError("this match has no open seat")
                seat = free[0]
            if not 0 <= seat < live.num_players:
                raise SeatUnavailableError(f"there is no seat {seat}")
            if seat not in free:
                raise SeatUnavailableError(f"seat {seat} is not open")
            start = free == [seat] and live.status == MatchStatus.OPEN
            deadlines = (
                self._deadlines_after((), live.to_move, MatchStatus.RUNNING) if start else {}
            )
            claimed = await lobby.run(
                lobby.store.claim_seat,
                live.id,
                seat,
                name,
                digest,
                start=start,
                deadlines=deadlines,
            )
            if not claimed:  # pragma: no cover - only with a second server process
                raise SeatUnavailableError(f"seat {seat} was just taken")
            live.seats[seat].token_hash = digest
            live.seats[seat].name = name
            live.updated_at = utcnow()
            if start:
                live.status = MatchStatus.RUNNING
                for s, d in deadlines.items():
                    live.seats[s].deadline = d
                live.audience.publish(live.version)
            live.turns.schedule()
            return seat

    async def hand_to_bot(self, seat: int, bot: str) -> None:
        live = self.live
        lobby = live.lobby
        check_bot(live, bot)
        async with live.lock:
            deadlines = {seat: None} if live.seats[seat].deadline is not None else {}
            name = f"{bot} bot"
            await lobby.run(lobby.store.set_seat_bot, live.id, seat, bot, name, deadlines)
            target = live.seats[seat]
            target.kind, target.bot, target.name = "bot", bot, name
            target.token_hash, target.deadline = None, None
            live.audience.unseat(seat)  # the seat's connections become spectators
            live.audience.publish(live.version)
            live.turns.schedule()

    async def free_seat(self, seat: int) -> None:
        live = self.live
        lobby = live.lobby
        async with live.lock:
            if live.status not in (MatchStatus.OPEN, MatchStatus.RUNNING):
                raise GameOverRefusedError("the game is over: its seats stay as they are")
            if not 0 <= seat < live.num_players:
                raise SeatNotFreeableError(f"there is no seat {seat}")
            target = live.seats[seat]
            if target.kind != "human" or target.token_hash is None:
                raise SeatNotFreeableError(f"seat {seat} is not taken by a player")
            if target.played:
                raise SeatNotFreeableError(f"a move was made for seat {seat}: it stays taken")
            freed = await lobby.run(
                lobby.store.free_seat, live.id, seat, target.token_hash, live.version
            )
            if not freed:  # pragma: no cover - only with a second server process
                raise StaleError("the match changed elsewhere; reload")
            name = target.name
            target.token_hash, target.name = None, ""
            for each in live.seats:
                each.deadline = None
            live.status = MatchStatus.OPEN
            live.updated_at = utcnow()
            live.turns.cancel()
            live.audience.unseat(seat)  # its connections become spectators
            live.audience.publish(live.version)
            notice = seat_freed_message(
                match=live.id,
                version=live.version,
                seat=seat,
                name=name,
                text=seat_freed_texts(name, seat),
            )
            live.announce(notice)
