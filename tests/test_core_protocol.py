"""The shared parts of the game protocol, on a tiny game written only for these tests.

``Take`` is a take-away game: a heap of counters, players alternately take 1 or 2, and
whoever takes the last counter wins. It uses the protocol's defaults (JSON position
text, one-action turns) so that the core's shared code is tested on its own.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

import pytest

from spelkast.core import (
    JSON,
    Game,
    GameInfo,
    GameOverError,
    IllegalActionError,
    InvalidPositionError,
    MalformedActionError,
    OptionError,
    OptionSpec,
    Outcome,
    WrongPlayerError,
)
from spelkast.core.game import action_from_json_checked
from spelkast.core.options import OptionValue
from spelkast.core.perft import divide, perft


@dataclass(frozen=True)
class Heap:
    num_players: int
    seed: int
    options: dict[str, OptionValue]
    counters: int
    current: int
    last_taker: int | None = None


class Take(Game[Heap, int]):
    info: ClassVar[GameInfo] = GameInfo(
        id="take",
        names={"nl": "Pakken", "en": "Take"},
        min_players=2,
        max_players=3,
        options=(
            OptionSpec("heap", int, 4, {"en": "counters at the start"}, minimum=1, maximum=30),
        ),
    )

    def _initial_state(self, num_players: int, options: dict[str, OptionValue], seed: int) -> Heap:
        return Heap(num_players, seed, options, int(options["heap"]), 0)

    def to_move(self, state: Heap) -> tuple[int, ...]:
        return (state.current,) if state.counters else ()

    def legal_actions(self, state: Heap, player: int) -> Sequence[int]:
        if player != state.current or not state.counters:
            return []
        return [k for k in (1, 2) if k <= state.counters]

    def _apply(self, state: Heap, player: int, action: int) -> Heap:
        return Heap(
            state.num_players,
            state.seed,
            state.options,
            state.counters - action,
            (player + 1) % state.num_players,
            player,
        )

    def outcome(self, state: Heap) -> Outcome | None:
        if state.counters or state.last_taker is None:
            return None
        return Outcome.ranked(
            [1.0 if p == state.last_taker else 0.0 for p in range(state.num_players)]
        )

    def view(self, state: Heap, player: int | None) -> dict[str, JSON]:
        return {"counters": state.counters, "current": state.current}

    def state_to_json(self, state: Heap) -> dict[str, JSON]:
        return {
            "num_players": state.num_players,
            "seed": state.seed,
            "options": state.options,
            "counters": state.counters,
            "current": state.current,
            "last_taker": state.last_taker,
        }

    def state_from_json(self, data: JSON) -> Heap:
        try:
            return Heap(
                int(data["num_players"]),
                int(data["seed"]),
                self.resolve_options(data["options"]),
                int(data["counters"]),
                int(data["current"]),
                data["last_taker"],
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidPositionError(f"not a heap: {exc!r}") from None

    def action_to_json(self, action: int) -> JSON:
        return action

    def action_from_json(self, data: JSON) -> int:
        if data not in (1, 2) or isinstance(data, bool):
            raise MalformedActionError("take 1 or 2")
        return int(data)

    def format_action(self, action: int) -> str:
        return f"take{action}"

    def parse_action(self, text: str, state: Heap | None = None) -> int:
        if text not in ("take1", "take2"):
            raise MalformedActionError(f"cannot read {text!r}")
        return int(text[-1])


TAKE = Take()


def test_new_initial_state_refuses_player_counts_outside_the_declared_range() -> None:
    with pytest.raises(OptionError, match=r"Take is for 2-3 players, not 4"):
        TAKE.new_initial_state(4)
    with pytest.raises(OptionError, match="whole number"):
        TAKE.new_initial_state(True)
    with pytest.raises(OptionError, match="whole number"):
        TAKE.new_initial_state(2.0)  # type: ignore[arg-type]


def test_new_initial_state_refuses_a_bad_seed() -> None:
    for seed in (-1, True, "3"):
        with pytest.raises(OptionError, match="the seed must be a whole number >= 0"):
            TAKE.new_initial_state(2, seed=seed)  # type: ignore[arg-type]


def test_new_initial_state_validates_options() -> None:
    assert TAKE.new_initial_state(2, {"heap": "7"}).counters == 7
    with pytest.raises(OptionError, match="at most 30"):
        TAKE.new_initial_state(2, {"heap": 31})


def test_apply_returns_a_new_state_and_keeps_the_old_one() -> None:
    start = TAKE.new_initial_state(2)
    after = TAKE.apply(start, 0, 2)
    assert (start.counters, after.counters, after.current) == (4, 2, 1)


def test_apply_refuses_the_wrong_player_with_a_readable_message() -> None:
    start = TAKE.new_initial_state(3)
    with pytest.raises(
        WrongPlayerError, match=r"it is not player 2's turn \(waiting for player 1\)"
    ):
        TAKE.apply(start, 1, 1)
    with pytest.raises(WrongPlayerError, match="'x' is not a player number"):
        TAKE.apply(start, "x", 1)  # type: ignore[arg-type]


def test_apply_refuses_an_illegal_action_with_the_default_explanation() -> None:
    start = TAKE.new_initial_state(2, {"heap": 1})
    with pytest.raises(IllegalActionError, match="take2 is not a legal action here"):
        TAKE.apply(start, 0, 2)


def test_apply_refuses_any_action_once_the_game_is_over() -> None:
    over = TAKE.apply(TAKE.new_initial_state(2, {"heap": 1}), 0, 1)
    assert TAKE.is_terminal(over)
    with pytest.raises(GameOverError, match="the game is over"):
        TAKE.apply(over, 1, 1)


def test_apply_text_and_apply_json_read_then_apply() -> None:
    start = TAKE.new_initial_state(2)
    assert TAKE.apply_text(start, 0, "take2") == TAKE.apply(start, 0, 2)
    assert TAKE.apply_json(start, 0, 1) == TAKE.apply(start, 0, 1)
    with pytest.raises(MalformedActionError):
        TAKE.apply_text(start, 0, "take three")


def test_action_from_json_checked_turns_surprises_into_malformed_action() -> None:
    class Fragile(Take):
        def action_from_json(self, data: JSON) -> int:
            return int(data["n"])

    fragile = Fragile()
    assert action_from_json_checked(fragile, {"n": 2}) == 2
    bad: tuple[JSON, ...] = (None, {}, {"n": "two"}, [])
    for data in bad:
        with pytest.raises(MalformedActionError, match="not a take action"):
            action_from_json_checked(fragile, data)
    with pytest.raises(MalformedActionError, match="take 1 or 2"):
        action_from_json_checked(TAKE, 3)


def test_default_position_text_is_json_and_round_trips() -> None:
    state = TAKE.apply(TAKE.new_initial_state(3, {"heap": 9}, seed=4), 0, 2)
    text = TAKE.position_to_text(state)
    assert json.loads(text)["counters"] == 7
    assert TAKE.position_from_text(text) == state
    with pytest.raises(InvalidPositionError, match="not a position"):
        TAKE.position_from_text("{counters: 7")


def test_default_turns_are_single_actions() -> None:
    start = TAKE.new_initial_state(2)
    assert TAKE.turns(start) == [
        ("take1", TAKE.apply(start, 0, 1)),
        ("take2", TAKE.apply(start, 0, 2)),
    ]
    assert TAKE.count_turns(start) == 2


def test_perft_counts_sequences_that_stop_at_the_end_of_the_game() -> None:
    # Heap 4, take 1 or 2. Depth 2: 4->3->{2,1}, 4->2->{1,0}: 4 sequences.
    # Depth 3: 4-3-2-{1,0}, 4-3-1-0, 4-2-1-0 (4-2-0 is over after two turns): 4.
    # Depth 4: 4-3-2-1-0 only: 1. Depth 5: none.
    start = TAKE.new_initial_state(2)
    assert [perft(TAKE, start, d) for d in range(6)] == [1, 2, 4, 4, 1, 0]


def test_divide_splits_perft_by_first_turn() -> None:
    start = TAKE.new_initial_state(2)
    assert divide(TAKE, start, 3) == {"take1": 3, "take2": 1}
    assert divide(TAKE, start, 0) == {}


def test_outcome_of_the_toy_game_ranks_the_last_taker_first() -> None:
    state = TAKE.new_initial_state(3, {"heap": 2})
    state = TAKE.apply(TAKE.apply(state, 0, 1), 1, 1)
    outcome = TAKE.outcome(state)
    assert outcome is not None
    assert outcome.winners == (1,)
    assert outcome.ranks == (2, 1, 2)


def test_game_info_name_falls_back_to_english() -> None:
    assert TAKE.info.name("nl") == "Pakken"
    assert TAKE.info.name("fi") == "Take"
    assert TAKE.info.name() == "Take"
