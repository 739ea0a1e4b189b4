"""Sudoku and Sudoids at the terminal: refusals say which row, column or block already
holds the tile and where, in proper English (an 8; have); what a player did names the
tile and the points; assisted mode never suggests claim. Positions come from seeded
games; what is expected is worked out from their boards, never typed in."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import Result

from spelkast.core.errors import MalformedActionError
from spelkast.core.record import GameRecord
from spelkast.core.registry import get_game
from spelkast.games.sudoku import Place
from spelkast.games.sudoku.data import SIDES
from spelkast.tui import get_ui
from spelkast.tui.sudoku.ui import a_tile

Run = Callable[..., Result]


def start(game_id: str, mode: str, seed: int = 1) -> tuple[Any, Any, dict[str, Any]]:
    game = get_game(game_id)
    state = game.new_initial_state(2, {"mode": mode}, seed)
    return game, state, game.view(state, state.current)


def test_a_full_cell_says_what_it_holds_with_an_before_8() -> None:
    game, _state, view = start("sudoku", "table")
    side = SIDES["sudoku"]
    board = [int(v) for v in view["board"]]
    for cell, value in enumerate(board):
        if not value:
            continue
        with pytest.raises(MalformedActionError) as caught:
            get_ui("sudoku").interpret(game, view, [], side.cell_name(cell), {})
        held = "an 8" if value == 8 else f"a {value}"
        assert str(caught.value) == f"{side.cell_name(cell)} is not empty: it holds {held}"


def units_holding(side: Any, board: list[int], cell: int, value: int) -> dict[str, int]:
    """unit name -> a cell in it that holds ``value`` (worked out independently)."""
    found: dict[str, int] = {}
    for other, held in enumerate(board):
        if held != value or other == cell:
            continue
        for kind, same in (
            ("row", side.row_of[other] == side.row_of[cell]),
            ("column", side.col_of[other] == side.col_of[cell]),
            ("block", side.block_of[other] == side.block_of[cell]),
        ):
            if same:
                index = {"row": side.row_of, "column": side.col_of, "block": side.block_of}
                found.setdefault(side.unit_name(kind, index[kind][cell]), other)
    return found


@pytest.mark.parametrize("game_id", ["sudoku", "sudoids"])
def test_assisted_refusal_names_every_unit_and_the_cell_holding_the_tile(game_id: str) -> None:
    game, _state, view = start(game_id, "assisted")
    side = SIDES[game_id]
    board = [int(v) for v in view["board"]]
    hand = int(view["hand"])
    seen = set()
    for cell in range(side.cells):
        if board[cell]:
            continue
        holding = units_holding(side, board, cell, hand)
        if not holding:
            continue
        with pytest.raises(MalformedActionError) as caught:
            get_ui(game_id).interpret(game, view, [], side.cell_name(cell), {})
        message = str(caught.value)
        assert message.startswith(f"{a_tile(side, hand, 'en')} may not go on")
        for unit, where in holding.items():
            assert f"{unit} (on {side.cell_name(where)})" in message
        verb = "has" if len(holding) == 1 else "have"
        assert message.endswith(f"already {verb} one")
        seen.add(len(holding))
    assert seen >= {1, 2}  # both grammars were checked


@pytest.mark.parametrize("game_id", ["sudoku", "sudoids"])
def test_unreadable_input_mentions_claim_only_where_claim_is_allowed(game_id: str) -> None:
    for mode, claims in (("assisted", False), ("table", True)):
        game, _, view = start(game_id, mode)
        with pytest.raises(MalformedActionError) as caught:
            get_ui(game_id).interpret(game, view, [], "banana", {})
        assert ("claim" in str(caught.value)) is claims, (mode, str(caught.value))


def test_what_a_player_did_names_the_tile_and_the_points() -> None:
    game, state, view = start("sudoku", "assisted")
    player = state.current
    place = next(a for a in game.legal_actions(state, player) if isinstance(a, Place))
    after = game.apply(state, player, place)
    spectators = game.view(after, None)
    event = spectators["recent"][-1]
    line = get_ui("sudoku").describe(game, state, player, place)
    side = SIDES["sudoku"]
    tile = a_tile(side, int(view["hand"]), "en")
    assert line == (
        f"player {player + 1} placed {tile} on {side.cell_name(place.cell)} (+{event['points']})"
    )


@pytest.mark.parametrize("game_id", ["sudoku", "sudoids"])
def test_claim_asks_first_and_is_played_only_on_yes_in_the_persons_language(
    run: Run, tmp_path: Path, game_id: str
) -> None:
    for lang, yes, no in (("en", "y", "n"), ("nl", "j", "n"), ("fi", "k", "e")):
        path = tmp_path / f"{game_id}-{lang}.json"
        args = ["play", game_id, "--seed", "3", "--option", "mode=table", "--lang", lang]
        args += ["--seats", "human,bot:random", "--save", str(path)]
        result = run(args, f"claim\n{no}\nclaim\n{yes}\nq\n")
        assert f"({yes}/{no})" in result.output
        moves = GameRecord.load(path).moves
        assert moves[0].action == {"type": "claim"}  # the first claim was not played
        assert sum(1 for m in moves if m.player == 0) == 1
