"""OpenSpiel's own random_sim_test (with serialisation) on every registered game."""

from __future__ import annotations

import random
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the research extra is not installed")

import spelkast.research.openspiel as spiel  # noqa: E402
from spelkast.core.registry import all_games  # noqa: E402
from spelkast.research.base import Context  # noqa: E402
from spelkast.research.codec import get_codec  # noqa: E402

CASES: tuple[tuple[str, dict[str, Any]], ...] = (
    ("spelkast_labyrinth", {"max_actions": 150}),
    ("spelkast_labyrinth", {"players": 3, "day_night": True, "max_actions": 150}),
    ("spelkast_labyrinth_cards", {}),
    ("spelkast_labyrinth_cards", {"players": 4, "taking": "maximal", "first_player": 0}),
    ("spelkast_sudoku", {"players": 2}),
    ("spelkast_sudoids", {"players": 3, "mode": "table"}),
    ("spelkast_traexx", {"players": 2}),
    ("spelkast_traexx", {"players": 4}),
)


def test_every_game_is_registered() -> None:
    expected = {spiel.short_name(g.info.id) for g in all_games()}
    assert expected == set(spiel.GAMES)
    assert expected <= set(pyspiel.registered_names())


@pytest.mark.parametrize(("name", "params"), CASES, ids=[f"{n}{p}" for n, p in CASES])
def test_random_sim_test_with_serialisation(name: str, params: dict[str, Any]) -> None:
    game = pyspiel.load_game(name, params)
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_game_type_and_info() -> None:
    game = pyspiel.load_game("spelkast_labyrinth_cards", {"players": 3})
    kind = game.get_type()
    assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.utility == pyspiel.GameType.Utility.ZERO_SUM
    assert game.num_players() == 3
    assert game.num_distinct_actions() == 16386
    assert game.observation_tensor_size() == 1087


@pytest.mark.parametrize("game_id", [g.info.id for g in all_games()])
def test_max_game_length_is_the_declared_bound(game_id: str) -> None:
    """OpenSpiel's game length is the bound the game declares in its GameInfo, or the
    cut-off for a game whose rules set none; ``max_actions`` overrides either."""
    info = get_codec(game_id, 2).game.info
    game = pyspiel.load_game(spiel.short_name(game_id), {"players": 3})
    declared = info.max_game_length(3)
    assert game.max_game_length() == (spiel.UNBOUNDED_CUT_OFF if declared is None else declared)
    short = pyspiel.load_game(spiel.short_name(game_id), {"players": 3, "max_actions": 9})
    assert short.max_game_length() == 9


def test_action_strings_use_the_game_notation() -> None:
    game = pyspiel.load_game("spelkast_labyrinth")
    state = game.new_initial_state()
    state.apply_action(17)  # the deal
    codec = get_codec("labyrinth", 2)
    for action in state.legal_actions():
        text = state.action_to_string(state.current_player(), action)
        parsed = codec.game.parse_action(text)  # the game's own shift notation, e.g. Nb:ES
        assert codec.encode(parsed, Context(0, {})) == action
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, 17) == "deal 17"


@pytest.mark.parametrize("name", ["spelkast_labyrinth_cards", "spelkast_traexx", "spelkast_sudoku"])
def test_resampling_keeps_the_information_state(name: str) -> None:
    game = pyspiel.load_game(name)
    rng = random.Random(3)
    state = game.new_initial_state()
    state.apply_action(5)
    changed = 0
    for _ in range(12):
        if state.is_terminal():
            break
        player = state.current_player()
        sample = state.resample_from_infostate(player, rng.random)
        assert sample.information_state_string(player) == state.information_state_string(player)
        assert sample.observation_tensor(player) == state.observation_tensor(player)
        assert sample.information_state_tensor(player) == state.information_state_tensor(player)
        assert sample.legal_actions() == state.legal_actions()
        changed += str(sample) != str(state)
        state.apply_action(rng.choice(state.legal_actions()))
    assert changed


@pytest.mark.parametrize(
    ("name", "params"),
    [("spelkast_sudoids", {"players": 3}), ("spelkast_traexx", {"players": 3})],
)
def test_information_state_tensor_is_the_observation_and_the_seen_actions(
    name: str, params: dict[str, Any]
) -> None:
    """Observation tensor, then the seat (one-hot), the number of actions seen and the last
    16 seen actions (newest first: relative seat one-hot, (index + 1) / actions); a Träxx
    seat does not see the others' sealed choices of the running round."""
    game = pyspiel.load_game(name, params)
    players, actions = game.num_players(), game.num_distinct_actions()
    size = game.observation_tensor_size()
    assert game.get_type().provides_information_state_tensor
    assert game.information_state_tensor_size() == size + players + 1 + 16 * (players + 1)
    rng = random.Random(4)
    state = game.new_initial_state()
    state.apply_action(9)
    played: list[tuple[int, int, int]] = []  # (seat, index, cards played before it)
    steps = 0
    while not state.is_terminal() and steps < 40:
        for seat in range(players):
            tensor = state.information_state_tensor(seat)
            assert tensor[:size] == state.observation_tensor(seat)
            assert tensor[size : size + players] == [float(p == seat) for p in range(players)]
            rounds = state.round
            seen = [
                (who, index)
                for who, index, round_ in played
                if who == seat or name != "spelkast_traexx" or round_ < rounds
            ]
            assert tensor[size + players] == pytest.approx(len(seen) / game.max_game_length())
            rows = [
                tensor[size + players + 1 + r * (players + 1) :][: players + 1] for r in range(16)
            ]
            newest = list(reversed(seen))[:16]
            for row, (who, index) in zip(rows, newest, strict=False):
                assert row[:players] == [float(k == (who - seat) % players) for k in range(players)]
                assert row[players] == pytest.approx((index + 1) / actions)
            for row in rows[len(newest) :]:
                assert row == [0.0] * (players + 1)
        seat = state.current_player()
        action = rng.choice(state.legal_actions())
        played.append((seat, action, state.round))
        state.apply_action(action)
        steps += 1
