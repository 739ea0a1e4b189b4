"""Bot reply wait benchmark: human-vs-bot matches, the in-server pool against bot workers
(not a test: it prints what it measured and asserts nothing about it).

    uv run python bench/bench_bot_workers.py [--matches 50,100,200] [--levels easy,medium,hard]
        [--game labyrinth] [--modes pool,workers] [--processes 2] [--timed-slots N]
        [--think 5000] [--duration 30] [--warmup 15] [--json FILE]

For each mode, bot level and number of matches it starts a real server (uvicorn with
``create_app``, on a throwaway PostgreSQL cluster: a server with a Redis URL is a node
of several, which needs PostgreSQL, and both modes use it) and ``--matches`` matches of a person
(seat 0) against the bot (seat 1), and plays every person's seat from one client process:
a person thinks ``--think`` ms on average before each of their decisions (exponentially
distributed; a Labyrinth turn is two: the shift and the move) and plays a random legal
action. A finished match is replaced by a new one. The default, 5 s a decision (10 s a
turn), is a sixth of the shortest move clock the lobby offers (30 s a decision); ``--think
1000`` is the stress setting of the earlier runs (see docs/measurements/bot-workers.md).

* ``pool``: the server decides bot moves in its own processes (``spelkast serve
  --bot-workers N --timed-slots M``, no Redis): the same two lanes as a worker's,
  ``--processes`` for the work lane and ``--timed-slots`` for the timed lane.
* ``workers``: the server has no bot process (``--bot-workers 0 --redis-url``); a
  throwaway Redis and ``--processes`` ``spelkast bots-worker --processes 1`` processes
  compute every bot move; they share ``--timed-slots`` (default: the worker's own,
  32 per process) decisions at once in their timed lanes (bots bounded by wall time:
  ``hard``).

The **wait** of one bot turn is the time from the arrival of the state after the person's
own action (the bot is to move) to the arrival of the state in which the person may act
again (or the match is over): the bot's decisions of that turn (a Labyrinth turn is a
shift and a move), their queueing and the server's commits. Turns that begin during
``--duration`` seconds after ``--warmup`` seconds are counted; the window opens only once
some bot turn has been answered (a busy machine may take longer than the warm-up to get
the matches going), so it never measures a server that has not started playing.

CPU over the window, in cores: **bot** the server and the bot processes (the workers;
not Redis nor PostgreSQL), **ours** every process of this benchmark (these, the client
process, Redis, PostgreSQL), **others** the rest of the machine (its busy time minus
ours); **cpu/turn** the bot processes' and server's CPU time per counted bot turn (ms);
**open** the bot turns begun in the window and still awaited at its end. **need** is
what the turns served would take with the bot's CPU per turn alone (turns/s × CPU per
turn alone, in cores).

Run it with ``nice -n -15`` (as root) on a shared machine: it gives its own nice value to
the sessions it starts too (:func:`share_priority`), since Linux shares the CPU between
sessions (autogroups) before nice values count.

In ``workers`` mode the workers' counters (Redis, ``spelkast:bots:stats``) give, per
decision made in the window, its **queued** time (queued on Redis until a worker took it),
its CPU time in the bot process, and for a search its **iterations** (against the
iterations alone, the bot's full budget when it is not cut short by its time cap).

The cost of the way to a bot process and back is measured with ``--round-trips``
decisions of the ``random`` bot asked one at a time, in each mode with one bot process.

The bot's own **thinking time** per turn is measured first, alone, in this process (no
server, no load): the decisions of ``--samples`` bot turns from random play (wall time,
CPU time and the iterations of its searches).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import os
import random
import signal
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import websockets
from websockets.asyncio.client import connect

# The server's bot processes start this file again (as __mp_main__), from anywhere.
sys.path[:0] = [
    str(Path(__file__).resolve().parent),
    str(Path(__file__).resolve().parents[1] / "tools"),
]
from bench_server import (  # noqa: E402
    free_port,
    machine_cpu_seconds,
    percentile,
    process_cpu_seconds,
)
from throwaway_postgres import PostgresCluster, throwaway_cluster  # noqa: E402

SPELKAST = str(Path(sys.executable).with_name("spelkast"))
STARTUP = 180.0  # seconds the server may take to answer its health check


# ------------------------------------------------------------------ thinking alone
@dataclass
class Alone:
    turns: list[float] = field(default_factory=list)  # wall seconds per bot turn
    cpu: list[float] = field(default_factory=list)  # CPU seconds per bot turn
    iterations: list[int] = field(default_factory=list)  # per decision that searched


def thinking_alone(game_id: str, level: str, samples: int, seed: int) -> Alone:
    """What the bot needs per turn, alone in this process: ``samples`` bot turns of
    matches against a random player (as in the load run)."""
    from spelkast.core.registry import get_game
    from spelkast.server.bots.lanes import decide_measured
    from spelkast.server.bots.pool import BotRequest

    game = get_game(game_id)
    rng = random.Random(seed)
    alone = Alone()
    while len(alone.turns) < samples:
        state = game.new_initial_state(2, {}, rng.randrange(2**31))
        spent = cpu = 0.0
        while not game.is_terminal(state) and len(alone.turns) < samples:
            seat = game.to_move(state)[0]
            legal = [game.action_to_json(a) for a in game.legal_actions(state, seat)]
            if seat == 0:
                if spent:
                    alone.turns.append(spent)
                    alone.cpu.append(cpu)
                    spent = cpu = 0.0
                chosen = rng.choice(legal)
            else:
                started = time.perf_counter()
                made = decide_measured(
                    BotRequest(
                        game_id, seat, game.view(state, seat), legal, level, str(rng.random())
                    )
                )
                spent += time.perf_counter() - started
                cpu += made.cpu_ms / 1000
                if made.iterations is not None:
                    alone.iterations.append(made.iterations)
                chosen = made.action
            state = game.apply(state, seat, game.action_from_json(chosen))
    return alone


# ---------------------------------------------------------------- one at a time
def round_trips(mode: str, game_id: str, count: int, seed: int) -> list[float]:
    """Seconds per decision of the ``random`` bot (no thinking to speak of), asked one
    at a time: the cost of the way there and back, with one bot process (``pool``: the
    server's pool; ``workers``: through Redis to one ``spelkast bots-worker``)."""
    from spelkast.core.registry import get_game
    from spelkast.server.bots.pool import BotPool, BotRequest
    from spelkast.server.bots.remote import RedisBotPool
    from throwaway_redis import throwaway_redis

    game = get_game(game_id)
    state = game.new_initial_state(2, {}, seed)
    view = game.view(state, 0)
    legal = [game.action_to_json(a) for a in game.legal_actions(state, 0)]

    async def ask(pool: BotPool) -> list[float]:
        spent = []
        for number in range(count + 10):  # the first 10 start the processes
            started = time.perf_counter()
            await pool.choose(BotRequest(game_id, 0, view, legal, "random", str(number)))
            if number >= 10:
                spent.append(time.perf_counter() - started)
        return spent

    async def through_redis(url: str) -> list[float]:
        pool = RedisBotPool(url, 0, local_after=3600)
        await pool.open()
        try:
            return await ask(pool)
        finally:
            await pool.close()

    if mode == "pool":
        pool = BotPool(1)
        try:
            return asyncio.run(ask(pool))
        finally:
            pool.shutdown()
    with throwaway_redis() as redis_server:
        url = redis_server.url(0)
        command = [SPELKAST, "bots-worker", "--redis-url", url, "--processes", "1",
                   "--log-level", "warning"]  # fmt: skip
        worker = subprocess.Popen(command, start_new_session=True, stdout=subprocess.DEVNULL)
        share_priority(worker.pid)
        try:
            return asyncio.run(through_redis(url))
        finally:
            _stop(worker)


# -------------------------------------------------------------------------- server
def serve(
    port: int, bot_workers: int, timed_slots: int | None, redis_url: str | None, database_url: str
) -> None:
    import uvicorn

    from spelkast.server.app import Settings, create_app, tune_gc

    tune_gc()
    settings = Settings(
        database_url=database_url,
        bot_workers=bot_workers,
        bot_timed_slots=timed_slots,
        redis_url=redis_url,
        rate_per_second=1e6,
        rate_burst=10**6,
        create_per_minute=1e6,
        create_burst=10**6,
        join_per_minute=1e6,
        join_burst=10**6,
    )
    uvicorn.run(create_app(settings), host="127.0.0.1", port=port, log_level="warning",
                timeout_graceful_shutdown=2)  # fmt: skip


@dataclass
class Setup:
    base: str
    pids: list[int]  # server and workers (their process trees count as their CPU)
    postmaster: int
    redis_url: str | None


def share_priority(pid: int) -> None:
    """Give the session of ``pid`` this process's nice value. Linux (with autogroups, the
    default) shares the CPU fairly between sessions first and applies nice values only
    inside one: without this, ``nice -n -15`` would not reach the server and the workers,
    which run in sessions of their own."""
    with contextlib.suppress(OSError):
        Path(f"/proc/{pid}/autogroup").write_text(str(os.getpriority(os.PRIO_PROCESS, 0)))


def _stop(process: subprocess.Popen[bytes]) -> None:
    """SIGTERM to the process (it shuts its pool down), then SIGKILL to what is left."""
    process.terminate()
    with contextlib.suppress(subprocess.TimeoutExpired):
        process.wait(timeout=15)
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)
    process.wait()


@contextlib.contextmanager
def setup(mode: str, processes: int, timed_slots: int, cluster: PostgresCluster) -> Iterator[Setup]:
    """The server on a fresh database of ``cluster`` (and, for ``workers``, Redis and the
    worker processes)."""
    from throwaway_redis import throwaway_redis

    started: list[subprocess.Popen[bytes]] = []
    with contextlib.ExitStack() as stack:
        # A server with a Redis URL is one node of several, which needs PostgreSQL; the
        # pool runs on the same database so that only the way to the bots differs.
        database_url = stack.enter_context(cluster.database())
        postmaster = cluster.postmaster_pid
        redis_url = None
        if mode == "workers":
            redis_url = stack.enter_context(throwaway_redis()).url(0)
            for number in range(processes):
                # The timed slots shared out among the workers (the first ones get the rest).
                slots = timed_slots // processes + (number < timed_slots % processes)
                command = [SPELKAST, "bots-worker", "--redis-url", redis_url,
                           "--processes", "1", "--timed-slots", str(max(1, slots)),
                           "--log-level", "warning"]  # fmt: skip
                started.append(
                    subprocess.Popen(command, start_new_session=True, stdout=subprocess.DEVNULL)
                )
                share_priority(started[-1].pid)
        port = free_port()
        command = [sys.executable, __file__, "--serve", str(port),
                   "--bot-workers", str(0 if mode == "workers" else processes),
                   "--timed-slots", str(timed_slots), "--database-url", database_url]  # fmt: skip
        if redis_url:
            command += ["--redis-url", redis_url]
        server = subprocess.Popen(command, start_new_session=True)
        share_priority(server.pid)
        started.append(server)
        base = f"http://127.0.0.1:{port}"
        try:
            # A start imports the whole server: on a loaded 2-core machine (the smoke
            # test in CI) it took over 60 s.
            deadline = time.monotonic() + STARTUP
            while True:
                if server.poll() is not None:
                    raise RuntimeError(f"the server exited with code {server.returncode}")
                with contextlib.suppress(httpx.HTTPError):
                    if (
                        httpx.get(f"{base}/api/health", timeout=2, trust_env=False).status_code
                        == 200
                    ):
                        break
                if time.monotonic() > deadline:
                    raise RuntimeError(f"the server did not start within {STARTUP:.0f} s")
                time.sleep(0.1)
            yield Setup(base, [p.pid for p in started], postmaster, redis_url)
        finally:
            for process in reversed(started):
                _stop(process)


def group_cpu_seconds(leaders: Sequence[int]) -> float:
    """CPU time of every process in the process groups of ``leaders`` (a server or a
    worker, and the processes of its pool), from /proc."""
    total = 0.0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            if int(fields[2]) in leaders:  # field 5 of stat: the process group
                total += process_cpu_seconds(int(entry.name))
        except (OSError, ValueError, IndexError):
            continue
    return total


def tree_pids(roots: Sequence[int]) -> set[int]:
    """``roots`` and every process descended from them, from /proc."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError, ValueError, IndexError):
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                parents[int(entry.name)] = int(fields[1])  # field 4 of stat: the parent
    found = set(roots)
    grew = True
    while grew:
        grew = False
        for pid, parent in parents.items():
            if parent in found and pid not in found:
                found.add(pid)
                grew = True
    return found


def pids_cpu_seconds(pids: set[int]) -> dict[int, float]:
    """CPU seconds of each of ``pids`` still alive."""
    spent = {}
    for pid in pids:
        with contextlib.suppress(OSError, ValueError, IndexError):
            spent[pid] = process_cpu_seconds(pid)
    return spent


def worker_counts(redis_url: str | None) -> dict[str, float]:
    """The workers' counters (``spelkast:bots:stats``), summed over bots by name."""
    if redis_url is None:
        return {}
    import redis

    from spelkast.server.bots.queue import STATS

    client = redis.Redis.from_url(redis_url)
    try:
        counts: dict[str, float] = {}
        stats: dict[bytes, bytes] = client.hgetall(STATS)  # type: ignore[assignment]
        for key, value in stats.items():
            name = key.decode().rsplit("|", 1)[1]
            counts[name] = counts.get(name, 0.0) + float(value)
        return counts
    finally:
        client.close()


# ------------------------------------------------------------------------- clients
#: The longest wait for the first bot turn before the window opens anyway.
LIVE_TIMEOUT = 300.0


@dataclass
class Run:
    base: str
    level: str
    game: str
    think: float
    rng: random.Random
    #: Set when the first bot turn has been answered: the matches are being played.
    live: asyncio.Event = field(default_factory=asyncio.Event)
    #: Set when the window has closed: the people stop.
    over: asyncio.Event = field(default_factory=asyncio.Event)
    warmup_end: float = math.inf
    end: float = math.inf
    waits: list[float] = field(default_factory=list)
    errors: dict[str, int] = field(default_factory=dict)
    finished: int = 0
    unfinished: int = 0  # bot turns begun in the window, still waited for at its end


async def person(run: Run, http: httpx.AsyncClient) -> None:
    """One person's seat, match after match, until the run ends."""
    while time.perf_counter() < run.end:
        body = {"game": run.game, "seats": [{"kind": "human"}, {"kind": "bot", "bot": run.level}]}
        match = (await http.post("/api/matches", json=body)).json()
        joined = await http.post(f"/api/matches/{match['id']}/join", json={"name": "Ann"})
        token = joined.json()["token"]
        url = "ws" + run.base[4:] + f"/api/matches/{match['id']}/ws"
        async with connect(url, max_size=1 << 22, open_timeout=120, ping_interval=None) as ws:
            await ws.send(json.dumps({"type": "hello", "token": token, "since": None}))
            await play(run, ws)


async def play(run: Run, ws: Any) -> None:
    bot_since: float | None = None
    acted_on = -1
    try:
        async for raw in ws:
            now = time.perf_counter()
            if now >= run.end:
                return
            message = json.loads(raw)
            if message["type"] == "error":
                run.errors[message["code"]] = run.errors.get(message["code"], 0) + 1
                continue
            if message["type"] != "state":
                continue
            done = message["status"] == "finished"
            if bot_since is not None and (message["legal"] or done):
                run.live.set()
                if bot_since >= run.warmup_end:
                    run.waits.append(now - bot_since)
                bot_since = None
            if done:
                run.finished += 1
                return
            if not message["legal"]:
                if message["status"] == "running" and bot_since is None:
                    bot_since = now  # the bot is to move from here
                continue
            if message["version"] <= acted_on:
                continue
            acted_on = message["version"]
            await asyncio.sleep(run.rng.expovariate(1000.0 / run.think) if run.think else 0)
            action = run.rng.choice(message["legal"])["action"]
            await ws.send(json.dumps({"type": "action", "version": acted_on, "action": action}))
    except websockets.ConnectionClosed:
        if time.perf_counter() < run.end:
            run.errors["connection_closed"] = run.errors.get("connection_closed", 0) + 1
    finally:
        if bot_since is not None and bot_since >= run.warmup_end:
            run.unfinished += 1


async def drive(run: Run, matches: int) -> None:
    limits = httpx.Limits(max_connections=50)
    async with httpx.AsyncClient(
        base_url=run.base, timeout=120, limits=limits, trust_env=False
    ) as http:
        tasks = [asyncio.create_task(person(run, http)) for _ in range(matches)]
        await run.over.wait()
        for task in tasks:
            task.cancel()
        for result in await asyncio.gather(*tasks, return_exceptions=True):
            if isinstance(result, Exception):
                name = type(result).__name__
                run.errors[name] = run.errors.get(name, 0) + 1


def measure(
    mode: str, level: str, matches: int, args: argparse.Namespace, cluster: PostgresCluster
) -> dict[str, Any]:
    with setup(mode, args.processes, args.timed_slots, cluster) as where:
        before: dict[str, Any] = {}

        def ours() -> dict[int, float]:
            return pids_cpu_seconds(tree_pids([os.getpid(), where.postmaster]))

        async def main() -> None:
            run = Run(where.base, level, args.game, args.think, random.Random(args.seed))

            async def window() -> None:
                await asyncio.sleep(args.warmup)
                # no window before the matches are played (bounded: then it measures
                # whatever happens, and the errors say why)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(run.live.wait(), LIVE_TIMEOUT)
                before["bot"] = group_cpu_seconds(where.pids)
                before["ours"] = ours()
                before["busy"] = machine_cpu_seconds()[0]
                before["counts"] = worker_counts(where.redis_url)
                run.warmup_end = time.perf_counter()
                run.end = run.warmup_end + args.duration
                await asyncio.sleep(args.duration)
                run.over.set()

            await asyncio.gather(drive(run, matches), window())
            runs.append(run)

        runs: list[Run] = []

        asyncio.run(main())
        run = runs[0]
        cpu = group_cpu_seconds(where.pids) - before.get("bot", 0.0)
        ours_after = ours()
        ours_cpu = sum(
            spent - before.get("ours", {}).get(pid, 0.0) for pid, spent in ours_after.items()
        )
        busy = machine_cpu_seconds()[0] - before.get("busy", 0.0)
        after = worker_counts(where.redis_url)
    counts = {name: after[name] - before.get("counts", {}).get(name, 0.0) for name in after}
    decisions = counts.get("decisions", 0.0)
    searched = counts.get("searched", 0.0)
    waits = run.waits
    return {
        "mode": mode,
        "level": level,
        "matches": matches,
        "turns": len(waits),
        "p50": percentile(waits, 0.5) * 1000 if waits else None,
        "p99": percentile(waits, 0.99) * 1000 if waits else None,
        "finished": run.finished,
        "unfinished": run.unfinished,
        "errors": dict(run.errors),
        "cores_bot": cpu / args.duration,
        "cores_ours": ours_cpu / args.duration,
        "cores_others": max(0.0, busy - ours_cpu) / args.duration,
        "cores_machine": busy / args.duration,
        "cpu_per_turn": cpu / len(waits) * 1000 if waits else None,
        "decisions": int(decisions),
        "queued_ms": counts.get("queued_ms", 0.0) / decisions if decisions else None,
        "cpu_per_decision_ms": counts.get("cpu_ms", 0.0) / decisions if decisions else None,
        "iterations": counts.get("iterations", 0.0) / searched if searched else None,
    }


def _number(value: float | None, width: int, digits: int = 1) -> str:
    return f"{'-':>{width}}" if value is None or value != value else f"{value:>{width}.{digits}f}"


def main(argv: Sequence[str] | None = None) -> None:
    from spelkast.server.bots.lanes import default_timed

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--serve", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--bot-workers", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--redis-url", help=argparse.SUPPRESS)
    parser.add_argument("--database-url", help=argparse.SUPPRESS)
    parser.add_argument("--game", default="labyrinth")
    parser.add_argument("--levels", default="easy,medium,hard")
    parser.add_argument("--matches", default="50,100,200")
    parser.add_argument("--modes", default="pool,workers")
    parser.add_argument("--processes", type=int, default=2, help="bot processes, both modes")
    parser.add_argument("--timed-slots", type=int, default=None,
                        help="timed decisions at once, all workers together or in the "
                        "server's pool (default: a worker's default for --processes)")  # fmt: skip
    parser.add_argument("--think", type=float, default=5000.0,
                        help="a person's mean think per decision, ms (1000: the stress setting)")  # fmt: skip
    parser.add_argument("--duration", type=float, default=30.0)
    parser.add_argument("--warmup", type=float, default=15.0)
    parser.add_argument("--samples", type=int, default=40, help="bot turns timed alone")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--round-trips", type=int, default=300, help="decisions one at a time")
    parser.add_argument("--json", help="also write the results to this file")
    args = parser.parse_args(argv)
    if args.serve:
        serve(args.serve, args.bot_workers, args.timed_slots, args.redis_url, args.database_url)
        return
    if args.timed_slots is None:
        args.timed_slots = default_timed(args.processes)
    share_priority(os.getpid())
    levels = args.levels.split(",")
    modes = args.modes.split(",")
    print(f"game {args.game}; a person thinks {args.think:.0f} ms a decision on average; "
          f"{args.processes} bot processes ({args.timed_slots} timed slots); "
          f"{os.cpu_count()} cores; window {args.duration:.0f} s after {args.warmup:.0f} s; "
          f"nice {os.getpriority(os.PRIO_PROCESS, 0)} (its sessions too); "
          f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")  # fmt: skip
    result: dict[str, Any] = {"game": args.game, "think_ms": args.think,
                              "processes": args.processes, "timed_slots": args.timed_slots,
                              "alone": {}, "round_trips": {}, "rows": []}  # fmt: skip
    print("\nthe bot alone, per turn (ms; iterations per search):")
    alone: dict[str, Alone] = {}
    for level in levels:
        a = alone[level] = thinking_alone(args.game, level, args.samples, args.seed)
        its = statistics.mean(a.iterations) if a.iterations else None
        result["alone"][level] = {
            "p50": percentile(a.turns, 0.5) * 1000,
            "p99": percentile(a.turns, 0.99) * 1000,
            "cpu_per_turn": statistics.mean(a.cpu) * 1000,
            "iterations": its,
            "turns": len(a.turns),
        }
        print(f"  {level:7} p50 {percentile(a.turns, 0.5) * 1000:8.1f}"
              f"  p99 {percentile(a.turns, 0.99) * 1000:8.1f}"
              f"  cpu/turn {statistics.mean(a.cpu) * 1000:7.1f}"
              f"  iterations {_number(its, 6, 0)}  ({len(a.turns)} turns)")  # fmt: skip
    if args.round_trips:
        print("\none decision of the random bot at a time, there and back (ms):")
        for mode in modes:
            spent = round_trips(mode, args.game, args.round_trips, args.seed)
            result["round_trips"][mode] = {"p50": percentile(spent, 0.5) * 1000,
                                           "p99": percentile(spent, 0.99) * 1000}  # fmt: skip
            print(f"  {mode:8} p50 {percentile(spent, 0.5) * 1000:7.2f}"
                  f"  p99 {percentile(spent, 0.99) * 1000:7.2f}  ({len(spent)} decisions)")  # fmt: skip
    print("\nthe wait for the bot's turn under load (ms), CPU in cores, per decision made:")
    print(f"  {'mode':8}{'level':7}{'matches':>8}{'turns':>6}{'p50':>8}{'p99':>8}"
          f"{'p50/al':>7}{'p99/al':>7}{'open':>5}{'bot':>6}{'ours':>6}{'others':>7}"
          f"{'need':>6}{'cpu/turn':>9}{'queued':>8}{'cpu/dec':>8}{'iters':>6}"
          f"  load  errors")  # fmt: skip
    # One PostgreSQL cluster for every row (starting one cost several seconds on a loaded
    # 2-core machine), each row's server on a fresh database of its own.
    with throwaway_cluster({"max_connections": "50"}) as cluster:
        share_priority(cluster.postmaster_pid)
        for level in levels:
            a = alone[level]
            p50_alone = percentile(a.turns, 0.5) * 1000
            p99_alone = percentile(a.turns, 0.99) * 1000
            for matches in (int(m) for m in args.matches.split(",")):
                for mode in modes:
                    r = measure(mode, level, matches, args, cluster)
                    r["load"] = os.getloadavg()[0]
                    r["need"] = r["turns"] / args.duration * statistics.mean(a.cpu)
                    r["p50_ratio"] = r["p50"] / p50_alone if r["p50"] and p50_alone > 0 else None
                    r["p99_ratio"] = r["p99"] / p99_alone if r["p99"] and p99_alone > 0 else None
                    result["rows"].append(r)
                    print(f"  {mode:8}{level:7}{matches:>8}{r['turns']:>6}"
                          f"{_number(r['p50'], 8)}{_number(r['p99'], 8)}"
                          f"{_number(r['p50_ratio'], 7)}{_number(r['p99_ratio'], 7)}"
                          f"{r['unfinished']:>5}{r['cores_bot']:>6.2f}{r['cores_ours']:>6.2f}"
                          f"{r['cores_others']:>7.2f}{r['need']:>6.2f}"
                          f"{_number(r['cpu_per_turn'], 9)}{_number(r['queued_ms'], 8)}"
                          f"{_number(r['cpu_per_decision_ms'], 8)}{_number(r['iterations'], 6, 0)}"
                          f"{r['load']:>6.1f}  {r['errors'] or ''}", flush=True)  # fmt: skip
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1, allow_nan=False, default=str))


if __name__ == "__main__":
    main()
