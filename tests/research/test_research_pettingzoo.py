"""PettingZoo's own conformance tests on every game (api, seed, parallel, max cycles)."""

from __future__ import annotations

from functools import partial
from typing import Any

import numpy as np
import pytest
from research_helpers import IDS, VARIANTS, import_pettingzoo_tests, pettingzoo_advisories_allowed

from spelkast.core.registry import all_games
from spelkast.research.pettingzoo import env, parallel_env

pz_test = import_pettingzoo_tests()


def test_every_game_has_a_variant() -> None:
    assert {g.info.id for g in all_games()} == {g for g, _, _ in VARIANTS}


@pytest.mark.parametrize(("game_id", "players", "options"), VARIANTS, ids=IDS)
def test_pettingzoo_api_and_seed_tests_pass(
    game_id: str, players: int, options: dict[str, Any]
) -> None:
    with pettingzoo_advisories_allowed():
        pz_test.api_test(env(game_id, players, options, render_mode="ansi"), num_cycles=60)
        pz_test.seed_test(partial(env, game_id, players, options), num_cycles=40)


@pytest.mark.parametrize(("game_id", "players", "options"), VARIANTS, ids=IDS)
def test_max_cycles_truncates_every_agent_after_that_many_cycles(
    game_id: str, players: int, options: dict[str, Any]
) -> None:
    """The AEC half of PettingZoo's max_cycles_test: with max_cycles=k every agent acts
    k times and is then stepped once more as truncated (games never end this early)."""
    cycles = 4
    e = env(game_id, players, options, max_cycles=cycles)
    e.reset(seed=3)
    counts = np.zeros(players)
    for agent in e.agent_iter():
        counts[e.possible_agents.index(agent)] += 1
        _, _, terminated, truncated, _ = e.last()
        assert not terminated
        action = (
            None if truncated else e.action_space(agent).sample(e.observe(agent)["action_mask"])
        )
        e.step(action)
    # Labyrinth's turns are two steps (shift, move): a cycle counts steps, not turns.
    assert counts.max() - 1 == cycles
    assert np.median(counts) - 1 == cycles


def test_traexx_parallel_env_passes_parallel_api_and_seed_tests() -> None:
    with pettingzoo_advisories_allowed():
        for players in (1, 2, 4):
            pz_test.parallel_api_test(parallel_env("traexx", players), num_cycles=30)
        pz_test.parallel_seed_test(partial(parallel_env, "traexx", 3), num_cycles=20)


def test_traexx_parallel_env_truncates_after_max_cycles_rounds() -> None:
    """PettingZoo's max_cycles_test with the action masks respected (it samples any
    index, and a classic env ends the game on an illegal one)."""
    cycles = 4
    par = parallel_env("traexx", 3, max_cycles=cycles)
    observations, _ = par.reset(seed=1)
    steps = 0
    while par.agents:
        actions = {
            a: par.action_space(a).sample(observations[a]["action_mask"]) for a in par.agents
        }
        observations, _, terminations, truncations, _ = par.step(actions)
        steps += 1
        assert not any(terminations.values())
    assert steps == cycles
    assert all(truncations.values())


def test_a_random_game_runs_to_its_end_with_rank_rewards() -> None:
    e = env("sudoids", 3)
    e.reset(seed=11)
    totals = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, _ = e.last()
        totals[agent] += reward
        if terminated or truncated:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        e.step(int(legal[0]))
    assert sum(totals.values()) == pytest.approx(0.0)
    assert max(totals.values()) > 0


def test_an_illegal_action_ends_the_game_with_minus_one_for_its_agent() -> None:
    e = env("sudoku", 2)
    e.reset(seed=2)
    agent = e.agent_selection
    mask = e.observe(agent)["action_mask"]
    e.step(int(np.flatnonzero(mask == 0)[0]))
    assert all(e.terminations.values())
    assert e._cumulative_rewards[agent] == -1.0


def test_labyrinth_shift_and_move_are_two_steps_of_the_same_agent() -> None:
    e = env("labyrinth", 2)
    e.reset(seed=5)
    first = e.agent_selection
    mask = e.observe(first)["action_mask"]
    assert mask[:120].any()
    assert not mask[120:].any()
    e.step(int(np.flatnonzero(mask)[0]))
    assert e.agent_selection == first
    mask = e.observe(first)["action_mask"]
    assert not mask[:120].any()
    assert mask[120:169].any()
    e.step(int(np.flatnonzero(mask)[0]))
    assert e.agent_selection != first


def test_traexx_aec_rounds_are_sealed() -> None:
    e = env("traexx", 2)
    e.reset(seed=4)
    assert e.agent_selection == "player_0"
    before = e.observe("player_1")["observation"].copy()
    e.step(int(np.flatnonzero(e.observe("player_0")["action_mask"])[-1]))
    assert e.agent_selection == "player_1"
    after = e.observe("player_1")["observation"]
    changed = np.flatnonzero(before != after)
    # player_1 learns only that player_0 has chosen (the "chosen" channel), not what.
    layout = e.codec.layout
    start, stop = layout.offsets["chosen"]
    assert set(changed) == {start + 1}
    assert stop > start


def test_reset_with_a_seed_replays_and_without_continues() -> None:
    a, b = env("labyrinth-cards", 3), env("labyrinth-cards", 3)
    a.reset(seed=9)
    b.reset(seed=9)
    np.testing.assert_array_equal(
        a.observe("player_0")["observation"], b.observe("player_0")["observation"]
    )
    first = a.observe("player_0")["observation"].copy()
    a.reset()
    assert not np.array_equal(first, a.observe("player_0")["observation"])


def test_ansi_render_draws_the_terminal_ui() -> None:
    e = env("traexx", 2, render_mode="ansi")
    e.reset(seed=1)
    text = e.render()
    assert isinstance(text, str)
    assert "Träxx" in text
    assert env("sudoku", 2).render() is None
