"""Golden playthroughs: full transcripts of seeded bot games, diffed on every run.

Each file in ``playthroughs/`` is the transcript of one game between bots, driven here
(not through the CLI or the match runner, so that the transcripts change only when the
rules or the bots do). Every seat has its own ``random.Random(f"{seed}:{seat}")``.

A transcript lists the set-up and the start position, then one line per whole turn:
``T<turn> P<seat> <shift> <move>`` followed by what the turn brought (``+K``: day
treasure K found, ``+k``: night treasure k found, ``night``: the night phase begins),
the position text every ``POSITION_EVERY`` turns, the final position in full and the
outcome. A coin choice is a line of its own (``coin2``).

Run ``SPELKAST_UPDATE_GOLDEN=1 uv run pytest tests/golden`` to rewrite them after an
intended change (and read the diff before committing). A missing file fails the test.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from spelkast.bots import get_bot
from spelkast.core import GameRecord, Move, final_state
from spelkast.games.labyrinth import GAME, LabyrinthState, Shift
from spelkast.games.labyrinth import data as D
from stored_text import check_golden

FOLDER = Path(__file__).parent / "playthroughs"
POSITION_EVERY = 10
MAX_ACTIONS = 20_000


@dataclass(frozen=True)
class Spec:
    name: str
    seats: tuple[str, ...]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def path(self) -> Path:
        return FOLDER / f"{self.name}.txt"


SPECS = (
    Spec("greedy-vs-greedy-2p", ("greedy", "greedy"), seed=1),
    Spec("random-greedy-greedy-3p", ("random", "greedy", "greedy"), seed=2),
    Spec("day-night-greedy-4p", ("greedy",) * 4, seed=3, options={"day_night": True}),
    Spec(
        "open-cards-no-return-greedy-2p",
        ("greedy", "greedy"),
        seed=4,
        options={"open_cards": True, "no_return": True},
    ),
    Spec("tiles-12-16-6-greedy-3p", ("greedy",) * 3, seed=5, options={"tiles": "12-16-6"}),
)


def _gains(before: LabyrinthState, after: LabyrinthState, player: int) -> list[str]:
    notes = [D.TREASURES[t].letter for t in after.found[player][len(before.found[player]) :]]
    if after.night_found:
        new = after.night_found[player][len(before.night_found[player]) :]
        notes += [D.NIGHT_TREASURES[t].letter for t in new]
    out = [f"+{n}" for n in notes]
    if after.phase != before.phase:
        out.append(after.phase)
    return out


def transcript(spec: Spec) -> tuple[str, GameRecord]:
    """Play the game and write it down; also return its record."""
    n = len(spec.seats)
    state = GAME.new_initial_state(n, spec.options, spec.seed)
    bots = [get_bot(GAME.info.id, name) for name in spec.seats]
    rngs = [random.Random(f"{spec.seed}:{seat}") for seat in range(n)]
    lines = [
        f"# spelkast golden playthrough {spec.name}",
        f"game {GAME.info.id}",
        f"seats {','.join(spec.seats)}",
        f"options {json.dumps(dict(state.options), sort_keys=True)}",
        f"seed {spec.seed}",
        f"position {GAME.position_to_text(state)}",
    ]
    record = GameRecord(GAME.info.id, n, dict(state.options), spec.seed, players=spec.seats)
    pending: list[str] = []
    turn_start = state
    for _ in range(MAX_ACTIONS):
        movers = GAME.to_move(state)
        if not movers:
            break
        (player,) = movers
        legal = GAME.legal_actions(state, player)
        action = bots[player].choose(GAME, player, GAME.view(state, player), legal, rngs[player])
        if isinstance(action, Shift):
            turn_start = state
        pending.append(GAME.format_action(action))
        record = record.with_move(
            Move(player, GAME.action_to_json(action), GAME.format_action(action))
        )
        after = GAME.apply(state, player, action)
        if isinstance(action, Shift):
            state = after
            continue
        if pending[0].startswith("coin"):  # chosen after the turn that ended the game
            label, notes = f"T{state.turn}", []
        else:
            label, notes = f"T{state.turn + 1}", _gains(turn_start, after, player)
        lines.append(" ".join([label, f"P{player + 1}", *pending, *notes]))
        pending = []
        state = after
        if state.turn % POSITION_EVERY == 0 and not GAME.is_terminal(state):
            lines.append(f"position {GAME.position_to_text(state)}")
    assert GAME.is_terminal(state), f"{spec.name} did not end within {MAX_ACTIONS} actions"
    outcome = GAME.outcome(state)
    assert outcome is not None
    lines.append(f"final {GAME.position_to_text(state)}")
    lines.append(f"outcome {json.dumps(outcome.to_json(), sort_keys=True)}")
    return "\n".join(lines) + "\n", record


@pytest.mark.parametrize("spec", SPECS, ids=[s.name for s in SPECS])
def test_bot_game_matches_its_golden_transcript(spec: Spec) -> None:
    text, _ = transcript(spec)
    check_golden(spec.path, text)


@pytest.mark.parametrize("spec", SPECS, ids=[s.name for s in SPECS])
def test_golden_transcript_replays_to_its_final_position(spec: Spec) -> None:
    """Read back from the file alone, the notated actions replay (through a game record)
    to every stored position, the final one and the outcome: the transcript is a faithful
    record of legal play, whatever the bots do later."""
    lines = spec.path.read_text().splitlines()
    fields = dict(line.split(" ", 1) for line in lines if not line.startswith(("T", "#")))
    n = len(fields["seats"].split(","))
    state = GAME.new_initial_state(n, json.loads(fields["options"]), int(fields["seed"]))
    assert GAME.position_to_text(state) == lines[5].removeprefix("position ")
    moves = []
    for line in lines[6:]:
        word, _, rest = line.partition(" ")
        if word.startswith("T"):
            tokens = rest.split()
            player = int(tokens[0][1:]) - 1
            for token in tokens[1:]:
                if token.startswith("+") or token in ("night", "day"):
                    continue
                action = GAME.parse_action(token, state)
                moves.append(Move(player, GAME.action_to_json(action), token))
                state = GAME.apply(state, player, action)
        elif word in ("position", "final"):
            assert GAME.position_to_text(state) == rest, f"position before {line[:30]}"
    record = GameRecord(GAME.info.id, n, json.loads(fields["options"]), int(fields["seed"]))
    record = GameRecord(record.game, n, record.options, record.seed, tuple(moves))
    assert final_state(record) == state
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert json.dumps(outcome.to_json(), sort_keys=True) == fields["outcome"]
