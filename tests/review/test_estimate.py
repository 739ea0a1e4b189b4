"""The estimator and the help proposal see only the seat's view: reproducible with a
seed, the same for states the seat cannot tell apart, on the documented scales."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from secret_twins import VARIANTS, twin
from spelkast.core.game import Game
from spelkast.core.registry import get_game
from spelkast.games.labyrinth.state import SHIFT
from spelkast.review.estimate import estimate, propose
from spelkast.review.measure import rank_share, result_share

IDS = [f"{game}{'-' + '-'.join(options) if options else ''}" for game, options in VARIANTS]
BUDGET = 40


def decisions(
    game: Game[Any, Any], players: int, options: dict[str, Any], seed: int, every: int = 7
) -> Iterator[tuple[Any, int]]:
    """(state, seat) at every ``every``-th action of a random game where the seat to act
    has a choice."""
    rng = random.Random(seed)
    state = game.new_initial_state(players, options, seed)
    count = 0
    while game.to_move(state):
        movers = game.to_move(state)
        seat = movers[0]
        legal = list(game.legal_actions(state, seat))
        if len(legal) > 1 and count % every == 0:
            yield state, seat
        count += 1
        state = game.apply(state, seat, rng.choice(legal))


def judged(game: Game[Any, Any], state: Any, seat: int, seed: int) -> Any:
    found = estimate(
        game,
        seat,
        game.view(state, seat),
        game.legal_actions(state, seat),
        random.Random(seed),
        iterations=BUDGET,
    )
    return None if found is None else found.to_json(game)


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=IDS)
def test_twins_the_seat_cannot_tell_apart_get_the_same_estimate_and_help(
    game_id: str, options: dict[str, Any]
) -> None:
    game = get_game(game_id)
    players = 3 if game.info.max_players >= 3 else 2
    rng = random.Random(4)
    checked = 0
    for state, seat in list(decisions(game, players, options, seed=2))[:4]:
        copy = twin(game, state, seat, rng)
        assert judged(game, copy, seat, 9) == judged(game, state, seat, 9)
        legal = game.legal_actions(state, seat)
        help_state = propose(game, seat, game.view(state, seat), legal, random.Random(9), 30)
        help_twin = propose(game, seat, game.view(copy, seat), legal, random.Random(9), 30)
        assert help_twin == help_state
        checked += judged(game, state, seat, 9) is not None
    assert checked >= 2


@pytest.mark.parametrize("game_id", ["labyrinth", "labyrinth-cards", "sudoku", "traexx"])
def test_an_estimate_is_reproducible_and_on_its_scale(game_id: str) -> None:
    game = get_game(game_id)
    for players in sorted({game.info.min_players, 2, game.info.max_players}):
        for state, seat in list(decisions(game, players, {}, seed=6, every=5))[1:3]:
            first = judged(game, state, seat, 3)
            if first is None:
                continue
            assert judged(game, state, seat, 3) == first
            json.dumps(first)
            values = [m["value"] for m in first["moves"]]
            assert first["position"] == first["best"]["value"]
            assert first["moves"][0] == first["best"]
            most = max(m["visits"] for m in first["moves"])
            if players == 1:  # solo: the best expected score among the well-tried moves
                tried = [m["value"] for m in first["moves"] if m["visits"] * 2 >= most]
                assert first["best"]["value"] == max(tried)
            else:  # the search's recommendation, its most visited move
                assert first["best"]["visits"] == most
            if players == 1:
                assert first["measure"] == "score"
            else:
                assert first["measure"] == ("win" if players == 2 else "rank")
                assert all(0.0 <= v <= 1.0 for v in values)


def test_a_move_the_search_hardly_tried_gets_a_search_of_its_own() -> None:
    game = get_game("labyrinth-cards")
    state, seat = next(decisions(game, 2, {}, seed=3, every=4))
    legal = game.legal_actions(state, seat)
    view = game.view(state, seat)
    plain = estimate(game, seat, view, legal, random.Random(1), iterations=BUDGET)
    assert plain is not None
    tried = {m.moves for m in plain.moves}
    untried = next(a for a in legal if (a,) not in tried)
    found = estimate(game, seat, view, legal, random.Random(1), [[untried]], BUDGET)
    assert found is not None
    judged_move = found.value_of([untried])
    assert judged_move is not None
    assert judged_move.visits == BUDGET


def test_labyrinth_help_says_truly_whether_its_turn_reaches_the_goal() -> None:
    game = get_game("labyrinth")
    said = {True: 0, False: 0}
    for state, seat in decisions(game, 2, {}, seed=11, every=1):
        if state.step != SHIFT:
            continue
        view = game.view(state, seat)
        proposal = propose(game, seat, view, game.legal_actions(state, seat), random.Random(2), 40)
        assert len(proposal.actions) == 2
        assert proposal.reaches_goal is not None
        after = state
        for action in proposal.actions:
            after = game.apply(after, seat, action)
        found = len(after.found[seat]) > len(state.found[seat]) or game.outcome(after) is not None
        assert proposal.reaches_goal == found
        said[found] += 1
        if sum(said.values()) >= 12:
            break
    assert said[True]
    assert said[False]


def test_rank_share_reads_values_as_strengths_and_results_exactly() -> None:
    assert rank_share([0.25, 0.75], 1) == 0.75
    assert rank_share([0.5, 0.5, 0.0], 2) == 0.0
    assert rank_share([0.0, 0.0, 0.0], 0) == 0.5
    assert result_share([2, 1, 2, 4], 0) == pytest.approx(0.5)
    assert result_share([1, 1, 1], 2) == 0.5
