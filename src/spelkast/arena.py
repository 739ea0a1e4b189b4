"""The arena: many bot-only games in parallel processes, and honest figures about them.

``run_arena("labyrinth", ("hard", "medium"), games=400, jobs=2, seed=1)`` plays 400
games and returns an :class:`ArenaReport`: per bot spec its games, win share with a 95 %
Wilson interval, average score and rank, and time per decision; and the Elo difference
between the first two specs with its 95 % interval.

How the games are set up:

* **Seats rotate.** With k specs, game ``g`` seats spec ``(seat + g) mod k`` in each
  seat (two specs: they alternate), so over any k consecutive games every spec plays
  every seat once. Run a multiple of k games for a perfectly balanced table.
* **Duplicate deals.** The k games of one rotation share the same deal (the game's
  seed), so every spec meets the same shuffles from every seat: luck of the deal
  cancels out and the intervals tighten.
* **Deterministic.** Game ``g`` depends only on (arena seed, g): its deal seed comes
  from (seed, g // k) and each seat's bot rng from (seed, g, seat). The number of worker
  processes changes nothing but the timings.
* **No peeking.** A bot gets exactly what :class:`~spelkast.match.Match` gives it:
  ``game.view(state, seat)``, ``game.legal_actions(state, seat)`` and its own rng.
  Simultaneous rounds are decided on the same state and applied in seat order. The one
  exception is the arena-only seat spec ``oracle[:key=value...]``
  (:mod:`spelkast.bots.oracle`, Sudoku, Sudoids and the card game): a yardstick that is
  shown the whole state before each decision, to measure how much knowing the hidden
  tiles and cards is worth. No player can pick it.

How it counts:

* A game's **win share** goes to its winners (rank 1) in equal parts: a 2-player tie is
  half a win each. The win rate is the share over games played, with a Wilson interval.
* The **Elo difference** of spec 1 over spec 2 comes from their head-to-head score: per
  game 1 if spec 1 ranked better, ½ if equal, 0 if worse (in a 2-player game: exactly
  the win rate). Its interval maps the ends of that score's Wilson interval through the
  logistic formula (see :mod:`spelkast.stats`).
* **Time per decision** is the wall time of the bot's ``choose`` call alone.
* Games still running after ``max_actions`` actions count as unfinished and are left
  out of the figures (their number is reported).

Depends on the core and the bots only.
"""

from __future__ import annotations

import math
import multiprocessing
import random
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from spelkast.bots import Bot, get_bot
from spelkast.bots.oracle import OracleBot, is_oracle, make_oracle
from spelkast.core.errors import OptionError, SpelkastError
from spelkast.core.game import JSON
from spelkast.core.registry import get_game
from spelkast.driver import BotFailedError, RoundDriver
from spelkast.stats import elo_difference, elo_interval, median, percentile, wilson_interval

DEFAULT_MAX_ACTIONS = 20_000


class ArenaError(SpelkastError):
    """A bot misbehaved during an arena game (for example chose an illegal action)."""


# ------------------------------------------------------------------------ set-up
def parse_specs(text: str) -> tuple[str, ...]:
    """Read a comma-separated list of bots (``bot:NAME`` or just ``NAME``).

    >>> parse_specs("bot:hard, medium")
    ('hard', 'medium')
    """
    specs: list[str] = []
    for part in text.split(","):
        word = part.strip()
        if not word:
            continue
        name = word[4:] if word.lower().startswith("bot:") else word
        if not name or name.lower() in ("human", "h", "me"):
            raise OptionError(f"the arena seats bots only (bot:NAME), got {word!r}")
        specs.append(name)
    if len(specs) < 1:
        raise OptionError("name at least one bot, e.g. --seats bot:medium,bot:easy")
    return tuple(specs)


def seating(index: int, num_specs: int) -> tuple[int, ...]:
    """Which spec sits in each seat in game ``index``: a cyclic rotation.

    >>> [seating(g, 2) for g in range(3)], seating(1, 3)
    ([(0, 1), (1, 0), (0, 1)], (1, 2, 0))
    """
    return tuple((seat + index) % num_specs for seat in range(num_specs))


def deal_seed(seed: int, index: int, num_specs: int) -> int:
    """The game seed of game ``index``: shared by the games of one rotation."""
    return random.Random(f"spelkast-arena:{seed}:{index // num_specs}").randrange(2**31)


def seat_rng(seed: int, index: int, seat: int) -> random.Random:
    """The random generator of the bot in ``seat`` in game ``index``."""
    return random.Random(f"spelkast-arena-bot:{seed}:{index}:{seat}")


@dataclass(frozen=True, slots=True)
class GameTask:
    """Everything a worker needs to play one arena game (picklable)."""

    game_id: str
    specs: tuple[str, ...]
    index: int
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)
    max_actions: int = DEFAULT_MAX_ACTIONS


@dataclass(frozen=True, slots=True)
class GameResult:
    """One arena game: who sat where, how it ended, how long each decision took."""

    index: int
    deal_seed: int
    seating: tuple[int, ...]
    finished: bool
    scores: tuple[float, ...]
    ranks: tuple[int, ...]
    actions: int
    times: tuple[tuple[float, ...], ...]  # per seat, seconds per decision

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, rank in enumerate(self.ranks) if rank == 1)

    def outcome_json(self) -> dict[str, JSON]:
        """The result without timings (what must not depend on the machine)."""
        return {
            "index": self.index,
            "deal_seed": self.deal_seed,
            "seating": list(self.seating),
            "finished": self.finished,
            "scores": list(self.scores),
            "ranks": list(self.ranks),
            "actions": self.actions,
            "decisions": [len(t) for t in self.times],
        }


def seat_bot(game_id: str, spec: str) -> Bot:
    """The bot for a seat spec: a registered bot, or (in the arena only) an oracle,
    ``oracle[:key=value...]``, that is shown the whole state (:mod:`spelkast.bots.oracle`)."""
    return make_oracle(game_id, spec) if is_oracle(spec) else get_bot(game_id, spec)


# ------------------------------------------------------------------------- play
def play_game(task: GameTask) -> GameResult:
    """Play one arena game (runs in a worker process)."""
    game = get_game(task.game_id)
    k = len(task.specs)
    seats = seating(task.index, k)
    seed = deal_seed(task.seed, task.index, k)
    bots = [seat_bot(task.game_id, task.specs[spec]) for spec in seats]
    rngs = [seat_rng(task.seed, task.index, seat) for seat in range(k)]
    times: list[list[float]] = [[] for _ in range(k)]
    state = game.new_initial_state(k, task.options, seed)
    actions = 0
    # Strict: a misbehaving bot stops the arena instead of being replaced by a fallback
    # that would then be measured in its name.
    driver = RoundDriver(
        game,
        dict(enumerate(bots)),
        dict(enumerate(rngs)),
        names={seat: task.specs[spec] for seat, spec in enumerate(seats)},
        policy=None,
    )
    while actions < task.max_actions:
        movers = game.to_move(state)
        if not movers:
            break
        for seat in movers:
            bot = bots[seat]
            if isinstance(bot, OracleBot):  # the arena-only oracle sees the whole state
                bot.see(state)
        try:
            decisions = driver.round(state, movers)
            for decision in decisions:
                times[decision.seat].append(decision.seconds)
                state = game.apply(state, decision.seat, decision.action)
                actions += 1
        except (BotFailedError, SpelkastError) as exc:
            raise ArenaError(f"game {task.index} (seed {seed}): {exc}") from None
    outcome = game.outcome(state)
    finished = not game.to_move(state) and outcome is not None
    return GameResult(
        index=task.index,
        deal_seed=seed,
        seating=seats,
        finished=finished,
        scores=tuple(outcome.scores) if finished and outcome else (),
        ranks=tuple(outcome.ranks) if finished and outcome else (),
        actions=actions,
        times=tuple(tuple(t) for t in times),
    )


def play_games(
    tasks: Sequence[GameTask],
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
) -> list[GameResult]:
    """Play ``tasks`` in ``jobs`` processes (1: in this process); results in task order.

    ``progress`` is called with the number of games done after each game.
    """
    if jobs < 1:
        raise OptionError(f"--jobs must be at least 1, got {jobs}")
    results: list[GameResult] = []
    if jobs == 1 or len(tasks) <= 1:
        for task in tasks:
            results.append(play_game(task))
            if progress:
                progress(len(results))
        return results
    context = multiprocessing.get_context("spawn")
    chunk = max(1, len(tasks) // (jobs * 8))
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        for result in pool.map(play_game, tasks, chunksize=chunk):
            results.append(result)
            if progress:
                progress(len(results))
    return results


Runner = Callable[[Sequence[GameTask], Callable[[int], None] | None], list[GameResult]]
"""Plays arena games elsewhere than the local pool: (tasks, progress) -> results in task
order, each exactly what :func:`play_game` returns for its task."""


# ------------------------------------------------------------------------ report
@dataclass(frozen=True, slots=True)
class BotSummary:
    """The figures of one bot spec over the arena's finished games."""

    spec: str
    games: int
    wins: float
    win_low: float
    win_high: float
    average_score: float | None
    average_rank: float | None
    decisions: int
    median_seconds: float | None
    p90_seconds: float | None
    seats: tuple[int, ...]  # games played in each seat

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    def to_json(self) -> dict[str, JSON]:
        return {
            "spec": f"bot:{self.spec}",
            "games": self.games,
            "wins": self.wins,
            "win_rate": self.win_rate,
            "win_rate_low": self.win_low,
            "win_rate_high": self.win_high,
            "average_score": self.average_score,
            "average_rank": self.average_rank,
            "decisions": self.decisions,
            "median_ms": _ms(self.median_seconds),
            "p90_ms": _ms(self.p90_seconds),
            "games_per_seat": list(self.seats),
        }


@dataclass(frozen=True, slots=True)
class EloSummary:
    """Spec ``first``'s head-to-head score against spec ``second``, in Elo."""

    first: str
    second: str
    games: int
    score: float  # head-to-head points of ``first``
    low: float  # interval of the score rate
    high: float

    @property
    def rate(self) -> float | None:
        return self.score / self.games if self.games else None

    @property
    def difference(self) -> float | None:
        return None if self.rate is None else elo_difference(self.rate)

    @property
    def interval(self) -> tuple[float, float]:
        return elo_interval(self.low, self.high)

    def to_json(self) -> dict[str, JSON]:
        low, high = self.interval
        return {
            "first": f"bot:{self.first}",
            "second": f"bot:{self.second}",
            "games": self.games,
            "score": self.score,
            "score_rate": self.rate,
            "difference": _finite(self.difference),
            "low": _finite(low),
            "high": _finite(high),
        }


@dataclass(frozen=True, slots=True)
class ArenaReport:
    game_id: str
    specs: tuple[str, ...]
    seed: int
    options: Mapping[str, Any]
    results: tuple[GameResult, ...]
    bots: tuple[BotSummary, ...]
    elo: EloSummary | None

    @property
    def games(self) -> int:
        return len(self.results)

    @property
    def unfinished(self) -> int:
        return sum(1 for r in self.results if not r.finished)

    def to_json(self) -> dict[str, JSON]:
        return {
            "game": self.game_id,
            "seats": [f"bot:{s}" for s in self.specs],
            "games": self.games,
            "finished": self.games - self.unfinished,
            "unfinished": self.unfinished,
            "seed": self.seed,
            "options": dict(self.options),
            "bots": [b.to_json() for b in self.bots],
            "elo": self.elo.to_json() if self.elo else None,
        }


def _ms(seconds: float | None) -> float | None:
    return None if seconds is None else round(seconds * 1000, 4)


def _finite(value: float | None) -> float | None:
    """JSON has no infinity: an infinite Elo difference is written as null."""
    return None if value is None or math.isinf(value) else round(value, 1)


def summarise(
    game_id: str,
    specs: Sequence[str],
    seed: int,
    options: Mapping[str, Any],
    results: Sequence[GameResult],
) -> ArenaReport:
    """Turn game results into per-spec figures and the Elo difference of specs 1 and 2."""
    k = len(specs)
    done = [r for r in results if r.finished]
    bots = []
    for spec in range(k):
        wins = 0.0
        scores: list[float] = []
        ranks: list[int] = []
        times: list[float] = []
        seats = [0] * k
        for r in results:
            seat = r.seating.index(spec)
            times.extend(r.times[seat])
            if not r.finished:
                continue
            seats[seat] += 1
            scores.append(r.scores[seat])
            ranks.append(r.ranks[seat])
            if seat in r.winners:
                wins += 1 / len(r.winners)
        low, high = wilson_interval(wins, len(done))
        bots.append(
            BotSummary(
                spec=specs[spec],
                games=len(done),
                wins=wins,
                win_low=low,
                win_high=high,
                average_score=sum(scores) / len(scores) if scores else None,
                average_rank=sum(ranks) / len(ranks) if ranks else None,
                decisions=len(times),
                median_seconds=median(times) if times else None,
                p90_seconds=percentile(times, 90) if times else None,
                seats=tuple(seats),
            )
        )
    elo = None
    if k >= 2:
        score = 0.0
        for r in done:
            first, second = r.ranks[r.seating.index(0)], r.ranks[r.seating.index(1)]
            score += 1.0 if first < second else 0.5 if first == second else 0.0
        low, high = wilson_interval(score, len(done))
        elo = EloSummary(specs[0], specs[1], len(done), score, low, high)
    return ArenaReport(
        game_id=game_id,
        specs=tuple(specs),
        seed=seed,
        options=dict(options),
        results=tuple(results),
        bots=tuple(bots),
        elo=elo,
    )


def run_arena(
    game_id: str,
    specs: Sequence[str],
    games: int,
    jobs: int = 1,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    max_actions: int = DEFAULT_MAX_ACTIONS,
    progress: Callable[[int], None] | None = None,
    runner: Runner | None = None,
) -> ArenaReport:
    """Play ``games`` games between ``specs`` (one seat each) and summarise them.

    The games run in ``jobs`` local processes, or through ``runner`` (e.g. on a Ray
    cluster: :func:`spelkast.arena_ray.ray_runner`): the same games and results either way.

    Bad input (unknown game or bot, wrong number of seats, bad option) is refused here,
    before any process starts.

    >>> report = run_arena("sudoids", ("random", "medium"), games=2, seed=1)
    >>> [b.seats for b in report.bots]
    [(1, 1), (1, 1)]
    """
    game = get_game(game_id)
    specs = tuple(specs)
    if not game.info.min_players <= len(specs) <= game.info.max_players:
        raise OptionError(
            f"{game.info.name()} is for {game.info.min_players}-{game.info.max_players} "
            f"players; --seats names {len(specs)}"
        )
    if games < 1:
        raise OptionError(f"--games must be at least 1, got {games}")
    if seed < 0:
        raise OptionError(f"--seed must be >= 0, got {seed}")
    for spec in specs:
        seat_bot(game_id, spec)
    resolved = game.resolve_options(options)
    game.check_options(len(specs), resolved)
    tasks = [
        GameTask(game_id, specs, index, seed, dict(resolved), max_actions) for index in range(games)
    ]
    play = runner or (lambda tasks, progress: play_games(tasks, jobs, progress))
    results = play(tasks, progress)
    return summarise(game_id, specs, seed, resolved, results)
