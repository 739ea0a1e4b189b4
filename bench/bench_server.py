"""Game server load benchmark (not a test: it prints figures and asserts nothing about them).

    uv run python bench/bench_server.py [--matches 200] [--duration 20] [--warmup 5]
    uv run python bench/bench_server.py --postgres          # a throwaway PostgreSQL cluster
    uv run python bench/bench_server.py --think 1000        # human-like think time (ms)

Starts a real server process (uvicorn with ``create_app``, on a free loopback port, with
an SQLite file in a temporary directory, a throwaway PostgreSQL cluster, or
``--database-url``), creates ``--matches`` matches of ``--game`` with only human seats,
joins every seat and opens one WebSocket client per seat (plus ``--spectators`` per
match). The clients play at bot speed: a seat that has legal actions picks one at random
and sends it at once (at most one action in flight per seat); a finished match is
replaced by a new one, so the number of running matches stays constant.

For every accepted action the latency is the time from sending it to the moment the
last client of that match has received the state with the version it produced. Actions
sent during ``--duration`` seconds after ``--warmup`` seconds are counted; the table
gives throughput (actions per second), the 50th/90th/99th percentile and the maximum of
the latency, the errors, and how the machine's CPU time was shared between the server
process, the client process(es) and everything else running on the machine.

The clients (server_load_clients.py) run in ``--client-procs`` processes of their own (1
by default), never in the server's process. The server's rate limit is lifted (bot clients
act faster than the 20 messages per second a person is allowed).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import os
import platform
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

import httpx

from server_load_clients import Config, Tally, drive_in_process

TARGET_MATCHES = 200
TARGET_P99_MS = 100.0


# --------------------------------------------------------------------------- helpers
def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def percentile(values: Sequence[float], fraction: float) -> float:
    """Nearest-rank percentile (``fraction`` in 0..1) of a non-empty sequence."""
    ordered = sorted(values)
    rank = max(1, round(fraction * len(ordered) + 0.5 - 1e-9))
    return ordered[min(rank, len(ordered)) - 1]


def process_cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (all its threads), from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def tree_cpu_seconds(root: int) -> float:
    """CPU time of a process and its direct children (a PostgreSQL postmaster and its
    backends), from /proc; processes that vanish meanwhile are skipped."""
    total = 0.0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            if int(entry.name) == root or int(fields[1]) == root:
                total += process_cpu_seconds(int(entry.name))
        except (OSError, ValueError, IndexError):
            continue
    return total


def machine_cpu_seconds() -> tuple[float, float]:
    """(busy, total) CPU seconds of the whole machine since boot, from /proc/stat."""
    values = [int(v) for v in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    ticks = os.sysconf("SC_CLK_TCK")
    idle = values[3] + values[4]  # idle + iowait
    return (sum(values[:8]) - idle) / ticks, sum(values[:8]) / ticks


# ------------------------------------------------------------------------ databases
@contextlib.contextmanager
def postgres_cluster() -> Iterator[tuple[str, int]]:
    """A throwaway PostgreSQL cluster (the newest installed PostgreSQL, as in the tests:
    tools/throwaway_postgres.py); yields its URL and the postmaster's process id."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
    from throwaway_postgres import throwaway_cluster

    with throwaway_cluster({"max_connections": "50"}) as cluster:
        yield cluster.url(), cluster.postmaster_pid


# --------------------------------------------------------------------------- server
def serve(
    port: int, database_url: str, ws: str, compression: bool, redis_url: str | None = None
) -> None:
    """The server process: uvicorn with ``create_app`` (uvloop and httptools when
    installed, as uvicorn picks them by default); with ``redis_url`` one node of several
    (bench/bench_nodes.py)."""
    import uvicorn

    from spelkast.server.app import Settings, create_app, tune_gc
    from spelkast.server.inbound import TRANSPORT_MAX_BYTES

    tune_gc()
    settings = Settings(
        database_url=database_url,
        bot_workers=0,
        rate_per_second=1e6,
        rate_burst=10**6,
        create_per_minute=1e6,  # one client opens every match of the run
        create_burst=10**6,
        join_per_minute=1e6,
        join_burst=10**6,
        redis_url=redis_url,
    )
    uvicorn.run(
        create_app(settings),
        host="127.0.0.1",
        port=port,
        log_level="warning",
        ws=ws,  # type: ignore[arg-type]
        ws_per_message_deflate=compression,
        ws_max_size=TRANSPORT_MAX_BYTES,  # larger frames: see docs/server.md
        timeout_graceful_shutdown=2,
    )


@contextlib.contextmanager
def server_process(
    database_url: str, ws: str, compression: bool, redis_url: str | None = None
) -> Iterator[tuple[str, int]]:
    """Start the server in its own process; yields (base URL, pid) once it answers."""
    port = free_port()
    command = [sys.executable, str(Path(__file__).resolve()), "--serve", str(port)]
    command += ["--database-url", database_url, "--ws", ws]
    command += ["--compression"] if compression else []
    command += ["--redis-url", redis_url] if redis_url else []
    process = subprocess.Popen(command)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 180  # a loaded machine starts slowly
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"the server exited with code {process.returncode}")
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"{base}/api/health", timeout=2).status_code == 200:
                    break
            if time.monotonic() > deadline:
                raise RuntimeError("the server did not start within 180 s")
            time.sleep(0.1)
        yield base, process.pid
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


# ---------------------------------------------------------------------------- main
def measure(
    config: Config,
    client_procs: int,
    server_pid: int,
    database_pid: int | None = None,
    node_pids: Sequence[int] = (),
) -> tuple[Tally, dict[str, Any], list[dict[str, Any]]]:
    """Run the clients (in ``client_procs`` processes) and measure CPU shares. With
    ``node_pids`` (several server nodes) the server's share is theirs, each node's in
    ``node_cores``."""
    pids = list(node_pids) or [server_pid]
    context = multiprocessing.get_context("spawn")
    ready, go, out = context.Queue(), context.Queue(), context.Queue()
    share, rest = divmod(config.matches, client_procs)
    procs = []
    for index in range(client_procs):
        part = Config(**{**asdict(config), "matches": share + (index < rest)})
        part.seed = config.seed * 1000 + index
        procs.append(context.Process(target=drive_in_process, args=(part, ready, go, out)))
    for proc in procs:
        proc.start()
    for _ in procs:
        started = ready.get()
        if isinstance(started, str):
            for proc in procs:
                proc.terminate()
            raise RuntimeError(started)
    start = time.time() + 0.5
    for _ in procs:
        go.put(start)
    time.sleep(max(0.0, start + config.warmup - time.time()))
    nodes_before = [process_cpu_seconds(pid) for pid in pids]
    database_before = tree_cpu_seconds(database_pid) if database_pid else 0.0
    busy_before, total_before = machine_cpu_seconds()
    wall_before = time.perf_counter()
    time.sleep(config.duration)
    node_cpu = [process_cpu_seconds(pid) - b for pid, b in zip(pids, nodes_before, strict=True)]
    server_cpu = sum(node_cpu)
    database_cpu = tree_cpu_seconds(database_pid) - database_before if database_pid else 0.0
    busy_after, total_after = machine_cpu_seconds()
    wall = time.perf_counter() - wall_before
    parts = [out.get() for _ in procs]
    for proc in procs:
        proc.join()
    tally = Tally()
    for part_dict in parts:
        part = Tally(**part_dict)
        tally.latencies += part.latencies
        tally.actions += part.actions
        tally.unfinished += part.unfinished
        tally.matches_started += part.matches_started
        tally.matches_finished += part.matches_finished
        tally.cpu_seconds += part.cpu_seconds
        for code, count in part.errors.items():
            tally.errors[code] = tally.errors.get(code, 0) + count
    tally.window = config.duration
    cores = os.cpu_count() or 1
    busy = busy_after - busy_before
    cpu: dict[str, Any] = {
        "node_cores": [value / wall for value in node_cpu],
        "cores": float(cores),
        "server_cores": server_cpu / wall,
        "clients_cores": tally.cpu_seconds / wall,
        "machine_busy_cores": busy / wall,
        "database_cores": database_cpu / wall,  # PostgreSQL's processes (0 for SQLite)
        "others_cores": max(0.0, busy - server_cpu - tally.cpu_seconds - database_cpu) / wall,
        "machine_total_cores": (total_after - total_before) / wall,
    }
    return tally, cpu, parts


def summarise(config: Config, tally: Tally, cpu: dict[str, Any], extra: dict[str, Any]) -> dict:
    latencies_ms = [1000 * value for value in tally.latencies] or [float("nan")]
    per_second = tally.actions / config.duration
    result: dict[str, Any] = {
        **extra,
        "game": config.game,
        "matches": config.matches,
        "clients_per_match": config.players + config.spectators,
        "think_ms": config.think_ms,
        "warmup_s": config.warmup,
        "duration_s": config.duration,
        "actions": tally.actions,
        "actions_per_second": per_second,
        "latency_ms": {
            "p50": percentile(latencies_ms, 0.50),
            "p90": percentile(latencies_ms, 0.90),
            "p99": percentile(latencies_ms, 0.99),
            "max": max(latencies_ms),
            "mean": statistics.fmean(latencies_ms),
        },
        "measured_actions": len(tally.latencies),
        "unfinished_actions": tally.unfinished,
        "errors": tally.errors,
        "matches_started": tally.matches_started,
        "matches_finished": tally.matches_finished,
        "cpu": cpu,
        "server_cpu_per_action_us": 1e6 * cpu["server_cores"] / per_second if per_second else 0.0,
        "clients_cpu_per_action_us": 1e6 * cpu["clients_cores"] / per_second if per_second else 0.0,
        "python": platform.python_version(),
    }
    return result


def table(result: dict[str, Any]) -> str:
    latency = result["latency_ms"]
    cpu = result["cpu"]
    target = (
        result["matches"] >= TARGET_MATCHES
        and latency["p99"] < TARGET_P99_MS
        and not result["errors"]
    )
    lines = [
        f"server load: {result['database']}, {result['matches']} matches of {result['game']}, "
        f"{result['clients_per_match']} clients each, think {result['think_ms']:g} ms, "
        f"{result['client_procs']} client process(es), ws {result['ws']}, "
        f"compression {'on' if result['compression'] else 'off'}",
        f"  window {result['duration_s']:g} s after {result['warmup_s']:g} s warm-up",
        f"  actions: {result['actions']} accepted, {result['actions_per_second']:.0f} per second",
        f"  latency (send -> every client has the new state), {result['measured_actions']} "
        f"actions: p50 {latency['p50']:.1f} ms, p90 {latency['p90']:.1f} ms, "
        f"p99 {latency['p99']:.1f} ms, max {latency['max']:.1f} ms",
        f"  unfinished {result['unfinished_actions']}, errors {result['errors'] or 'none'}, "
        f"matches started {result['matches_started']}, finished {result['matches_finished']}",
        f"  CPU (cores of {cpu['cores']:.0f}): server {cpu['server_cores']:.2f}, "
        f"clients {cpu['clients_cores']:.2f}, PostgreSQL {cpu['database_cores']:.2f}, "
        f"others {cpu['others_cores']:.2f}, "
        f"machine busy {cpu['machine_busy_cores']:.2f}; per action: server "
        f"{result['server_cpu_per_action_us']:.0f} µs, clients "
        f"{result['clients_cpu_per_action_us']:.0f} µs",
        f"  target (>= {TARGET_MATCHES} matches, p99 < {TARGET_P99_MS:g} ms, no errors): "
        + ("met" if target else "not met"),
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=TARGET_MATCHES)
    parser.add_argument("--game", default="labyrinth")
    parser.add_argument("--players", type=int, default=2, help="human seats per match")
    parser.add_argument("--spectators", type=int, default=0, help="spectators per match")
    parser.add_argument("--duration", type=float, default=20.0, help="measured seconds")
    parser.add_argument("--warmup", type=float, default=5.0, help="seconds before measuring")
    parser.add_argument("--think", type=float, default=0.0, help="mean think time (ms)")
    parser.add_argument("--client-procs", type=int, default=1, help="client processes")
    parser.add_argument("--seed", type=int, default=2024)
    db = parser.add_mutually_exclusive_group()
    db.add_argument("--postgres", action="store_true", help="start a throwaway PostgreSQL")
    db.add_argument("--database-url", help="use this database (it must be empty or spelkast's)")
    parser.add_argument("--ws", default="auto", choices=["auto", "websockets", "websockets-sansio"])
    parser.add_argument(
        "--compression", action="store_true", help="permessage-deflate (as browsers offer)"
    )
    parser.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    parser.add_argument("--serve", type=int, metavar="PORT", help=argparse.SUPPRESS)
    parser.add_argument("--redis-url", help=argparse.SUPPRESS)  # a node (bench_nodes.py)
    args = parser.parse_args(argv)
    if args.serve:
        serve(args.serve, args.database_url, args.ws, args.compression, args.redis_url)
        return {}
    with (
        tempfile.TemporaryDirectory(prefix="spelkast-bench-") as folder,
        contextlib.ExitStack() as stack,
    ):
        database_pid = None
        if args.postgres:
            url, database_pid = stack.enter_context(postgres_cluster())
            database = "postgresql"
        elif args.database_url:
            url = args.database_url
            database = url.split(":", 1)[0]
        else:
            url = f"sqlite:///{Path(folder) / 'bench.db'}"
            database = "sqlite"
        base, pid = stack.enter_context(server_process(url, args.ws, args.compression))
        config = Config(
            base=base,
            game=args.game,
            players=args.players,
            matches=args.matches,
            spectators=args.spectators,
            warmup=args.warmup,
            duration=args.duration,
            think_ms=args.think,
            seed=args.seed,
            compression=args.compression,
        )
        tally, cpu, _ = measure(config, args.client_procs, pid, database_pid)
    extra = {
        "database": database,
        "client_procs": args.client_procs,
        "ws": args.ws,
        "compression": args.compression,
    }
    result = summarise(config, tally, cpu, extra)
    print(table(result))
    if args.json:
        with open(args.json, "w") as out:
            json.dump(result, out, indent=2)
            out.write("\n")
    return result


if __name__ == "__main__":
    main()
