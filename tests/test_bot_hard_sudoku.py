"""The hard Sudoku / Sudoids bot (spelkast.bots.sudoku_hard): its model sees only the
seat's view, plays the engine's game, and its search finds what greed misses."""

from __future__ import annotations

import importlib.util
import math
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.bots import get_bot
from spelkast.bots.base import BotSettingError
from spelkast.bots.hard import SearchBot
from spelkast.bots.sudoku_hard import ChanceSearch, ReplySearch, SudokuHardBot, win_chance
from spelkast.bots.sudoku_model import Position, SudokuModel, build_model
from spelkast.core.registry import get_game
from spelkast.games.sudoku import rules as R
from spelkast.games.sudoku.game import SudokuGame
from spelkast.games.sudoku.state import Claim, Place, SudokuState

GAMES = ("sudoku", "sudoids")


def _game(game_id: str) -> SudokuGame:
    game = get_game(game_id)
    assert isinstance(game, SudokuGame)
    return game


def _played(game: SudokuGame, seed: int, turns: int, players: int = 2) -> SudokuState:
    """A position after ``turns`` turns of medium bots (or the end, if sooner)."""
    state = game.new_initial_state(players, {}, seed=seed)
    bot = get_bot(game.info.id, "medium")
    rng = random.Random(seed)
    for _ in range(turns):
        if state.end:
            break
        p = state.current
        state = game.apply(
            state, p, bot.choose(game, p, game.view(state, p), game.legal_actions(state, p), rng)
        )
    return state


def _as_state(state: SudokuState, position: Position) -> SudokuState:
    """The engine state a root determinisation stands for."""
    return state.replace(hands=position.hands, pile=position.pile)


class _First:
    """A stand-in rng for playouts that takes the first of tied cells."""

    def choice(self, options: list[int]) -> int:
        return options[0]


@settings(max_examples=40, deadline=None)
@given(
    game_id=st.sampled_from(GAMES),
    seed=st.integers(0, 10_000),
    turns=st.integers(0, 40),
    players=st.integers(2, 4),
)
def test_a_determinisation_keeps_the_view_and_deals_the_unseen_tiles(
    game_id: str, seed: int, turns: int, players: int
) -> None:
    game = _game(game_id)
    state = _played(game, seed, turns, players)
    if state.end:
        return
    seat = state.current
    view = game.view(state, seat)
    model = SudokuModel(game.side, view, seat)
    position = model.sample(random.Random(seed))
    twin = _as_state(state, position)
    game.validate(twin)
    assert game.view(twin, seat) == view
    others = [p for p in range(players) if p != seat]
    hidden = sorted([*(state.hands[p] for p in others if state.hands[p]), *state.pile])
    dealt = sorted([*(position.hands[p] for p in others if position.hands[p]), *position.pile])
    assert dealt == hidden == sorted(model.unseen)


@settings(max_examples=40, deadline=None)
@given(game_id=st.sampled_from(GAMES), seed=st.integers(0, 10_000), turns=st.integers(0, 40))
def test_the_model_steps_and_plays_out_like_the_engine(game_id: str, seed: int, turns: int) -> None:
    game = _game(game_id)
    state = _played(game, seed, turns)
    if state.end:
        return
    seat = state.current
    model = SudokuModel(game.side, game.view(state, seat), seat)
    sampled = model.sample(random.Random(seed))
    real = _as_state(state, sampled)
    position = Position(
        model.board, model.counts, model.taken, real.hands, real.pile, 0, model.scores, seat, 0
    )
    cells = R.legal_cells(game.side, real.board, real.hands[seat])
    if not cells:
        return
    cell = cells[seed % len(cells)]
    after = model.step(position, cell, random.Random(0))
    real = game.apply(real, seat, Place(cell))
    if after.current < 0 and not real.end:
        # Under table rules the engine waits for a stuck player to claim; the model folds
        # that forced claim into the step. Play the claim through the engine.
        stuck = real.current
        assert not R.legal_cells(game.side, real.board, real.hands[stuck])
        real = game.apply(real, stuck, Claim())
        assert real.end
    assert after.board == real.board
    assert after.scores == real.scores
    assert after.current == (-1 if real.end else real.current)
    if after.current < 0:
        return
    final = model.playout(after, _First())  # type: ignore[arg-type]
    while not real.end:  # the engine, greedy, first of the tied cells
        p = real.current
        options = R.legal_cells(game.side, real.board, real.hands[p])
        if not options:
            real = game.apply(real, p, Claim())
            break
        gains = [R.points(game.side, real.board, c, real.scoring) for c in options]
        real = game.apply(real, p, Place(options[gains.index(max(gains))]))
    assert final == list(real.scores)


# Sudoids, last tiles: the pile is empty, so the seat (0, 24 points, holding a horse)
# knows the other seat's tile (1, a cat, 25 points) from the tiles it has not seen.
# Each places one tile, then the game is over.
ENDGAME: dict[str, Any] = {
    "game": "sudoids",
    "num_players": 2,
    "seed": 192,
    "options": {"mode": "assisted", "scoring": "full", "one_per_block": False},
    "board": [
        *(0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 1, 0, 0, 2, 0, 0, 0, 0),
        *(6, 4, 1, 0, 0, 0, 1, 5, 2, 4, 6, 3, 0, 3, 4, 1, 5, 0),
    ],
    "golden": ["d1", "e2", "b3", "a4", "f5", "c6"],
    "hands": [6, 1],
    "pile": [],
    "aside": [4, 4, 6, 4, 2, 3, 5, 2, 3, 2, 6, 5, 6, 3, 1, 5, 2, 3],
    "scores": [24, 25],
    "current": 0,
}


def _result_for_seat_0(game: SudokuGame, state: SudokuState) -> float:
    """Seat 0's result when the other seat answers with its highest-scoring cell."""
    while not state.end:
        p = state.current
        state = max(
            (game.apply(state, p, a) for a in game.legal_actions(state, p)),
            key=lambda s: s.scores[p],
        )
    mine, theirs = state.scores
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def test_the_hard_bot_weighs_what_its_placement_opens_where_medium_does_not() -> None:
    game = _game("sudoids")
    state = game.state_from_json(ENDGAME)
    view, legal = game.view(state, 0), game.legal_actions(state, 0)
    results = {a: _result_for_seat_0(game, game.apply(state, 0, a)) for a in legal}
    medium = get_bot("sudoids", "medium").choose(game, 0, view, legal, random.Random(0))
    hard = get_bot("sudoids", "hard:seconds=0").choose(game, 0, view, legal, random.Random(0))
    # The most points now (medium's cell) opens a cell where the cat overtakes.
    assert results[medium] == 0.0
    assert results[hard] == 1.0
    assert game.format_action(hard) == "b1"


@pytest.mark.parametrize("game_id", GAMES)
def test_settings_reach_the_hard_bot(game_id: str) -> None:
    bot = get_bot(game_id, "hard:iterations=50:seconds=0")
    assert isinstance(bot, SudokuHardBot)
    assert bot.seconds == 0
    assert isinstance(bot.many, SearchBot)
    assert bot.many.budget.iterations == 50
    assert bot.many.budget.seconds is None


def test_the_opening_setting_weighs_what_a_placement_opens() -> None:
    """``opening=0`` ranks a 3-4-player placement by its points now alone (medium's
    cells); a weight of 2 gives back twice what the next player may then expect, which
    sometimes outweighs a point now; a weight out of range is refused."""
    game = _game("sudoku")
    medium = get_bot("sudoku", "medium")
    given_up = 0
    for seed in (5, 6):
        state = game.new_initial_state(3, None, seed=seed)
        rng = random.Random(seed)
        while not state.end:
            p = state.current
            view, legal = game.view(state, p), game.legal_actions(state, p)
            board = list(view["board"])  # type: ignore[arg-type]
            cells = R.legal_cells(game.side, board, state.hands[p])
            points = {c: R.points(game.side, board, c, "full") for c in cells}
            if len(points) > 1:
                plain = get_bot("sudoku", "hard:opening=0:search_empty=0")
                weighed = get_bot("sudoku", "hard:opening=2:search_empty=0")
                first = plain.choose(game, p, view, legal, rng)
                second = weighed.choose(game, p, view, legal, rng)
                assert isinstance(first, Place)
                assert isinstance(second, Place)
                assert points[first.cell] == max(points.values())
                given_up += points[second.cell] < max(points.values())
            state = game.apply(state, p, medium.choose(game, p, view, legal, rng))
    assert given_up > 0, "a weight of 2 never gave up a point now: the opening is not weighed"
    with pytest.raises(BotSettingError, match="opening"):
        get_bot("sudoku", "hard:opening=-1")
    expert = get_bot("sudoku", "expert:opening=0")
    assert expert.hard.many.fallback.opening == 0  # type: ignore[attr-defined]


def _brute_force_chance(game: SudokuGame, state: SudokuState, cell: int) -> float:
    """The chance of the seat to move of winning after its tile goes on ``cell``, by the rules of
    :class:`ChanceSearch` worked out independently: every order of the unseen tiles
    that matters (the other seat's tile, the seat's next tile, the other seat's next
    tile), with the rulebook's scoring on plain boards and "most points, first cell"
    for both seats' next placements. Every order is enumerated tile by tile; what a
    placement leads to depends only on the values placed, so it is worked out once per
    value (``reply_of``, ``best_of``, ``fits_of``: plain caches, not a grouping)."""
    side, scoring = game.side, state.scoring

    def greedy(board: list[int], value: int) -> int | None:
        cells = R.legal_cells(side, board, value)
        if not cells:
            return None
        gains = [R.points(side, board, c, scoring) for c in cells]
        return cells[gains.index(max(gains))]

    def final(margin: int) -> float:
        return 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0

    me, other = state.current, 1 - state.current
    unseen = [*state.pile, state.hands[other]]
    board = list(state.board)
    lead = state.scores[me] - state.scores[other] + R.points(side, board, cell, scoring)
    board[cell] = state.hands[me]
    reply_of: dict[int, int | None] = {}  # the other seat's cell, per value of its tile
    best_of: dict[tuple[int, int], int | None] = {}  # the seat's cell, per values of both
    fits_of: dict[tuple[int, int], dict[int, bool]] = {}  # whether a value fits, after both
    total = 0.0
    for i, theirs in enumerate(unseen):
        if theirs not in reply_of:
            reply_of[theirs] = greedy(board, theirs)
        reply = reply_of[theirs]
        if reply is None:
            total += final(lead) / len(unseen)
            continue
        after = lead - R.points(side, board, reply, scoring)
        board2 = list(board)
        board2[reply] = theirs
        rest = unseen[:i] + unseen[i + 1 :]
        if not rest:
            total += final(after) / len(unseen)
            continue
        for j, mine in enumerate(rest):
            weight = 1 / len(unseen) / len(rest)
            if (theirs, mine) not in best_of:
                best_of[theirs, mine] = greedy(board2, mine)
            best = best_of[theirs, mine]
            if best is None:
                total += weight * final(after)
                continue
            mark = after + R.points(side, board2, best, scoring)
            board3 = list(board2)
            board3[best] = mine
            later = rest[:j] + rest[j + 1 :]
            if not later:
                total += weight * final(mark)
                continue
            if (theirs, mine) not in fits_of:
                fits_of[theirs, mine] = {
                    v: bool(R.legal_cells(side, board3, v)) for v in set(unseen)
                }
            fits = fits_of[theirs, mine]
            stuck = sum(1 for v in later if not fits[v]) / len(later)
            empty = sum(1 for v in board3 if not v)
            going = win_chance(game.info.id, mark, empty)
            total += weight * (stuck * final(mark) + (1 - stuck) * going)
    return total


@pytest.mark.slow
@settings(max_examples=15, deadline=None)
@given(game_id=st.sampled_from(GAMES), seed=st.integers(0, 10_000), turns=st.integers(0, 60))
def test_the_two_player_search_is_the_exact_expectation_over_the_draw(
    game_id: str, seed: int, turns: int
) -> None:
    game = _game(game_id)
    state = _played(game, seed, turns)
    me = state.current
    if state.end or not state.hands[1 - me]:
        return
    search = ChanceSearch(game.side, game.view(state, me), me)
    cells = search.cells()
    if len(state.pile) > 20:  # keep the brute force small: a few cells, late boards
        cells = cells[:2]
    for cell in cells:
        assert search.value(cell) == pytest.approx(_brute_force_chance(game, state, cell))


def _brute_force_reply_chance(game: SudokuGame, state: SudokuState, cell: int) -> float:
    """The seat's chance after its tile goes on ``cell`` by the rules of
    :class:`ReplySearch`, worked out independently with the engine's rules: every order
    of the unseen tiles (the other seat's tile, the seat's next, the other seat's next),
    every one of the other seat's tied best cells for its first tile weighed equally,
    "most points, first cell" for the later placements, and at the leaf the other
    seat's chance of winning after its next placement."""
    side, scoring = game.side, state.scoring

    def gains(board: list[int], value: int) -> list[tuple[int, int]]:
        return [(R.points(side, board, c, scoring), c) for c in R.legal_cells(side, board, value)]

    def final(margin: int) -> float:
        return 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0

    me, other = state.current, 1 - state.current
    unseen = [*state.pile, state.hands[other]]
    board = list(state.board)
    lead = state.scores[me] - state.scores[other] + R.points(side, board, cell, scoring)
    board[cell] = state.hands[me]
    total = 0.0
    for i, theirs in enumerate(unseen):
        options = gains(board, theirs)
        if not options:
            total += final(lead) / len(unseen)
            continue
        top = max(g for g, _ in options)
        tied = [c for g, c in options if g == top]
        rest = unseen[:i] + unseen[i + 1 :]
        if not rest:
            total += final(lead - top) / len(unseen)
            continue
        for reply in tied:
            board2 = list(board)
            board2[reply] = theirs
            after = lead - top
            for j, mine in enumerate(rest):
                weight = 1 / len(unseen) / len(tied) / len(rest)
                mine_options = gains(board2, mine)
                if not mine_options:
                    total += weight * final(after)
                    continue
                got, best = max(mine_options, key=lambda gc: (gc[0], -gc[1]))
                mark = after + got
                board3 = list(board2)
                board3[best] = mine
                later = rest[:j] + rest[j + 1 :]
                if not later:
                    total += weight * final(mark)
                    continue
                empty = sum(1 for v in board3 if not v) - 1
                for v in later:
                    replies = gains(board3, v)
                    if not replies:
                        total += weight / len(later) * final(mark)
                    else:
                        lost = win_chance(game.info.id, max(g for g, _ in replies) - mark, empty)
                        total += weight / len(later) * (1.0 - lost)
    return total


@pytest.mark.slow
@settings(max_examples=10, deadline=None)
@given(game_id=st.sampled_from(GAMES), seed=st.integers(0, 10_000), later=st.integers(0, 10))
def test_the_hard_search_is_the_exact_expectation_with_tied_and_next_replies(
    game_id: str, seed: int, later: int
) -> None:
    game = _game(game_id)
    # Late boards (at most about 12 tiles left), to keep the brute force small.
    state = _played(game, seed, (60 if game_id == "sudoku" else 18) + later)
    me = state.current
    if state.end or not state.hands[1 - me]:
        return
    search = ReplySearch(ChanceSearch(game.side, game.view(state, me), me))
    for cell in search.cells()[:2]:
        assert search.value(cell) == pytest.approx(_brute_force_reply_chance(game, state, cell))


def test_the_hard_search_differs_from_the_one_round_search_somewhere() -> None:
    """The tied replies and the next reply change some values (so the brute force above
    checks the new search, not the old one)."""
    game = _game("sudoids")
    differ = 0
    for seed in range(20):
        state = _played(game, seed, 12)
        me = state.current
        if state.end or not state.hands[1 - me]:
            continue
        view = game.view(state, me)
        old = ChanceSearch(game.side, view, me)
        new = ReplySearch(ChanceSearch(game.side, view, me))
        differ += any(abs(old.value(c) - new.value(c)) > 1e-9 for c in old.cells())
    assert differ >= 5


def test_win_chance_grows_with_the_lead_and_is_a_chance() -> None:
    for game_id in GAMES:
        for empty in (5, 15, 30, 60):
            chances = [win_chance(game_id, lead, empty) for lead in range(-40, 41)]
            assert all(0.0 <= c <= 1.0 for c in chances)
            assert chances == sorted(chances)
            assert chances[0] < 0.05
            assert chances[-1] > 0.95


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("mode", ["table", "assisted"])
def test_the_hard_bot_chooses_legally_and_never_breaks_the_rule(game_id: str, mode: str) -> None:
    game = _game(game_id)
    state = game.new_initial_state(2, {"mode": mode}, seed=3)
    bots = [get_bot(game_id, "hard:iterations=30:seconds=0"), get_bot(game_id, "medium")]
    rng = random.Random(3)
    while not state.end:
        p = state.current
        action = bots[p].choose(game, p, game.view(state, p), game.legal_actions(state, p), rng)
        assert game.is_legal(state, p, action)
        state = game.apply(state, p, action)
        assert state.last is not None
        assert state.last.kind in ("placed", "claim-right")


def test_no_search_without_a_tile_or_with_a_single_cell() -> None:
    game = _game("sudoids")
    state = game.state_from_json(ENDGAME)
    view = game.view(state, 0)
    assert build_model(game, 0, dict(view, hand=None), []) is None
    board = list(view["board"])  # type: ignore[arg-type]
    cells = R.legal_cells(game.side, board, 6)
    for cell in cells[1:]:
        board[cell] = 6 if R.fits(game.side, board, cell, 6) else 0
    assert len(R.legal_cells(game.side, board, 6)) <= 1
    assert build_model(game, 0, dict(view, board=board), []) is None


def test_the_win_chance_fit_script_recovers_a_known_logistic() -> None:
    path = Path(__file__).resolve().parents[1] / "bench" / "sudoku_win_chance.py"
    spec = importlib.util.spec_from_file_location("sudoku_win_chance", path)
    assert spec is not None
    assert spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    rng = random.Random(4)
    rows = []
    for _ in range(3000):
        lead = rng.randint(-20, 20)
        chance = 1.0 / (1.0 + math.exp(-(lead - 4) / 5))
        rows.append((lead, 1.0 if rng.random() < chance else 0.0))
    spread, shift = bench.fit(rows)
    assert 4 <= spread <= 6
    assert -5 <= shift <= -3
    found = bench.samples("sudoids", 2, seed=1)
    assert found
    assert all(0 < empty < 36 for empty in found)
    assert all(result in (0.0, 0.5, 1.0) for rows in found.values() for _, result in rows)


def test_the_hard_search_stops_at_its_deadline_even_inside_a_cell() -> None:
    """Out of time before any cell is worked out, it plays the cell scoring most now;
    a cell left unfinished is never chosen on a partial value."""
    game = _game("sudoku")
    state = _played(game, 3, 20)
    me = state.current
    search = ReplySearch(ChanceSearch(game.side, game.view(state, me), me))
    assert search.value(search.cells()[0], deadline=0.0) is None
    assert search.choose(deadline=0.0) == search.cells()[0]
    assert search.value(search.cells()[0]) is not None
