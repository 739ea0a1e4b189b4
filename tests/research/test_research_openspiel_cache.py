"""The OpenSpiel adapter's caches: what a state answers from its position's cache equals
a fresh computation, and a clone shares nothing that applying an action could change.

The fresh computation goes around the adapter: legal actions and the observation straight
from the game and the codec on the seat's view (each action encoded on its own), returns from the game's outcome; the
information state from a deserialised copy of the state (a new position, nothing cached).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the research extra is not installed")

import spelkast.research.openspiel as spiel  # noqa: E402
from spelkast.core.registry import all_games  # noqa: E402
from spelkast.research.base import Context  # noqa: E402
from spelkast.research.rewards import outcome_rewards  # noqa: E402

# Every game id, two players and more; Labyrinth cut off early to keep the playouts short.
CASES: tuple[tuple[str, dict[str, Any]], ...] = (
    ("labyrinth", {"max_actions": 40}),
    ("labyrinth", {"players": 3, "day_night": True, "max_actions": 40}),
    ("labyrinth-cards", {}),
    ("labyrinth-cards", {"players": 3}),
    ("sudoku", {}),
    ("sudoids", {"players": 3, "mode": "table"}),
    ("sudoids", {}),
    ("traexx", {}),
    ("traexx", {"players": 3}),
)
PLAYOUTS = 6


def test_the_cases_cover_every_game() -> None:
    assert {game_id for game_id, _ in CASES} == {g.info.id for g in all_games()}


def fresh(state: Any, seat: int) -> dict[str, Any]:
    """What ``state`` shows ``seat``, computed without any of the adapter's caches."""
    codec = state.codec
    game = codec.game
    spelkast_state = state.state
    view = game.view(spelkast_state, seat)
    movers = game.to_move(spelkast_state)
    over = not movers or len(state.history()) - 1 >= state.max_actions
    legal: list[int] = []
    if not over and seat == movers[0]:
        context = Context(seat, view)
        legal = sorted(codec.encode(a, context) for a in game.legal_actions(spelkast_state, seat))
    outcome = game.outcome(spelkast_state)
    copy = state.get_game().deserialize_state(state.serialize())
    assert not copy.position._memo  # nothing cached yet: a new position
    return {
        "terminal": over,
        "player": pyspiel.PlayerId.TERMINAL if over else movers[0],
        "legal": legal,
        "returns": [0.0] * codec.num_players if outcome is None else list(outcome_rewards(outcome)),
        "observation_tensor": [float(x) for x in codec.observe(Context(seat, view))],
        "observation_string": json.dumps(view, sort_keys=True, separators=(",", ":")),
        "information_state_string": copy.information_state_string(seat),
        "information_state_tensor": copy.information_state_tensor(seat),
    }


def shown(state: Any, seat: int) -> dict[str, Any]:
    """What ``state`` shows ``seat`` through OpenSpiel (answered from the caches)."""
    return {
        "terminal": state.is_terminal(),
        "player": state.current_player(),
        "legal": state.legal_actions(seat),
        "returns": state.returns(),
        "observation_tensor": state.observation_tensor(seat),
        "observation_string": state.observation_string(seat),
        "information_state_string": state.information_state_string(seat),
        "information_state_tensor": state.information_state_tensor(seat),
    }


def everything(state: Any) -> list[Any]:
    return [shown(state, seat) for seat in range(state.get_game().num_players())] + [
        state.history(),
        str(state),
        state.log,
        state.round,
    ]


@pytest.mark.parametrize(("game_id", "params"), CASES, ids=[f"{g}{p}" for g, p in CASES])
def test_cached_answers_equal_fresh_ones_over_random_playouts(
    game_id: str, params: dict[str, Any]
) -> None:
    game = pyspiel.load_game(spiel.short_name(game_id), params)
    rng = random.Random(f"cache:{game_id}:{sorted(params.items())}")
    checked = 0
    for _ in range(PLAYOUTS):
        state = game.new_initial_state()
        state.apply_action(rng.randrange(spiel.DEALS))
        while True:
            for seat in range(game.num_players()):
                expected = fresh(state, seat)
                assert shown(state, seat) == expected
                # asked again: from the cache now, and still the same
                assert shown(state, seat) == expected
                checked += 1
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
    assert checked > PLAYOUTS * game.num_players() * 5


@pytest.mark.parametrize(("game_id", "params"), CASES, ids=[f"{g}{p}" for g, p in CASES])
def test_applying_to_a_clone_never_changes_the_original(
    game_id: str, params: dict[str, Any]
) -> None:
    game = pyspiel.load_game(spiel.short_name(game_id), params)
    rng = random.Random(f"clone:{game_id}:{sorted(params.items())}")
    state = game.new_initial_state()
    before_deal = everything(state)
    dealt = state.clone()
    dealt.apply_action(rng.randrange(spiel.DEALS))
    assert everything(state) == before_deal
    state = dealt
    while not state.is_terminal():
        seen = everything(state)  # fills the caches the clone will share
        clone = state.clone()
        assert clone.position is state.position  # shared, not copied
        steps = 0
        while not clone.is_terminal() and steps < 4:
            clone.apply_action(rng.choice(clone.legal_actions()))
            steps += 1
        assert everything(state) == seen
        # the clone went on as a state replayed from its history does
        replayed = game.new_initial_state()
        for action in clone.history():
            replayed.apply_action(action)
        assert everything(clone) == everything(replayed)
        state.apply_action(rng.choice(state.legal_actions()))


def test_returned_lists_are_copies() -> None:
    game = pyspiel.load_game("spelkast_sudoids")
    state = game.new_initial_state()
    state.apply_action(7)
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    returns = state.returns()
    returns[0] = 99.0
    assert state.returns() != returns
    log = state.visible_log(0)
    log.clear()
    assert state.visible_log(0)
