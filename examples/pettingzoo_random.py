"""A random rollout of Labyrinth in the PettingZoo AEC env (needs the research extra)."""

import numpy as np

from spelkast.research.pettingzoo import env

rng = np.random.default_rng(0)
game = env("labyrinth", num_players=2, options={"day_night": True}, render_mode="ansi")
game.reset(seed=42)
steps = 0
returns = dict.fromkeys(game.possible_agents, 0.0)
for agent in game.agent_iter(max_iter=2_000):
    observation, reward, terminated, truncated, info = game.last()
    returns[agent] += reward
    if terminated or truncated:
        game.step(None)  # a finished agent is stepped with None
        continue
    legal = np.flatnonzero(observation["action_mask"])  # shift first, then move
    game.step(int(rng.choice(legal)))
    steps += 1
print(game.render())  # the terminal UI's drawing of the current player's view
print(f"{steps} steps, returns {returns}")
