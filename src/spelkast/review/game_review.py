"""A finished game judged decision by decision, with the luck of the draw apart.

:func:`review_record` replays a record and, for each decision of the chosen players,
asks :func:`~spelkast.review.estimate.estimate` for the seat's prospects **from the view
the seat had then** (never the full state). A decision is an action with a choice (two
legal actions or more that the game's hard bot weighs); a Labyrinth turn — push and walk
— is one decision. Each gets:

* ``before``: the estimate of the position (after the bot's best move, see
  :mod:`~spelkast.review.estimate`); ``best_after`` is the same number with the move it
  belongs to; ``after``: the estimate after the move played (``None`` for a move the
  search cannot play, such as a Sudoku tile put against the rule under table rules);
* ``drop`` = ``best_after - after`` (at least 0) and the ``mark`` it earns
  (:mod:`~spelkast.review.measure`).

**Luck.** Between two decisions of a player the estimate moves for three reasons: the
chance events in between (the deal, a card or tile drawn, a Träxx card turned, a coin),
the other players' decisions, and the estimates' own noise. Where chance events occurred
the review reports a luck swing: the estimate before the next decision minus the
estimate after the move played, less what the others' decisions explain — with two
players an opponent's drop is the seat's gain (win chances add up to one); with more, a
drop of a reviewed player is shared evenly by the others (rank shares add up to a
constant). The deal's luck is the first estimate minus the even share (one half); solo
games have no deal luck (there is no even share of a score).

**The result.** The estimates end at the result (win share, rank share or score): the
game's own outcome, or, for a game its rules did not end (a resignation), the outcome the
record's meta holds (:func:`final_ranks`).

The whole review is JSON (:meth:`Review.to_json`) with the key moments in en/nl/fi;
``progress(done, total)`` is called after every decision.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from spelkast.core.game import JSON, Game
from spelkast.core.record import GameRecord, replay
from spelkast.core.registry import get_game
from spelkast.games.describe import LANGUAGES, seat_names
from spelkast.review import words as W
from spelkast.review.adapters import adapter_for
from spelkast.review.estimate import DEFAULT_ITERATIONS, estimate
from spelkast.review.measure import (
    MARKS,
    SCORE,
    Thresholds,
    measure_for,
    result_share,
    thresholds_for,
)

REVIEW_FORMAT = "spelkast-review/1"
KEY_DECISIONS = 5
"""At most this many marked decisions per player are key moments (the biggest drops)."""
KEY_LUCK = 2
"""And at most this many luck swings per player (the biggest)."""

Progress = Callable[[int, int], None]


@dataclass(frozen=True, slots=True)
class Decision:
    move: int  # the record's move number (1-based) of the decision's first action
    player: int
    played: tuple[Any, ...]
    best: tuple[Any, ...]
    before: float
    after: float | None
    best_after: float
    drop: float | None
    mark: str | None
    words: dict[str, str]  # the move played, per language
    better: dict[str, str]  # the better move, per language (empty when played was best)
    # The same two spoken to the player ("you pushed ..."), for the player reading it.
    words_you: dict[str, str] = field(default_factory=dict)
    better_you: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Luck:
    move: int  # the move number after which the first chance event came
    player: int
    kinds: tuple[str, ...]
    swing: float  # the part of the change not explained by the others' decisions
    change: float  # the whole change in the estimate


@dataclass(slots=True)
class Review:
    game: str
    num_players: int
    players: tuple[int, ...]
    names: dict[str, list[str]]
    measure: str
    thresholds: Thresholds
    iterations: int
    seed: int
    decisions: list[Decision] = field(default_factory=list)
    luck: list[Luck] = field(default_factory=list)
    results: list[float] = field(default_factory=list)
    moves: int = 0

    # ------------------------------------------------------------------ figures
    def accuracy(self, player: int) -> float | None:
        """The mean of ``thresholds.accuracy(drop)`` over the player's judged decisions."""
        drops = [d.drop for d in self.decisions if d.player == player and d.drop is not None]
        if not drops:
            return None
        return sum(self.thresholds.accuracy(drop) for drop in drops) / len(drops)

    def series(self, player: int) -> list[tuple[int, float]]:
        """The player's estimate over the game: before each decision, then the result."""
        points = [(d.move, d.before) for d in self.decisions if d.player == player]
        if self.results:
            points.append((self.moves + 1, self.results[player]))
        return points

    def marks(self, player: int) -> dict[str, int]:
        return {
            mark: sum(1 for d in self.decisions if d.player == player and d.mark == mark)
            for mark in MARKS
        }

    # ------------------------------------------------------------------- words
    def key_moments(
        self, lang: str, player: int | None = None, you: int | None = None
    ) -> list[tuple[int, str]]:
        """The moments worth a look, in ``lang``, by move: each player's biggest marked
        drops and biggest luck swings (of ``player`` only, if given). The moments of
        player ``you`` are spoken to them ("you pushed ..."), the others' name them."""
        chosen = self.players if player is None else (player,)
        found: list[tuple[int, int, int, str]] = []
        names = self.names.get(lang) or self.names["en"]
        for p in chosen:
            marked = [d for d in self.decisions if d.player == p and d.mark]
            marked.sort(key=lambda d: -(d.drop or 0.0))
            for d in marked[:KEY_DECISIONS]:
                found.append((d.move, 0, p, self._say_decision(d, lang, you == p)))
            lucky = [
                luck
                for luck in self.luck
                if luck.player == p and abs(luck.swing) >= self.thresholds.mistake
            ]
            lucky.sort(key=lambda luck: -abs(luck.swing))
            for luck in lucky[:KEY_LUCK]:
                kind = W.text(luck.kinds[0], lang)
                said = W.text(
                    "luck_you" if you == p else "luck",
                    lang,
                    head=W.text("move", lang, n=luck.move),
                    kind=kind,
                    changed=W.text(
                        "changed_many" if luck.kinds[0] in W.PLURAL_KINDS else "changed", lang
                    ),
                    name=names[p],
                    measure=W.text(self.measure, lang),
                    delta=W.delta_text(self.measure, luck.swing, lang),
                )
                found.append((luck.move, 1, p, said))
        found.sort(key=lambda item: item[:3])
        return [(move, said) for move, _, _, said in found]

    def key_line(self, d: Decision, lang: str, you: bool = False, better: bool = True) -> str:
        """A marked decision in words, as a key moment says it (with ``you``, spoken to
        the player who made it; without ``better``, the better move kept back)."""
        return self._say_decision(d, lang, you, better)

    def _say_decision(
        self, d: Decision, lang: str, you: bool = False, with_better: bool = True
    ) -> str:
        assert d.mark is not None
        assert d.after is not None
        words, better = (d.words_you, d.better_you) if you else (d.words, d.better)
        said = W.text(
            "decision",
            lang,
            head=W.text("move", lang, n=d.move),
            played=words[lang],
            mark=W.text(d.mark, lang),
            measure=W.text(self.measure, lang),
            before=W.value_text(self.measure, d.best_after, lang),
            after=W.value_text(self.measure, d.after, lang),
        )
        return f"{said} {better[lang]}" if with_better and better.get(lang) else said

    # -------------------------------------------------------------------- JSON
    def to_json(self) -> dict[str, JSON]:
        game = get_game(self.game)

        def actions(moves: Sequence[Any]) -> list[JSON]:
            return [game.action_to_json(a) for a in moves]

        return {
            "format": REVIEW_FORMAT,
            "game": self.game,
            "num_players": self.num_players,
            "players": list(self.players),
            "names": {lang: list(n) for lang, n in self.names.items()},
            "measure": self.measure,
            "thresholds": {
                "inaccuracy": self.thresholds.inaccuracy,
                "mistake": self.thresholds.mistake,
                "blunder": self.thresholds.blunder,
            },
            "iterations": self.iterations,
            "seed": self.seed,
            "moves": self.moves,
            "decisions": [
                {
                    "move": d.move,
                    "player": d.player,
                    "played": actions(d.played),
                    "best": actions(d.best),
                    "before": d.before,
                    "after": d.after,
                    "best_after": d.best_after,
                    "drop": d.drop,
                    "mark": d.mark,
                    "words": d.words,
                    "better": d.better,
                    "words_you": d.words_you,
                    "better_you": d.better_you,
                }
                for d in self.decisions
            ],
            "luck": [
                {
                    "move": luck.move,
                    "player": luck.player,
                    "kinds": list(luck.kinds),
                    "swing": luck.swing,
                    "change": luck.change,
                }
                for luck in self.luck
            ],
            "results": list(self.results),
            "players_summary": [
                {
                    "player": p,
                    "accuracy": self.accuracy(p),
                    "marks": self.marks(p),
                    "series": [list(point) for point in self.series(p)],
                }
                for p in self.players
            ],
            "key_moments": {
                lang: [{"move": move, "text": said} for move, said in self.key_moments(lang)]
                for lang in LANGUAGES
            },
            # Per reviewed player: the key moments as that player reads them (their
            # own moments say "you", the others' name them).
            "key_moments_you": {
                str(p): {
                    lang: [
                        {"move": move, "text": said} for move, said in self.key_moments(lang, you=p)
                    ]
                    for lang in LANGUAGES
                }
                for p in self.players
            },
        }


def record_names(record: GameRecord) -> dict[str, list[str]]:
    """The seats' names per language: ``meta["names"]`` if the record has them (people
    by their names), else as the seats are described ("hard bot", "player 2")."""
    given = record.meta.get("names")
    if isinstance(given, list) and len(given) == record.num_players:
        return {lang: [str(n) for n in given] for lang in LANGUAGES}
    seats = []
    for p in range(record.num_players):
        kind = record.players[p] if p < len(record.players) else ""
        bot = kind.split(":", 1)[1] if kind.startswith("bot:") else None
        seats.append(("bot" if bot else "human", bot, ""))
    return {lang: seat_names(seats, lang) for lang in LANGUAGES}


@dataclass(frozen=True, slots=True)
class _Pending:
    index: int  # 0-based index of the decision's first action in the record
    player: int
    actions: tuple[Any, ...]


def _decisions(
    game: Game[Any, Any], record: GameRecord, states: Sequence[Any], players: Iterable[int]
) -> list[_Pending]:
    adapter = adapter_for(game.info.id)
    wanted = set(players)
    found = []
    index = 0
    moves = record.moves
    while index < len(moves):
        move = moves[index]
        state = states[index]
        span = adapter.span(game.view(state, move.player))
        group = moves[index : index + span]
        whole = len(group) == span and all(m.player == move.player for m in group)
        if not whole:  # a record cut in the middle of a turn: that turn is not judged
            span = 1
        elif move.player in wanted and len(game.legal_actions(state, move.player)) > 1:
            actions = tuple(game.action_from_json(m.action) for m in group)
            found.append(_Pending(index, move.player, actions))
        index += span
    return found


def review_record(
    record: GameRecord,
    players: Sequence[int] | None = None,
    iterations: int | None = None,
    seed: int = 0,
    names: Mapping[str, Sequence[str]] | None = None,
    progress: Progress | None = None,
) -> Review:
    """Review ``record`` for ``players`` (default: all); see the module documentation.
    The same record, players, budget and seed always give the same review."""
    game = get_game(record.game)
    states = [state for _, state in replay(record)]
    n = record.num_players
    chosen = tuple(range(n)) if players is None else tuple(sorted(set(players)))
    for p in chosen:
        if not 0 <= p < n:
            raise ValueError(f"there is no player {p + 1} in this {n}-player game")
    budget = iterations or DEFAULT_ITERATIONS.get(record.game, 300)
    said_names = {lang: list(v) for lang, v in (names or record_names(record)).items()}
    for lang in LANGUAGES:
        said_names.setdefault(lang, said_names.get("en") or record_names(record)[lang])
    review = Review(
        record.game,
        n,
        chosen,
        said_names,
        measure_for(n),
        thresholds_for(record.game, n),
        budget,
        seed,
        moves=len(record.moves),
    )
    pending = _decisions(game, record, states, chosen)
    for done, item in enumerate(pending, start=1):
        decision = _judge(game, states, item, review, budget, seed)
        if decision is not None:
            review.decisions.append(decision)
        if progress is not None:
            progress(done, len(pending))
    ended = final_ranks(game, record, states[-1])
    if ended is not None:
        scores, ranks = ended
        review.results = [scores[0]] if n == 1 else [result_share(ranks, p) for p in range(n)]
    review.luck = _luck(game, states, review)
    return review


def final_ranks(
    game: Game[Any, Any], record: GameRecord, state: Any
) -> tuple[list[float], list[int]] | None:
    """How the game ended, ``(scores, ranks)``: as its rules end it, else as the record's
    meta says it ended without them (``outcome``, a resigned match: the resigner last);
    None for a game that has not ended."""
    outcome = game.outcome(state)
    if outcome is not None:
        return [float(s) for s in outcome.scores], list(outcome.ranks)
    said = record.meta.get("outcome")
    if not isinstance(said, dict):
        return None
    scores, ranks = said.get("scores"), said.get("ranks")
    n = record.num_players
    if not isinstance(scores, list) or not isinstance(ranks, list):
        return None
    if len(scores) != n or len(ranks) != n:
        return None
    return [float(s) for s in scores], [int(r) for r in ranks]


def _judge(
    game: Game[Any, Any],
    states: Sequence[Any],
    item: _Pending,
    review: Review,
    budget: int,
    seed: int,
) -> Decision | None:
    state = states[item.index]
    p = item.player
    view = game.view(state, p)
    legal = game.legal_actions(state, p)
    rng = random.Random(f"{seed}:{item.index}")
    found = estimate(game, p, view, legal, rng, consider=[item.actions], iterations=budget)
    if found is None:
        return None
    played = found.value_of(item.actions)
    after = played.value if played is not None else None
    best = found.best
    drop = None if after is None else max(0.0, best.value - after)
    mark = None if drop is None else review.thresholds.mark(drop)
    said: dict[str, str] = {}
    better: dict[str, str] = {}
    said_you: dict[str, str] = {}
    better_you: dict[str, str] = {}
    for lang in LANGUAGES:
        names = review.names[lang]
        said[lang] = W.say_move(game, state, p, item.actions, names, lang)
        said_you[lang] = W.say_move(game, state, p, item.actions, names, lang, you=True)
        if best.moves == item.actions:
            continue
        value = W.value_text(review.measure, best.value, lang)
        better[lang] = W.say_better(game, state, p, best.moves, names, lang, value)
        better_you[lang] = W.say_better(game, state, p, best.moves, names, lang, value, you=True)
    return Decision(
        item.index + 1,
        p,
        item.actions,
        best.moves,
        found.position,
        after,
        best.value,
        drop,
        mark,
        said,
        better,
        said_you,
        better_you,
    )


def _luck(game: Game[Any, Any], states: Sequence[Any], review: Review) -> list[Luck]:
    adapter = adapter_for(game.info.id)
    n = review.num_players
    spectator = [game.view(state, None) for state in states]
    chance: dict[int, str] = {}
    for index in range(len(states) - 1):
        kind = adapter.chance(spectator[index], spectator[index + 1])
        if kind is not None:
            chance[index] = kind
    share = 1.0 if n == 2 else 1.0 / max(1, n - 1)
    found: list[Luck] = []
    for p in review.players:
        mine = [d for d in review.decisions if d.player == p]
        if not mine:
            continue
        if review.measure != SCORE:
            first = mine[0]
            found.append(Luck(first.move, p, ("deal",), first.before - 0.5, first.before - 0.5))
        for earlier, later in itertools.pairwise(mine):
            if earlier.after is None:
                continue
            between = range(earlier.move - 1, later.move - 1)
            kinds = tuple(dict.fromkeys(chance[i] for i in between if i in chance))
            if not kinds:
                continue
            explained = sum(
                share * (d.drop or 0.0)
                for d in review.decisions
                if d.player != p and earlier.move <= d.move < later.move
            )
            change = later.before - earlier.after
            move = next(i for i in between if i in chance) + 1
            found.append(Luck(move, p, kinds, change - explained, change))
    found.sort(key=lambda luck: (luck.move, luck.player))
    return found
