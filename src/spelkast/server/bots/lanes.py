"""Two lanes for bot decisions, in any process that runs them (a bot worker, or the
server itself when it is the only process).

A bot does either a fixed amount of work per decision (``easy``, ``medium``: a few
milliseconds of CPU, however busy the machine is) or searches until a wall-time cap
(``hard``: ``seconds``, 1 s by default; it stops sooner when its iterations are done).
The first kind must queue when the CPU is short: running more of them at once than there
are cores only makes each slower. The second kind need not: run at once, each is over by
its cap, having searched less. So decisions of the first kind go to the *work lane*, one
at a time per process (:class:`~spelkast.server.bots.BotPool`), and decisions of a bot
bounded by wall time (:func:`wall_cap`) to the *timed lane* (:class:`TimedPool`), many at
once, each in a process of its own at a lower priority (:data:`TIMED_NICE`), so that the
server and the work lane come first and the timed searches share what is left.

:class:`LanedPool` puts both lanes behind the one ``choose`` of a pool: the server's own
bots when it runs without Redis. With Redis the lanes are two streams of the bot queue
(:mod:`spelkast.server.bots.worker`), each read by a worker with its own pool.
"""

from __future__ import annotations

import contextlib
import functools
import multiprocessing
import os
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, cast

from spelkast.bots.base import bot_modules, get_bot
from spelkast.server.bots.pool import BotPool, BotRequest, Decide, choose_with

TIMED_PER_PROCESS = 32  # the timed lane's default: decisions at once per work process
TIMED_NICE = 5  # the timed lane's processes run this much nicer than the one that asks


@functools.lru_cache(maxsize=512)
def wall_cap(game_id: str, bot_name: str) -> float | None:
    """The wall-time cap of one decision of this bot spec (``hard``: its ``seconds``);
    ``None`` for a bot that does a fixed amount of work, or a spec that names no bot
    (its worker answers with the error)."""
    try:
        bot = get_bot(game_id, bot_name)
    except Exception:  # an unknown bot or setting: the work lane reports it
        return None
    budget = getattr(bot, "budget", None)  # a SearchBot's Budget
    seconds = getattr(budget if budget is not None else bot, "seconds", None)
    if isinstance(seconds, int | float) and not isinstance(seconds, bool) and seconds > 0:
        return float(seconds)
    return None


def default_timed(processes: int, timed: int | None = None) -> int:
    """The timed lane's decisions at once for a worker of ``processes`` processes:
    ``timed`` when given (at least 1), else :data:`TIMED_PER_PROCESS` per process."""
    return TIMED_PER_PROCESS * max(1, processes) if timed is None else max(1, timed)


class TimedPool(BotPool):
    """The timed lane's pool: up to ``workers`` processes, each started when a decision
    finds none free, and kept. They are forked from a *fork server* that imported the
    bots once, so a new process costs a fork, not the imports (about a second of CPU:
    much longer on a busy machine, which is when new ones are needed)."""

    def __init__(self, workers: int) -> None:
        super().__init__(workers, decide=cast(Decide, decide_timed))

    def start(self) -> None:
        if self._executor is None:
            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload(["__main__", __name__, *bot_modules()])
            self._executor = ProcessPoolExecutor(max_workers=self.workers, mp_context=context)


@dataclass(frozen=True, slots=True)
class Measured:
    """A decision and what it cost in its process: CPU time, and the iterations of a
    bot that searched (``None`` when it did not search)."""

    action: Any
    cpu_ms: float
    iterations: int | None


def decide_measured(ask: BotRequest) -> Measured:
    """One bot decision (runs in a process of the pool), as
    :func:`spelkast.server.bots.choose`, with its CPU time and search iterations."""
    bot = get_bot(ask.game, ask.bot)
    started = time.process_time()
    chosen = choose_with(bot, ask)
    cpu_ms = (time.process_time() - started) * 1000
    iterations = getattr(getattr(bot, "last", None), "iterations", None)
    return Measured(chosen, cpu_ms, iterations)


_niced = False


def decide_timed(ask: BotRequest) -> Measured:
    """:func:`decide_measured` in a process of the timed lane, which lowers its own
    priority by :data:`TIMED_NICE` the first time."""
    global _niced
    if not _niced:
        _niced = True
        with contextlib.suppress(OSError):
            os.nice(TIMED_NICE)
    return decide_measured(ask)


class LanedPool(BotPool):
    """The work lane (``workers`` processes, as :class:`~spelkast.server.bots.BotPool`)
    and the timed lane (``timed`` processes, default :func:`default_timed`) behind one
    ``choose``: a decision of a bot bounded by wall time goes to the timed lane, any
    other to the work lane. With ``workers == 0`` (a thread, for tests and tiny
    machines) there is no timed lane: every decision runs in the thread."""

    def __init__(self, workers: int, timed: int | None = None) -> None:
        super().__init__(workers)
        self.timed = default_timed(workers, timed)
        self._timed: TimedPool | None = TimedPool(self.timed) if workers > 0 else None
        self.decided = {"work": 0, "timed": 0}  # decisions each lane has made

    async def choose(self, ask: BotRequest) -> Any:
        if self._timed is not None and wall_cap(ask.game, ask.bot) is not None:
            measured = await self._timed.decide_here(ask)
            self.decided["timed"] += 1
            return measured.action
        action = await self.decide_here(ask)
        self.decided["work"] += 1
        return action

    def shutdown(self) -> None:
        super().shutdown()
        if self._timed is not None:
            self._timed.shutdown()
