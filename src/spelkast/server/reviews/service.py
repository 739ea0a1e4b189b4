"""Reviews of finished matches: started on request, computed in the background, kept.

:class:`ReviewService` adds a review (or finds the one stored for the same match,
players and budget) and hands a run of it to the review lane (:mod:`.jobs`). A review is
refused while its match is not over (:class:`~.words.ReviewNotFinishedError`): a review
of a running online match would tell a player what the others hold.

Nothing of a review lives only in memory: its progress and result are in the database,
written by the run itself. When a server starts it runs again every review that was left
unfinished (alone, without Redis, it knows no other node can be running them; with other
nodes, a review is run again only once its last run's lease has run out — its node or
worker stopped). A poll does the same for a review it finds stopped, so any node that is
asked picks up a review whose node went away.

With Redis (several nodes, bot workers) a node leaves a new review to the bot workers
(``spelkast bots-worker --database-url``, :mod:`.worker`), which look for reviews in the
database; when none has taken it after ``grace`` seconds (no worker serves reviews), the
node runs it itself, as the bot queue's nodes decide themselves when no worker is alive.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from typing import Any

from spelkast.review.estimate import DEFAULT_ITERATIONS
from spelkast.server.live import LiveMatch
from spelkast.server.lobby import Lobby
from spelkast.server.reviews.jobs import ReviewLane, ReviewTask
from spelkast.server.reviews.record import match_record, review_task
from spelkast.server.reviews.store import DONE, FAILED, QUEUED, ReviewStore, StoredReview
from spelkast.server.reviews.words import not_finished

log = logging.getLogger("spelkast.server")

LEASE_SECONDS = 120.0
"""A run holds its review this long after its last progress (one decision's searches
take seconds): past it, the review is run again."""


BACKOFF_MAX = 300.0
"""The longest a node waits before it tries again a review whose run it could not make
(a lane that cannot start a process): 2, 4, 8 … seconds, at most this."""


class ReviewService:
    def __init__(
        self,
        lobby: Lobby,
        store: ReviewStore,
        lane: ReviewLane,
        database_url: str,
        *,
        alone: bool,
        iterations: int | None = None,
        lease_seconds: float = LEASE_SECONDS,
        grace: float = 10.0,
    ) -> None:
        self.lobby = lobby
        self.store = store
        self.lane = lane
        self.database_url = database_url
        self.alone = alone
        self.iterations = iterations
        self.lease_seconds = lease_seconds
        self.grace = grace
        self._running: dict[str, asyncio.Task[None]] = {}
        #: Reviews whose run could not be made here: (times in a row, not again before).
        self._backoff: dict[str, tuple[int, float]] = {}

    async def finished_match(self, match_id: str) -> LiveMatch | None:
        """The match, if it is over (else the refusal); None when there is none."""
        live = await self.lobby.get(match_id)
        if live is None:
            return None
        if live.status != "finished":
            raise not_finished()
        return live

    def budget(self, game_id: str, asked: int | None) -> int:
        return asked or self.iterations or DEFAULT_ITERATIONS.get(game_id, 300)

    async def start(
        self, live: LiveMatch, players: Sequence[int] | None, iterations: int | None
    ) -> StoredReview:
        """The review of ``live`` for ``players`` (default all) at ``iterations`` (default
        the game's budget): the one stored, or a new one, whose run begins now (with
        Redis: left to the bot workers for ``grace`` seconds)."""
        chosen = tuple(sorted(set(players))) if players else tuple(range(live.num_players))
        budget = self.budget(live.game.info.id, iterations)
        found, _added = await self.lobby.run(self.store.find_or_add, live.id, chosen, budget)
        await self._keep_going(found, live)
        return found

    async def poll(self, review_id: str) -> StoredReview | None:
        """The review as stored now; a review whose run stopped is run again."""
        found: StoredReview | None = await self.lobby.run(self.store.load, review_id)
        if found is not None:
            await self._keep_going(found)
        return found

    async def resume(self) -> int:
        """On start: run again every unfinished review (see the module documentation)."""
        unfinished: list[StoredReview] = await self.lobby.run(self.store.unfinished)
        count = 0
        for review in unfinished:
            if self.alone:
                await self._run(review, force=True)
            else:
                await self._keep_going(review)
            count += review.id in self._running
        if count:
            log.info("%d unfinished reviews run again", count)
        return count

    async def _keep_going(self, review: StoredReview, live: LiveMatch | None = None) -> None:
        if review.status in (DONE, FAILED) or review.id in self._running:
            return
        now = time.time()
        if review.status == QUEUED and not self.alone and now - review.changed_at < self.grace:
            return  # the bot workers take it (they look for reviews every second)
        if review.status == QUEUED or review.stalled(now):
            await self._run(review, live=live)

    async def _run(
        self, review: StoredReview, *, force: bool = False, live: LiveMatch | None = None
    ) -> None:
        if review.id in self._running:
            return
        if time.monotonic() < self._backoff.get(review.id, (0, 0.0))[1]:
            return  # its last run could not be made here: wait longer each time
        if live is None:
            live = await self.lobby.get(review.match_id)
        if live is None or live.status != "finished":
            return
        if force:  # alone: a run marked running was this server's, and it stopped
            await self.lobby.run(self.store.release, review.id)
        task = review_task(review, match_record(live), self.database_url, self.lease_seconds)
        self._running[review.id] = asyncio.create_task(self._compute(task))

    async def _compute(self, task: ReviewTask) -> None:
        try:
            outcome = await self.lane.run(task)
            log.info("review %s: %s", task.review_id, outcome)
            self._backoff.pop(task.review_id, None)
        except asyncio.CancelledError:
            raise
        except Exception as error:  # the lane broke: a later poll runs it again, after a wait
            times = self._backoff.get(task.review_id, (0, 0.0))[0] + 1
            wait = min(BACKOFF_MAX, 2.0**times)
            self._backoff[task.review_id] = (times, time.monotonic() + wait)
            log.warning("review %s stopped (%d in a row; not again for %.0f s): %r",
                        task.review_id, times, wait, error)  # fmt: skip
        finally:
            self._running.pop(task.review_id, None)

    def attached(self) -> dict[str, Any]:
        """The reviews this server is computing now (for tests and the log)."""
        return dict(self._running)

    async def close(self) -> None:
        tasks = list(self._running.values())
        self.lane.shutdown()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
