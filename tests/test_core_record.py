"""Game records: JSON, files, and replaying to identical states (or a clear error)."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest

from spelkast.core import (
    GameRecord,
    IllegalActionError,
    InvalidPositionError,
    MalformedActionError,
    Move,
    UnknownGameError,
    WrongPlayerError,
    final_state,
    replay,
)
from spelkast.core.record import RECORD_FORMAT
from spelkast.games.labyrinth import GAME, LabyrinthState


def played(
    seed: int, actions: int, num_players: int = 3
) -> tuple[GameRecord, list[LabyrinthState]]:
    """A record of random play and the states it went through."""
    options = GAME.resolve_options({"day_night": seed % 2 == 1})
    rng = random.Random(seed)
    state = GAME.new_initial_state(num_players, options, seed)
    record = GameRecord("labyrinth", num_players, options, seed, players=("a", "b", "c"))
    states = [state]
    for _ in range(actions):
        (player,) = GAME.to_move(state)
        action = rng.choice(GAME.legal_actions(state, player))
        record = record.with_move(
            Move(player, GAME.action_to_json(action), GAME.format_action(action))
        )
        state = GAME.apply(state, player, action)
        states.append(state)
    return record, states


def test_record_replays_to_the_states_of_the_game() -> None:
    record, states = played(seed=5, actions=40)
    replayed = list(replay(record))
    assert [s for _, s in replayed] == states
    assert replayed[0][0] is None
    assert [m for m, _ in replayed[1:]] == list(record.moves)
    assert final_state(record) == states[-1]


def test_record_of_no_moves_replays_to_the_initial_state() -> None:
    record = GameRecord("labyrinth", 2, {}, 9)
    assert final_state(record) == GAME.new_initial_state(2, seed=9)


def test_record_round_trips_through_json_text() -> None:
    record, _ = played(seed=6, actions=11)
    record = replace(record, meta={"event": "club night", "round": 2})
    data = json.loads(json.dumps(record.to_json()))
    assert data["format"] == RECORD_FORMAT
    assert GameRecord.from_json(data) == record


def test_record_is_saved_and_loaded_from_a_file(tmp_path: Path) -> None:
    record, states = played(seed=7, actions=25)
    path = tmp_path / "games" / "one.json"
    record.save(path)
    loaded = GameRecord.load(path)
    assert loaded == record
    assert final_state(loaded) == states[-1]


def test_with_move_returns_a_new_record() -> None:
    record = GameRecord("labyrinth", 2, {}, 1)
    longer = record.with_move(Move(0, {"type": "move", "to": "a1"}))
    assert record.moves == ()
    assert len(longer.moves) == 1


def test_replay_names_the_move_with_a_malformed_action() -> None:
    record, _ = played(seed=8, actions=6)
    moves = list(record.moves)
    moves[3] = Move(moves[3].player, {"type": "teleport"})
    broken = replace(record, moves=tuple(moves))
    with pytest.raises(MalformedActionError, match=r"^move 4 of the record: unknown action type"):
        final_state(broken)


def test_replay_names_the_move_with_an_illegal_action() -> None:
    record, _ = played(seed=9, actions=6)
    # Move 5 is a shift (moves alternate shift, move); a move action is illegal there.
    assert record.moves[4].action["type"] == "shift"
    moves = list(record.moves)
    moves[4] = Move(moves[4].player, {"type": "move", "to": "d4"})
    broken = replace(record, moves=tuple(moves))
    steps = replay(broken)
    for _ in range(5):  # the initial state and the four good moves still come out
        next(steps)
    with pytest.raises(IllegalActionError, match=r"^move 5 of the record: first shift the maze"):
        next(steps)


def test_replay_names_the_move_made_by_the_wrong_player() -> None:
    record, _ = played(seed=10, actions=4)
    moves = list(record.moves)
    moves[2] = Move((moves[2].player + 1) % 3, moves[2].action)
    with pytest.raises(WrongPlayerError, match=r"^move 3 of the record: it is not"):
        final_state(replace(record, moves=tuple(moves)))


def test_record_of_an_unknown_game_cannot_be_replayed() -> None:
    with pytest.raises(UnknownGameError, match="no game called 'go'"):
        final_state(GameRecord("go", 2, {}, 0))


def test_loading_a_file_that_is_not_json_fails_clearly(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text("{ not json")
    with pytest.raises(InvalidPositionError, match=r"bad\.json is not JSON"):
        GameRecord.load(path)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"format": "something-else/9"}, "not a spelkast-record/1 file"),
        ([1, 2, 3], "broken game record"),
        ({"format": RECORD_FORMAT, "game": "labyrinth"}, "broken game record"),
        (
            {
                "format": RECORD_FORMAT,
                "game": "labyrinth",
                "num_players": "two",
                "options": {},
                "seed": 0,
                "moves": [],
            },
            "broken game record",
        ),
        (
            {
                "format": RECORD_FORMAT,
                "game": "labyrinth",
                "num_players": 2,
                "options": {},
                "seed": 0,
                "moves": [{"action": {}}],
            },
            "broken game record",
        ),
    ],
)
def test_broken_record_data_raises_invalid_position(data: object, message: str) -> None:
    with pytest.raises(InvalidPositionError, match=message):
        GameRecord.from_json(data)
