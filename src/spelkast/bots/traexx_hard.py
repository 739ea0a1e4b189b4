"""The ``hard`` Träxx bot: a search over path extensions on the shared ISMCTS core.

The seat knows every path, every number reached, the card on the table and which cards
are still in the deck (the deck's composition is public); it does not know their order,
nor the others' sealed choices of this round. The :class:`TraexxModel` is built from the
view only:

* **Determinisation** (``sample``): the unplayed cards (all but the played ones and the
  one on the table) in a random order.
* **The others** are not searched: in the root round each plays its greedy (``medium``)
  choice, predicted from public information; in later rounds a fast greedy policy
  (:func:`quick_extension`). They matter only through the number fields (who is first).
* **Candidate actions**: the seat's extensions, ordered by the greedy bot's evaluation
  at the root (the top :data:`ROOT_WIDTH`) and by the fast policy's score below it (the
  top :data:`DEEP_WIDTH`); a ply is one whole round.
* **The fast policy** takes the extension worth most now (fields and number points) plus
  a little for free fields around the end it leaves and for the open numbers near it
  (their points over one plus the distance) — the medium bot's terms without the costly
  flood fill.
* **Evaluation**: a rollout of the remaining rounds of the determinisation with the fast
  policy for every player — so the expected value of the remaining cards, averaged over
  the determinisations — and the logistic of the seat's final score minus the best other
  one (a tie is a shared win).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from spelkast.bots.base import Bot, register_bot
from spelkast.bots.hard import SearchBot
from spelkast.bots.levels import EXPERT_MAX_SECONDS, ExpertFactory
from spelkast.bots.search import DEFAULT_SECONDS
from spelkast.bots.traexx import GreedyTraexxBot
from spelkast.core.game import JSON, Game
from spelkast.games.traexx import board as B
from spelkast.games.traexx.game import NUM_ROUNDS, half
from spelkast.games.traexx.notation import card_id
from spelkast.games.traexx.state import PASS, Extension

ROOT_WIDTH = 14
"""How many of the seat's extensions (best by the greedy evaluation) the root considers."""
DEEP_WIDTH = 6
"""How many extensions (best by the fast policy) a node below the root considers."""
HORIZON = 2
"""Rounds searched before a rollout finishes the game."""
DEFAULT_ITERATIONS = 300
SCALE = 4.0
"""Points of score difference that move the evaluation by about a quarter."""
FREE_WEIGHT = 0.6
"""The fast policy's weight for a free field next to the end it leaves."""

PULL_WEIGHT = 1.0
"""The fast policy's weight for the points of open number fields near the end it
leaves (each divided by one plus its distance)."""

NUMBER_VALUE: tuple[int, ...] = tuple(B.NUMBER)
DISTANCE: tuple[tuple[int, ...], ...] = tuple(
    tuple(B.distance(a, b) for b in range(B.NUM_FIELDS)) for a in range(B.NUM_FIELDS)
)
NUMBER_LIST: tuple[tuple[int, int], ...] = tuple(
    (field, number) for number, field in sorted(B.NUMBER_FIELDS.items())
)
NUMBER_BITS = B.NUMBER_MASK


@dataclass(frozen=True, slots=True)
class Position:
    """A determinised position at the start of a round (every choice of it still open).

    ``ends[p]`` are player p's path ends (one field while the path is its start),
    ``masks[p]`` the fields on the path, ``plus[p]`` the points scored, ``top[p]`` the
    highest number p reached (the solo rule), ``taken`` the number fields anybody
    reached in finished rounds, ``deck`` the whole card order of this determinisation.
    """

    round: int
    ends: tuple[tuple[int, ...], ...]
    masks: tuple[int, ...]
    plus: tuple[int, ...]
    top: tuple[int, ...]
    taken: int
    deck: tuple[int, ...]


def points_for(field: int, solo: bool, top: int, taken: int) -> int:
    """What reaching number field ``field`` scores (0 for an ordinary field)."""
    value = NUMBER_VALUE[field]
    if not value:
        return 0
    full = value > top if solo else not taken >> field & 1
    return value if full else half(value)


def quick_extension(
    ends: tuple[int, ...],
    mask: int,
    counts: tuple[int, ...],
    solo: bool,
    top: int,
    taken: int,
    last_round: bool,
    rng: random.Random,
) -> Extension:
    """A fast greedy choice: the extension worth most now (fields plus number points)
    plus :data:`FREE_WEIGHT` per free field around the end it leaves (not in the last
    round); ties broken at random."""
    left = list(counts)
    seq: list[int] = []
    best: list[Any] = [PASS, -1.0 if last_round else 0.0]
    # The free fields around the unchanged end count for every extension alike, so the
    # pass is scored with those of its better end.
    weight = 0.0 if last_round else FREE_WEIGHT
    cur_top = top
    # What the open numbers are worth now, for the pull towards them (the fields an
    # extension itself covers are not taken off: a small error for a large saving).
    worth = (
        []
        if last_round
        else [
            (field, PULL_WEIGHT * points_for(field, solo, top, taken))
            for field, _ in NUMBER_LIST
            if not mask >> field & 1
        ]
    )
    pulls: dict[int, float] = {}

    def pull(field: int) -> float:
        found = pulls.get(field)
        if found is None:
            row = DISTANCE[field]
            found = sum(w / (1 + row[f]) for f, w in worth if f != field)
            pulls[field] = found
        return found

    def walk(end: int, field: int, blocked: int, value: float) -> None:
        nonlocal cur_top
        for n in B.NEIGHBOURS[field]:
            if blocked >> n & 1:
                continue
            colour = B.COLOUR[n]
            if not left[colour]:
                continue
            left[colour] -= 1
            seq.append(n)
            gain = 1.0
            saved_top = cur_top
            if NUMBER_VALUE[n]:
                gain += points_for(n, solo, cur_top, taken)
                cur_top = max(cur_top, NUMBER_VALUE[n])
            now = value + gain
            inner = blocked | 1 << n
            score = now + rng.random() * 1e-3
            if weight:
                score += weight * (B.NEIGHBOUR_MASK[n] & ~inner).bit_count() + pull(n)
            if score > best[1]:
                best[0] = Extension(end, tuple(seq))
                best[1] = score
            walk(end, n, inner, now)
            cur_top = saved_top
            seq.pop()
            left[colour] += 1

    if not last_round:
        best[1] = max(
            FREE_WEIGHT * (B.NEIGHBOUR_MASK[e] & ~mask).bit_count() + pull(e) for e in ends
        )
    for end in ends:
        walk(end, end, mask, 0.0)
    result: Extension = best[0]
    return result


def advance(ends: tuple[int, ...], action: Extension) -> tuple[int, ...]:
    """The path ends after ``action``."""
    if action.is_pass:
        return ends
    new = action.fields[-1]
    if len(ends) == 1:
        return (ends[0], new)
    return (ends[0], new) if action.end == ends[1] else (new, ends[1])


class TraexxModel:
    """Träxx from one seat's view, for :func:`spelkast.bots.search.ismcts`."""

    horizon = HORIZON

    def __init__(
        self,
        player: int,
        root: Position,
        unseen: tuple[int, ...],
        candidates: Sequence[Extension],
        predicted: dict[int, Extension],
    ) -> None:
        self.player = player
        self.root = root
        self.unseen = unseen
        self.num_players = len(root.masks)
        self.solo = self.num_players == 1
        self.candidates = list(candidates)
        self.predicted = predicted  # the others' root-round choices
        self._deep: dict[tuple[Any, ...], list[Extension]] = {}

    # -- the Model protocol -------------------------------------------------------
    def sample(self, rng: random.Random) -> Position:
        rest = list(self.unseen)
        rng.shuffle(rest)
        deck = self.root.deck[: self.root.round + 1] + tuple(rest)
        return Position(
            self.root.round,
            self.root.ends,
            self.root.masks,
            self.root.plus,
            self.root.top,
            self.root.taken,
            deck,
        )

    def to_move(self, state: Position) -> int | None:
        return self.player if state.round < NUM_ROUNDS else None

    def actions(self, state: Position) -> Sequence[Extension]:
        if state.round == self.root.round:
            return self.candidates
        me = self.player
        card = state.deck[state.round]
        key = (state.ends[me], state.masks[me], card, state.top[me], state.taken)
        found = self._deep.get(key)
        if found is None:
            found = self._rank(state, card)
            self._deep[key] = found
        return found

    def step(self, state: Position, action: Extension, rng: random.Random) -> Position:
        choices: list[Extension] = []
        for p in range(self.num_players):
            if p == self.player:
                choices.append(action)
            elif state.round == self.root.round:
                choices.append(self.predicted[p])
            else:
                choices.append(self._quick(state, p, rng))
        return self._resolve(state, choices)

    def evaluate(self, state: Position, rng: random.Random) -> Sequence[float]:
        return self.values(self.final_scores(state, rng))

    def final_scores(self, state: Position, rng: random.Random) -> list[int]:
        """Every player's final score after a rollout of the remaining rounds with the
        fast policy (what :meth:`evaluate` judges)."""
        while state.round < NUM_ROUNDS:
            state = self._resolve(
                state, [self._quick(state, p, rng) for p in range(self.num_players)]
            )
        return [
            state.plus[p] - (B.NUM_FIELDS - state.masks[p].bit_count())
            for p in range(self.num_players)
        ]

    def values(self, scores: Sequence[int]) -> list[float]:
        """Each player's value for final ``scores``: the logistic of the score minus the
        best other one (solo: of the score against 25)."""
        if self.solo:
            return [1.0 / (1.0 + math.exp(-(scores[0] - 25) / (2 * SCALE)))]
        values = []
        for p, score in enumerate(scores):
            rival = max(s for q, s in enumerate(scores) if q != p)
            values.append(1.0 / (1.0 + math.exp(-(score - rival) / SCALE)))
        return values

    def decision(self, action: Extension) -> Extension:
        return action

    # -- helpers ------------------------------------------------------------------
    def _quick(self, state: Position, p: int, rng: random.Random) -> Extension:
        return quick_extension(
            state.ends[p],
            state.masks[p],
            B.CARD_COUNTS[state.deck[state.round]],
            self.solo,
            state.top[p],
            state.taken,
            state.round == NUM_ROUNDS - 1,
            rng,
        )

    def _rank(self, state: Position, card: int) -> list[Extension]:
        """The seat's extensions with this card, best first by the fast policy's score."""
        me = self.player
        mask = state.masks[me]
        counts = B.CARD_COUNTS[card]
        last = state.round == NUM_ROUNDS - 1
        scored: list[tuple[float, int, Extension]] = []
        for end in state.ends[me]:
            for fields in B.extensions_from(end, mask, counts):
                top = state.top[me]
                value = float(len(fields))
                for f in fields:
                    if NUMBER_VALUE[f]:
                        value += points_for(f, self.solo, top, state.taken)
                        top = max(top, NUMBER_VALUE[f])
                if not last:
                    inner = mask | B.mask_of(fields)
                    value += FREE_WEIGHT * (B.NEIGHBOUR_MASK[fields[-1]] & ~inner).bit_count()
                scored.append((-value, len(scored), Extension(end, fields)))
        scored.sort()
        ranked = [a for _, _, a in scored[:DEEP_WIDTH]]
        return ranked or [PASS]

    def _resolve(self, state: Position, choices: Sequence[Extension]) -> Position:
        ends = []
        masks = []
        plus = []
        tops = []
        taken = state.taken
        for p, action in enumerate(choices):
            mask = state.masks[p]
            gained = 0
            top = state.top[p]
            for f in action.fields:
                mask |= 1 << f
                if NUMBER_VALUE[f]:
                    gained += points_for(f, self.solo, top, state.taken)
                    top = max(top, NUMBER_VALUE[f])
            ends.append(advance(state.ends[p], action))
            masks.append(mask)
            plus.append(state.plus[p] + gained)
            tops.append(top)
        for mask in masks:
            taken |= mask & NUMBER_BITS
        return Position(
            state.round + 1,
            tuple(ends),
            tuple(masks),
            tuple(plus),
            tuple(tops),
            taken,
            state.deck,
        )


def build_model(
    game: Game[Any, Any], player: int, view: dict[str, JSON], legal: Sequence[Any]
) -> TraexxModel | None:
    """The model of the seat's information set (from the view and ``legal`` only)."""
    if view.get("card") is None:
        return None
    played = [card_id(str(c)) for c in view["played_cards"]]
    current = card_id(str(view["card"]))
    round_ = len(played)
    unseen = tuple(c for c in range(B.NUM_CARDS) if c not in played and c != current)
    solo = bool(view["solo"])
    taken_numbers = {int(n) for n in view["taken"]}
    taken = 0
    for number in taken_numbers:
        taken |= 1 << B.NUMBER_FIELDS[number]
    ends: list[tuple[int, ...]] = []
    masks: list[int] = []
    plus: list[int] = []
    tops: list[int] = []
    paths: list[tuple[int, ...]] = []
    for seat in view["players"]:
        path = tuple(B.parse_field(str(f)) for f in seat["path"])
        paths.append(path)
        ends.append(B.ends_of(path))
        masks.append(B.mask_of(path))
        plus.append(int(seat["plus"]))
        tops.append(max((int(s["number"]) for s in seat["scored"]), default=0))
    root = Position(
        round_,
        tuple(ends),
        tuple(masks),
        tuple(plus),
        tuple(tops),
        taken,
        (*played, current),
    )
    rounds_left = NUM_ROUNDS - round_ - 1
    frozen_taken = frozenset(taken_numbers)

    def greedy_order(p: int, actions: Sequence[Extension]) -> list[Extension]:
        earlier = [int(s["number"]) for s in view["players"][p]["scored"]]
        rated = [
            (-GreedyTraexxBot.evaluate(paths[p], a, solo, earlier, frozen_taken, rounds_left), i)
            for i, a in enumerate(actions)
        ]
        rated.sort()
        return [actions[i] for _, i in rated]

    candidates = greedy_order(player, list(legal))[:ROOT_WIDTH]
    predicted: dict[int, Extension] = {}
    counts = B.CARD_COUNTS[current]
    for p in range(len(paths)):
        if p == player:
            continue
        blocked = masks[p]
        options = [PASS] + [
            Extension(end, seq)
            for end in ends[p]
            for seq in B.extensions_from(end, blocked, counts)
        ]
        predicted[p] = greedy_order(p, options)[0]
    return TraexxModel(player, root, unseen, candidates, predicted)


def hard_bot(iterations: int = DEFAULT_ITERATIONS, seconds: float = DEFAULT_SECONDS) -> Bot:
    """The ``hard`` level; ``iterations`` and ``seconds`` bound one decision."""
    return SearchBot(build_model, GreedyTraexxBot(), iterations, seconds)


def hard(iterations: int | None = None, seconds: float = DEFAULT_SECONDS) -> Bot:
    """The ``hard`` level as registered (a bot spec's settings arrive as keywords)."""
    return hard_bot(DEFAULT_ITERATIONS if iterations is None else iterations, seconds)


register_bot("traexx", "hard", hard)

EXPERT_ITERATIONS = 900
"""The expert level's search: three times hard's iterations (within its time cap)."""
register_bot(
    "traexx",
    "expert",
    ExpertFactory(hard, iterations=EXPERT_ITERATIONS, seconds=EXPERT_MAX_SECONDS),
)
