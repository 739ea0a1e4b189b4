"""The hard bot of Labyrinth, the card game (spelkast.bots.labyrinth_cards_hard)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from spelkast.bots import get_bot
from spelkast.bots.hard import SearchBot
from spelkast.bots.labyrinth_cards import GreedyCardsBot, after, exposure, unseen_treasures
from spelkast.bots.labyrinth_cards_hard import DEFAULT_ITERATIONS, CardsModel, largest_takes
from spelkast.bots.search import DEFAULT_SECONDS
from spelkast.core.registry import get_game
from spelkast.games.labyrinth_cards.game import LabyrinthCardsGame
from spelkast.games.labyrinth_cards.state import Action, CardsState, Place

GAME = get_game("labyrinth-cards")
assert isinstance(GAME, LabyrinthCardsGame)
CARDS: LabyrinthCardsGame = GAME


def played_states(players: int, seed: int) -> Iterator[CardsState]:
    """Every position of a game between medium bots."""
    rng = random.Random(seed)
    bot = GreedyCardsBot()
    state = CARDS.new_initial_state(players, {}, seed=seed)
    while CARDS.to_move(state):
        yield state
        p = state.current
        action = bot.choose(CARDS, p, CARDS.view(state, p), CARDS.legal_actions(state, p), rng)
        state = CARDS.apply(state, p, action)


def model_for(state: CardsState) -> CardsModel:
    p = state.current
    return CardsModel(CARDS, p, CARDS.view(state, p), CARDS.legal_actions(state, p))


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (4, 5)])
def test_a_determinisation_looks_the_same_to_the_seat_and_deals_the_unseen_cards(
    players: int, seed: int
) -> None:
    rng = random.Random(seed)
    for number, state in enumerate(played_states(players, seed)):
        if number % 5:
            continue
        seat = state.current
        model = model_for(state)
        hidden = sorted(
            [*state.pile, *(c for p, h in enumerate(state.hands) if p != seat for c in h)]
        )
        for _ in range(3):
            world = model.sample(rng)
            assert CARDS.view(world, seat) == CARDS.view(state, seat)
            dealt = [*world.pile, *(c for p, h in enumerate(world.hands) if p != seat for c in h)]
            assert sorted(dealt) == hidden
            assert CARDS.legal_actions(world, seat) == CARDS.legal_actions(state, seat)


def test_determinisations_vary_the_hidden_cards() -> None:
    state = next(s for n, s in enumerate(played_states(2, 7)) if n == 10)
    model = model_for(state)
    rng = random.Random(1)
    other = 1 - state.current
    deals = {(model.sample(rng).hands[other], model.sample(rng).pile) for _ in range(20)}
    assert len(deals) > 1


def test_the_root_candidates_take_the_most_first_then_leave_the_least_exposure() -> None:
    for number, state in enumerate(played_states(2, 9)):
        if number % 3 or not state.pile:
            continue
        p = state.current
        legal = CARDS.legal_actions(state, p)
        places = [a for a in legal if isinstance(a, Place)]
        if not places:
            continue
        model = model_for(state)
        root = model.actions(model.sample(random.Random(number)))
        assert all(a in legal for a in root)
        takes = [len(a.take) for a in root if isinstance(a, Place)]
        assert takes == sorted(takes, reverse=True)
        assert takes[0] == max(len(a.take) for a in places)
        live = unseen_treasures(CARDS.view(state, p), p)
        first = [a for a in root if isinstance(a, Place) and len(a.take) == takes[0]]
        scores = [exposure(after(state.grid, a), live) for a in first]
        assert scores == sorted(scores)


def test_only_the_largest_choice_of_cards_is_kept_per_placement() -> None:
    a = Place(3, 0, 1, 0, ())
    b = Place(3, 0, 1, 0, (5,))
    c = Place(3, 0, 1, 0, (5, 9))
    d = Place(4, 1, 1, 0, ())
    assert largest_takes([a, b, c, d]) == [c, d]


def winning_moves(state: CardsState) -> set[Action]:
    """With the pile empty in a two-player game the unseen cards are exactly the other
    hand; an exhaustive search then tells which moves win."""

    def value(s: CardsState, me: int) -> int:
        if s.over:
            mine, theirs = len(s.taken[me]), len(s.taken[1 - me])
            return (mine > theirs) - (mine < theirs)
        p = s.current
        results = [value(CARDS._apply(s, p, a), me) for a in CARDS.legal_actions(s, p)]
        return max(results) if p == me else min(results)

    me = state.current
    return {a for a in CARDS.legal_actions(state, me) if value(CARDS._apply(state, me, a), me) > 0}


# Found in a medium-against-medium game (seed 5): the last three turns, the pile empty.
ENDGAME: dict[str, Any] = {
    "game": "labyrinth-cards",
    "num_players": 2,
    "seed": 5,
    "options": {"taking": "free", "first_player": "1"},
    "layout": [
        [-1, -3, 31, 2],
        [0, -3, 24, 3],
        [-1, -2, 11, 0],
        [-1, -1, 21, 1],
        [0, -1, 38, 2],
        [-1, 0, 34, 3],
        [0, 0, 29, 1],
        [1, 0, 23, 3],
        [2, 0, 41, 3],
        [0, 1, 36, 0],
        [1, 1, 14, 1],
        [2, 1, 2, 0],
        [0, 2, 32, 0],
        [-1, 3, 8, 1],
        [0, 3, 17, 0],
    ],
    "hands": [[42], [40, 48]],
    "pile": [],
    "taken": [
        [47, 49, 39, 18, 12, 6, 44, 46, 3, 9, 35, 13, 16, 30, 25, 4],
        [22, 43, 50, 19, 10, 15, 20, 28, 26, 5, 37, 27, 33, 1, 7, 45],
    ],
    "discards": [],
    "current": 1,
    "turn": 43,
    "last": None,
}


def test_hard_finds_the_only_winning_move_of_an_endgame_where_medium_does_not() -> None:
    state = CARDS.state_from_json(ENDGAME)
    seat = state.current
    legal = CARDS.legal_actions(state, seat)
    view = CARDS.view(state, seat)
    winning = winning_moves(state)
    assert len(winning) == 1  # one move of many wins, the rest draw or lose
    medium = {
        GreedyCardsBot().choose(CARDS, seat, view, legal, random.Random(k)) for k in range(20)
    }
    assert not medium & winning
    for k in range(3):
        hard = get_bot("labyrinth-cards", "hard:seconds=0")
        assert hard.choose(CARDS, seat, view, legal, random.Random(k)) in winning


def test_settings_reach_the_hard_bot() -> None:
    bot = get_bot("labyrinth-cards", "hard:iterations=50:seconds=0")
    assert isinstance(bot, SearchBot)
    assert bot.budget.iterations == 50
    assert bot.budget.seconds is None
    default = get_bot("labyrinth-cards", "hard")
    assert isinstance(default, SearchBot)
    assert default.budget.iterations == DEFAULT_ITERATIONS
    assert default.budget.seconds == DEFAULT_SECONDS
    state = next(s for n, s in enumerate(played_states(2, 2)) if n == 6)
    p = state.current
    bot.choose(CARDS, p, CARDS.view(state, p), CARDS.legal_actions(state, p), random.Random(0))
    assert bot.last is not None
    assert bot.last.iterations == 50


def test_hard_plays_a_whole_three_player_game_legally() -> None:
    rng = random.Random(3)
    bots = [get_bot("labyrinth-cards", "hard:iterations=30:seconds=0"), GreedyCardsBot()]
    state = CARDS.new_initial_state(3, {}, seed=11)
    while CARDS.to_move(state):
        p = state.current
        legal = CARDS.legal_actions(state, p)
        action = bots[p % 2].choose(CARDS, p, CARDS.view(state, p), legal, rng)
        assert CARDS.is_legal(state, p, action)
        state = CARDS.apply(state, p, action)
    assert CARDS.outcome(state) is not None
