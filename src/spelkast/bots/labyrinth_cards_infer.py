"""What the card game's public record tells a seat about the other players' hands.

Everyone at the table sees every placement, take and discard; only the cards drawn stay
hidden. The views carry that record (``view["history"]``), so a bot rebuilds from its view
alone, at every decision, what it has seen (it keeps no memory between decisions and can
be restarted at any time).

The evidence is about the card a player kept. A hand holds two cards: at each turn the
player plays one and draws one. So after a turn the hand is the card kept at that turn
(it was in the hand, and the player chose to play the other) plus a fresh card nobody
knows anything about. The kept card may be older still: it was in the hand at the turn
before with probability one half (the other half, it was the fresh card drawn then), or
for sure if nothing was drawn then (the pile was empty).

At each turn a player held a card, the choice they made is evidence about it:

* they **discarded**: the rules allow it only when no hand card can be placed, so the
  kept card could not be placed on the layout of that turn (likelihood 0 otherwise);
* they **placed** a card taking ``n`` cards: players take as many as they can (the
  greedy and the searching bots do; people mostly do), so a card that could have taken
  ``m > n`` cards on that layout is unlikely to have been in the hand: likelihood
  :data:`MISS` to the power ``m - n``.

For each card the seat has not seen, its weight as a player's kept card sums over how
long it may have been held (one half per turn back, :data:`MEMORY` turns at most) the
prior of that span times the product of the likelihoods over it. The hard bot deals
that card by those weights and the player's other cards at random
(:meth:`Beliefs.deal`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from spelkast.games.labyrinth_cards.game import LabyrinthCardsGame
from spelkast.games.labyrinth_cards.state import Action, CardsState, Cell, Discard, sort_layout

MEMORY = 4
"""A player's turns looked back at (the prior of an older span is 1/32 or less)."""
MISS = 0.1
"""Likelihood factor per card a player would have left on the table by not playing a card."""

Grid = dict[Cell, tuple[int, int]]


@dataclass(frozen=True)
class Turn:
    """One turn of the record, with the layout it was played on and whether the player
    drew a card after it."""

    player: int
    action: Action
    before: Grid
    drew: bool


def turns_of_record(game: LabyrinthCardsGame, view: Mapping[str, Any]) -> list[Turn]:
    """The turns of the view's record, oldest first, each with the layout before it
    (rebuilt backwards from the layout now: undo the placement, put the taken cards back
    where they lay). A player draws after every turn while the pile lasts; the hands shrink
    by one per turn after that, so the last ``2 × players − cards in hands`` turns drew
    nothing."""
    grid: Grid = {(e["x"], e["y"]): (e["card"], e["rotation"]) for e in view["layout"]}
    players = view["players"]
    undrawn = 2 * len(players) - sum(seat["hand_size"] for seat in players)
    turns: list[Turn] = []
    for index, entry in enumerate(reversed(view["history"])):
        action = game.action_from_json(entry["action"])
        if not isinstance(action, Discard):
            grid = dict(grid)
            del grid[(action.x, action.y)]
            for x, y, card, rotation in entry["removed"]:
                grid[(x, y)] = (card, rotation)
        turns.append(Turn(int(entry["player"]), action, grid, drew=index >= undrawn))
    turns.reverse()
    return turns


def best_takes(
    game: LabyrinthCardsGame, view: Mapping[str, Any], grid: Grid, cards: Sequence[int]
) -> dict[int, int]:
    """For each of ``cards``: the most cards it could have taken on ``grid`` (-1: it
    could not be placed there at all)."""
    state = CardsState(
        num_players=1,
        seed=0,
        options=view["options"],
        layout=sort_layout(grid),
        hands=(tuple(cards),),
        pile=(),
        taken=((),),
    )
    most = dict.fromkeys(cards, -1)
    for place in game.placements(state, 0):
        if len(place.take) > most[place.card]:
            most[place.card] = len(place.take)
    return most


@dataclass(frozen=True)
class Beliefs:
    """Per other player: how many of their hand cards carry evidence (their kept card:
    0 or 1) and the weight of each unseen card as that card (``None``: no evidence)."""

    weights: dict[int, dict[int, float] | None]

    def deal(
        self, rng: random.Random, unseen: Sequence[int], sizes: Mapping[int, int]
    ) -> tuple[dict[int, tuple[int, ...]], list[int]]:
        """Hands for the players in ``sizes`` (seat -> cards) and the pile (shuffled)
        from ``unseen``: a player's kept card drawn by its weights among the cards still
        free, their other cards and the pile at random."""
        free = list(unseen)
        rng.shuffle(free)
        hands: dict[int, tuple[int, ...]] = {}
        order = list(sizes)
        rng.shuffle(order)
        for seat in order:
            hand: list[int] = []
            weights = self.weights.get(seat)
            if weights and sizes[seat]:
                choice = weighted(rng, free, weights)
                if choice is not None:
                    hand.append(choice)
                    free.remove(choice)
            while len(hand) < sizes[seat]:
                hand.append(free.pop())
            hands[seat] = tuple(sorted(hand))
        return hands, free


def weighted(rng: random.Random, cards: Sequence[int], weights: Mapping[int, float]) -> int | None:
    """One of ``cards`` drawn by ``weights`` (``None`` if they all weigh nothing)."""
    total = sum(weights.get(c, 0.0) for c in cards)
    if total <= 0.0:
        return None
    point = rng.random() * total
    for card in cards:
        point -= weights.get(card, 0.0)
        if point < 0.0:
            return card
    return cards[-1]


def likelihood(turn: Turn, most: Mapping[int, int], card: int) -> float:
    """How likely ``turn``'s choice was had its player also held ``card``."""
    if isinstance(turn.action, Discard):
        return 0.0 if most[card] >= 0 else 1.0
    missed = most[card] - len(turn.action.take)
    return MISS**missed if missed > 0 else 1.0


def infer(
    game: LabyrinthCardsGame,
    view: Mapping[str, Any],
    player: int,
    unseen: Sequence[int],
    memory: int = MEMORY,
) -> Beliefs:
    """What ``player``'s view tells about the other hands (see the module text)."""
    turns = turns_of_record(game, view)
    complete = len(turns) == int(view["turn"])  # the record goes back to the deal
    players = view["players"]
    weights: dict[int, dict[int, float] | None] = {}
    layouts: dict[int, dict[int, int]] = {}  # index of a turn -> its best takes
    for seat, info in enumerate(players):
        if seat == player:
            continue
        mine = [i for i, turn in enumerate(turns) if turn.player == seat]
        if not mine or not info["hand_size"] or not unseen:
            weights[seat] = None
            continue
        total = dict.fromkeys(unseen, 0.0)
        product = dict.fromkeys(unseen, 1.0)
        mass = 1.0
        looked = mine[-memory:]
        for back, index in enumerate(reversed(looked)):
            turn = turns[index]
            if index not in layouts:
                layouts[index] = best_takes(game, view, turn.before, unseen)
            most = layouts[index]
            for card in unseen:
                product[card] *= likelihood(turn, most, card)
            first_of_game = complete and index == mine[0]
            if first_of_game or back == len(looked) - 1:
                break
            # Was the kept card already in the hand at this player's turn before? Not if
            # it was the card drawn after that turn (one half, when one was drawn).
            stay = 0.5 if turns[looked[-2 - back]].drew else 1.0
            for card in unseen:
                total[card] += mass * (1.0 - stay) * product[card]
            mass *= stay
        for card in unseen:
            total[card] += mass * product[card]
        weights[seat] = total if any(total.values()) else None
    return Beliefs(weights)
