"""A local match: a game, its seats (people or bots), the current state and its record.

The match is game-agnostic and used by the command line. It
keeps the authoritative state, applies every action through ``game.apply`` (so the
core's checks run for people and bots alike) and appends each applied action to a
:class:`~spelkast.core.record.GameRecord`, which therefore always replays to the current
state.

Bots see only what their seat may see: ``game.view(state, seat)`` and
``game.legal_actions(state, seat)``, plus their own ``random.Random`` derived from the
match seed and the seat number, so a seeded bot-only match replays identically.

Bot turns go through the shared driver (:mod:`spelkast.driver`): simultaneous rounds
(``to_move`` naming several players) are collected one action per player in seat order,
each decided on the state before the round's first action, and then applied in seat
order; a bot that raises or chooses an illegal action is retried with backoff and, after
three failures in a row, replaced by a random legal choice for the rest of the match
(listed in :attr:`Match.fallbacks`).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from spelkast.bots import Bot, get_bot
from spelkast.core.errors import OptionError
from spelkast.core.game import JSON, Game, Outcome
from spelkast.core.record import GameRecord, Move
from spelkast.driver import DEFAULT_RETRY, RetryPolicy, RoundDriver

HUMAN = "human"


@dataclass(frozen=True, slots=True)
class Seat:
    """Who plays a seat: ``human`` or ``bot:<name>``."""

    kind: str  # "human" or "bot"
    bot: str = ""

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def __str__(self) -> str:
        return HUMAN if self.is_human else f"bot:{self.bot}"

    @staticmethod
    def parse(text: str) -> Seat:
        """Read ``human``, ``bot:NAME`` (or a bare bot name such as ``greedy``).

        >>> Seat.parse("bot:greedy"), Seat.parse("human")
        (Seat(kind='bot', bot='greedy'), Seat(kind='human', bot=''))
        """
        word = text.strip()
        if word.lower() in (HUMAN, "h", "me"):
            return Seat(HUMAN)
        name = word[4:] if word.lower().startswith("bot:") else word
        if not name:
            raise OptionError(f"a seat is 'human' or 'bot:NAME', got {text!r}")
        return Seat("bot", name)


def parse_seats(text: str) -> list[Seat]:
    """Read a comma-separated seat list such as ``human,bot:greedy``."""
    return [Seat.parse(part) for part in text.split(",") if part.strip()]


def bot_rng(seed: int, seat: int) -> random.Random:
    """The random generator of the bot in ``seat`` for a match seeded with ``seed``."""
    return random.Random(f"spelkast-bot:{seed}:{seat}")


class Match:
    """One game being played locally.

    >>> from spelkast.core.registry import get_game
    >>> game = get_game("labyrinth")
    >>> match = Match(game, [Seat.parse("bot:random"), Seat.parse("bot:greedy")], seed=3)
    >>> finished = match.run_bots(max_actions=20)
    >>> len(match.record.moves)
    20
    """

    def __init__(
        self,
        game: Game[Any, Any],
        seats: Sequence[Seat],
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
        policy: RetryPolicy | None = DEFAULT_RETRY,
    ) -> None:
        self.game = game
        self.seats = tuple(seats)
        self.state = game.new_initial_state(len(self.seats), options, seed)
        self.seed = seed
        self.bots: dict[int, Bot] = {
            p: get_bot(game.info.id, seat.bot)
            for p, seat in enumerate(self.seats)
            if not seat.is_human
        }
        self.rngs = {p: bot_rng(seed, p) for p in self.bots}
        #: Seats whose bot kept failing: (seat, bot, last error); a random bot plays them.
        self.fallbacks: list[tuple[int, str, str]] = []
        self.driver = RoundDriver(
            game,
            self.bots,
            self.rngs,
            names={p: seat.bot for p, seat in enumerate(self.seats) if not seat.is_human},
            policy=policy,
            on_fallback=lambda seat, bot, error: self.fallbacks.append((seat, bot, error)),
        )
        self.record = GameRecord(
            game=game.info.id,
            num_players=len(self.seats),
            options=dict(self.state.options),
            seed=seed,
            players=tuple(str(s) for s in self.seats),
        )

    # ----------------------------------------------------------------- queries
    def to_move(self) -> tuple[int, ...]:
        return self.game.to_move(self.state)

    @property
    def over(self) -> bool:
        return not self.to_move()

    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    def view(self, seat: int | None) -> dict[str, JSON]:
        return self.game.view(self.state, seat)

    def legal(self, seat: int) -> Sequence[Any]:
        return self.game.legal_actions(self.state, seat)

    def is_bot(self, seat: int) -> bool:
        return seat in self.bots

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(p for p, seat in enumerate(self.seats) if seat.is_human)

    # ----------------------------------------------------------------- actions
    def bot_decision(self, seat: int) -> Any:
        """What the bot in ``seat`` chooses now (from its view and legal actions only)."""
        return self.driver.decide(self.state, seat).action

    def play(self, seat: int, action: Any) -> None:
        """Apply ``action`` for ``seat`` (the core checks it) and record it.

        On an error the state and record stay as they were.
        """
        self.state = self.game.apply(self.state, seat, action)
        self.record = self.record.with_move(
            Move(seat, self.game.action_to_json(action), self.game.format_action(action))
        )

    def play_round(self, choices: Mapping[int, Any]) -> None:
        """Apply one action per seat in seat order (a simultaneous round, or a single
        mover). All or nothing: if one action is refused, nothing is applied."""
        state, record = self.state, self.record
        try:
            for seat in sorted(choices):
                self.play(seat, choices[seat])
        except Exception:
            self.state, self.record = state, record
            raise

    def bot_round(self) -> list[tuple[int, Any]]:
        """If only bots are to move, let them act (one action each, decided on the same
        state, applied in seat order) and return what they did; otherwise do nothing and
        return ``[]``."""
        movers = self.to_move()
        if not movers or any(p not in self.bots for p in movers):
            return []
        chosen = [(d.seat, d.action) for d in self.driver.round(self.state, movers)]
        self.play_round(dict(chosen))
        return chosen

    def actions(self, max_actions: int | None = None) -> Iterator[tuple[int, Any]]:
        """Play bot rounds until a person must act, the game ends or ``max_actions``
        actions have been applied; yield each applied (seat, action)."""
        count = 0
        while max_actions is None or count < max_actions:
            done = self.bot_round()
            if not done:
                return
            for item in done:
                count += 1
                yield item

    def run_bots(self, max_actions: int | None = None) -> bool:
        """Play bot rounds (see :meth:`actions`); return whether the game is over."""
        for _ in self.actions(max_actions):
            pass
        return self.over
