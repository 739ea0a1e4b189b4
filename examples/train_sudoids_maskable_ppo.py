"""Train a Sudoids policy with MaskablePPO (sb3-contrib) against the easy bot, then report
its win rate against ``random`` and ``easy``. Not run by ./test.

Needs the research extra, sb3-contrib and stable-baselines3, and torch, which stays out of
spelkast's locked environments: install them into a separate venv, CPU torch first (see
docs/research.md, "Training a policy", for the commands that were run and what they gave):

    python3 -m venv /tmp/trainenv
    /tmp/trainenv/bin/pip install /opt/wheels/torch-2.13.0+cpu-cp311-cp311-manylinux_2_28_x86_64.whl
    /tmp/trainenv/bin/pip install -e ".[research]" sb3-contrib
    /tmp/trainenv/bin/python examples/train_sudoids_maskable_ppo.py --minutes 12 --threads 1

Everything about learning is the library's: this file only wires the Gymnasium env
(``spelkast/sudoids-v0``, one seat against bots) to ``MaskablePPO``, whose policy never
picks an index the action mask forbids. Evaluation plays fresh seeded games, the learner
in seat 0 and seat 1 alternately; a tie counts 1/2.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import gymnasium as gym
import numpy as np
import torch
from sb3_contrib import MaskablePPO
from sb3_contrib.common.wrappers import ActionMasker
from stable_baselines3.common.callbacks import BaseCallback

from spelkast.research.gymnasium import SpelkastEnv
from spelkast.stats import wilson_interval


class VectorOnly(gym.ObservationWrapper):  # type: ignore[misc]
    """The observation vector alone (the mask reaches the policy through ActionMasker)."""

    def __init__(self, env: SpelkastEnv) -> None:
        super().__init__(env)
        self.observation_space = env.observation_space["observation"]

    def observation(self, observation: dict[str, Any]) -> Any:
        return observation["observation"]


def make_env(opponent: str, seat: int) -> gym.Env:
    inner = SpelkastEnv("sudoids", num_players=2, seat=seat, opponents=opponent)
    return ActionMasker(VectorOnly(inner), lambda env: inner.session.mask(inner.seat) == 1)


class Deadline(BaseCallback):  # type: ignore[misc]
    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.end = time.monotonic() + seconds

    def _on_step(self) -> bool:
        return time.monotonic() < self.end


def evaluate(model: MaskablePPO, opponent: str, games: int) -> str:
    score = 0.0
    for g in range(games):
        env = make_env(opponent, seat=g % 2)
        obs, _ = env.reset(seed=10_000 + g)
        done, reward = False, 0.0
        while not done:
            action, _ = model.predict(obs, action_masks=env.action_masks(), deterministic=True)
            obs, reward, terminated, truncated, _ = env.step(int(action))
            done = terminated or truncated
        score += 1.0 if reward > 0 else 0.5 if reward == 0 else 0.0
    low, high = wilson_interval(score, games)
    return f"vs {opponent:6} {score / games:6.1%} [{low:5.1%}, {high:5.1%}] over {games} games"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=12.0, help="training time")
    parser.add_argument("--threads", type=int, default=2, help="torch threads (CPU cores)")
    parser.add_argument("--games", type=int, default=400, help="evaluation games per opponent")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.monotonic()
    print(f"seed {args.seed}, {args.minutes} min training, {args.threads} torch threads")
    torch.set_num_threads(args.threads)
    np.random.seed(args.seed)
    model = MaskablePPO("MlpPolicy", make_env("easy", seat=0), seed=args.seed, verbose=0)
    print("before training:", evaluate(model, "easy", 50))
    began = time.monotonic()
    model.learn(total_timesteps=10**9, callback=Deadline(args.minutes * 60))
    print(f"trained {model.num_timesteps} steps in {time.monotonic() - began:.0f} s")
    for opponent in ("random", "easy"):
        print(evaluate(model, opponent, args.games))
    print(f"wall time {time.monotonic() - started:.0f} s (training and evaluation)")


if __name__ == "__main__":
    main()
