"""The client side of the server load benchmark (bench/bench_server.py): WebSocket clients
that play matches at bot speed (or with ``--think`` time) and measure each action's latency.

A client process opens its share of the matches (``Config.matches``), joins every seat,
and keeps that many matches running: a seat with legal actions picks one at random and
sends it (at most one in flight per seat); a finished match is replaced by a new one. The
latency of an accepted action runs from sending it to the moment the last client of its
match has the state with the version it produced. bench_server.py starts the server and
these processes (``drive_in_process``), and adds up and prints what they measured.

The clients read and write JSON with orjson: they share the 2-core machine with the server
they measure, and with the standard library's parser they spent about 45% of their CPU
reading the server's state messages (py-spy, 24 Nov).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import time
from dataclasses import asdict, dataclass, field
from typing import Any

import httpx
import orjson
import websockets
from websockets.asyncio.client import ClientConnection, connect


@dataclass
class Config:
    base: str
    game: str
    players: int
    matches: int
    spectators: int
    warmup: float
    duration: float
    think_ms: float
    seed: int
    compression: bool
    # Several server nodes (bench/bench_nodes.py): every node's base URL. Match k is
    # created on node k mod n (its owner) and seat s of it plays on node (k + s) mod n;
    # with ``sticky`` every client of the match plays on its owner.
    nodes: tuple[str, ...] = ()
    sticky: bool = False


@dataclass
class Tally:
    """What one client process measured."""

    latencies: list[float] = field(default_factory=list)  # seconds, actions sent in window
    actions: int = 0  # accepted actions sent in the window
    unfinished: int = 0  # sent in the window, not seen by every client when the run ended
    errors: dict[str, int] = field(default_factory=dict)
    matches_started: int = 0
    matches_finished: int = 0
    cpu_seconds: float = 0.0  # this process, during the window
    window: float = 0.0

    def error(self, code: str) -> None:
        self.errors[code] = self.errors.get(code, 0) + 1


class Run:
    """Shared clock and switches of one client process."""

    def __init__(self, config: Config, rng: random.Random) -> None:
        self.config = config
        self.rng = rng
        self.tally = Tally()
        self.window_start = float("inf")
        self.window_end = float("inf")
        self.acting = False
        self.stopping = False
        self.go = asyncio.Event()
        self.opening = 0  # matches opened so far (which node creates the next one)

    def in_window(self, moment: float) -> bool:
        return self.window_start <= moment < self.window_end


class Match:
    """One match's clients and the bookkeeping of its versions."""

    def __init__(self, run: Run, match_id: str) -> None:
        self.run = run
        self.id = match_id
        self.clients: list[Seat] = []
        self.arrivals: dict[int, list[float]] = {}  # version -> arrival times so far
        self.sent: dict[int, float] = {}  # version -> send time of the action that made it
        self.finished = asyncio.Event()

    def arrived(self, version: int, moment: float) -> None:
        times = self.arrivals.setdefault(version, [])
        times.append(moment)
        self._settle(version)

    def accepted(self, version: int, sent_at: float) -> None:
        self.sent[version] = sent_at
        self._settle(version)

    def _settle(self, version: int) -> None:
        times = self.arrivals.get(version)
        sent_at = self.sent.get(version)
        if times is None or sent_at is None or len(times) < len(self.clients):
            return
        del self.arrivals[version], self.sent[version]
        if self.run.in_window(sent_at):
            self.run.tally.latencies.append(max(times) - sent_at)

    def leftover(self) -> int:
        return sum(1 for sent_at in self.sent.values() if self.run.in_window(sent_at))


class Seat:
    """One WebSocket client: a seat (``token``) or a spectator (``token`` None)."""

    def __init__(self, match: Match, token: str | None, base: str) -> None:
        self.base = base  # the server node this client talks to
        self.match = match
        self.run = match.run
        self.token = token
        self.ws: ClientConnection | None = None
        self.state: dict[str, Any] | None = None
        self.in_flight: tuple[int, float] | None = None  # (message id, send time)
        self.acted_on = -1
        self.next_id = 0
        self.thinking = False

    async def connect(self) -> None:
        url = "ws" + self.base[4:] + f"/api/matches/{self.match.id}/ws"
        self.ws = await connect(
            url,
            compression="deflate" if self.run.config.compression else None,
            max_size=1 << 22,
            open_timeout=60,
            ping_interval=None,
        )
        await self.ws.send(
            orjson.dumps({"type": "hello", "token": self.token, "since": None}).decode()
        )

    async def listen(self) -> None:
        assert self.ws is not None
        match = self.match
        tally = self.run.tally
        try:
            async for raw in self.ws:
                now = time.perf_counter()
                message = orjson.loads(raw)
                kind = message["type"]
                if kind == "state":
                    self.state = message
                    match.arrived(message["version"], now)
                    if message["status"] == "finished":
                        match.finished.set()
                    self.maybe_act()
                elif kind == "accepted":
                    assert self.in_flight is not None
                    _, sent_at = self.in_flight
                    self.in_flight = None
                    match.accepted(message["version"], sent_at)
                    if self.run.in_window(sent_at):
                        tally.actions += 1
                    self.maybe_act()
                elif kind == "error":
                    tally.error(message["code"])
                    if self.in_flight is not None and message.get("id") == self.in_flight[0]:
                        self.in_flight = None
                        self.maybe_act()
        except websockets.ConnectionClosed:
            if not self.run.stopping:
                tally.error("connection_closed")

    def maybe_act(self) -> None:
        state = self.state
        if (
            self.token is None
            or not self.run.acting
            or self.in_flight is not None
            or self.thinking
            or state is None
            or state["version"] <= self.acted_on
            or not state["legal"]
        ):
            return
        self.acted_on = state["version"]
        choice = self.run.rng.choice(state["legal"])["action"]
        think = self.run.config.think_ms
        if think > 0:
            self.thinking = True
            delay = self.run.rng.expovariate(1000.0 / think)
            asyncio.get_running_loop().call_later(delay, self._send, state["version"], choice)
        else:
            self._send(state["version"], choice)

    def _send(self, version: int, choice: Any) -> None:
        self.thinking = False
        if not self.run.acting or self.ws is None:
            return
        self.next_id += 1
        message = {"type": "action", "version": version, "action": choice, "id": self.next_id}
        self.in_flight = (self.next_id, time.perf_counter())
        task = asyncio.ensure_future(self.ws.send(orjson.dumps(message).decode()))
        task.add_done_callback(_ignore_closed)


def _ignore_closed(task: asyncio.Future[None]) -> None:
    if not task.cancelled():
        task.exception()  # retrieved: a closed connection shows up in listen()


async def open_match(run: Run, http: httpx.AsyncClient) -> tuple[Match, list[asyncio.Task[None]]]:
    config = run.config
    body = {
        "game": config.game,
        "seats": [{"kind": "human"}] * config.players,
    }
    nodes = config.nodes or (config.base,)
    number = run.opening
    run.opening += 1
    owner = nodes[number % len(nodes)]
    created = await http.post(f"{owner}/api/matches", json=body)
    created.raise_for_status()
    match = Match(run, created.json()["id"])
    tokens: list[str | None] = []
    for seat in range(config.players):
        joined = await http.post(
            f"{owner}/api/matches/{match.id}/join", json={"name": f"bot{seat}", "seat": seat}
        )
        joined.raise_for_status()
        tokens.append(joined.json()["token"])
    tokens.extend([None] * config.spectators)
    match.clients = [
        Seat(match, token, owner if config.sticky else nodes[(number + seat) % len(nodes)])
        for seat, token in enumerate(tokens)
    ]
    await asyncio.gather(*(client.connect() for client in match.clients))
    tasks = [asyncio.create_task(client.listen()) for client in match.clients]
    run.tally.matches_started += 1
    return match, tasks


async def keep_match(
    run: Run, http: httpx.AsyncClient, ready: asyncio.Queue[Exception | None]
) -> None:
    """Keep one match slot busy: play a match; when it ends, open the next."""
    first = True
    while not run.stopping:
        try:
            match, tasks = await open_match(run, http)
        except Exception as error:
            if first:
                await ready.put(error)
                return
            run.tally.error(f"open_match: {type(error).__name__}")
            await asyncio.sleep(0.1)
            continue
        if first:
            first = False
            await ready.put(None)
            await run.go.wait()
        for client in match.clients:
            client.maybe_act()
        finished = asyncio.create_task(match.finished.wait())
        stopped = asyncio.create_task(stopping(run))
        await asyncio.wait({finished, stopped}, return_when=asyncio.FIRST_COMPLETED)
        if match.finished.is_set():
            run.tally.matches_finished += 1
            await asyncio.sleep(0.05)  # the last state reaches every client
        run.tally.unfinished += match.leftover()
        finished.cancel()
        stopped.cancel()
        for client in match.clients:
            if client.ws is not None:
                with contextlib.suppress(Exception):
                    await client.ws.close()
        for task in tasks:
            task.cancel()


async def stopping(run: Run) -> None:
    while not run.stopping:
        await asyncio.sleep(0.05)


async def drive(config: Config, go_at: Any = None) -> Tally:
    """Run the client side of one process. ``go_at`` (a callable returning a wall-clock
    time, or None for "as soon as every match is open") synchronises several processes."""
    run = Run(config, random.Random(config.seed))
    ready: asyncio.Queue[Exception | None] = asyncio.Queue()
    limits = httpx.Limits(max_connections=16)
    async with httpx.AsyncClient(base_url=config.base, limits=limits, timeout=60) as http:
        slots = [asyncio.create_task(keep_match(run, http, ready)) for _ in range(config.matches)]
        for _ in range(config.matches):
            problem = await ready.get()
            if problem is not None:
                run.stopping = True
                for slot in slots:
                    slot.cancel()
                raise RuntimeError(f"could not open a match: {problem!r}")
        start_wall = time.time() if go_at is None else await asyncio.to_thread(go_at)
        await asyncio.sleep(max(0.0, start_wall - time.time()))
        begin = time.perf_counter()
        run.window_start = begin + config.warmup
        run.window_end = run.window_start + config.duration
        run.acting = True
        run.go.set()
        await asyncio.sleep(config.warmup)
        cpu_before = time.process_time()
        await asyncio.sleep(config.duration)
        run.tally.cpu_seconds = time.process_time() - cpu_before
        run.tally.window = config.duration
        run.acting = False
        await asyncio.sleep(min(2.0, 0.5 + config.think_ms / 1000))  # let answers arrive
        run.stopping = True
        await asyncio.gather(*slots, return_exceptions=True)
    return run.tally


def drive_in_process(config: Config, ready: Any, go: Any, out: Any) -> None:
    """Entry point of a client process (several client processes share the matches)."""
    with contextlib.suppress(ImportError):
        import uvloop

        uvloop.install()

    def go_at() -> float:
        ready.put(os.getpid())
        value: float = go.get()
        return value

    try:
        out.put(asdict(asyncio.run(drive(config, go_at))))
    except Exception as error:
        ready.put(f"client process failed: {error}")
        raise
