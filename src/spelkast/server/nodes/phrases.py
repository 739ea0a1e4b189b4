"""The per-seat limit on preset phrases when several nodes serve the same matches: one
count per seat of a match, kept in Redis (:meth:`~spelkast.server.nodes.mesh.Mesh.take_phrase`),
so that a seat connected to two nodes says no more than it could on one."""

from __future__ import annotations

import time
from collections.abc import Callable

from redis.exceptions import RedisError

from spelkast.server.nodes.mesh import Mesh
from spelkast.server.phrases import PHRASE_BURST, PHRASE_WINDOW, PhraseLimit


class SharedPhraseLimit:
    """The phrase limit of one match, shared by every node through Redis.

    ``clock`` gives the wall-clock time in seconds (every node's clock counts the same
    window; a test passes its own). While Redis does not answer, each node counts in its
    own memory (:class:`~spelkast.server.phrases.PhraseLimit`) rather than refuse every
    phrase."""

    def __init__(
        self,
        mesh: Mesh,
        match_id: str,
        burst: int = PHRASE_BURST,
        window: float = PHRASE_WINDOW,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.mesh = mesh
        self.match_id = match_id
        self.burst = burst
        self.window = window
        self.clock = clock
        self.fallback = PhraseLimit(burst, window, clock)

    async def allow(self, seat: int) -> bool:
        """Count one phrase of ``seat`` if it is within the limit; False if it is not."""
        try:
            return await self.mesh.take_phrase(
                self.match_id, seat, self.clock(), self.window, self.burst
            )
        except (RedisError, OSError) as error:
            self.mesh.warn("could not count a phrase in Redis (counted on this node)", error)
            return self.fallback.take(seat)
