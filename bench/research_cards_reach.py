"""Check the card game's bounded action encoding on many games: every legal action of
every position met must have an index (at most 32 open-frontier spots are named).

Plays ``--games`` random games and ``--bot-games`` games of the medium bot, 2-6 players,
both taking rules, and prints the largest open frontier, layout width and height met and
the number of positions and legal actions checked. Needs the research extra.

    uv run --extra research python bench/research_cards_reach.py --games 400
"""

from __future__ import annotations

import argparse
import random

from spelkast.bots import get_bot
from spelkast.core.registry import get_game
from spelkast.games.labyrinth_cards import cards as C
from spelkast.research.base import Context
from spelkast.research.codec import get_codec


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--bot-games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    game = get_game("labyrinth-cards")
    frontier = width = height = positions = actions = 0
    total = args.games + args.bot_games
    for g in range(total):
        rng = random.Random(f"{args.seed}:{g}")
        players = 2 + g % 5
        options = {"taking": ("free", "maximal")[g // 5 % 2]}
        codec = get_codec("labyrinth-cards", players, options)
        bot = get_bot("labyrinth-cards", "medium") if g >= args.games else None
        state = game.new_initial_state(players, options, seed=rng.randrange(2**31))
        while not game.is_terminal(state):
            (seat,) = game.to_move(state)
            view = game.view(state, seat)
            legal = list(game.legal_actions(state, seat))
            codec.legal_indices(legal, Context(seat, view))  # raises if one is out of reach
            positions += 1
            actions += len(legal)
            xs = [x for x, _, _, _ in state.layout]
            ys = [y for _, y, _, _ in state.layout]
            width, height = max(width, max(xs) - min(xs) + 1), max(height, max(ys) - min(ys) + 1)
            frontier = max(frontier, len(C.open_frontier(state.grid)))
            action = bot.choose(game, seat, view, legal, rng) if bot else rng.choice(legal)
            state = game.apply(state, seat, action)
    print(
        f"{args.games} random + {args.bot_games} medium-bot games, 2-6 players: "
        f"{positions} positions, {actions} legal actions, all encoded; "
        f"largest open frontier {frontier} (of 32 spots), layout up to {width} x {height}"
    )


if __name__ == "__main__":
    main()
