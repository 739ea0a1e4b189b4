"""Golden playthroughs: seeded bot games written out as transcripts and diffed on every run.

Regenerate after an intended rule change with ``SPELKAST_UPDATE_GOLDEN=1``; a missing
transcript fails the test (so a new one must be generated and reviewed on purpose).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from spelkast.games.sudoku import SUDOIDS_GAME, SUDOKU, SudokuGame
from stored_text import check_golden

from .sudoku_helpers import play_seeded

GOLDEN_DIR = Path(__file__).parent / "golden"

CASES = [
    # name, game, seats, options, seed
    ("adult-table-full-2p", SUDOKU, ["greedy", "random"], {}, 1),
    (
        "adult-assisted-simple-4p",
        SUDOKU,
        ["greedy"] * 4,
        {"mode": "assisted", "scoring": "simple"},
        2,
    ),
    (
        "adult-table-block-perblock-3p",
        SUDOKU,
        ["random", "greedy", "greedy"],
        {"scoring": "block", "one_per_block": "true"},
        3,
    ),
    ("adult-solo-table", SUDOKU, ["greedy"], {}, 4),
    ("sudoids-assisted-block-2p", SUDOIDS_GAME, ["greedy", "random"], {"scoring": "block"}, 5),
    ("sudoids-table-full-3p", SUDOIDS_GAME, ["greedy", "random", "greedy"], {"mode": "table"}, 6),
    ("sudoids-solo-assisted", SUDOIDS_GAME, ["greedy"], {}, 7),
]


def transcript(game: SudokuGame, seats: list[str], options: dict[str, str], seed: int) -> str:
    state = game.new_initial_state(len(seats), options, seed)
    lines = [
        f"game {game.info.id} seats {','.join(seats)} seed {seed}",
        f"options {' '.join(f'{k}={v}' for k, v in sorted(state.options.items()))}",
        f"start {game.position_to_text(state)}",
    ]
    before = state
    for player, notation, after in play_seeded(game, seats, options, seed):
        event = after.last
        assert event is not None
        if after.recent == before.recent:  # a stuck player placed: the game ended there
            tile = game.side.symbol(after.hands[player]).letter
            kind, points = "stuck-end", 0
        else:
            tile = game.side.symbol(event.value).letter
            kind, points = event.kind, event.points
        lines.append(
            f"{after.turn:3d} p{player + 1} {tile} {notation:5s} {kind:11s} "
            f"+{points:<2d} scores {','.join(str(s) for s in after.scores)}"
        )
        before = after
    lines.append(f"final {game.position_to_text(after)}")
    outcome = game.outcome(after)
    assert outcome is not None
    lines.append(f"outcome ranks {list(outcome.ranks)} {outcome.reason}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(
    ("name", "game", "seats", "options", "seed"), CASES, ids=[c[0] for c in CASES]
)
def test_golden_playthrough(
    name: str, game: SudokuGame, seats: list[str], options: dict[str, str], seed: int
) -> None:
    path = GOLDEN_DIR / f"{name}.txt"
    text = transcript(game, seats, options, seed)
    check_golden(path, text)
