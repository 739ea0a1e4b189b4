"""One seat of Sudoids against the easy bot through Gymnasium (needs the research extra)."""

import gymnasium as gym
import numpy as np

import spelkast.research.gymnasium  # noqa: F401 - registers spelkast/<id>-v0

env = gym.make("spelkast/sudoids-v0", num_players=2, seat=0, opponents="easy")
rng = np.random.default_rng(0)
wins = 0
for episode in range(20):
    observation, info = env.reset(seed=episode)
    done = False
    while not done:
        legal = np.flatnonzero(observation["action_mask"])
        observation, reward, terminated, truncated, info = env.step(rng.choice(legal))
        done = terminated or truncated
    wins += reward > 0
print(f"random play won {wins} of 20 games against easy")
