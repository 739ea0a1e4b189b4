"""Golden playthroughs: seeded bot games written out as text and diffed on every run.

A changed rule shows up as a diff against the stored transcript. To accept a deliberate
change, regenerate with ``SPELKAST_UPDATE_GOLDEN=1 uv run pytest tests/labyrinth_cards``
and review the diff; a missing transcript fails.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from spelkast.bots import get_bot
from stored_text import check_golden

from .helpers import GAME

GOLDEN_DIR = Path(__file__).parent / "golden"

CASES = {
    "2p-greedy-random-seed1": (["greedy", "random"], 1, {}),
    "3p-greedy-x3-seed2": (["greedy", "greedy", "greedy"], 2, {}),
    "4p-random-greedy-maximal-seed3": (
        ["random", "greedy", "random", "greedy"],
        3,
        {"taking": "maximal"},
    ),
    "6p-random-seed4": (["random"] * 6, 4, {"first_player": "random"}),
}


def transcript(bots: list[str], seed: int, options: dict[str, str]) -> str:
    state = GAME.new_initial_state(len(bots), options, seed)
    players = [get_bot(GAME.info.id, name) for name in bots]
    rng = random.Random(seed)
    lines = [
        f"# labyrinth-cards: seats {', '.join(bots)}; seed {seed}; options {options or 'default'}",
        f"start {GAME.position_to_text(state)}",
    ]
    while not GAME.is_terminal(state):
        seat = state.current
        legal = GAME.legal_actions(state, seat)
        action = players[seat].choose(GAME, seat, GAME.view(state, seat), legal, rng)
        state = GAME.apply(state, seat, action)
        lines.append(
            f"{state.turn:>2}. seat {seat + 1} {GAME.format_action(action)} ({len(legal)} choices)"
        )
        lines.append(f"    {GAME.position_to_text(state)}")
    outcome = GAME.outcome(state)
    assert outcome is not None
    lines.append(f"result {outcome.scores} ranks {outcome.ranks}: {outcome.reason}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name", list(CASES))
def test_golden_playthrough(name):
    bots, seed, options = CASES[name]
    text = transcript(bots, seed, options)
    path = GOLDEN_DIR / f"{name}.txt"
    check_golden(path, text)


def test_same_seed_same_game():
    bots, seed, options = CASES["3p-greedy-x3-seed2"]
    assert transcript(bots, seed, options) == transcript(bots, seed, options)
