"""All matches of one server: creates, finds, resumes and expires them.

The lobby puts each :class:`~spelkast.server.live.LiveMatch` together with its roles:
the audience (:class:`~spelkast.server.audience.LocalAudience`, or whatever
``audience`` factory the server was given) and the turns
(:class:`~spelkast.server.turns.TurnScheduler`).

**Seeds.** The seed of a new match (it fixes every shuffle) comes from ``seeds``, which
is :func:`~spelkast.server.runtime.secure_seed` unless the app factory was given another
source (tests do). No request can choose it, and it leaves the server only in the
history of a finished match.

**Expiry.** A match is *touched* when it is created, a seat is taken or an action is
stored (its ``updated_at``). An open match untouched for ``open_ttl`` seconds and a
running match untouched for ``idle_ttl`` seconds expire (status ``expired``): they are
no longer loaded, listed by default, joined or played. Expiry runs at start (before
anything is loaded) and every ``sweep_seconds``.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import logging
import time
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from spelkast.bots.base import available_bots
from spelkast.core.game import JSON, Game
from spelkast.core.registry import get_game
from spelkast.driver import DEFAULT_RETRY, RetryPolicy
from spelkast.server import jsontext
from spelkast.server.audience import Audience
from spelkast.server.bots.pool import BotPool
from spelkast.server.db import utcnow
from spelkast.server.errors import InvalidError
from spelkast.server.hinting import hints_for_new_match
from spelkast.server.live import LiveMatch
from spelkast.server.runtime import (
    GroupCommitter,
    Runner,
    SeedSource,
    Stats,
    new_match_id,
    secure_seed,
)
from spelkast.server.status import MatchStatus
from spelkast.server.store import Store, StoredMatch, StoredSeat
from spelkast.server.turns import TurnScheduler

log = logging.getLogger("spelkast.server")

#: Most actions per game whose wire form :meth:`Lobby.wire_form` keeps.
WIRE_CACHE = 20_000

AudienceFactory = Callable[[LiveMatch], Audience]


def _wire_form(game: Game[Any, Any], action: Any) -> tuple[dict[str, JSON], str]:
    entry: dict[str, JSON] = {
        "action": game.action_to_json(action),
        "text": game.format_action(action),
    }
    return entry, jsontext.dumps(entry)


class Lobby:
    """All matches of one server: creates, finds, resumes, expires."""

    def __init__(
        self,
        store: Store,
        runner: Runner,
        bots: BotPool,
        keep_finished: int = 256,
        *,
        seeds: SeedSource = secure_seed,
        retry: RetryPolicy = DEFAULT_RETRY,
        audience: AudienceFactory | None = None,
        open_ttl: float = 24 * 3600.0,
        idle_ttl: float = 7 * 24 * 3600.0,
    ) -> None:
        self.store = store
        self.run = runner
        self.committer = GroupCommitter(store, runner)
        self.bots = bots
        self.stats = Stats()
        self.closing = False
        self.seeds = seeds
        self.retry = retry
        self.open_ttl = open_ttl
        self.idle_ttl = idle_ttl
        self._audience = audience
        self._live: dict[str, LiveMatch] = {}
        self._finished: OrderedDict[str, LiveMatch] = OrderedDict()
        self._keep_finished = keep_finished
        self._load_lock = asyncio.Lock()
        self._wire: dict[str, dict[Any, tuple[dict[str, JSON], str]]] = {}
        self._sweeper: asyncio.Task[None] | None = None

    def wire_form(self, game: Game[Any, Any], action: Any) -> tuple[dict[str, JSON], str]:
        """An action as a legal-action entry ``{"action": …, "text": …}`` and as that
        entry's JSON text. Both depend on the action alone, so they are kept (up to
        :data:`WIRE_CACHE` actions per game) instead of being rebuilt every turn."""
        cache = self._wire.setdefault(game.info.id, {})
        try:
            return cache[action]
        except KeyError:
            pass
        except TypeError:  # an action that cannot be hashed: nothing to cache
            return _wire_form(game, action)
        found = cache[action] = _wire_form(game, action)
        if len(cache) > WIRE_CACHE:
            cache.clear()
        return found

    async def store_hint_use(self, match_id: str, seat: int, kind: str, turn: int) -> None:
        """Store that ``seat`` of ``match_id`` used a ``kind`` of hint on ``turn``."""
        await self.run(self.store.add_hint_use, match_id, seat, kind, turn)

    def _live_match(self, stored: StoredMatch) -> LiveMatch:
        """A match in memory with its roles."""
        live = LiveMatch(self, stored)
        if self._audience is not None:
            live.audience = self._audience(live)
        live.turns = TurnScheduler(live, self.bots, self.retry)
        if self.closing:
            live.turns.cancel()
        return live

    async def create(
        self,
        game_id: str,
        seats: Sequence[tuple[str, str | None]],
        options: dict[str, Any],
        *,
        move_seconds: float | None = None,
        claimed: Mapping[int, tuple[str, str]] | None = None,
        match_id: str | None = None,
        hints: bool | None = None,
        host_hash: str | None = None,
        invite_hash: str | None = None,
        rated: bool = False,
        seed: int | None = None,
    ) -> LiveMatch:
        """A new match; ``seats`` lists ``("human", None)`` or ``("bot", name)``.
        ``claimed`` gives human seats their player at once: seat → (name, token hash)
        (a rematch); the match runs when no human seat is left open. ``match_id``: the
        id to store it under (a rematch's, chosen when it was offered); the database
        refuses a second match with that id (``sqlalchemy.exc.IntegrityError``).
        ``hints``: whether it shows hints (None: the default,
        :func:`~spelkast.server.hinting.hints_for_new_match`). ``host_hash``: the hash of
        the creator's key; ``invite_hash``: of a private match's invite secret (None: a
        public match). ``rated``: the creator asked for a rated match (checked before, by
        :func:`~spelkast.server.ratings.rules.check_rated`). ``seed``: a seed the server
        chose itself (a daily challenge's; None: a fresh one from ``seeds``). Raises the core's errors for
        a bad game, player count or option."""
        claimed = claimed or {}
        game = get_game(game_id)
        seed = self.seeds() if seed is None else seed
        state = game.new_initial_state(len(seats), options, seed)
        resolved = game.resolve_options(options)
        bots = available_bots(game_id)
        stored_seats = []
        for index, (kind, bot) in enumerate(seats):
            if kind == "bot":
                if bot not in bots:
                    raise InvalidError(f"no bot {bot!r} for {game_id}; choose from {bots}")
                stored_seats.append(StoredSeat(index, "bot", bot, f"{bot} bot", None))
            else:
                name, token_hash = claimed.get(index, ("", None))
                stored_seats.append(StoredSeat(index, "human", None, name, token_hash))
        status = (
            MatchStatus.OPEN
            if any(s.kind == "human" and s.token_hash is None for s in stored_seats)
            else MatchStatus.RUNNING
        )
        if status == MatchStatus.RUNNING and move_seconds is not None:
            to_move = game.to_move(state)
            for stored_seat in stored_seats:
                if stored_seat.kind == "human" and stored_seat.seat in to_move:
                    stored_seat.deadline = time.time() + move_seconds
        now = utcnow()
        stored = StoredMatch(
            id=match_id or new_match_id(),
            game=game_id,
            options=dict(resolved),
            num_players=len(seats),
            seed=seed,
            status=status,
            version=0,
            state=json.dumps(game.state_to_json(state)),
            outcome=None,
            move_seconds=move_seconds,
            created_at=now,
            updated_at=now,
            seats=stored_seats,
            hints=hints_for_new_match(game_id, dict(resolved), seats, hints),
            host_hash=host_hash,
            invite_hash=invite_hash,
            rated=rated,
        )
        await self.run(self.store.create_match, stored)
        live = self._live_match(stored)
        self._live[live.id] = live
        live.turns.schedule()
        return live

    def loaded(self, match_id: str) -> LiveMatch | None:
        """The match ``match_id`` if this server holds it in memory (nothing is loaded)."""
        return self._live.get(match_id) or self._finished.get(match_id)

    def held(self) -> list[LiveMatch]:
        """Every match this server holds in memory: the active ones and the finished
        ones it keeps."""
        return [*self._live.values(), *self._finished.values()]

    def forget(self, match_id: str) -> LiveMatch | None:
        """Drop ``match_id`` from memory (it stays in the database and loads again when
        asked for); returns what was held."""
        return self._live.pop(match_id, None) or self._finished.pop(match_id, None)

    async def get(self, match_id: str) -> LiveMatch | None:
        """The match ``match_id`` (loaded on first use), or None; an expired match is
        not loaded."""
        live = self._live.get(match_id) or self._finished.get(match_id)
        if live is not None:
            return live
        async with self._load_lock:
            live = self._live.get(match_id) or self._finished.get(match_id)
            if live is not None:
                return live
            stored = await self.run(self.store.load_match, match_id)
            if stored is None or stored.status == "expired":
                return None
            live = self._live_match(stored)
            self._remember(live)
            live.turns.schedule()
            return live

    def _remember(self, live: LiveMatch) -> None:
        if live.status == "finished":
            self._finished[live.id] = live
            while len(self._finished) > self._keep_finished:
                self._finished.popitem(last=False)
        else:
            self._live[live.id] = live

    def finished(self, live: LiveMatch) -> None:
        """Move a finished match out of the active set (it stays loadable)."""
        if self._live.pop(live.id, None) is not None:
            self._remember(live)

    async def resume(self) -> int:
        """After a start or a crash: expire what is due, then load every running match
        and restart its bots and clocks (open matches load when someone asks for them:
        they have nothing to do until then, so they cost no start-up time). Returns how
        many were loaded."""
        await self.expire()
        ids = await self.run(self.store.match_ids, ("running",))
        for match_id in ids:
            if match_id in self._live:
                continue
            stored = await self.run(self.store.load_match, match_id)
            if stored is not None:
                self._live[match_id] = self._live_match(stored)
        for live in self._live.values():
            live.turns.schedule()
        return len(ids)

    async def expire(self, now: dt.datetime | None = None) -> list[str]:
        """Expire open matches untouched for ``open_ttl`` and running ones untouched for
        ``idle_ttl`` seconds, in the database and in memory. Returns their ids."""
        now = now or utcnow()
        open_before = now - dt.timedelta(seconds=self.open_ttl)
        idle_before = now - dt.timedelta(seconds=self.idle_ttl)
        expired = await self.run(self.store.expire_matches, open_before, idle_before)
        for match_id in expired:
            live = self._live.pop(match_id, None)
            if live is not None:
                live.turns.cancel()
                live.status = MatchStatus.EXPIRED
                live.audience.publish(live.version)
        if expired:
            log.info("%d untouched matches expired", len(expired))
        return expired

    def start_sweeping(self, every: float) -> None:
        """Expire matches every ``every`` seconds until :meth:`close`."""

        async def sweep() -> None:
            while True:
                await asyncio.sleep(every)
                try:
                    await self.expire()
                except Exception as error:  # the database may be briefly away
                    log.warning("could not expire matches: %r", error)

        self._sweeper = asyncio.create_task(sweep())

    def active(self) -> list[LiveMatch]:
        return list(self._live.values())

    async def close(self) -> None:
        self.closing = True
        tasks = []
        if self._sweeper is not None:
            self._sweeper.cancel()
            tasks.append(self._sweeper)
        for live in self._live.values():
            tasks.extend(live.turns.cancel())
        for task in tasks:
            try:
                await task
            except asyncio.CancelledError:
                pass
            except Exception:
                log.exception("a match task failed while the server closed")
