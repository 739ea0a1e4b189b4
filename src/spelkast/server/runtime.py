"""What every match of one server shares: the thread that runs store calls, the group
committer, the counters, and the sources of secrets (seat tokens, match ids, seeds)."""

from __future__ import annotations

import asyncio
import functools
import hashlib
import secrets
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any, TypeVar

from spelkast.server.store import Commit, Store

T = TypeVar("T")

SeedSource = Callable[[], int]
"""Where the seed of a new match comes from (it fixes every shuffle of the game)."""


def secure_seed() -> int:
    """A match seed from the operating system's secure randomness: nobody, the match's
    creator included, can know it. Tests inject another :data:`SeedSource` into
    ``create_app``; no HTTP request can choose a seed."""
    return secrets.randbits(63)


def new_token() -> str:
    """A seat token: 256 random bits, URL-safe text."""
    return secrets.token_urlsafe(32)


def new_match_id() -> str:
    return secrets.token_urlsafe(9)


def bot_seed(match_seed: int, version: int, seat: int) -> str:
    """The seed of a bot's random choices: fixed by the match, the version and the seat
    (a resumed match plays on the same way), but a one-way hash, so the worker never
    learns the match seed (which fixes every shuffle of the game)."""
    return hashlib.sha256(f"{match_seed}:{version}:{seat}".encode()).hexdigest()


@dataclass(slots=True)
class Stats:
    """Counters for the health endpoint and the tests."""

    actions: int = 0
    refused: dict[str, int] = field(default_factory=dict)
    bad_messages: int = 0
    bot_moves: int = 0
    clock_moves: int = 0
    bot_fallbacks: int = 0

    def refuse(self, code: str) -> None:
        self.refused[code] = self.refused.get(code, 0) + 1


class Runner:
    """Runs blocking store calls in a worker thread (one for SQLite, several for others)."""

    def __init__(self, executor: Executor) -> None:
        self.executor = executor

    async def __call__(self, function: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(
            self.executor, functools.partial(function, *args, **kwargs)
        )


class GroupCommitter:
    """Stores accepted actions of many matches in as few transactions as possible.

    An action waits for its own commit, as before; but while one group is being written,
    the actions that arrive meanwhile gather and are written together in the next
    transaction (one thread hop and one database commit for all of them). Under light
    load a group holds one action and nothing waits longer than before."""

    def __init__(self, store: Store, run: Runner, max_group: int = 256) -> None:
        self.store = store
        self.run = run
        self.max_group = max_group
        self._pending: list[tuple[Commit, asyncio.Future[None]]] = []
        self._writer: asyncio.Task[None] | None = None

    async def commit(self, commit: Commit) -> None:
        """Return once ``commit`` is stored; raise what kept it out otherwise."""
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._pending.append((commit, future))
        if self._writer is None:
            self._writer = asyncio.create_task(self._write())
        await future

    async def _write(self) -> None:
        try:
            while self._pending:
                group = self._pending[: self.max_group]
                del self._pending[: self.max_group]
                try:
                    problems = await self.run(
                        self.store.commit_actions, [commit for commit, _ in group]
                    )
                except Exception as error:  # the worker itself failed
                    problems = [error] * len(group)
                for (_, future), problem in zip(group, problems, strict=True):
                    if future.done():
                        continue
                    if problem is None:
                        future.set_result(None)
                    else:
                        future.set_exception(problem)
        finally:
            self._writer = None
