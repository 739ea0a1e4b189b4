"""Preset phrases a seated player may say across the table: a fixed list of ids (no free
text ever), each read in the reader's own language, and the per-seat limit on saying them.

The wire carries only the id; the browser and the terminal translate it themselves.

The limit is counted per seat of a match: here, in the process, for a server that runs
alone (:class:`PhraseLimit`); in Redis, shared by every node, when several nodes serve the
same matches (:class:`spelkast.server.nodes.phrases.SharedPhraseLimit`).
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from typing import Final, Literal, Protocol, get_args

#: The preset phrases' ids, the only thing said on the wire.
PhraseId = Literal["hello", "good_luck", "well_played", "thanks", "oops"]

#: Every phrase, by id, in each language a player may read.
PHRASES: Final[dict[PhraseId, dict[str, str]]] = {
    "hello": {"en": "Hello", "nl": "Hallo", "fi": "Hei"},
    "good_luck": {"en": "Good luck", "nl": "Veel succes", "fi": "Onnea"},
    "well_played": {"en": "Well played", "nl": "Goed gespeeld", "fi": "Hyvin pelattu"},
    "thanks": {"en": "Thanks", "nl": "Bedankt", "fi": "Kiitos"},
    "oops": {"en": "Oops", "nl": "Oeps", "fi": "Hups"},
}
PHRASE_IDS: Final[tuple[str, ...]] = get_args(PhraseId)
assert set(PHRASES) == set(PHRASE_IDS), "every phrase id has its words"

#: A seat may say at most PHRASE_BURST phrases in any PHRASE_WINDOW seconds.
PHRASE_BURST: Final = 3
PHRASE_WINDOW: Final = 10.0

TOO_MANY: Final[dict[str, str]] = {
    "en": f"You can say at most {PHRASE_BURST} phrases in {PHRASE_WINDOW:g} seconds.",
    "nl": f"Je kunt hoogstens {PHRASE_BURST} zinnetjes per {PHRASE_WINDOW:g} seconden zeggen.",
    "fi": f"Voit sanoa enintään {PHRASE_BURST} fraasia {PHRASE_WINDOW:g} sekunnissa.",
}
KID_MODE: Final[dict[str, str]] = {
    "en": "Phrases are off in kid mode.",
    "nl": "Zinnetjes staan uit in de kindermodus.",
    "fi": "Fraasit ovat pois päältä lapsitilassa.",
}
NOT_SEATED: Final[dict[str, str]] = {
    "en": "Only players in a seat can say a phrase.",
    "nl": "Alleen spelers aan tafel kunnen een zinnetje zeggen.",
    "fi": "Vain pelaajat voivat sanoa fraasin.",
}


class PhraseCounter(Protocol):
    """The per-seat limit on phrases of one match."""

    async def allow(self, seat: int) -> bool:
        """Count one phrase of ``seat`` if it is within the limit; False if it is not."""


class PhraseLimit:
    """How often each seat of one match has said a phrase lately, in this process.

    ``clock`` gives the time in seconds (monotonic; a test passes its own)."""

    def __init__(
        self,
        burst: int = PHRASE_BURST,
        window: float = PHRASE_WINDOW,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.burst = burst
        self.window = window
        self.clock = clock
        self.said: dict[int, deque[float]] = {}

    def take(self, seat: int) -> bool:
        """Count one phrase of ``seat`` if it is within the limit; False if it is not."""
        now = self.clock()
        times = self.said.setdefault(seat, deque())
        while times and times[0] <= now - self.window:
            times.popleft()
        if len(times) >= self.burst:
            return False
        times.append(now)
        return True

    async def allow(self, seat: int) -> bool:
        return self.take(seat)
