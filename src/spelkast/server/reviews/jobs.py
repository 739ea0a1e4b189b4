"""One run of a review, and the lane that runs them.

:func:`run_review` runs in a worker of the review lane: a process of its own (spawned,
at a lower priority than the server, like the bots' timed lane), or a thread for tests
and tiny machines (``bot_workers == 0``). It claims the review in the database, judges
the game decision by decision (:func:`spelkast.review.review_record`), writes its
progress after every decision (which renews its lease) and stores the review. It is
given the match's record, never a live state: the match is over.

Whatever node starts a review, the run writes its own progress and result, so a node
that restarts loses nothing: a review done is stored, and a run that stopped halfway
(its lease runs out) is run again from the start (:mod:`.service`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import secrets
import threading
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, TypeVar

from spelkast.core.game import JSON
from spelkast.core.record import GameRecord
from spelkast.review.game_review import review_record
from spelkast.server.db import make_engine
from spelkast.server.jsontext import dumps
from spelkast.server.reviews.store import ReviewStore

log = logging.getLogger("spelkast.server")

T = TypeVar("T")

REVIEW_NICE = 5
"""The review lane's processes run this much nicer than the server (moves come first)."""


@dataclass(frozen=True, slots=True)
class ReviewTask:
    """Everything a run needs: the review's id, the finished match's record (JSON), the
    seats' names per language, and where to write."""

    review_id: str
    database_url: str
    record: dict[str, JSON]
    players: tuple[int, ...]
    iterations: int
    names: dict[str, list[str]]
    lease_seconds: float


class _GivenUpError(Exception):
    """The run is no longer the review's (another took over): stop."""


_engines: dict[str, Any] = {}


def _store(url: str) -> ReviewStore:
    engine = _engines.get(url)
    if engine is None:
        engine = _engines[url] = make_engine(url)
    return ReviewStore(engine)


def run_review(task: ReviewTask, stop: threading.Event | None = None) -> str:
    """One run of a review (in a worker of the lane): ``"done"``, ``"failed"``, or
    ``"skipped"`` when another run holds it (or it is done), or ``stop`` was set (a
    thread's run, when the server stops: the review is run again on the next start)."""
    store = _store(task.database_url)
    token = secrets.token_hex(16)
    if not store.claim(task.review_id, token, task.lease_seconds):
        return "skipped"

    def progress(done: int, total: int) -> None:
        if stop is not None and stop.is_set():
            raise _GivenUpError
        if not store.progress(task.review_id, token, done, total, task.lease_seconds):
            raise _GivenUpError

    try:
        record = GameRecord.from_json(task.record)
        review = review_record(
            record,
            players=task.players,
            iterations=task.iterations,
            names=task.names,
            progress=progress,
        )
    except _GivenUpError:
        return "skipped"
    except Exception as error:  # a record the review cannot read: say so, keep serving
        log.exception("review %s failed", task.review_id)
        store.fail(task.review_id, token, f"{type(error).__name__}: {error}")
        return "failed"
    store.finish(task.review_id, token, dumps(review.to_json()))
    return "done"


def _lower_priority() -> None:
    with contextlib.suppress(OSError):
        os.nice(REVIEW_NICE)


def _executor(workers: int, name: str) -> Executor:
    if workers > 0:
        return ProcessPoolExecutor(
            max_workers=workers,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_lower_priority,
        )
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix=name)


class ReviewLane:
    """Where reviews run: ``workers`` processes (spawned, niced), or a thread with
    ``workers == 0``. One review at a time per process; the others wait their turn. A
    practised move is judged beside them (:meth:`judge`: a process, or thread, of its
    own), so that a person never waits for a whole review to end."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._executor: Executor | None = None
        self._judging: Executor | None = None
        self._stop = threading.Event()

    def _start(self) -> Executor:
        if self._executor is None:
            self._executor = _executor(self.workers, "review")
        return self._executor

    async def judge(self, function: Callable[..., T], *args: Any) -> T:
        """``function(*args)`` (picklable, for a process) beside the reviews."""
        if self._judging is None:
            self._judging = _executor(self.workers, "practise")
        return await asyncio.get_running_loop().run_in_executor(self._judging, function, *args)

    async def run(self, task: ReviewTask) -> str:
        """One run of a review in the lane. A process that died (killed, out of memory)
        breaks the pool: it is dropped, the next run starts a fresh one, and the review
        whose run it was is run again once its lease runs out."""
        loop = asyncio.get_running_loop()
        executor = self._start()
        try:
            if isinstance(executor, ThreadPoolExecutor):
                return await loop.run_in_executor(executor, run_review, task, self._stop)
            return await loop.run_in_executor(executor, run_review, task)
        except BrokenProcessPool:
            if self._executor is executor:
                self._executor = None
                executor.shutdown(wait=False, cancel_futures=True)
            raise

    def shutdown(self) -> None:
        """Stop at once: a run in hand stops where it is (its review is run again when a
        server next looks at it); the waiting ones stay queued in the database."""
        self._stop.set()
        for executor in (self._executor, self._judging):
            if executor is None:
                continue
            found = getattr(executor, "_processes", None) or {}
            processes = list(found.values())
            executor.shutdown(wait=False, cancel_futures=True)
            for process in processes:
                process.terminate()
        self._executor = self._judging = None
