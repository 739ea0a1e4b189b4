"""OpenSpiel's MCTS against spelkast's medium bot in Träxx (needs the research extra)."""

import random

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

from spelkast.bots import get_bot
from spelkast.research.openspiel import bot_action  # importing it registers spelkast_<id>

game = pyspiel.load_game("spelkast_traexx", {"players": 2})
rng = np.random.RandomState(0)
searcher = mcts.MCTSBot(
    game, uct_c=2.0, max_simulations=25, random_state=rng,
    evaluator=mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng),
)
medium, bot_rng = get_bot("traexx", "medium"), random.Random(0)
state = game.new_initial_state()
state.apply_action(7)  # the deal: the one chance node
while not state.is_terminal():
    seat = state.current_player()
    if seat == 0:  # MCTS searches a state resampled from its own information
        sample = state.resample_from_infostate(seat, rng.uniform)
        action = searcher.step(sample)
    else:  # the spelkast bot sees its seat's view and legal actions, as everywhere
        action = bot_action(state, medium, bot_rng)
    print(seat, state.action_to_string(seat, action))
    state.apply_action(action)
print("returns (MCTS, medium):", state.returns())
