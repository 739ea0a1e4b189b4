"""The turn role of a live match: bot turns and move clocks.

After every change the match asks its :class:`TurnScheduler` to start what is due: a
task per bot seat to move, and a clock task per human seat with a deadline. Each turn is
played through the shared driver (:func:`spelkast.driver.drive_seat`): a bot that
raises, or chooses an action the match refuses, is retried with backoff
(:class:`~spelkast.driver.RetryPolicy`), and after three failures in a row a random legal
choice plays the seat for the rest of the match; the players get a ``notice`` (naming
the seat's player, in every language) and the log gets one line. When a person's clock
runs out a bot plays that move, except in a rated match: there the seat resigns (it
loses on time, :mod:`spelkast.server.ratings`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from typing import Any

from spelkast.bots.base import RandomBot
from spelkast.driver import (
    FALLBACK_BOT,
    RetryPolicy,
    SeatTrouble,
    StaleDecisionError,
    clock_bot,
    decide,
    drive_seat,
)
from spelkast.server.bots.pool import BotPool, BotRequest
from spelkast.server.errors import RefusedError
from spelkast.server.live import LiveMatch
from spelkast.server.protocol import NoticeMessage, notice_message
from spelkast.server.runtime import bot_seed
from spelkast.server.status import By

log = logging.getLogger("spelkast.server")

#: The notice of a seat handed to the fallback, per language.
FALLBACK_TEXTS = {
    "en": "{name} could not make a move ({bot} failed {count} times in a row): "
    "a random bot plays this seat from now on.",
    "nl": "{name} kon geen zet doen ({bot} faalde {count} keer na elkaar): "
    "vanaf nu speelt een willekeurige bot deze plaats.",
    "fi": "{name} ei pystynyt siirtämään ({bot} epäonnistui {count} kertaa peräkkäin): "
    "tästä lähtien satunnainen botti pelaa tätä paikkaa.",
}


def fallback_notice(live: LiveMatch, seat: int, bot: str, count: int) -> NoticeMessage:
    name = live.seats[seat].name or live.game.player_name(seat)
    return notice_message(
        code="bot_fallback",
        match=live.id,
        version=live.version,
        seat=seat,
        name=name,
        bot=bot,
        fallback=FALLBACK_BOT,
        text={
            lang: text.format(name=name, bot=bot, count=count)
            for lang, text in FALLBACK_TEXTS.items()
        },
    )


class _SeatTurns:
    """One seat's turns for :func:`drive_seat`: by its bot (``by="bot"``) or, when
    the person's clock ran out, by the clock bot (``by="clock"``)."""

    def __init__(self, scheduler: TurnScheduler, seat: int, bot: str, by: By) -> None:
        self.scheduler = scheduler
        self.live = scheduler.live
        self.seat = seat
        self.bot = bot
        self.by = by
        self.version = 0

    def still_to_move(self) -> bool:
        live, seat = self.live, self.seat
        if self.scheduler.closed or live.status != "running" or seat not in live.to_move:
            return False
        if self.by == By.CLOCK:
            # The person acted in time: a new turn has a new deadline.
            return live.clock_expired(seat)
        return live.seats[seat].kind == "bot"

    async def choose(self, fallback: bool) -> Any:
        live, seat = self.live, self.seat
        self.version = live.version
        seed = bot_seed(live.seed, self.version, seat)
        if fallback:
            decision = decide(live.game, live.state, seat, RandomBot(), random.Random(seed))
            return live.game.action_to_json(decision.action)
        view = live.game.view(live.state, seat)
        legal = [item["action"] for item in live.legal_for(seat)]
        return await self.scheduler.bots.choose(
            BotRequest(live.game.info.id, seat, view, legal, self.bot, seed)
        )

    async def submit(self, action: Any) -> None:
        if not self.still_to_move():
            return  # the turn ended while the bot thought (a move in time, a hand-over)
        try:
            await self.live.submit(self.seat, self.version, action, by=self.by)
        except RefusedError as refused:
            if refused.code == "stale":
                raise StaleDecisionError from None
            raise

    def fell_back(self, error: BaseException) -> None:
        live = self.live
        count = self.scheduler.policy.attempts
        live.lobby.stats.bot_fallbacks += 1
        detail = error.message if isinstance(error, RefusedError) else repr(error)
        log.error(
            "match %s: %s in seat %d failed %d times in a row (last: %s); "
            "the %s bot plays the seat from now on",
            live.id,
            self.bot,
            self.seat,
            count,
            detail[:200],
            FALLBACK_BOT,
        )
        live.announce(fallback_notice(live, self.seat, self.bot, count))


class TurnScheduler:
    """Starts and tracks the bot and clock tasks of one match."""

    def __init__(self, live: LiveMatch, bots: BotPool, policy: RetryPolicy) -> None:
        self.live = live
        self.bots = bots
        self.policy = policy
        self.closed = False
        self._bot_tasks: dict[int, asyncio.Task[None]] = {}
        self._clock_tasks: dict[int, asyncio.Task[None]] = {}
        # Per (seat, "bot" | "clock"): failures in a row, and whether the fallback took over.
        self._trouble: dict[tuple[int, str], SeatTrouble] = {}

    def schedule(self) -> None:
        """Start bot turns and move clocks for whoever is to move now."""
        live = self.live
        if live.status != "running" or self.closed:
            return
        for seat in live.to_move:
            info = live.seats[seat]
            if info.kind == "bot" and seat not in self._bot_tasks:
                bot = info.bot or clock_bot(live.game.info.id)
                self._bot_tasks[seat] = asyncio.create_task(self._play(seat, bot, By.BOT))
            elif info.deadline is not None and seat not in self._clock_tasks:
                self._clock_tasks[seat] = asyncio.create_task(self._clock(seat))

    async def _play(self, seat: int, bot: str, by: By) -> None:
        trouble = self._trouble.setdefault((seat, by), SeatTrouble(self.policy))
        try:
            await drive_seat(_SeatTurns(self, seat, bot, by), trouble)
        finally:
            tasks = self._bot_tasks if by == By.BOT else self._clock_tasks
            if tasks.get(seat) is asyncio.current_task():
                del tasks[seat]
            # Whatever comes next (another turn, a clock) starts now; this seat's own
            # loop has ended because the seat is no longer to move, never on a failure.
            self.schedule()

    async def _clock(self, seat: int) -> None:
        live = self.live
        deadline = live.seats[seat].deadline
        if deadline is None:
            self._clock_tasks.pop(seat, None)
            return
        await asyncio.sleep(max(0.0, deadline - time.time()))
        current = live.seats[seat].deadline
        if (
            current is None
            or seat not in live.to_move
            or live.status != "running"
            or current > time.time()  # a new turn with a new deadline: wait for that one
        ):
            self._clock_tasks.pop(seat, None)
            self.schedule()
            return
        if live.rated:  # in a rated match a player who stops moving loses on time
            self._clock_tasks.pop(seat, None)
            with contextlib.suppress(RefusedError):  # over meanwhile (resigned, another node)
                await live.resign(seat)
            return
        await self._play(seat, clock_bot(live.game.info.id), By.CLOCK)

    def cancel(self) -> list[asyncio.Task[None]]:
        self.closed = True
        tasks = [*self._bot_tasks.values(), *self._clock_tasks.values()]
        for task in tasks:
            task.cancel()
        return tasks
