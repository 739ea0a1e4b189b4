"""What the card game's hard bot infers about the other hands from the public record
(spelkast.bots.labyrinth_cards_infer)."""

from __future__ import annotations

import random
import statistics

from spelkast.bots.labyrinth_cards import GreedyCardsBot
from spelkast.bots.labyrinth_cards_hard import CardsModel
from spelkast.bots.labyrinth_cards_infer import (
    MISS,
    Turn,
    infer,
    likelihood,
    turns_of_record,
)
from spelkast.core.registry import get_game
from spelkast.games.labyrinth_cards.game import LabyrinthCardsGame
from spelkast.games.labyrinth_cards.state import CardsState, Discard, Place

GAME = get_game("labyrinth-cards")
assert isinstance(GAME, LabyrinthCardsGame)
CARDS: LabyrinthCardsGame = GAME


def greedy_game(players: int, seed: int) -> list[CardsState]:
    """Every position of a game between medium bots, the end included."""
    rng = random.Random(seed)
    bot = GreedyCardsBot()
    states = [CARDS.new_initial_state(players, {}, seed=seed)]
    while CARDS.to_move(states[-1]):
        state = states[-1]
        p = state.current
        action = bot.choose(CARDS, p, CARDS.view(state, p), CARDS.legal_actions(state, p), rng)
        states.append(CARDS.apply(state, p, action))
    return states


def unseen(state: CardsState, seat: int) -> list[int]:
    hidden = [*state.pile, *(c for p, h in enumerate(state.hands) if p != seat for c in h)]
    return sorted(hidden)


def test_the_record_rebuilds_every_earlier_layout_and_who_drew() -> None:
    for players, seed in ((2, 1), (3, 2), (5, 3)):
        states = greedy_game(players, seed)
        for end in (len(states) // 2, len(states) - 1):
            turns = turns_of_record(CARDS, CARDS.view(states[end], 0))
            assert len(turns) == end
            for turn, before, after in zip(turns, states[:end], states[1 : end + 1], strict=True):
                assert turn.before == before.grid
                assert (turn.player, turn.action) == after.last
                assert turn.drew == bool(before.pile)


def test_the_choices_a_player_made_weigh_the_cards_they_could_have_held() -> None:
    place = Turn(1, Place(5, 0, 0, 2, (7,)), {}, drew=True)
    most = {10: -1, 11: 0, 12: 1, 13: 3}
    assert [likelihood(place, most, c) for c in (10, 11, 12)] == [1.0, 1.0, 1.0]
    assert likelihood(place, most, 13) == MISS**2  # two cards more left on the table
    # A discard is allowed only when no hand card fits: the kept card could not be placed.
    discard = Turn(1, Discard(5), {}, drew=True)
    assert [likelihood(discard, most, c) for c in (10, 11, 12, 13)] == [1.0, 0.0, 0.0, 0.0]


def kept_card(states: list[CardsState], now: int, seat: int) -> int | None:
    """The card ``seat`` kept at its last turn before ``states[now]`` (None: no such)."""
    for index in range(now - 1, -1, -1):
        before, after = states[index], states[index + 1]
        if before.current == seat and after.last is not None:
            kept = [c for c in before.hands[seat] if c != after.last[1].card]
            return kept[0] if len(kept) == 1 else None
    return None


def test_the_inference_weighs_the_card_an_opponent_really_kept_above_a_blind_guess() -> None:
    """In games between greedy players, the card the opponent kept at its last turn
    (which is still in its hand) gets more than a blind guess's share of the weight:
    cards that would have taken more than the opponent took are unlikely. It never gets
    no weight at all: the inference is never sure of something false."""
    lifts = []
    for seed in range(8):
        states = greedy_game(2, 100 + seed)
        for now, state in enumerate(states):
            if not state.pile or state.turn < 2:
                continue
            seat = state.current
            other = 1 - seat
            kept = kept_card(states, now, other)
            assert kept is not None
            assert kept in state.hands[other]
            cards = unseen(state, seat)
            weights = infer(CARDS, CARDS.view(state, seat), seat, cards).weights[other]
            assert weights is not None
            assert weights[kept] > 0
            lifts.append(weights[kept] / sum(weights.values()) * len(cards))
    assert len(lifts) > 100
    assert statistics.mean(lifts) > 1.15  # a blind guess: 1


def test_hands_are_dealt_by_the_weights_and_the_view_stays_the_same() -> None:
    states = greedy_game(2, 9)
    state = states[20]
    seat = state.current
    other = 1 - seat
    view = CARDS.view(state, seat)
    model = CardsModel(CARDS, seat, view, CARDS.legal_actions(state, seat))
    assert model.beliefs is not None
    weights = model.beliefs.weights[other]
    assert weights is not None
    rng = random.Random(4)
    worlds = [model.sample(rng) for _ in range(400)]
    for world in worlds[:20]:
        assert CARDS.view(world, seat) == view
    # The most and the least likely cards (by weight) are dealt accordingly often.
    ranked = sorted(weights, key=weights.__getitem__)
    held = [c for world in worlds for c in world.hands[other]]
    assert held.count(ranked[-1]) > held.count(ranked[0])
    blind = CardsModel(CARDS, seat, view, CARDS.legal_actions(state, seat), infer_hands=False)
    assert blind.beliefs is None
    assert CARDS.view(blind.sample(rng), seat) == view


def test_a_position_without_a_record_is_dealt_at_random() -> None:
    state = greedy_game(3, 5)[12]
    seat = state.current
    bare = CARDS.position_from_text(CARDS.position_to_text(state))
    assert bare.history == ()
    view = CARDS.view(bare, seat)
    beliefs = infer(CARDS, view, seat, unseen(bare, seat))
    assert beliefs.weights == {p: None for p in range(3) if p != seat}
    model = CardsModel(CARDS, seat, view, CARDS.legal_actions(bare, seat))
    world = model.sample(random.Random(1))
    assert CARDS.view(world, seat) == view
