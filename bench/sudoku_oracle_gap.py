"""Where do the two-player hard Sudoku bot's decisions differ from the oracle's?

Plays hard against medium through the engine (seats alternate by game). At every
decision of the hard seat where its tile has a choice, the oracle (which sees the
opponent's tile and the pile) is asked the same question on the same state, and the two
cells are compared: points now, the most the opponent's *actual* tile can score next
(what the oracle knows and hard can only weigh), the most it can score *on average*
over the tiles hard has not seen (what hard can know too), and whether the opponent's
tile then fits nowhere (the game ends on their turn). The game goes on with hard's
cell. It prints how often they differ and, for the differences, how they split:

* ``fewer points now`` / ``more points now`` / ``same points``: the oracle's cell
  scores less / more / the same as hard's now;
* ``reply known``: the opponent's true tile scores less after the oracle's cell than
  after hard's (the oracle denies a completion it knows is coming);
* ``reply on average``: the same, but weighed over the unseen tiles: a difference hard
  could have seen from its own view;
* ``ends game``: after the oracle's cell the opponent's tile fits nowhere, after
  hard's it fits.

    uv run python bench/sudoku_oracle_gap.py --game sudoids --games 20 --seed 1
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from collections.abc import Sequence

from spelkast.bots import get_bot
from spelkast.bots.oracle import SudokuOracle
from spelkast.bots.sudoku_hard import SudokuHardBot
from spelkast.bots.sudoku_model import SudokuModel, has_choice
from spelkast.core.registry import get_game
from spelkast.games.sudoku.data import SIDES


def best_reply(model: SudokuModel, cell: int, value: int) -> int:
    """The most a tile of ``value`` scores after the seat places on ``cell``; -1 if it
    then fits nowhere."""
    unit_bits = model.unit_bits
    counts = list(model.counts)
    for other in model.peers[cell]:
        counts[other] += 1
    taken = list(model.taken)
    taken[model.hand] |= unit_bits[cell]
    top = -1
    for c, held in enumerate(model.board):
        if not held and c != cell and not unit_bits[c] & taken[value]:
            top = max(top, counts[c])
    return top


def mean_reply(model: SudokuModel, cell: int) -> float:
    """:func:`best_reply` over the values the seat has not seen (a tile that fits
    nowhere counts 0)."""
    values: Sequence[int] = model.unseen
    return sum(max(0, best_reply(model, cell, v)) for v in values) / max(1, len(values))


def run(game_id: str, games: int, seed: int) -> Counter[str]:
    game = get_game(game_id)
    hard = SudokuHardBot(seconds=0)
    medium = get_bot(game_id, "medium")
    oracle = SudokuOracle()
    tally: Counter[str] = Counter()
    for index in range(games):
        state = game.new_initial_state(2, {}, seed + index)
        rng = random.Random(seed + index)
        hard_seat = index % 2
        while not game.is_terminal(state):
            p = state.current
            view = game.view(state, p)
            legal = game.legal_actions(state, p)
            if p != hard_seat:
                state = game.apply(state, p, medium.choose(game, p, view, legal, rng))
                continue
            action = hard.choose(game, p, view, legal, rng)
            side = SIDES[str(view["game"])]
            if has_choice(side, view) and view["players"][1 - p]["has_tile"]:
                oracle.see(state)
                told = oracle.choose(game, p, view, legal, random.Random(rng.random()))
                tally["decisions"] += 1
                if told.cell != action.cell:
                    tally["differ"] += 1
                    model = SudokuModel(side, view, p)
                    mine, theirs = action.cell, told.cell
                    now = model.counts[theirs] - model.counts[mine]
                    tally[
                        "fewer points now"
                        if now < 0
                        else "more points now"
                        if now
                        else "same points"
                    ] += 1
                    opp = state.hands[1 - p]
                    known_h, known_o = best_reply(model, mine, opp), best_reply(model, theirs, opp)
                    if known_o < known_h:
                        tally["reply known"] += 1
                    if known_o < 0 <= known_h:
                        tally["ends game"] += 1
                    if mean_reply(model, theirs) < mean_reply(model, mine) - 1e-9:
                        tally["reply on average"] += 1
            state = game.apply(state, p, action)
        scores = state.scores
        lead = scores[hard_seat] - scores[1 - hard_seat]
        tally["hard wins"] += lead > 0
        tally["ties"] += lead == 0
        tally["games"] += 1
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="sudoids", choices=("sudoku", "sudoids"))
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    tally = run(args.game, args.games, args.seed)
    decisions = max(1, tally["decisions"])
    differ = max(1, tally["differ"])
    print(
        f"{args.game}: {tally['games']} games, hard won {tally['hard wins']}, ties {tally['ties']}"
    )
    print(
        f"hard decisions with a choice: {tally['decisions']}, oracle differs: {tally['differ']} ({tally['differ'] / decisions:.1%})"
    )
    for key in (
        "fewer points now",
        "more points now",
        "same points",
        "reply known",
        "reply on average",
        "ends game",
    ):
        print(f"  {key}: {tally[key]} ({tally[key] / differ:.1%} of differences)")


if __name__ == "__main__":
    main()
