"""The arena on a Ray cluster: the same games as the local process pool, spread wider.

``play_games_ray(tasks, "auto")`` plays arena games (:class:`~spelkast.arena.GameTask`)
as Ray tasks and returns their results in task order, exactly as
:func:`spelkast.arena.play_games` does: a game depends only on its task (arena seed, game
index, seats, options), never on where or in which order it runs, so a seeded run on a
cluster gives the same games, scores and ranks as on one machine; only the timings differ.

* **Where.** ``address`` is what :func:`ray.init` takes: ``"auto"`` (the cluster this
  machine belongs to, or ``RAY_ADDRESS``), ``"ray://HEAD:10001"`` (Ray Client) or
  ``"HEAD:6379"``. When Ray is already initialised in this process (a script or a test
  that called :func:`ray.init` itself), that connection is used as it is and left open.
* **Batches.** Games travel in batches of ``batch`` (default: enough for about eight
  batches per CPU of the cluster, at most 64 games each), so a 100,000-game run is a few
  thousand Ray tasks rather than 100,000.
* **A lost worker's games are re-run.** A batch whose worker process or node dies
  (:class:`ray.exceptions.WorkerCrashedError`, a node's death, an object lost with it) is
  submitted again, up to ``retries`` times; since a game is a pure function of its task,
  the re-run plays the very same games. ``on_rerun`` hears of each re-run. A bot that
  misbehaves is not a lost worker: its :class:`~spelkast.arena.ArenaError` stops the run,
  as it does locally.
* **Progress.** ``progress`` is called with the number of games done as batches finish.

Ray is an optional dependency (the ``cluster`` extra: ``pip install 'spelkast[cluster]'``);
the workers need spelkast installed too (the same version: the cluster's image, or a
``runtime_env``, see docs/bots.md).
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Sequence
from typing import Any

from spelkast.arena import ArenaError, GameResult, GameTask, Runner, play_game
from spelkast.core.errors import OptionError

DEFAULT_RETRIES = 3
"""How many times a batch whose worker was lost is submitted again."""

MAX_BATCH = 64
"""The most games one Ray task plays (when the batch size is left to the arena)."""


def _ray() -> Any:
    """The ``ray`` module, or a refusal that says how to get it."""
    # Under `uv run`, Ray would start its workers with `uv run` in a fresh environment
    # made from the project's default dependencies, which lack Ray itself: the workers use
    # the cluster's own installation instead (read by Ray when it is imported).
    os.environ.setdefault("RAY_ENABLE_UV_RUN_RUNTIME_ENV", "0")
    try:
        return importlib.import_module("ray")
    except ImportError:
        raise OptionError(
            "--ray needs Ray: install the cluster extra (pip install 'spelkast[cluster]', "
            "or uv sync --extra cluster)"
        ) from None


def ray_runner(address: str) -> Runner:
    """A runner for :func:`spelkast.arena.run_arena` that plays on the cluster at ``address``."""
    _ray()  # refuse at once when Ray is not installed

    def run(tasks: Sequence[GameTask], progress: Callable[[int], None] | None) -> list[GameResult]:
        return play_games_ray(tasks, address, progress)

    return run


def play_batch(tasks: Sequence[GameTask], play: Callable[[GameTask], GameResult]) -> list[Any]:
    """Play a batch of games (runs in a Ray worker)."""
    return [play(task) for task in tasks]


def batch_size(games: int, cpus: int) -> int:
    """Games per Ray task: about eight tasks per CPU, at most :data:`MAX_BATCH`.

    >>> batch_size(100_000, 256), batch_size(40, 2), batch_size(1, 8)
    (49, 3, 1)
    """
    return max(1, min(MAX_BATCH, -(-games // (8 * max(1, cpus)))))


def play_games_ray(
    tasks: Sequence[GameTask],
    address: str,
    progress: Callable[[int], None] | None = None,
    *,
    batch: int | None = None,
    retries: int = DEFAULT_RETRIES,
    play: Callable[[GameTask], GameResult] = play_game,
    on_rerun: Callable[[int, int], None] | None = None,
) -> list[GameResult]:
    """Play ``tasks`` on the Ray cluster at ``address``; results in task order.

    ``play`` plays one game (the arena's own by default); ``on_rerun(first_index,
    attempt)`` is called when a batch (named by its first game's index) is submitted
    again after its worker was lost.
    """
    ray = _ray()
    if not address:
        raise OptionError("--ray takes a cluster address, or auto")
    if retries < 0:
        raise OptionError(f"retries must be >= 0, got {retries}")
    connected_here = not ray.is_initialized()
    if connected_here:
        try:
            ray.init(address=address, log_to_driver=False)
        except ConnectionError as exc:
            raise OptionError(f"no Ray cluster at {address}: {exc}") from None
    try:
        return _play(ray, tasks, progress, batch, retries, play, on_rerun)
    finally:
        if connected_here:
            ray.shutdown()


def _play(
    ray: Any,
    tasks: Sequence[GameTask],
    progress: Callable[[int], None] | None,
    batch: int | None,
    retries: int,
    play: Callable[[GameTask], GameResult],
    on_rerun: Callable[[int, int], None] | None,
) -> list[GameResult]:
    rex = importlib.import_module("ray.exceptions")
    lost_worker = (
        rex.WorkerCrashedError,
        rex.NodeDiedError,
        rex.ObjectLostError,
        rex.OwnerDiedError,
        rex.LocalRayletDiedError,
    )
    if not tasks:
        return []
    size = batch or batch_size(len(tasks), int(ray.cluster_resources().get("CPU", 1)))
    batches = [tuple(tasks[i : i + size]) for i in range(0, len(tasks), size)]
    # Ray's own retries are off: a lost batch comes back here and is counted and re-run.
    remote = ray.remote(max_retries=0)(play_batch)
    play_ref = ray.put(play)
    pending: dict[Any, tuple[int, int]] = {}  # ref -> (batch number, attempt)
    for number, games in enumerate(batches):
        pending[remote.remote(games, play_ref)] = (number, 0)
    done: dict[int, list[GameResult]] = {}
    finished = 0
    while pending:
        ready, _ = ray.wait(list(pending), num_returns=1)
        ref = ready[0]
        number, attempt = pending.pop(ref)
        try:
            results = ray.get(ref)
        except lost_worker:
            if attempt >= retries:
                raise ArenaError(
                    f"games {batches[number][0].index}-{batches[number][-1].index}: "
                    f"their worker was lost {attempt + 1} times; giving up"
                ) from None
            if on_rerun:
                on_rerun(batches[number][0].index, attempt + 1)
            pending[remote.remote(batches[number], play_ref)] = (number, attempt + 1)
            continue
        except rex.RayTaskError as exc:
            cause = getattr(exc, "cause", None)
            if isinstance(cause, ArenaError):
                raise cause from None
            raise
        done[number] = results
        finished += len(results)
        if progress:
            progress(finished)
    return [result for number in range(len(batches)) for result in done[number]]
