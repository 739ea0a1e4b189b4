"""perft and divide on Labyrinth positions: the shared counting code agrees with itself
and with the game's fast turn counter."""

from __future__ import annotations

import random

import pytest

from spelkast.core.perft import divide, perft
from spelkast.games.labyrinth import GAME, MOVE, SHIFT, LabyrinthState


def position(
    seed: int, num_players: int, actions: int, options: dict[str, object] | None = None
) -> LabyrinthState:
    rng = random.Random(seed)
    state = GAME.new_initial_state(num_players, options, seed)
    for _ in range(actions):
        (player,) = GAME.to_move(state)
        state = GAME.apply(state, player, rng.choice(GAME.legal_actions(state, player)))
    return state


POSITIONS = [
    position(1, 2, 0),
    position(2, 3, 13),  # move step (odd number of actions)
    position(3, 4, 40),
    position(4, 2, 22, {"day_night": True}),
]


@pytest.mark.parametrize("state", POSITIONS, ids=["start", "move-step", "mid-4p", "day-night"])
def test_perft_depth_zero_is_one_sequence(state: LabyrinthState) -> None:
    assert perft(GAME, state, 0) == 1


@pytest.mark.parametrize("state", POSITIONS, ids=["start", "move-step", "mid-4p", "day-night"])
def test_depth_one_counts_equal_the_number_of_whole_turns(state: LabyrinthState) -> None:
    turns = GAME.turns(state)
    assert perft(GAME, state, 1) == GAME.count_turns(state) == len(turns)
    assert len({notation for notation, _ in turns}) == len(turns)


@pytest.mark.parametrize("state", POSITIONS, ids=["start", "move-step", "mid-4p", "day-night"])
def test_divide_sums_to_perft(state: LabyrinthState) -> None:
    for depth in (1, 2):
        table = divide(GAME, state, depth)
        assert sum(table.values()) == perft(GAME, state, depth)
        assert list(table) == [notation for notation, _ in GAME.turns(state)]
    assert all(count == 1 for count in divide(GAME, state, 1).values())


def test_a_whole_turn_is_the_shift_then_the_move() -> None:
    state = POSITIONS[0]
    assert state.step == SHIFT
    for notation, after in GAME.turns(state)[:20]:
        shift_text, move_text = notation.split()
        shifted = GAME.apply_text(state, state.current, shift_text)
        assert shifted.step == MOVE
        assert GAME.apply_text(shifted, state.current, move_text) == after


def test_from_the_move_step_a_turn_is_the_move() -> None:
    state = POSITIONS[1]
    assert state.step == MOVE
    assert [n for n, _ in GAME.turns(state)] == [
        GAME.format_action(a) for a in GAME.legal_actions(state, state.current)
    ]


def test_a_finished_game_has_no_turns_to_count() -> None:
    rng = random.Random(3)
    state = GAME.new_initial_state(2, {"no_return": True, "open_cards": True}, 3)
    while not GAME.is_terminal(state):
        (player,) = GAME.to_move(state)
        state = GAME.apply(state, player, rng.choice(GAME.legal_actions(state, player)))
    assert perft(GAME, state, 1) == perft(GAME, state, 2) == 0
    assert perft(GAME, state, 0) == 1
    assert GAME.count_turns(state) == 0
