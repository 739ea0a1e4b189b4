"""Gymnasium's check_env on every game, and the learner-vs-bots loop."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

gym = pytest.importorskip("gymnasium", reason="the research extra is not installed")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from research_helpers import IDS, VARIANTS  # noqa: E402

from spelkast.research.gymnasium import ENV_IDS, SpelkastEnv, env_id  # noqa: E402


@pytest.mark.parametrize(("game_id", "players", "options"), VARIANTS, ids=IDS)
def test_check_env_passes(game_id: str, players: int, options: dict[str, Any]) -> None:
    made = gym.make(
        env_id(game_id),
        num_players=players,
        seat=players - 1,
        opponents="easy",
        options=options,
        render_mode="ansi",
    )
    check_env(made.unwrapped)


def test_every_game_is_registered() -> None:
    assert len(ENV_IDS) == 5
    assert all(i in gym.registry for i in ENV_IDS)


def test_an_episode_against_bots_ends_with_the_learners_reward() -> None:
    env = SpelkastEnv("sudoids", 2, seat=0, opponents="medium")
    obs, info = env.reset(seed=4)
    rng = np.random.default_rng(0)
    reward, done, steps = 0.0, False, 0
    while not done:
        action = rng.choice(np.flatnonzero(obs["action_mask"]))
        obs, reward, done, truncated, info = env.step(action)
        steps += 1
        assert not truncated
    assert reward in (-1.0, 0.0, 1.0)
    assert steps > 3
    assert "illegal_action" not in info


def test_seeded_resets_replay_the_bots() -> None:
    def run(seed: int) -> list[float]:
        env = SpelkastEnv("traexx", 3, seat=1, opponents=["random", "easy"])
        obs, _ = env.reset(seed=seed)
        trace = [float(obs["observation"].sum())]
        for _ in range(5):
            obs, *_ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
            trace.append(float(obs["observation"].sum()))
        return trace

    assert run(3) == run(3)
    assert run(3) != run(4)


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="seat"):
        SpelkastEnv("sudoku", 2, seat=2)
    with pytest.raises(ValueError, match="opponents"):
        SpelkastEnv("sudoku", 3, opponents=["easy"])
