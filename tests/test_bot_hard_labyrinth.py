"""The hard Labyrinth bot (spelkast.bots.labyrinth_hard): its determinisations show the
seat exactly its view, the hidden cards come from the unseen treasures, it blocks an
opponent heading home where the medium bot does not, and it takes a reachable treasure."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from typing import Any

import pytest

from spelkast.bots import get_bot
from spelkast.bots.hard import SearchBot
from spelkast.bots.labyrinth import goals_after_shift, next_turn_chances
from spelkast.bots.labyrinth_hard import (
    SHARPNESS,
    UNKNOWN_GOAL_CHANCE,
    LabyrinthModel,
    leader_value,
)
from spelkast.games.labyrinth import GAME, LabyrinthState, MoveTo
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth.state import HOMES

# Found by playing medium bots (seed 3, turn 34): Blue (seat 1) has found all twelve
# treasures and heads home; Yellow (seat 0) cannot reach its card this turn.
HEADING_HOME = "6,a,eA,bV,eB,a,c/5,bT,6,eS,a,3,a/7C,5,7D,cQ,eE,6,dF/a,6,9P,5,c,5,5/7G,5,bH,6R,dI,a,dJ/6,7U,9,5,bW,9,7X/3,6O,bK,3M,bL,6N,9 c Sf e1,d2 1s R.KIDHSOFTJVB/.MGQAENWLCXUP turn=34;seed=3;last=Nf:EW"

# Found by playing medium bots with three players (seed 7, turn 27): Blue (seat 1), the
# next to play after Yellow (seat 0), has found all its treasures and heads home; the
# medium bot's turn for Yellow leaves Blue 95% of its shifts home.
NEXT_HEADING_HOME = "6,a,eA,a,eB,a,c/5,cO,5,eU,5,9,5/7C,a,7D,9,eE,c,dF/bS,dT,5,9P,cR,7X,3/7G,eV,bH,a,dI,a,dJ/3,6M,6,3,6,a,9/3,a,bK,eW,bL,9N,9 6Q E6 g4,e1,d7 1s XSL.WCAHG/.OUJIMRTB/QD.VPEKFN turn=27;seed=7;last=W6:NE"

VARIANTS = [({}, 2), ({"open_cards": True}, 2), ({"day_night": True}, 2), ({}, 3)]


def states_along(options: dict[str, Any], players: int, seed: int) -> Iterator[LabyrinthState]:
    """Every state where a turn starts, along a game of medium bots."""
    bot = get_bot("labyrinth", "medium")
    rng = random.Random(seed)
    state = GAME.new_initial_state(players, options, seed=seed)
    while GAME.to_move(state):
        player = GAME.to_move(state)[0]
        if state.step == "shift":
            yield state
        view = GAME.view(state, player)
        action = bot.choose(GAME, player, view, GAME.legal_actions(state, player), rng)
        state = GAME.apply(state, player, action)


def model_for(state: LabyrinthState, seat: int) -> LabyrinthModel:
    view = GAME.view(state, seat)
    return LabyrinthModel(GAME, seat, view, GAME.legal_actions(state, seat), 0)


@pytest.mark.parametrize(("options", "players"), VARIANTS)
def test_a_determinisation_shows_the_seat_exactly_its_view(
    options: dict[str, Any], players: int
) -> None:
    rng = random.Random(4)
    for number, state in enumerate(states_along(options, players, seed=11)):
        if number % 5:
            continue
        seat = state.current
        model = model_for(state, seat)
        for _ in range(3):
            assert GAME.view(model.sample(rng), seat) == GAME.view(state, seat)


def test_hidden_cards_are_dealt_from_the_treasures_the_seat_has_not_seen() -> None:
    state = next(s for n, s in enumerate(states_along({}, 3, seed=5)) if n == 12)
    seat = state.current
    model = model_for(state, seat)
    seen = {t for found in state.found for t in found} | {state.piles[seat][0]}
    unseen = set(range(24)) - seen
    deals = set()
    for _ in range(20):
        sample = model.sample(random.Random(len(deals) * 7919 + 1))
        assert sample.piles[seat][0] == state.piles[seat][0]
        hidden = [
            t for p in range(3) for t in sample.piles[p] if (p, t) != (seat, sample.piles[seat][0])
        ]
        assert len(hidden) == len(set(hidden))
        assert set(hidden) <= unseen
        assert [len(p) for p in sample.piles] == [len(p) for p in state.piles]
        deals.add(sample.piles)
    assert len(deals) > 10


def test_the_chance_term_is_computed_only_for_goals_the_seat_knows() -> None:
    state = GAME.position_from_text(HEADING_HOME)
    yellow, blue = model_for(state, 0), model_for(state, 1)
    sample = yellow.sample(random.Random(2))
    # Yellow knows its own card and that Blue heads home: both terms are computed.
    for player, goals in ((0, yellow._goals(sample, 0)[0]), (1, [HOMES[1]])):
        forbidden = sample.forbidden if player == sample.current else None
        args = (sample.board, sample.spare, forbidden, sample.pawns[player])
        share = next_turn_chances(*args, goals) / len(B.turn_destinations(*args))
        assert yellow._goal_known(sample, player)
        assert yellow._chance(sample, player) == pytest.approx(share)
    # Blue cannot see Yellow's card: the average share stands in for it.
    assert not blue._goal_known(blue.sample(random.Random(2)), 0)
    assert blue._chance(blue.sample(random.Random(2)), 0) == UNKNOWN_GOAL_CHANCE
    # Once Yellow's top card is found in the search, its next card is only sampled.
    middle = next(s for n, s in enumerate(states_along({}, 3, seed=5)) if n == 12)
    seat = middle.current
    model = model_for(middle, seat)
    dealt = model.sample(random.Random(2))
    assert model._goal_known(dealt, seat)
    piles = list(dealt.piles)
    piles[seat] = piles[seat][1:]
    later = dealt.replace(piles=tuple(piles))
    assert later.piles[seat]
    assert not model._goal_known(later, seat)
    assert model._chance(later, seat) == UNKNOWN_GOAL_CHANCE
    # With open cards every goal is known.
    shown = model_for(next(states_along({"open_cards": True}, 3, seed=5)), 0)
    opened = shown.sample(random.Random(2))
    assert all(shown._goal_known(opened, p) for p in range(3))


def opponent_home_chance(state: LabyrinthState, opponent: int) -> float:
    """The share of the opponent's shifts that would let it reach home."""
    options = B.turn_destinations(state.board, state.spare, state.forbidden, state.pawns[opponent])
    return sum(1 for _, _, reach in options if reach >> HOMES[opponent] & 1) / len(options)


def play_turn(state: LabyrinthState, bot: Any, seed: int) -> LabyrinthState:
    rng = random.Random(seed)
    for _ in range(2):  # the shift, then the move
        player = state.current
        view = GAME.view(state, player)
        action = bot.choose(GAME, player, view, GAME.legal_actions(state, player), rng)
        state = GAME.apply(state, player, action)
    return state


def test_the_hard_bot_blocks_an_opponent_heading_home() -> None:
    state = GAME.position_from_text(HEADING_HOME)
    assert state.current == 0
    assert not state.piles[1]
    hard = get_bot("labyrinth", "hard:iterations=600:seconds=0")
    medium = get_bot("labyrinth", "medium")
    after_hard = play_turn(state, hard, seed=1)
    after_medium = play_turn(state, medium, seed=1)
    # Neither finds a treasure; the medium bot leaves Blue many ways home, hard few.
    assert len(after_hard.found[0]) == len(after_medium.found[0]) == len(state.found[0])
    assert opponent_home_chance(after_medium, 1) >= 0.3
    assert opponent_home_chance(after_hard, 1) <= 0.1


def test_the_hard_bot_takes_a_treasure_it_can_reach_early_in_the_game() -> None:
    bot = get_bot("labyrinth", "hard:iterations=200:seconds=0")
    checked = 0
    for state in states_along({}, 2, seed=9):
        if state.turn > 12:
            break
        player = state.current
        reachable = any(
            len(GAME.apply(GAME.apply(state, player, shift), player, MoveTo(cell)).found[player])
            > len(state.found[player])
            for shift, reach in GAME.full_turns(state)
            for cell in B.cells_of(reach)
        )
        if not reachable:
            continue
        after = play_turn(state, bot, seed=state.turn)
        assert len(after.found[player]) == len(state.found[player]) + 1
        checked += 1
    assert checked >= 2


def test_settings_reach_the_hard_bot() -> None:
    bot = get_bot("labyrinth", "hard:iterations=50:seconds=0")
    assert isinstance(bot, SearchBot)
    assert bot.budget.iterations == 50
    assert bot.budget.seconds is None
    state = next(states_along({"day_night": True}, 2, seed=3))
    player = state.current
    choice = play_turn(state, bot, seed=2)
    assert choice.turn == state.turn + 1
    assert bot.last is not None
    assert bot.last.iterations == 50
    assert player != choice.current


def test_with_two_players_the_leader_value_is_the_soft_max_share() -> None:
    rng = random.Random(1)
    for number, state in enumerate(states_along({}, 2, seed=5)):
        if number % 7:
            continue
        seat = state.current
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        leader = LabyrinthModel(GAME, seat, view, legal, 0, leader=True)
        share = LabyrinthModel(GAME, seat, view, legal, 0, leader=False)
        sample = leader.sample(rng)
        assert leader.evaluate(sample, rng) == pytest.approx(share.evaluate(sample, rng))
    ahead, behind = -3.0, -4.5
    assert leader_value([ahead, behind], 0) == pytest.approx(
        1 / (1 + math.exp(SHARPNESS * (behind - ahead)))
    )


def test_with_more_players_a_player_is_valued_against_the_best_placed_other() -> None:
    # Yellow 5 targets left, Blue 3 (the leader), Green 7: holding Green back is worth
    # nothing to Yellow, holding Blue back is.
    base = [-5.0, -3.0, -7.0]
    assert leader_value([-5.0, -3.0, -9.0], 0) == leader_value(base, 0)
    assert leader_value([-5.0, -4.0, -7.0], 0) > leader_value(base, 0)
    assert leader_value(base, 1) > 0.5 > leader_value(base, 0) > leader_value(base, 2)


def test_the_seat_plans_each_shift_with_the_cell_the_medium_bot_would_choose() -> None:
    for state in states_along({}, 3, seed=5):
        seat = state.current
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        model = LabyrinthModel(GAME, seat, view, legal, 0, plan=True)
        sample = model.sample(random.Random(3))
        goals, on_spare = model._goals(sample, seat)
        turns = model.actions(sample)
        # A position where the seat cannot reach its goal this turn.
        if state.turn > 6 and not any(
            cell in goals_after_shift(goals, on_spare, arrow) for arrow, _, cell in turns
        ):
            break
    assert turns
    best_scores = []
    for arrow, bits, cell in turns:
        board, spare = B.shift_board(sample.board, B.with_openings(sample.spare, bits), arrow)
        after = goals_after_shift(goals, on_spare, arrow)
        forbidden = B.ARROWS[arrow].opposite
        pawn = B.pawn_after_shift(arrow, sample.pawns[seat])
        reach = B.cells_of(B.reachable(board, pawn))
        assert cell in reach
        scores = {
            c: (
                -next_turn_chances(board, spare, forbidden, c, after),
                min(B.manhattan(c, g) for g in after),
            )
            for c in reach
        }
        assert scores[cell] == min(scores.values())
        best_scores.append(scores[cell])
    assert best_scores == sorted(best_scores)


def test_what_an_opponent_finds_on_a_sampled_card_is_not_counted_with_three_players() -> None:
    state = next(s for n, s in enumerate(states_along({}, 3, seed=5)) if n == 12)
    seat = state.current
    opponent = (seat + 1) % 3
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    rng = random.Random(2)
    blind = LabyrinthModel(GAME, seat, view, legal, 0, chase=False)
    chasing = LabyrinthModel(GAME, seat, view, legal, 0)
    dealt = blind.sample(rng)
    piles = list(dealt.piles)
    piles[opponent] = piles[opponent][1:]
    found = dealt.replace(piles=tuple(piles))
    assert blind._utility(found, opponent) == blind._utility(dealt, opponent)
    assert chasing._utility(found, opponent) == pytest.approx(chasing._utility(dealt, opponent) + 1)
    # The seat's own progress counts either way, and so does every goal it knows.
    mine = list(dealt.piles)
    mine[seat] = mine[seat][1:]
    assert blind._utility(dealt.replace(piles=tuple(mine)), seat) > blind._utility(dealt, seat)
    # With two players it counts: holding back the only opponent is all gain.
    two = next(s for n, s in enumerate(states_along({}, 2, seed=5)) if n == 12)
    duel = LabyrinthModel(GAME, two.current, GAME.view(two, two.current), [], 0, chase=False)
    assert duel.chase


def test_greedy_replies_play_the_opponents_turns_within_the_seats_own() -> None:
    reached = 0
    for number, state in enumerate(states_along({}, 3, seed=7)):
        if number % 3:
            continue
        seat = state.current
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        model = LabyrinthModel(GAME, seat, view, legal, 0, greedy=True)
        assert model.horizon == 2  # the tree holds the seat's own turns only
        rng = random.Random(number)
        sample = model.sample(rng)
        turn = model.actions(sample)[0]
        mine = model._turn(sample, seat, turn)
        after = model.step(sample, turn, rng)
        if mine.step != "shift":
            continue
        assert after.step == "over" or (after.current == seat and after.turn == sample.turn + 3)
        # The next player reaches its (sampled) goal whenever a shift allows it.
        following = mine.current
        goals, on_spare = model._goals(mine, following)
        can_reach = any(
            reach >> g & 1
            for arrow, _, reach in B.turn_destinations(
                mine.board, mine.spare, mine.forbidden, mine.pawns[following]
            )
            for g in goals_after_shift(goals, on_spare, arrow)
        )
        if can_reach:
            reached += 1
            progress = len(after.found[following]) + (after.step == "over")
            assert progress > len(mine.found[following])
    assert reached >= 2


def test_with_greedy_replies_the_hard_bot_blocks_the_next_player_heading_home() -> None:
    state = GAME.position_from_text(NEXT_HEADING_HOME)
    seat, following = state.current, (state.current + 1) % 3
    assert state.num_players == 3
    assert not state.piles[following]
    assert state.piles[seat]
    assert LabyrinthModel(GAME, seat, GAME.view(state, seat), [], 0).greedy  # the default
    after_medium = play_turn(state, get_bot("labyrinth", "medium"), seed=1)
    assert opponent_home_chance(after_medium, following) >= 0.9
    hard = get_bot("labyrinth", "hard:iterations=100:seconds=0")
    for seed in range(1, 4):
        assert opponent_home_chance(play_turn(state, hard, seed=seed), following) == 0.0


def test_greedy_replies_leave_two_player_play_unchanged() -> None:
    plain = get_bot("labyrinth", "hard:iterations=60:seconds=0")
    greedy = get_bot("labyrinth", "hard:iterations=60:seconds=0:greedy=1")
    compared = 0
    for number, state in enumerate(states_along({}, 2, seed=4)):
        if number % 6:
            continue
        seat = state.current
        view = GAME.view(state, seat)
        assert not LabyrinthModel(GAME, seat, view, [], 0, greedy=True).greedy
        assert play_turn(state, plain, seed=number) == play_turn(state, greedy, seed=number)
        compared += 1
    assert compared >= 4


def test_greedy_replies_are_the_default_with_three_players_and_plain_rules_only() -> None:
    for players, default in ((2, False), (3, True), (4, False)):
        state = next(states_along({}, players, seed=2))
        seat = state.current
        view = GAME.view(state, seat)
        model = LabyrinthModel(GAME, seat, view, [], 0)
        assert model.greedy is default
        assert model.horizon == (2 if default else players)
        searched = LabyrinthModel(GAME, seat, view, [], 0, greedy=False)
        assert not searched.greedy
        assert searched.horizon == players
    night = next(states_along({"day_night": True}, 3, seed=2))
    view = GAME.view(night, night.current)
    assert not LabyrinthModel(GAME, night.current, view, [], 0).greedy
    assert LabyrinthModel(GAME, night.current, view, [], 0, greedy=True).greedy


def test_greedy_replies_change_three_player_choices() -> None:
    greedy = get_bot("labyrinth", "hard:iterations=100:seconds=0")
    searched = get_bot("labyrinth", "hard:iterations=100:seconds=0:greedy=0")
    changed = 0
    for number, state in enumerate(states_along({}, 3, seed=6)):
        if number % 4 or number > 40:
            continue
        after = play_turn(state, greedy, seed=number)
        if after != play_turn(state, searched, seed=number):
            changed += 1
    assert changed >= 2
