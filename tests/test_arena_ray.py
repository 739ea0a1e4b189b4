"""The arena on Ray: a local Ray instance plays the same seeded games as the local pool,
and a batch whose worker dies is played again rather than lost."""

from __future__ import annotations

import os
import sys
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


@pytest.fixture(scope="module")
def local_ray() -> Iterator[Any]:
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    # The workers unpickle this module's helpers by value (they cannot import tests/).
    ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    try:
        yield ray
    finally:
        ray.cloudpickle.unregister_pickle_by_value(sys.modules[__name__])
        ray.shutdown()


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
