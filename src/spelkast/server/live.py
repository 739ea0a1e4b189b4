"""Matches in memory: the authoritative state, its clients, its bots and clocks.

The order of every change is: check → apply (pure, in memory, into a new state) →
commit to the database → only then swap the new state in and tell the clients. If the
commit fails nothing has changed and nobody was told anything.

Staleness: an action chosen on version ``v`` is refused as stale when a public change
happened after ``v``. In a turn-based game every action is public, so "stale" means
"the state moved on". In a simultaneous round (Träxx) a seat's private submission is
sealed: it does not make the other seats' choices stale; the action that completes the
round is public.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import json
import logging
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

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
from spelkast.server.bots import BotPool, fallback_bot
from spelkast.server.db import utcnow
from spelkast.server.store import (
    Commit,
    Store,
    StoredAction,
    StoredMatch,
    StoredSeat,
    VersionConflictError,
    hash_token,
)
from spelkast.server.words import event_extras, history_extras, outcome_with_words

log = logging.getLogger("spelkast.server")
T = TypeVar("T")


class RefusedError(Exception):
    """A request the match turned down; ``code`` is a protocol error code."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class Client(Protocol):
    """A connected WebSocket client as the live layer sees it."""

    seat: int | None

    def deliver(self, payload: str) -> None:
        """Queue one message (already JSON text); never blocks."""


@dataclass(slots=True)
class Seat:
    seat: int
    kind: str  # "human" or "bot"
    bot: str | None
    name: str
    token_hash: str | None
    deadline: float | None = None

    @property
    def open(self) -> bool:
        return self.kind == "human" and self.token_hash is None

    def public(self, connected: int) -> dict[str, JSON]:
        return {
            "seat": self.seat,
            "kind": self.kind,
            "bot": self.bot,
            "name": self.name,
            "open": self.open,
            "connected": connected,
            "deadline": self.deadline,
        }


@dataclass(slots=True)
class Event:
    version: int
    seat: int
    action: JSON
    text: str
    sealed: bool  # a simultaneous choice, hidden from the others until the round ends
    by: str
    at: float
    # words (per language) and motion of the action: see server/words.py
    extra: dict[str, JSON] = field(default_factory=dict)

    def for_seat(self, viewer: int | None, revealed_upto: int) -> dict[str, JSON]:
        hidden = self.sealed and self.version > revealed_upto and viewer != self.seat
        return {
            "version": self.version,
            "seat": self.seat,
            "action": None if hidden else self.action,
            "text": None if hidden else self.text,
            "sealed": hidden,
            "by": self.by,
            "at": self.at,
            **({} if hidden else self.extra),
        }


@dataclass(slots=True)
class Stats:
    """Counters for the health endpoint and the tests."""

    actions: int = 0
    refused: dict[str, int] = field(default_factory=dict)
    bad_messages: int = 0
    bot_moves: int = 0
    clock_moves: int = 0

    def refuse(self, code: str) -> None:
        self.refused[code] = self.refused.get(code, 0) + 1


class Runner:
    """Runs blocking store calls in a worker thread (one for SQLite, several for others)."""

    def __init__(self, executor: Executor) -> None:
        self.executor = executor

    async def __call__(self, function: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(
            self.executor, functools.partial(function, *args, **kwargs)
        )


def bot_seed(match_seed: int, version: int, seat: int) -> str:
    """The seed of a bot's random choices: fixed by the match, the version and the seat
    (a resumed match plays on the same way), but a one-way hash, so the worker never
    learns the match seed (which fixes every shuffle of the game)."""
    return hashlib.sha256(f"{match_seed}:{version}:{seat}".encode()).hexdigest()


class GroupCommitter:
    """Stores accepted actions of many matches in as few transactions as possible.

    An action waits for its own commit, as before; but while one group is being written,
    the actions that arrive meanwhile gather and are written together in the next
    transaction (one thread hop and one database commit for all of them). Under light
    load a group holds one action and nothing waits longer than before."""

    def __init__(self, store: Store, run: Runner, max_group: int = 256) -> None:
        self.store = store
        self.run = run
        self.max_group = max_group
        self._pending: list[tuple[Commit, asyncio.Future[None]]] = []
        self._writer: asyncio.Task[None] | None = None

    async def commit(self, commit: Commit) -> None:
        """Return once ``commit`` is stored; raise what kept it out otherwise."""
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._pending.append((commit, future))
        if self._writer is None:
            self._writer = asyncio.create_task(self._write())
        await future

    async def _write(self) -> None:
        try:
            while self._pending:
                group = self._pending[: self.max_group]
                del self._pending[: self.max_group]
                try:
                    problems = await self.run(
                        self.store.commit_actions, [commit for commit, _ in group]
                    )
                except Exception as error:  # the worker itself failed
                    problems = [error] * len(group)
                for (_, future), problem in zip(group, problems, strict=True):
                    if future.done():
                        continue
                    if problem is None:
                        future.set_result(None)
                    else:
                        future.set_exception(problem)
        finally:
            self._writer = None


def new_token() -> str:
    """A seat token: 256 random bits, URL-safe text."""
    return secrets.token_urlsafe(32)


def new_match_id() -> str:
    return secrets.token_urlsafe(9)


class LiveMatch:
    def __init__(self, lobby: Lobby, stored: StoredMatch) -> None:
        self.lobby = lobby
        self.id = stored.id
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
        self.seats = [
            Seat(s.seat, s.kind, s.bot, s.name, s.token_hash, s.deadline) for s in stored.seats
        ]
        self.events = [
            Event(
                a.version,
                a.seat,
                json.loads(a.action),
                a.text,
                a.sealed,
                a.by,
                a.created_at.timestamp(),
            )
            for a in stored.actions
        ]
        extras = history_extras(
            self.game,
            self.num_players,
            self.options,
            self.seed,
            [(e.seat, e.action) for e in self.events],
            self.seats,
        )
        for event, extra in zip(self.events, extras, strict=True):
            event.extra = extra
        self.revealed_upto = max((e.version for e in self.events if not e.sealed), default=0)
        self.lock = asyncio.Lock()
        self.clients: set[Client] = set()
        self.to_move: tuple[int, ...] = self.game.to_move(self.state)
        self._bot_tasks: dict[int, asyncio.Task[None]] = {}
        self._clock_tasks: dict[int, asyncio.Task[None]] = {}

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
        return sum(1 for client in self.clients if client.seat == seat)

    def summary(self) -> dict[str, JSON]:
        """What anyone may know about the match (lobby lists, invite pages)."""
        return {
            "id": self.id,
            "game": self.game.info.id,
            "game_name": self.game.info.name(),
            "options": dict(self.options),
            "players": self.num_players,
            "status": self.status,
            "version": self.version,
            "move_seconds": self.move_seconds,
            "created_at": self.created_at.isoformat(),
            "seats": [seat.public(self.connected(seat.seat)) for seat in self.seats],
            "outcome": outcome_with_words(self.outcome, self.game, self.state, self.seats),
            "to_move": list(self.to_move) if self.status == "running" else [],
        }

    def state_message(self, seat: int | None, since: int | None) -> dict[str, JSON]:
        """The state as ``seat`` (None: a spectator) may see it, with the events after
        ``since`` (None, or a version the match has not reached: a full resync)."""
        return {**self._state_fields(seat, since), "legal": self.legal_for(seat)}

    def state_text(self, seat: int | None, since: int | None) -> str:
        """:meth:`state_message` as JSON text. The legal actions are spliced in from
        their cached JSON texts (the same actions come back turn after turn)."""
        legal = ",".join(text for _, text in self._legal_wire(seat))
        rest = json.dumps(self._state_fields(seat, since))
        return f'{rest[:-1]},"legal":[{legal}]}}'

    def _state_fields(self, seat: int | None, since: int | None) -> dict[str, JSON]:
        full = since is None or since > self.version
        events = (
            []
            if full or since is None
            else [event.for_seat(seat, self.revealed_upto) for event in self.events[since:]]
        )
        return {
            "type": "state",
            "match": self.id,
            "version": self.version,
            "since": None if full else since,
            "full": full,
            "status": self.status,
            "seat": seat,
            "to_move": list(self.to_move) if self.status == "running" else [],
            "view": self.game.view(self.state, seat),
            "events": events,
            "seats": [s.public(self.connected(s.seat)) for s in self.seats],
            "outcome": outcome_with_words(self.outcome, self.game, self.state, self.seats),
        }

    def broadcast(self, since: int) -> None:
        """Send every client the state after ``since``, one encoding per seat."""
        encoded: dict[int | None, str] = {}
        for client in list(self.clients):
            if client.seat not in encoded:
                encoded[client.seat] = self.state_text(client.seat, since)
            client.deliver(encoded[client.seat])

    # --------------------------------------------------------------- clients
    def attach(self, client: Client) -> None:
        self.clients.add(client)

    def detach(self, client: Client) -> None:
        self.clients.discard(client)

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
        extra = event_extras(game, self.state, seat, action, self.seats)
        status = "finished" if not new_to_move else "running"
        deadlines = self._deadlines_after(old_to_move, new_to_move, status, seat, by)
        now = utcnow()
        stored = StoredAction(
            version=self.version + 1,
            seat=seat,
            action=json.dumps(game.action_to_json(action)),
            text=game.format_action(action),
            sealed=sealed,
            by=by,
            created_at=now,
        )
        commit = Commit(
            match_id=self.id,
            expected_version=self.version,
            action=stored,
            state=json.dumps(game.state_to_json(new_state)),
            status=status,
            outcome=json.dumps(outcome.to_json()) if outcome is not None else None,
            deadlines={s: d for s, d in deadlines.items() if self.seats[s].deadline != d},
        )
        try:
            await self.lobby.committer.commit(commit)
        except VersionConflictError:
            log.error("match %s: version conflict in the database; reloading", self.id)
            raise RefusedError("stale", "the match changed elsewhere; reload") from None
        except Exception:
            log.exception("match %s: could not store an action", self.id)
            raise RefusedError(
                "server", "the server could not store the action; nothing changed"
            ) from None
        # Stored: now it is real.
        since = self.version
        self.state = new_state
        self.version = stored.version
        self.to_move = new_to_move
        self.status = status
        self.outcome = json.loads(commit.outcome) if commit.outcome else None
        for s, d in deadlines.items():
            self.seats[s].deadline = d
        self.events.append(
            Event(
                stored.version,
                seat,
                json.loads(stored.action),
                stored.text,
                sealed,
                by,
                now.timestamp(),
                extra,
            )
        )
        if not sealed:
            self.revealed_upto = stored.version
        self.lobby.stats.actions += 1
        if by == "bot":
            self.lobby.stats.bot_moves += 1
        elif by == "clock":
            self.lobby.stats.clock_moves += 1
        self.broadcast(since)
        if status == "finished":
            self.lobby.forget_finished(self)
        self.schedule()

    def _deadlines_after(
        self,
        old_to_move: Sequence[int],
        new_to_move: Sequence[int],
        status: str,
        actor: int | None = None,
        by: str = "",
    ) -> dict[int, float | None]:
        """Clock deadlines. The clock runs per decision: a seat that comes to move, or
        that just acted itself and must act again (Labyrinth's move after the shift, a
        one-player game), gets a fresh ``move_seconds``. A seat that stays to move while
        others act (a simultaneous round) keeps its deadline, and so does a seat whose
        clock ran out while the clock bot finishes its turn."""
        result: dict[int, float | None] = {}
        now = time.time()
        for seat in self.seats:
            deadline: float | None = None
            if (
                self.move_seconds is not None
                and status == "running"
                and seat.kind == "human"
                and seat.seat in new_to_move
            ):
                renewed = seat.seat == actor and by == "seat"
                if seat.seat in old_to_move and seat.deadline is not None and not renewed:
                    deadline = seat.deadline
                else:
                    deadline = now + self.move_seconds
            result[seat.seat] = deadline
        return result

    # ------------------------------------------------------------ seats
    async def join(self, seat: int | None, name: str) -> tuple[int, str]:
        """Claim an open human seat; returns the seat and its secret token."""
        async with self.lock:
            free = [s.seat for s in self.seats if s.open]
            if seat is None:
                if not free:
                    raise RefusedError("invalid", "this match has no open seat")
                seat = free[0]
            if not 0 <= seat < self.num_players:
                raise RefusedError("invalid", f"there is no seat {seat}")
            if seat not in free:
                raise RefusedError("invalid", f"seat {seat} is not open")
            token = new_token()
            digest = hash_token(token)
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
                raise RefusedError("invalid", f"seat {seat} was just taken")
            self.seats[seat].token_hash = digest
            self.seats[seat].name = name
            if start:
                self.status = "running"
                for s, d in deadlines.items():
                    self.seats[s].deadline = d
                self.broadcast(self.version)
            self.schedule()
            return seat, token

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
            for client in list(self.clients):
                if client.seat == seat:
                    client.seat = None  # the seat's connections become spectators
            self.broadcast(self.version)
            self.schedule()

    # ------------------------------------------------------------- bots, clocks
    def schedule(self) -> None:
        """Start bot turns and move clocks for whoever is to move now."""
        if self.status != "running" or self.lobby.closing:
            return
        for seat in self.to_move:
            info = self.seats[seat]
            if info.kind == "bot" and seat not in self._bot_tasks:
                self._bot_tasks[seat] = asyncio.create_task(
                    self._play_bot(seat, info.bot or fallback_bot(self.game.info.id), "bot")
                )
            elif info.deadline is not None and seat not in self._clock_tasks:
                self._clock_tasks[seat] = asyncio.create_task(self._clock(seat))

    def _clock_expired(self, seat: int) -> bool:
        deadline = self.seats[seat].deadline
        return deadline is not None and deadline <= time.time()

    async def _play_bot(self, seat: int, bot: str, by: str) -> None:
        try:
            while self.status == "running" and seat in self.to_move:
                if by == "clock" and not self._clock_expired(seat):
                    return  # the person acted in time; a new turn has a new deadline
                version = self.version
                view = self.game.view(self.state, seat)
                legal = [item["action"] for item in self.legal_for(seat)]
                choice = await self.lobby.bots.choose(
                    self.game.info.id, seat, view, legal, bot, bot_seed(self.seed, version, seat)
                )
                if by == "clock" and not self._clock_expired(seat):
                    return
                try:
                    await self.submit(seat, version, choice, by=by)
                except RefusedError as refused:
                    if refused.code != "stale":
                        log.error("match %s: bot %s refused: %s", self.id, bot, refused.code)
                        return
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("match %s: bot %s failed", self.id, bot)
        finally:
            tasks = self._bot_tasks if by == "bot" else self._clock_tasks
            if tasks.get(seat) is asyncio.current_task():
                del tasks[seat]
            self.schedule()

    async def _clock(self, seat: int) -> None:
        deadline = self.seats[seat].deadline
        if deadline is None:
            self._clock_tasks.pop(seat, None)
            return
        await asyncio.sleep(max(0.0, deadline - time.time()))
        current = self.seats[seat].deadline
        if current is None or seat not in self.to_move or self.status != "running":
            self._clock_tasks.pop(seat, None)
            self.schedule()
            return
        if current > time.time():  # a new turn with a new deadline: wait for that one
            self._clock_tasks.pop(seat, None)
            self.schedule()
            return
        await self._play_bot(seat, fallback_bot(self.game.info.id), "clock")

    def cancel_tasks(self) -> None:
        for task in [*self._bot_tasks.values(), *self._clock_tasks.values()]:
            task.cancel()


#: Most actions per game whose wire form :meth:`Lobby.wire_form` keeps.
WIRE_CACHE = 20_000


def _wire_form(game: Game[Any, Any], action: Any) -> tuple[dict[str, JSON], str]:
    entry: dict[str, JSON] = {
        "action": game.action_to_json(action),
        "text": game.format_action(action),
    }
    return entry, json.dumps(entry)


class Lobby:
    """All matches of one server: creates, finds, resumes."""

    def __init__(self, store: Store, runner: Runner, bots: BotPool, keep_finished: int = 256):
        self.store = store
        self.run = runner
        self.committer = GroupCommitter(store, runner)
        self.bots = bots
        self.stats = Stats()
        self.closing = False
        self._live: dict[str, LiveMatch] = {}
        self._finished: OrderedDict[str, LiveMatch] = OrderedDict()
        self._keep_finished = keep_finished
        self._load_lock = asyncio.Lock()
        self._wire: dict[str, dict[Any, tuple[dict[str, JSON], str]]] = {}

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

    async def create(
        self,
        game_id: str,
        seats: Sequence[tuple[str, str | None]],
        options: dict[str, Any],
        *,
        seed: int | None = None,
        move_seconds: float | None = None,
    ) -> LiveMatch:
        """A new match; ``seats`` lists ``("human", None)`` or ``("bot", name)``.
        Raises the core's errors for a bad game, player count or option."""
        game = get_game(game_id)
        if seed is None:
            seed = secrets.randbits(63)
        state = game.new_initial_state(len(seats), options, seed)
        resolved = game.resolve_options(options)
        bots = available_bots(game_id)
        stored_seats = []
        for index, (kind, bot) in enumerate(seats):
            if kind == "bot":
                if bot not in bots:
                    raise RefusedError(
                        "invalid", f"no bot {bot!r} for {game_id}; choose from {bots}"
                    )
                stored_seats.append(StoredSeat(index, "bot", bot, f"{bot} bot", None))
            else:
                stored_seats.append(StoredSeat(index, "human", None, "", None))
        status = "running" if all(s.kind == "bot" for s in stored_seats) else "open"
        now = utcnow()
        stored = StoredMatch(
            id=new_match_id(),
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
        )
        await self.run(self.store.create_match, stored)
        live = LiveMatch(self, stored)
        self._live[live.id] = live
        live.schedule()
        return live

    async def get(self, match_id: str) -> LiveMatch | None:
        live = self._live.get(match_id) or self._finished.get(match_id)
        if live is not None:
            return live
        async with self._load_lock:
            live = self._live.get(match_id) or self._finished.get(match_id)
            if live is not None:
                return live
            stored = await self.run(self.store.load_match, match_id)
            if stored is None:
                return None
            live = LiveMatch(self, stored)
            self._remember(live)
            return live

    def _remember(self, live: LiveMatch) -> None:
        if live.status == "finished":
            self._finished[live.id] = live
            while len(self._finished) > self._keep_finished:
                self._finished.popitem(last=False)
        else:
            self._live[live.id] = live

    def forget_finished(self, live: LiveMatch) -> None:
        """Move a finished match out of the active set (it stays loadable)."""
        if self._live.pop(live.id, None) is not None:
            self._remember(live)

    async def resume(self) -> int:
        """Load every open and running match (after a start or a crash) and restart
        their bots and clocks. Returns how many were loaded."""
        ids = await self.run(self.store.match_ids, ("open", "running"))
        for match_id in ids:
            stored = await self.run(self.store.load_match, match_id)
            if stored is not None and match_id not in self._live:
                self._live[match_id] = LiveMatch(self, stored)
        for live in self._live.values():
            live.schedule()
        return len(ids)

    def active(self) -> list[LiveMatch]:
        return list(self._live.values())

    async def close(self) -> None:
        self.closing = True
        tasks = []
        for live in self._live.values():
            tasks.extend([*live._bot_tasks.values(), *live._clock_tasks.values()])
            live.cancel_tasks()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
