"""The Sudoku benchmark measures what it says: each case plays one whole game (to its
end) per count, with the actions it reports; greedy play asks the greedy bot for every
action (no timing is asserted)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from spelkast.core.registry import get_game

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_sudoku.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_sudoku", BENCH)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Recording:
    """A game that records the states of the games it starts and the actions applied."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.states: list[Any] = []
        self.applied = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    def new_initial_state(self, *args: Any, **kwargs: Any) -> Any:
        self.states.append(self.game.new_initial_state(*args, **kwargs))
        return self.states[-1]

    def apply(self, state: Any, player: int, action: Any) -> Any:
        assert state is self.states[-1], "an action on a state of no game in play"
        self.states[-1] = self.game.apply(state, player, action)
        self.applied += 1
        return self.states[-1]


class CountingBot:
    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.choices = 0

    def choose(self, *args: Any) -> Any:
        self.choices += 1
        return self.bot.choose(*args)


def test_every_case_plays_whole_games_and_counts_their_actions(
    bench: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    bots: list[CountingBot] = []

    def get_bot(game_id: str, name: str) -> CountingBot:
        assert name == "greedy"
        bots.append(CountingBot(bench_get_bot(game_id, name)))
        return bots[-1]

    bench_get_bot = bench.get_bot
    monkeypatch.setattr(bench, "get_bot", get_bot)
    for game_id, players, options, play, label in bench.CASES:
        game = Recording(get_game(game_id))
        bots.clear()
        counts = [play(game, players, options, seed) for seed in (1, 2)]
        assert len(game.states) == 2
        assert all(game.is_terminal(state) for state in game.states)
        assert [state.num_players for state in game.states] == [players, players]
        assert sum(counts) == game.applied
        assert all(0 < count <= game.side.cells for count in counts)
        if label == "greedy":
            assert sum(bot.choices for bot in bots) == game.applied
        else:
            assert not bots
        # The same seed plays the same game.
        assert play(get_game(game_id), players, options, 1) == counts[0]
