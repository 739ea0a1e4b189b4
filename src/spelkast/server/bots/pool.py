"""Bots in worker processes.

A bot decision runs in a process pool so that a slow bot never blocks the server's event
loop. The worker receives only what the seat may see: the seat's view and its legal
actions (as JSON), never the state.

With Redis (``Settings.redis_url``) the decisions go to bot worker processes instead
(:mod:`spelkast.server.bots.remote`, :mod:`spelkast.server.bots.worker`); each of them runs its
decisions in a :class:`BotPool` of its own.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import random
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from spelkast.bots.base import get_bot
from spelkast.core.game import JSON
from spelkast.core.registry import get_game

log = logging.getLogger("spelkast.server")


@dataclass(frozen=True, slots=True)
class BotRequest:
    """One bot decision asked for: everything the bot may know, and nothing more."""

    #: The game's id.
    game: str
    #: The seat the bot plays.
    player: int
    #: What the seat may see (the game's view for it, as JSON).
    view: dict[str, JSON]
    #: The seat's legal actions, as JSON.
    legal: list[JSON]
    #: The bot spec (``hard:seconds=0.2``).
    bot: str
    #: The seed of the bot's random choices (a one-way hash of the match's).
    seed: str


def choose(ask: BotRequest) -> JSON:
    """One bot decision (runs in a worker): returns the chosen action as JSON."""
    return choose_with(get_bot(ask.game, ask.bot), ask)


def choose_with(bot: Any, ask: BotRequest) -> JSON:
    """:func:`choose` by the bot object ``bot`` (a caller that reads what it did)."""
    game = get_game(ask.game)
    actions = [game.action_from_json(item) for item in ask.legal]
    chosen = bot.choose(game, ask.player, ask.view, actions, random.Random(ask.seed))
    return game.action_to_json(chosen)


#: What a pool runs for one decision: :func:`choose`'s signature.
Decide = Callable[[BotRequest], JSON]


class BotPool:
    """Runs bot decisions in processes (``workers > 0``) or threads (``workers == 0``,
    for tests and tiny machines). ``decide`` is what runs for a decision (:func:`choose`;
    a picklable function of the same signature for a process pool)."""

    def __init__(self, workers: int, decide: Decide = choose) -> None:
        self.workers = workers
        self.decide = decide
        self._executor: Executor | None = None

    def start(self) -> None:
        if self._executor is not None:
            return
        if self.workers > 0:
            self._executor = ProcessPoolExecutor(
                max_workers=self.workers, mp_context=multiprocessing.get_context("spawn")
            )
        else:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")

    async def choose(self, ask: BotRequest) -> Any:
        """The seat's bot's decision (an action as JSON)."""
        return await self.decide_here(ask)

    async def decide_here(self, ask: BotRequest) -> Any:
        """The decision computed by this pool's own processes (or thread)."""
        loop = asyncio.get_running_loop()
        for attempt in range(2):
            self.start()
            assert self._executor is not None
            try:
                return await loop.run_in_executor(self._executor, self.decide, ask)
            except BrokenProcessPool:
                # A worker died (killed, out of memory): shut the broken pool down (its
                # other workers and its management thread with it), start a fresh one
                # and retry once.
                log.error("bot worker pool broke; starting a new one")
                self._drop_broken()
                if attempt:
                    raise
        raise AssertionError("unreachable")

    def _drop_broken(self) -> None:
        broken, self._executor = self._executor, None
        if broken is not None:
            # Not waiting: a broken pool's workers are gone or going; waiting for them
            # would block the event loop.
            broken.shutdown(wait=False, cancel_futures=True)

    def shutdown(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None
