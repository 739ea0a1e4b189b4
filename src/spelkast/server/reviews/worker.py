"""Reviews computed by a bot worker (``spelkast bots-worker --database-url URL``).

A bot worker that is given the servers' database looks for reviews there every
``poll_seconds``: the oldest queued one, or one whose run's lease ran out (its node or
worker stopped). It loads the match's rows (finished: the record is all it reads), and
runs the review in its own review lane (:class:`~.jobs.ReviewLane`), one at a time; the
run claims the row, so two workers (or a worker and a node) never run one review at once,
and writes its own progress and result (:func:`~.jobs.run_review`). The schema is the
servers' to make: until it exists, the worker says so and looks again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from sqlalchemy.exc import SQLAlchemyError

from spelkast.server.db import make_engine
from spelkast.server.reviews.jobs import ReviewLane
from spelkast.server.reviews.record import review_task, stored_record
from spelkast.server.reviews.service import LEASE_SECONDS
from spelkast.server.reviews.store import ReviewStore
from spelkast.server.store import Store

log = logging.getLogger("spelkast.bots")


class ReviewWorker:
    """Runs the reviews of one database, one at a time, in ``lane``."""

    def __init__(
        self,
        database_url: str,
        lane: ReviewLane,
        *,
        poll_seconds: float = 1.0,
        lease_seconds: float = LEASE_SECONDS,
    ) -> None:
        self.database_url = database_url
        self.lane = lane
        self.poll_seconds = poll_seconds
        self.lease_seconds = lease_seconds
        self.reviewed = 0  # runs that ended with the review stored

    async def run(self, stop: asyncio.Event) -> None:
        engine = make_engine(self.database_url)
        try:
            reviews, matches = ReviewStore(engine), Store(engine)
            log.info("review worker: looking for reviews every %.1f s", self.poll_seconds)
            while not stop.is_set():
                try:
                    done = await self._one(reviews, matches)
                except (SQLAlchemyError, OSError) as error:
                    log.warning("review worker: database: %s; retrying", error)
                    done = False
                if not done:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(stop.wait(), self.poll_seconds)
        finally:
            self.lane.shutdown()
            await asyncio.to_thread(engine.dispose)

    async def _one(self, reviews: ReviewStore, matches: Store) -> bool:
        """Run the next review there is; False when there was none."""
        found = await asyncio.to_thread(reviews.claimable)
        if found is None:
            return False
        stored = await asyncio.to_thread(matches.load_match, found.match_id)
        if stored is None or stored.status != "finished":
            return False
        task = review_task(found, stored_record(stored), self.database_url, self.lease_seconds)
        outcome = await self.lane.run(task)
        log.info("review worker: review %s %s", found.id, outcome)
        if outcome == "done":
            self.reviewed += 1
        return outcome != "skipped"


async def serve_reviews(database_url: str, processes: int, stop: asyncio.Event) -> ReviewWorker:
    """Serve the reviews of ``database_url`` until ``stop`` (``processes == 0``: a
    thread, for tests)."""
    worker = ReviewWorker(database_url, ReviewLane(min(1, processes)))
    await worker.run(stop)
    return worker
