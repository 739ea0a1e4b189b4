"""The ``hard`` level of Labyrinth, the card game: information-set MCTS
(:mod:`spelkast.bots.search`) over placements and the cards the next players could take.

The model is built from the seat's view only:

* **Determinisation.** The cards the seat has not seen (not on the table, not collected,
  not discarded, not in its own hand) are dealt to the other players (as many cards as
  each hand holds) and the rest, shuffled, is the draw pile. Each other player's *kept*
  card is dealt by the weights the public record gives it
  (:mod:`spelkast.bots.labyrinth_cards_infer`: a card that would have taken more than
  the player took is unlikely), their other cards at random. The positions are the engine's own :class:`CardsState` values and every
  move goes through the engine's pure ``_apply``.
* **Candidate actions.** For each placement (card, rotation, cell) only its largest
  choices of cards to take are kept (taking fewer of the joined cards only leaves them
  to the others). They are listed best first: most cards taken, then — at the root,
  where the seat's hand is known and the list is computed once — the greedy bot's
  exposure (how many treasure spots the layout leaves open to cards still in play).
  Below the root the list is cut to the :data:`WIDTH` placements that take the most, at
  the root to :data:`ROOT_WIDTH`; once the pile is empty (the last few turns) nothing is
  cut.
* **Evaluation.** At ``horizon`` plies (or the end) the player to move makes its
  greediest placement (a one-ply rollout), then each player's value is a logistic of its
  card lead over the best other player.

How strong it is, measured in the arena, is on the bots page: the reports in
``spelkast/bots/measured.json`` (``bench/bots_table.py``; ``docs/bots.md``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from spelkast.bots.base import Bot, register_bot
from spelkast.bots.hard import SearchBot
from spelkast.bots.labyrinth_cards import GreedyCardsBot, after, exposure, unseen_treasures
from spelkast.bots.labyrinth_cards_infer import infer
from spelkast.bots.levels import EXPERT_MAX_SECONDS, ExpertFactory
from spelkast.bots.search import DEFAULT_SECONDS
from spelkast.core.game import JSON, Game
from spelkast.games.labyrinth_cards.data import NUM_CARDS
from spelkast.games.labyrinth_cards.game import LabyrinthCardsGame
from spelkast.games.labyrinth_cards.state import Action, CardsState, Discard, Place, sort_layout

DEFAULT_ITERATIONS = 300
"""Iterations per decision (the median decision stays well under the 1 s cap)."""
HORIZON = 3
"""Plies searched below the root before a position is evaluated."""
WIDTH = 8
"""Placements considered per decision below the root (those taking the most)."""
ROOT_WIDTH = 16
"""Placements considered at the root."""
SCALE = 2.5
"""Cards of lead that make a value of about 0.73 (the logistic's scale)."""


def largest_takes(places: Sequence[Place]) -> list[Place]:
    """For every placement (card, rotation, cell) the choices that take the most cards,
    sorted by the number taken (most first), in the engine's order otherwise."""
    most: dict[tuple[int, int, int, int], int] = {}
    for a in places:
        key = (a.card, a.rotation, a.x, a.y)
        most[key] = max(most.get(key, 0), len(a.take))
    kept = [a for a in places if len(a.take) == most[(a.card, a.rotation, a.x, a.y)]]
    kept.sort(key=lambda a: -len(a.take))
    return kept


class CardsModel:
    """Labyrinth card game positions seen from one seat (see the module documentation)."""

    def __init__(
        self,
        game: LabyrinthCardsGame,
        player: int,
        view: dict[str, Any],
        legal: Sequence[Action],
        horizon: int = HORIZON,
        width: int = WIDTH,
        root_width: int = ROOT_WIDTH,
        infer_hands: bool = True,
    ) -> None:
        self.game = game
        self.player = player
        self.horizon = horizon
        # Once the pile is empty the hands are the last cards: nothing is cut then.
        if view["pile_size"] == 0:
            width = root_width = NUM_CARDS * NUM_CARDS
        self.width = width
        players = view["players"]
        self.num_players = len(players)
        self.layout = sort_layout(
            {(e["x"], e["y"]): (e["card"], e["rotation"]) for e in view["layout"]}
        )
        self.hand = tuple(sorted(players[player]["hand"]))
        self.hand_sizes = tuple(seat["hand_size"] for seat in players)
        self.taken = tuple(tuple(seat["taken"]) for seat in players)
        self.discards = tuple(view["discards"])
        self.pile_size = int(view["pile_size"])
        self.options = dict(view["options"])
        self.turn = int(view["turn"])
        last = view["last"]
        self.last = (last["player"], game.action_from_json(last["action"])) if last else None
        self.history = game.history_from_json(view.get("history", []))
        seen = {card for _, _, card, _ in self.layout}
        seen.update(self.discards)
        seen.update(c for t in self.taken for c in t)
        seen.update(self.hand)
        self.unseen = tuple(n for n in range(1, NUM_CARDS + 1) if n not in seen)
        hidden = sum(self.hand_sizes) - len(self.hand) + self.pile_size
        if hidden != len(self.unseen):
            raise ValueError(f"the view hides {hidden} cards but {len(self.unseen)} are unseen")
        self.beliefs = infer(game, view, player, self.unseen) if infer_hands else None
        self.root_actions = self._root_order(view, legal, root_width)
        self._root_key = (self.layout, self.hand)

    def _root_order(
        self, view: dict[str, Any], legal: Sequence[Action], width: int
    ) -> list[Action]:
        places = largest_takes([a for a in legal if isinstance(a, Place)])
        if not places:
            return list(legal)
        grid = {(x, y): (card, rotation) for x, y, card, rotation in self.layout}
        live = unseen_treasures(view, self.player)
        scored = [
            (-len(a.take), exposure(after(grid, a), live), i, a) for i, a in enumerate(places)
        ]
        scored.sort(key=lambda entry: entry[:3])
        return [a for *_, a in scored[:width]]

    # ------------------------------------------------------------------ Model
    def sample(self, rng: random.Random) -> CardsState:
        sizes = {seat: size for seat, size in enumerate(self.hand_sizes) if seat != self.player}
        if self.beliefs is None:
            cards = list(self.unseen)
            rng.shuffle(cards)
            dealt = {}
            for seat, size in sizes.items():
                dealt[seat] = tuple(sorted(cards[:size]))
                del cards[:size]
        else:
            dealt, cards = self.beliefs.deal(rng, self.unseen, sizes)
        hands = [
            self.hand if seat == self.player else dealt[seat]
            for seat in range(len(self.hand_sizes))
        ]
        return CardsState(
            num_players=self.num_players,
            seed=0,
            options=self.options,
            layout=self.layout,
            hands=tuple(hands),
            pile=tuple(cards),
            taken=self.taken,
            discards=self.discards,
            current=self.player,
            turn=self.turn,
            last=self.last,
            history=self.history,
        )

    def to_move(self, state: CardsState) -> int | None:
        return None if state.over else state.current

    def actions(self, state: CardsState) -> Sequence[Action]:
        mover = state.current
        if mover == self.player and (state.layout, state.hands[mover]) == self._root_key:
            return self.root_actions
        places = largest_takes(self.game.placements(state, mover))
        if places:
            return places[: self.width]
        return [Discard(card) for card in sorted(set(state.hands[mover]))]

    def step(self, state: CardsState, action: Action, rng: random.Random) -> CardsState:
        return self.game._apply(state, state.current, action)

    def evaluate(self, state: CardsState, rng: random.Random) -> Sequence[float]:
        scores = [len(t) for t in state.taken]
        if not state.over:
            best = max((len(a.take) for a in self.game.placements(state, state.current)), default=0)
            scores[state.current] += best
        values = []
        for p, score in enumerate(scores):
            lead = score - max(s for q, s in enumerate(scores) if q != p)
            if state.over:
                values.append(1.0 if lead > 0 else 0.5 if lead == 0 else 0.0)
            else:
                values.append(1.0 / (1.0 + math.exp(-lead / SCALE)))
        return values

    def decision(self, action: Action) -> Action:
        return action


def build_model(
    game: Game[Any, Any],
    player: int,
    view: dict[str, JSON],
    legal: Sequence[Any],
    infer_hands: bool = True,
) -> CardsModel | None:
    """The search model for this decision, or ``None`` when only discards are possible
    (the greedy choice of the card with the fewest openings is kept there)."""
    if not any(isinstance(a, Place) for a in legal):
        return None
    assert isinstance(game, LabyrinthCardsGame)
    return CardsModel(game, player, view, legal, infer_hands=infer_hands)


def build_blind_model(
    game: Game[Any, Any], player: int, view: dict[str, JSON], legal: Sequence[Any]
) -> CardsModel | None:
    """:func:`build_model` dealing the other hands at random (no inference)."""
    return build_model(game, player, view, legal, infer_hands=False)


def hard(
    iterations: int | None = None, seconds: float | None = DEFAULT_SECONDS, infer: int = 1
) -> Bot:
    """The hard level: information-set MCTS over placements and the next players'
    replies, greedy where only discards are possible. ``infer=0`` deals the other hands
    at random instead of by what the record tells (for measuring what inference buys)."""
    if iterations is None:
        iterations = DEFAULT_ITERATIONS
    if infer not in (0, 1):
        raise ValueError("infer is 1 (deal the other hands by the record) or 0 (at random)")
    return SearchBot(
        build_model if infer else build_blind_model, GreedyCardsBot(), iterations, seconds
    )


register_bot("labyrinth-cards", "hard", hard)

EXPERT_ITERATIONS = 1500
"""The expert level's search: five times hard's iterations (within its time cap)."""
register_bot(
    "labyrinth-cards",
    "expert",
    ExpertFactory(hard, iterations=EXPERT_ITERATIONS, seconds=EXPERT_MAX_SECONDS),
)
