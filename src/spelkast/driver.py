"""One driver for bot turns: the local match, the arena and the server all use it.

A bot's turn is: look at the seat's view and legal actions, choose (with the bot's own
rng), check the choice is one of the legal actions, apply. What happens when that fails
is decided here, once, for every caller:

* **Retries with backoff.** A bot that raises, or chooses an action that is refused, is
  tried again after ``RetryPolicy.delay(n)`` seconds (n = failures in a row: 0.25 s, 1 s,
  4 s, … at most 10 s), never at once.
* **An end.** After ``RetryPolicy.attempts`` failures in a row (3) the seat is played by
  the fallback for the rest of the match: :class:`~spelkast.bots.base.RandomBot`, a
  uniformly random legal action. It was picked because it cannot fail where a seat has
  a legal action at all, and needs neither a worker process nor search time. The host
  is told once (``on_fallback``), so it can log one line and tell the players.
* **Strict mode** (``policy=None``): the first failure raises :class:`BotFailedError`
  (the arena: a misbehaving bot must not hide behind a fallback in measured figures).

Simultaneous rounds (``to_move`` naming several seats) are decided on the same state,
one action per seat, and applied in seat order (:meth:`RoundDriver.round`).

The server drives its seats asynchronously (a decision runs in a worker process, an
action must be committed to the database): :func:`drive_seat` is the same loop over
awaitables. Depends on the core and the bots only.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from spelkast.bots.base import Bot, RandomBot, available_bots
from spelkast.core.errors import SpelkastError
from spelkast.core.game import Game

#: The bot that plays a seat whose own bot keeps failing.
FALLBACK_BOT = "random"


def clock_bot(game_id: str) -> str:
    """The bot that plays for a person whose move clock ran out: the game's medium bot
    (``greedy``), which answers at once (a search bot could take a second per decision);
    a game without it gets its first bot."""
    names = available_bots(game_id)
    return "greedy" if "greedy" in names else names[0]


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """How often and how fast a failing bot is tried again."""

    attempts: int = 3  # failures in a row before the fallback takes the seat
    first_delay: float = 0.25  # seconds before the first retry
    factor: float = 4.0  # each further retry waits this many times longer
    max_delay: float = 10.0

    def delay(self, failures: int) -> float:
        """Seconds to wait after the ``failures``-th failure in a row (from 1)."""
        return min(self.max_delay, self.first_delay * self.factor ** max(0, failures - 1))


#: The policy every caller uses unless told otherwise.
DEFAULT_RETRY = RetryPolicy()


class SeatTrouble:
    """The failures in a row of one seat's bot, and whether the fallback took over."""

    __slots__ = ("failures", "fallen_back", "policy")

    def __init__(self, policy: RetryPolicy) -> None:
        self.policy = policy
        self.failures = 0
        self.fallen_back = False

    def failed(self) -> float | None:
        """Count one failure. Returns the delay before the next try, or ``None`` when
        this failure hands the seat to the fallback (which is tried at once)."""
        self.failures += 1
        if not self.fallen_back and self.failures >= self.policy.attempts:
            self.fallen_back = True
            self.failures = 0
            return None
        return self.policy.delay(self.failures)

    def succeeded(self) -> None:
        self.failures = 0


class BotFailedError(SpelkastError):
    """A bot raised, or chose an action that is not legal for its seat."""

    def __init__(self, seat: int, bot: str, reason: str) -> None:
        super().__init__(f"bot {bot!r} in seat {seat}: {reason}")
        self.seat = seat
        self.bot = bot
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Decision:
    seat: int
    action: Any
    seconds: float  # wall time of the bot's choose call alone


def decide(
    game: Game[Any, Any],
    state: Any,
    seat: int,
    bot: Bot,
    rng: random.Random,
    clock: Callable[[], float] = time.perf_counter,
) -> Decision:
    """One decision from the seat's view and legal actions only; raises
    :class:`BotFailedError` when the bot raises or chooses an action that is not legal."""
    view = game.view(state, seat)
    legal = game.legal_actions(state, seat)
    name = getattr(bot, "name", type(bot).__name__)
    began = clock()
    try:
        action = bot.choose(game, seat, view, legal, rng)
    except Exception as error:
        raise BotFailedError(seat, name, f"raised {error!r}") from error
    seconds = clock() - began
    if action not in legal:
        raise BotFailedError(seat, name, f"chose {action!r}, which is not a legal action")
    return Decision(seat, action, seconds)


FallbackHook = Callable[[int, str, str], None]
"""Called as ``on_fallback(seat, bot, last_error)`` when the fallback takes a seat."""


class RoundDriver:
    """Decides the bot rounds of one game synchronously (local matches, the arena).

    ``bots`` and ``rngs`` by seat; ``names`` are the bots' specs (for messages).
    With a ``policy`` a failing bot is retried after the policy's delays (``sleep``)
    and then replaced by the fallback; with ``policy=None`` the first failure raises.
    """

    def __init__(
        self,
        game: Game[Any, Any],
        bots: Mapping[int, Bot],
        rngs: Mapping[int, random.Random],
        *,
        names: Mapping[int, str] | None = None,
        policy: RetryPolicy | None = DEFAULT_RETRY,
        sleep: Callable[[float], None] = time.sleep,
        on_fallback: FallbackHook | None = None,
    ) -> None:
        self.game = game
        self.bots = bots  # kept, not copied: the host may replace a seat's bot
        self.rngs = rngs
        self.names = dict(names or {})
        self.policy = policy
        self.sleep = sleep
        self.on_fallback = on_fallback
        self.trouble: dict[int, SeatTrouble] = {}
        self._fallback = RandomBot()

    def name(self, seat: int) -> str:
        return self.names.get(seat) or str(getattr(self.bots[seat], "name", "bot"))

    def decide(self, state: Any, seat: int) -> Decision:
        """The decision of the bot in ``seat`` on ``state`` (retrying, falling back)."""
        trouble = None
        if self.policy is not None:
            trouble = self.trouble.setdefault(seat, SeatTrouble(self.policy))
        while True:
            bot = self._fallback if trouble and trouble.fallen_back else self.bots[seat]
            try:
                decision = decide(self.game, state, seat, bot, self.rngs[seat])
            except BotFailedError as error:
                if trouble is None or bot is self._fallback:  # nothing left to try
                    raise BotFailedError(seat, self.name(seat), error.reason) from error
                delay = trouble.failed()
                if delay is None:
                    if self.on_fallback:
                        self.on_fallback(seat, self.name(seat), error.reason)
                    continue
                self.sleep(delay)
                continue
            if trouble is not None:
                trouble.succeeded()
            return decision

    def round(self, state: Any, movers: Sequence[int]) -> list[Decision]:
        """One decision per seat in ``movers`` (seat order), all on the same state."""
        return [self.decide(state, seat) for seat in sorted(movers)]


class StaleDecisionError(Exception):
    """Raised by a host's ``submit`` when the state moved on under the decision: not
    the bot's fault, so it is decided again at once and not counted as a failure."""


class SeatTurns(Protocol):
    """What an asynchronous host (the server) gives :func:`drive_seat` for one seat."""

    def still_to_move(self) -> bool:
        """Whether the seat (still) has to act now."""

    async def choose(self, fallback: bool) -> Any:
        """A decision by the seat's bot (``fallback``: by the fallback bot)."""

    async def submit(self, action: Any) -> None:
        """Apply and store the action; raise :class:`StaleDecisionError` or any refusal."""

    def fell_back(self, error: BaseException) -> None:
        """The fallback takes the seat from now on (log once, tell the players)."""


async def drive_seat(
    turns: SeatTurns,
    trouble: SeatTrouble,
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
) -> None:
    """Play the seat's turns while it is to move, with the retry policy of ``trouble``
    (which the host keeps per seat, so a fallback lasts beyond one turn)."""
    while turns.still_to_move():
        try:
            action = await turns.choose(trouble.fallen_back)
            await turns.submit(action)
        except StaleDecisionError:
            continue
        except asyncio.CancelledError:
            raise
        except Exception as error:
            delay = trouble.failed()
            if delay is None:
                turns.fell_back(error)
                continue
            await sleep(delay)
            continue
        trouble.succeeded()
