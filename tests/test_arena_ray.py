"""The arena on Ray: a local Ray instance plays the same seeded games as the local pool,
and a batch whose worker dies is played again rather than lost.

``./test`` runs this module in a pytest process of its own, after the rest of the suite
(the root conftest's ``--ray-tests``): the Ray instance's dozen processes then neither
compete with two busy workers while they start nor outlive the module beside other tests.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from spelkast.arena import GameResult, GameTask, play_game, play_games, run_arena

# Workers run this very interpreter: Ray reads its `uv run` hook's switch when it is
# imported, and with the hook on it starts workers under `uv run` in a fresh environment
# of their own, without the cluster extra and so without Ray (no task ever ran).
os.environ["RAY_ENABLE_UV_RUN_RUNTIME_ENV"] = "0"
ray = pytest.importorskip("ray", reason="the cluster extra (Ray) is not installed")

from spelkast.arena_ray import play_games_ray, ray_runner  # noqa: E402

SESSION_MARK = "SPELKAST_TEST_RAY_SESSION"
"""Set, to the instance's own temporary directory, in the environment of every process
the local Ray instance starts (they inherit it), so that the test can find them all."""

EXIT_DEADLINE = 120.0
"""Seconds the Ray instance's processes get to end after ``ray.shutdown()``."""

SYSTEM_CONFIG = {
    # A worker that starts slowly on a busy machine is waited for (default: 60 s) rather
    # than killed and started again.
    "worker_register_timeout_seconds": 600,
    # The raylet is declared dead after this many missed 3 s health checks (default: 5).
    "health_check_failure_threshold": 40,
    # Ray kills workers when the machine's memory is nearly full, whoever fills it:
    # here that would fail a test for another program's memory.
    "memory_monitor_refresh_ms": 0,
    # Ray starts its workers at niceness 15, below the raylet: beside other busy processes
    # they got so little of the CPU that six games took 32 s instead of 4.
    "worker_niceness": 0,
}


def processes_marked(mark: str) -> list[int]:
    """Live processes (not this one, not zombies) whose environment carries ``mark``."""
    needle = f"{SESSION_MARK}={mark}".encode() + b"\0"
    found = []
    for proc in Path("/proc").glob("[0-9]*"):
        if int(proc.name) == os.getpid():
            continue
        try:
            if (proc / "stat").read_text().rsplit(")", 1)[1].split()[0] == "Z":
                continue
            if needle in (proc / "environ").read_bytes():
                found.append(int(proc.name))
        except (OSError, IndexError):
            continue  # ended meanwhile, or not ours to read
    return found


def end_leftovers(mark: str) -> list[int]:
    """Wait for the processes marked ``mark`` to end; kill and return those that do not."""
    deadline = time.monotonic() + EXIT_DEADLINE
    while (left := processes_marked(mark)) and time.monotonic() < deadline:
        time.sleep(0.1)
    for pid in left:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    return left


@pytest.fixture(scope="module")
def local_ray() -> Iterator[Any]:
    """A local Ray instance of two CPUs, for this module, in a temporary directory of its own
    (removed afterwards).

    ``address="local"`` starts a new instance even when another runs on this machine or
    ``RAY_ADDRESS`` names one. After ``ray.shutdown()`` none of its processes may remain.
    """
    # Short: Ray's socket paths (this directory, a session name, a socket's) must fit in
    # 107 bytes, and pytest's temporary directories are long.
    temp_dir = Path(tempfile.mkdtemp(prefix="spelkast-ray-"))
    this_module = sys.modules[__name__]
    registered = False
    with pytest.MonkeyPatch.context() as env:
        env.setenv(SESSION_MARK, str(temp_dir))
        env.setenv("RAY_USAGE_STATS_ENABLED", "0")
        try:
            ray.init(
                address="local",
                num_cpus=2,
                object_store_memory=100 * 1024 * 1024,
                include_dashboard=False,
                log_to_driver=False,
                _temp_dir=str(temp_dir),
                _system_config=SYSTEM_CONFIG,
            )
            # The workers unpickle this module's helpers by value (they cannot import tests/).
            ray.cloudpickle.register_pickle_by_value(this_module)
            registered = True
            yield ray
        finally:
            if registered:
                ray.cloudpickle.unregister_pickle_by_value(this_module)
            ray.shutdown(wait_for_processes=True)
            left = end_leftovers(str(temp_dir))
            shutil.rmtree(temp_dir, ignore_errors=True)
    assert not left, f"Ray's processes {left} outlived ray.shutdown() by {EXIT_DEADLINE} s"


def outcomes(results: list[GameResult]) -> list[dict[str, Any]]:
    return [r.outcome_json() for r in results]


def test_a_seeded_run_on_ray_gives_the_local_pools_games(local_ray: Any) -> None:
    done: list[int] = []
    on_ray = run_arena(
        "labyrinth",
        ("random", "medium", "easy"),
        games=6,
        seed=5,
        runner=ray_runner("auto"),  # Ray is already initialised here: that one is used
        progress=done.append,
    )
    local = run_arena("labyrinth", ("random", "medium", "easy"), games=6, jobs=1, seed=5)
    assert outcomes(list(on_ray.results)) == outcomes(list(local.results))
    assert [b.to_json()["wins"] for b in on_ray.bots] == [b.to_json()["wins"] for b in local.bots]
    assert done == sorted(done)
    assert done[-1] == 6
    assert local_ray.is_initialized()  # a connection the arena did not open stays open


class CrashOnce:
    """Plays a game, except that the worker playing game ``index`` dies the first time."""

    def __init__(self, marker: Path, index: int) -> None:
        self.marker = marker
        self.index = index

    def __call__(self, task: GameTask) -> GameResult:
        if task.index == self.index and not self.marker.exists():
            self.marker.write_text("the worker died here once", encoding="utf-8")
            os._exit(1)
        return play_game(task)


def test_the_games_of_a_lost_worker_are_played_again(local_ray: Any, tmp_path: Path) -> None:
    tasks = [GameTask("sudoids", ("random", "medium"), index, 3) for index in range(6)]
    marker = tmp_path / "crashed"
    reruns: list[tuple[int, int]] = []
    results = play_games_ray(
        tasks,
        "auto",
        batch=2,
        play=CrashOnce(marker, 3),
        on_rerun=lambda first, attempt: reruns.append((first, attempt)),
    )
    assert marker.exists()  # the worker did die
    assert reruns == [(2, 1)]  # the batch of games 2 and 3 went out once more
    assert outcomes(results) == outcomes(play_games(tasks, jobs=1))
