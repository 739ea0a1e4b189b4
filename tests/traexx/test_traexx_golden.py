"""Golden playthroughs: seeded bot games stored as transcripts and diffed on every run.

Regenerate after an intended rule or bot change with ``SPELKAST_UPDATE_GOLDEN=1``; a
missing transcript fails the test (it is never created silently).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from traexx_helpers import play_bots

from spelkast.games.traexx import GAME
from stored_text import check_golden

GOLDEN_DIR = Path(__file__).parent / "golden"
GAMES = {
    "solo_greedy_seed1": (["greedy"], 1),
    "duel_greedy_random_seed2": (["greedy", "random"], 2),
    "four_greedy_seed3": (["greedy", "greedy", "greedy", "greedy"], 3),
}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_playthrough(name: str) -> None:
    bots, seed = GAMES[name]
    state, lines = play_bots(bots, seed)
    text = "\n".join(lines) + "\n"
    path = GOLDEN_DIR / f"{name}.txt"
    check_golden(path, text)
    # The stored final position rebuilds the same finished game.
    assert GAME.position_from_text(lines[-1].removeprefix("position ")) == state
