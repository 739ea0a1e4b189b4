"""The local match driver: seats, bots that see only views, seeded replays, simultaneous rounds."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.core.errors import IllegalActionError, OptionError
from spelkast.core.game import JSON, Game, GameInfo, Outcome
from spelkast.core.options import OptionValue
from spelkast.core.record import final_state
from spelkast.core.registry import get_game
from spelkast.games.labyrinth import MoveTo
from spelkast.match import Match, Seat, bot_rng, parse_seats

LABYRINTH = get_game("labyrinth")


class SpyBot:
    """Records exactly what the driver hands a bot, then plays the first legal action."""

    name = "spy"

    def __init__(self) -> None:
        self.calls: list[tuple[int, Any, list[Any], random.Random]] = []

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        self.calls.append((player, view, list(legal), rng))
        return legal[0]


def test_seats_read_human_and_bot_names() -> None:
    assert parse_seats("human, bot:greedy,random") == [
        Seat("human"),
        Seat("bot", "greedy"),
        Seat("bot", "random"),
    ]
    assert str(Seat.parse("bot:greedy")) == "bot:greedy"
    with pytest.raises(OptionError):
        Seat.parse("bot:")


def test_bots_get_their_seats_view_and_legal_actions_never_the_state() -> None:
    match = Match(LABYRINTH, parse_seats("bot:random,bot:random"), seed=11)
    spy = SpyBot()
    match.bots[1] = spy
    match.run_bots(max_actions=8)
    assert spy.calls
    replayed = LABYRINTH.new_initial_state(2, seed=11)
    states = [replayed]
    for move in match.record.moves:
        replayed = LABYRINTH.apply_json(replayed, move.player, move.action)
        states.append(replayed)
    seen = 0
    for state in states:
        if LABYRINTH.to_move(state) == (1,) and seen < len(spy.calls):
            player, view, legal, rng = spy.calls[seen]
            assert player == 1
            assert view == LABYRINTH.view(state, 1)  # the seat's view, hidden cards hidden
            assert view["players"][0]["seeking"] is None
            assert legal == list(LABYRINTH.legal_actions(state, 1))
            assert rng is match.rngs[1]
            seen += 1
    assert seen == len(spy.calls)


def test_a_seeded_bot_only_match_replays_identically() -> None:
    def play() -> Match:
        match = Match(LABYRINTH, parse_seats("bot:random,bot:greedy,bot:greedy"), seed=5)
        match.run_bots(max_actions=120)
        return match

    first, second = play(), play()
    assert first.record.moves == second.record.moves
    assert first.state == second.state
    assert final_state(first.record) == first.state


def test_bot_random_generators_depend_on_seed_and_seat_only() -> None:
    assert bot_rng(3, 1).random() == bot_rng(3, 1).random()
    assert bot_rng(3, 1).random() != bot_rng(3, 0).random()
    assert bot_rng(3, 1).random() != bot_rng(4, 1).random()


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_the_record_always_replays_to_the_live_state(seed: int) -> None:
    match = Match(LABYRINTH, parse_seats("bot:greedy,bot:random"), {"day_night": True}, seed)
    match.run_bots(max_actions=40)
    assert final_state(match.record) == match.state


def test_a_refused_action_leaves_state_and_record_unchanged() -> None:
    match = Match(LABYRINTH, parse_seats("human,bot:greedy"), seed=2)
    before = (match.state, match.record)
    with pytest.raises(IllegalActionError):
        match.play(0, MoveTo(24))  # a move before the shift
    assert (match.state, match.record) == before
    assert match.bot_round() == []  # a person is to move: bots wait


# ------------------------------------------------------- a tiny simultaneous game
@dataclass(frozen=True)
class PickState:
    num_players: int
    seed: int
    options: Mapping[str, OptionValue]
    pending: tuple[int | None, ...]
    rounds: tuple[tuple[int, ...], ...] = field(default=())


class PickGame(Game[PickState, int]):
    """Each round every player secretly picks 0-2 at once; two rounds; highest sum wins."""

    info: ClassVar[GameInfo] = GameInfo(
        id="pick-test", names={"en": "Pick"}, min_players=2, max_players=3, simultaneous=True
    )

    def _initial_state(self, n: int, options: dict[str, OptionValue], seed: int) -> PickState:
        return PickState(n, seed, options, (None,) * n)

    def to_move(self, state: PickState) -> tuple[int, ...]:
        if len(state.rounds) == 2:
            return ()
        return tuple(p for p, c in enumerate(state.pending) if c is None)

    def legal_actions(self, state: PickState, player: int) -> Sequence[int]:
        return [0, 1, 2] if player in self.to_move(state) else []

    def _apply(self, state: PickState, player: int, action: int) -> PickState:
        pending = tuple(action if p == player else c for p, c in enumerate(state.pending))
        if None in pending:
            return replace(state, pending=pending)
        done = tuple(int(c) for c in pending if c is not None)
        return replace(state, pending=(None,) * state.num_players, rounds=(*state.rounds, done))

    def outcome(self, state: PickState) -> Outcome | None:
        if len(state.rounds) < 2:
            return None
        return Outcome.ranked([sum(r[p] for r in state.rounds) for p in range(state.num_players)])

    def view(self, state: PickState, player: int | None) -> dict[str, JSON]:
        return {
            "viewer": player,
            "chosen": [c is not None for c in state.pending],
            "rounds": [list(r) for r in state.rounds],
        }

    def state_to_json(self, state: PickState) -> dict[str, JSON]:
        return {
            "num_players": state.num_players,
            "seed": state.seed,
            "pending": list(state.pending),
            "rounds": [list(r) for r in state.rounds],
        }

    def state_from_json(self, data: JSON) -> PickState:
        return PickState(
            data["num_players"],
            data["seed"],
            {},
            tuple(data["pending"]),
            tuple(tuple(r) for r in data["rounds"]),
        )

    def action_to_json(self, action: int) -> JSON:
        return action

    def action_from_json(self, data: JSON) -> int:
        return int(data)

    def format_action(self, action: int) -> str:
        return str(action)

    def parse_action(self, text: str, state: PickState | None = None) -> int:
        return int(text)


def test_a_simultaneous_round_collects_one_action_per_bot_in_seat_order_from_the_same_state() -> (
    None
):
    game = PickGame()
    match = Match(game, parse_seats("bot:random,bot:random,bot:random"), seed=1)
    spies = {p: SpyBot() for p in range(3)}
    match.bots.update(spies)
    done = match.bot_round()
    assert [seat for seat, _ in done] == [0, 1, 2]
    assert [m.player for m in match.record.moves] == [0, 1, 2]
    # Every bot decided on the state before the round's first action.
    for spy in spies.values():
        assert spy.calls[0][1]["chosen"] == [False, False, False]
    assert match.state.rounds == ((0, 0, 0),)
    match.run_bots()
    assert match.over
    assert match.outcome() is not None
    assert len(match.record.moves) == 6


def test_play_round_is_all_or_nothing() -> None:
    match = Match(PickGame(), parse_seats("human,human"), seed=0)
    before = (match.state, match.record)
    with pytest.raises(IllegalActionError):
        match.play_round({0: 1, 1: 7})
    assert (match.state, match.record) == before
    match.play_round({1: 2, 0: 1})
    assert match.state.rounds == ((1, 2),)
