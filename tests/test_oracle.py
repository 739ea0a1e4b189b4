"""The oracle bots (``spelkast.bots.oracle``): they see the whole state, they use what
they see, and nobody but the arena can seat one."""

from __future__ import annotations

import random
from typing import Any

import pytest
from typer.testing import CliRunner

from spelkast.arena import run_arena
from spelkast.bots import available_bots, get_bot
from spelkast.bots.base import BotSettingError, UnknownBotError
from spelkast.bots.levels import levels_of
from spelkast.bots.oracle import CardsOracle, SudokuOracle, make_oracle, oracle_games
from spelkast.cli.app import app
from spelkast.core.registry import all_games, get_game
from spelkast.games.sudoku.state import Place, SudokuState
from spelkast.server.bots.info import bots_by_game

SUDOIDS = get_game("sudoids")


# ------------------------------------------------------------------ unreachable
@pytest.mark.parametrize("game_id", [game.info.id for game in all_games()])
def test_no_player_can_pick_an_oracle(game_id: str) -> None:
    assert "oracle" not in available_bots(game_id)  # the server's and the CLI's lists
    assert "oracle" not in levels_of(game_id)
    with pytest.raises(UnknownBotError):
        get_bot(game_id, "oracle")
    (entry,) = [e for e in bots_by_game([]) if e["game"] == game_id]  # GET /api/bots
    assert "oracle" not in entry["levels"]


def test_the_cli_refuses_an_oracle_seat() -> None:
    result = CliRunner().invoke(app, ["play", "sudoku", "--seats", "bot:oracle,bot:medium"])
    assert result.exit_code != 0
    assert "oracle" in result.output


def test_only_the_arena_builds_oracles_and_it_checks_their_specs() -> None:
    assert oracle_games() == ["labyrinth-cards", "sudoids", "sudoku"]
    assert isinstance(make_oracle("sudoku", "oracle:playouts=2"), SudokuOracle)
    assert isinstance(make_oracle("labyrinth-cards", "oracle:iterations=5"), CardsOracle)
    with pytest.raises(UnknownBotError, match="no oracle for labyrinth"):
        run_arena("labyrinth", ("oracle", "medium"), games=2)
    with pytest.raises(BotSettingError, match="does not take"):
        run_arena("sudoku", ("oracle:iterations=3", "medium"), games=2)
    with pytest.raises(BotSettingError, match="playouts"):
        make_oracle("sudoids", "oracle:playouts=0")


def test_an_oracle_refuses_to_decide_unseen() -> None:
    state = SUDOIDS.new_initial_state(2, None, 1)
    view = SUDOIDS.view(state, 0)
    with pytest.raises(RuntimeError, match="shown it the state"):
        SudokuOracle().choose(SUDOIDS, 0, view, SUDOIDS.legal_actions(state, 0), random.Random(0))


# -------------------------------------------------------------- arena options
def test_the_arena_seats_oracles_deterministically() -> None:
    specs = ("oracle:playouts=2", "medium")
    one = run_arena("sudoids", specs, games=4, seed=3)
    two = run_arena("sudoids", specs, games=4, seed=3, jobs=2)
    assert [r.outcome_json() for r in one.results] == [r.outcome_json() for r in two.results]
    assert one.to_json()["seats"] == ["bot:oracle:playouts=2", "bot:medium"]
    assert all(r.finished for r in one.results)


def test_the_card_oracle_plays_whole_games_in_the_arena() -> None:
    report = run_arena(
        "labyrinth-cards", ("oracle:iterations=20:seconds=0", "medium", "medium"), games=3, seed=2
    )
    assert report.unfinished == 0
    again = run_arena(
        "labyrinth-cards", ("oracle:iterations=20:seconds=0", "medium", "medium"), games=3, seed=2
    )
    assert [r.outcome_json() for r in report.results] == [r.outcome_json() for r in again.results]


# ----------------------------------------------------------- it uses the truth
def _win_share(state: SudokuState, seat: int) -> float:
    outcome = SUDOIDS.outcome(state)
    assert outcome is not None
    best = min(outcome.ranks)
    winners = [p for p, rank in enumerate(outcome.ranks) if rank == best]
    return 1 / len(winners) if seat in winners else 0.0


def _greedy_end(state: SudokuState, seat: int) -> float:
    """The seat's win share when every player from here places each tile where it
    scores most, ties drawn uniformly (exactly, over every tie), through the engine."""
    movers = SUDOIDS.to_move(state)
    if not movers:
        return _win_share(state, seat)
    (player,) = movers
    after = [
        SUDOIDS.apply(state, player, action) for action in SUDOIDS.legal_actions(state, player)
    ]
    top = max(s.scores[player] for s in after)
    best = [s for s in after if s.scores[player] == top]
    return sum(_greedy_end(s, seat) for s in best) / len(best)


def _exact(state: SudokuState, seat: int) -> dict[int, float]:
    """Per cell for the seat's tile: its win share if everyone then plays greedily."""
    return {
        action.cell: _greedy_end(SUDOIDS.apply(state, seat, action), seat)
        for action in SUDOIDS.legal_actions(state, seat)
        if isinstance(action, Place)
    }


def _clear_best(values: dict[int, float]) -> int | None:
    ranked = sorted(values.values(), reverse=True)
    if len(ranked) < 2 or ranked[0] - ranked[1] < 0.5:
        return None
    return max(values, key=lambda cell: values[cell])


def _late_positions() -> Any:
    """Sudoids positions with two tiles left in the pile (medium self-play), each with
    its twin: the same position with the opponent's tile and a pile tile swapped. The
    seat to move sees exactly the same in both."""
    medium = get_bot("sudoids", "medium")
    for seed in range(1700, 2000):
        rng = random.Random(seed)
        state = SUDOIDS.new_initial_state(2, None, seed)
        while SUDOIDS.to_move(state) and len(state.pile) > 2:
            (p,) = SUDOIDS.to_move(state)
            view = SUDOIDS.view(state, p)
            action = medium.choose(SUDOIDS, p, view, SUDOIDS.legal_actions(state, p), rng)
            state = SUDOIDS.apply(state, p, action)
        if not SUDOIDS.to_move(state) or len(state.pile) != 2:
            continue
        seat, other = state.current, 1 - state.current
        k = next((i for i, v in enumerate(state.pile) if v != state.hands[other]), None)
        if k is None:
            continue
        pile = list(state.pile)
        pile[k] = state.hands[other]
        hands = list(state.hands)
        hands[other] = state.pile[k]
        twin = state.replace(hands=tuple(hands), pile=tuple(pile))
        SUDOIDS.validate(twin)
        yield seat, state, twin


def test_the_oracle_plays_the_move_that_only_the_hidden_tiles_make_best() -> None:
    """Positions where the best cell depends on the opponent's tile (worked out exactly
    through the engine): the oracle finds it either way, while a bot that sees only the
    view (hard) must play the same in both and so loses one of them."""
    checked = 0
    for seat, state, twin in _late_positions():
        assert SUDOIDS.view(state, seat) == SUDOIDS.view(twin, seat)
        best, best_twin = _clear_best(_exact(state, seat)), _clear_best(_exact(twin, seat))
        if best is None or best_twin is None or best == best_twin:
            continue
        for position, expected in ((state, best), (twin, best_twin)):
            oracle = SudokuOracle(playouts=32)
            oracle.see(position)
            view = SUDOIDS.view(position, seat)
            legal = SUDOIDS.legal_actions(position, seat)
            assert oracle.choose(SUDOIDS, seat, view, legal, random.Random(1)) == Place(expected)
        hard = [
            get_bot("sudoids", "hard:seconds=0").choose(
                SUDOIDS,
                seat,
                SUDOIDS.view(p, seat),
                SUDOIDS.legal_actions(p, seat),
                random.Random(1),
            )
            for p in (state, twin)
        ]
        assert hard[0] == hard[1]
        checked += 1
        if checked == 2:
            break
    assert checked == 2, "medium self-play no longer reaches such positions: widen the seeds"


def test_the_blind_oracle_sees_only_the_view() -> None:
    """``blind=1``: the same search with the unseen tiles dealt at random, so its values
    are the same for a position and its twin."""
    seat, state, twin = next(iter(_late_positions()))
    values = []
    for position in (state, twin):
        oracle = SudokuOracle(playouts=8, blind=1)
        oracle.see(position)
        view = SUDOIDS.view(position, seat)
        values.append(oracle.values(position, seat, view, random.Random(5)))
    assert values[0] == values[1]


def test_the_endgame_oracle_plays_as_medium_until_the_board_fills() -> None:
    """``endgame=P``: while more than that share of the cells is empty it places its tile
    as medium does (the same cell, from the same rng); once the board is that full it
    searches as the oracle does."""
    early = SUDOIDS.new_initial_state(2, None, 3)
    view, legal = SUDOIDS.view(early, 0), SUDOIDS.legal_actions(early, 0)
    oracle = SudokuOracle(playouts=4, endgame=0.3)
    oracle.see(early)
    medium = get_bot("sudoids", "medium")
    for seed in range(5):
        assert oracle.choose(SUDOIDS, 0, view, legal, random.Random(seed)) == medium.choose(
            SUDOIDS, 0, view, legal, random.Random(seed)
        )
    seat, late, _ = next(iter(_late_positions()))
    assert sum(1 for v in late.board if not v) <= 0.3 * 36
    view, legal = SUDOIDS.view(late, seat), SUDOIDS.legal_actions(late, seat)
    choices = []
    for endgame in (0.3, 1.0):
        oracle = SudokuOracle(playouts=8, endgame=endgame)
        oracle.see(late)
        choices.append(oracle.choose(SUDOIDS, seat, view, legal, random.Random(2)))
    assert choices[0] == choices[1]
    with pytest.raises(BotSettingError, match="endgame"):
        make_oracle("sudoku", "oracle:endgame=1.5")
