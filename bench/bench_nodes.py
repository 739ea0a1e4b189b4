"""Several server nodes: load and takeover (not a test: it prints figures and asserts
nothing about them).

    uv run python bench/bench_nodes.py [--nodes 1 2 3] [--matches 200] [--duration 20]
    uv run python bench/bench_nodes.py --takeover 5        # kill -9 the owner 5 times

Starts a throwaway PostgreSQL cluster and a throwaway Redis (tools/throwaway_*.py), then
for each count in ``--nodes`` that many ``spelkast`` server nodes (bench_server.py's
server process with a Redis URL), and runs bench_server.py's load on them: match k is
created on node k mod n (which owns it) and its seat s plays on node (k + s) mod n, so
most actions are forwarded to another node and most states reach a client through
another node. ``--sticky``: every client of match k on node k mod n, its owner (what a
load balancer that routes by match gives): nothing is forwarded. Reported per run: throughput, latency p50/p99 (send -> every client of the
match has the new state) and each node's CPU per action (all nodes share this machine's
cores: read the scaling from the CPU per action, not from the throughput).

``--takeover N``: three nodes and the default lease; N times a match of two bots (on
node 0) is watched from node 1 while node 0 is killed with SIGKILL; prints the time
from the kill to the first new state the watcher receives (each time a fresh node 0).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import signal
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
from websockets.asyncio.client import connect

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import bench_server
from throwaway_redis import throwaway_redis


@contextlib.contextmanager
def node_processes(
    count: int, database_url: str, redis_url: str
) -> Iterator[list[tuple[str, int]]]:
    with contextlib.ExitStack() as stack:
        yield [
            stack.enter_context(bench_server.server_process(database_url, "auto", False, redis_url))
            for _ in range(count)
        ]


def load(args: argparse.Namespace, database_url: str, database_pid: int, redis_url: str) -> None:
    for count in args.nodes:
        with node_processes(count, database_url, redis_url) as nodes:
            config = bench_server.Config(
                base=nodes[0][0],
                game=args.game,
                players=2,
                matches=args.matches,
                spectators=0,
                warmup=args.warmup,
                duration=args.duration,
                think_ms=args.think,
                seed=2024,
                compression=False,
                nodes=tuple(base for base, _ in nodes),
                sticky=args.sticky,
            )
            tally, cpu, _ = bench_server.measure(
                config, 1, nodes[0][1], database_pid, [pid for _, pid in nodes]
            )
        result = bench_server.summarise(
            config,
            tally,
            cpu,
            {"database": "postgresql", "client_procs": 1, "ws": "auto", "compression": False},
        )
        per_second = result["actions_per_second"]
        latency = result["latency_ms"]
        per_node = [1e6 * c / per_second if per_second else 0.0 for c in cpu["node_cores"]]
        print(
            f"{count} node(s){', sticky' if args.sticky else ''}, {args.matches} matches of {args.game} at bot speed, "
            f"think {args.think:g} ms: {per_second:.0f} actions/s, p50 {latency['p50']:.1f} ms, "
            f"p99 {latency['p99']:.1f} ms, errors {result['errors'] or 'none'}; "
            f"CPU per action per node (µs): {', '.join(f'{v:.0f}' for v in per_node)} "
            f"(all nodes {sum(per_node):.0f}); cores: nodes "
            f"{', '.join(f'{c:.2f}' for c in cpu['node_cores'])}, PostgreSQL "
            f"{cpu['database_cores']:.2f}, clients {cpu['clients_cores']:.2f}, others "
            f"{cpu['others_cores']:.2f} of {cpu['cores']:.0f}",
            flush=True,
        )


async def first_state_after(url: str, since: int | None, started: asyncio.Event) -> float:
    async with connect(url, open_timeout=60) as ws:
        await ws.send(json.dumps({"type": "hello", "token": None, "since": None}))
        version = -1
        while True:
            message = json.loads(await ws.recv())
            if message["type"] != "state":
                continue
            if not started.is_set():
                version = message["version"]
                if version >= 1:
                    started.set()
                continue
            if message["version"] > version:
                return time.monotonic()


def takeover(trials: int, database_url: str, redis_url: str) -> None:
    times: list[float] = []
    with contextlib.ExitStack() as stack:
        bases: list[str] = []

        def start(index: int) -> None:
            ctx = bench_server.server_process(database_url, "auto", False, redis_url)
            base, pid = stack.enter_context(ctx)
            bases[index : index + 1] = [base]
            pids[index : index + 1] = [pid]

        pids: list[int] = []
        for index in range(3):
            start(index)
        for _ in range(trials):
            body = {"game": "labyrinth", "seats": [{"kind": "bot", "bot": "greedy"}] * 4}
            match = httpx.post(f"{bases[0]}/api/matches", json=body, timeout=60).json()
            url = "ws" + bases[1][4:] + f"/api/matches/{match['id']}/ws"

            async def trial(url: str = url) -> float:
                started = asyncio.Event()
                seen = asyncio.create_task(first_state_after(url, None, started))
                await started.wait()
                # Kill the owner (node 0) the moment the watcher has seen version >= 1.
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pids[0], signal.SIGKILL)
                killed = time.monotonic()
                return await asyncio.wait_for(seen, 120) - killed

            times.append(asyncio.run(trial()))
            print(f"takeover {len(times)}: {times[-1]:.2f} s", flush=True)
            start(0)  # a fresh node 0 (the old one is dead)
    times.sort()
    print(
        f"takeover (kill -9 of the owner -> first new state on another node), default lease "
        f"{bench_server_lease()} s, {len(times)} trials: min {times[0]:.2f} s, median "
        f"{times[len(times) // 2]:.2f} s, max {times[-1]:.2f} s"
    )


def bench_server_lease() -> float:
    from spelkast.server.settings import Settings

    return Settings().lease_seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--nodes", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--game", default="labyrinth")
    parser.add_argument("--duration", type=float, default=20.0)
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--think", type=float, default=0.0, help="mean think time (ms)")
    parser.add_argument(
        "--sticky",
        action="store_true",
        help="every client of a match on the match's owner (as a load balancer that routes "
        "by match would place them); default: seat s of match k on node (k + s) mod n",
    )
    parser.add_argument("--takeover", type=int, default=0, metavar="N")
    args = parser.parse_args()
    with (
        tempfile.TemporaryDirectory(prefix="spelkast-bench-"),
        bench_server.postgres_cluster() as (database_url, database_pid),
        throwaway_redis() as redis,
    ):
        if args.takeover:
            takeover(args.takeover, database_url, redis.url(0))
        else:
            load(args, database_url, database_pid, redis.url(0))


if __name__ == "__main__":
    main()
