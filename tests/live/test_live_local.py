"""The full-screen client plays every game locally against a bot, by mouse, keyboard
cursor and typed notation, at 80×24 and larger (Textual's own test harness)."""

from __future__ import annotations

import asyncio

import pytest

from spelkast.cli.local import LocalTransport
from spelkast.core.registry import get_game
from spelkast.games.traexx import board as B
from spelkast.match import Match, parse_seats
from spelkast.tui.live.app import LiveApp
from spelkast.tui.live.board import Board

from .drive import click, cursor_to, my_turn, typed, until

SIZES = [(80, 24), (120, 40)]


def local_app(
    game_id: str, seats: str = "human,bot:easy", seed: int = 21, **options: str
) -> LiveApp:
    match = Match(get_game(game_id), parse_seats(seats), dict(options), seed)
    return LiveApp(LocalTransport(match), "en", saves=True)


def fits(app: LiveApp, width: int, height: int) -> None:
    lines = app.screen_text.splitlines()
    assert len(lines) <= height
    assert all(len(line) <= width for line in lines), app.screen_text


@pytest.mark.parametrize("size", SIZES)
def test_labyrinth_shift_by_click_and_move_by_cursor(size: tuple[int, int]) -> None:
    async def play() -> None:
        app = local_app("labyrinth")
        async with app.run_test(size=size) as pilot:
            await until(pilot, lambda: my_turn(app), "the first turn")
            await until(pilot, lambda: "f1 help" in app.screen_text, "the footer")
            screen = app.screen_text
            assert "Labyrinth" in screen
            assert "yellow" in screen
            assert "f1 help" in screen
            assert "save & quit" in screen
            fits(app, *size)
            await click(pilot, "Nb")  # the arrow: the shift is played
            await until(pilot, lambda: "walk" in app.board_text or "move" in app.board_text)
            await until(pilot, lambda: my_turn(app))
            await cursor_to(pilot, "c1")
            await until(pilot, lambda: len(app.moves) >= 2, "yellow's move in the history")
            assert app.moves[0] == "yellow pushed column b in from the top"
            assert app.moves[1].startswith("yellow ")
            await until(pilot, lambda: any(m.startswith("red") for m in app.moves))
            assert "red" in app.screen_text  # the bot's move is on screen
            await pilot.press("ctrl+q")
        assert app.return_value == "quit"

    asyncio.run(play())


def test_labyrinth_cell_e4_is_reached_by_typing_it_after_a_shift() -> None:
    async def play() -> None:
        app = local_app("labyrinth")
        async with app.run_test() as pilot:
            await until(pilot, lambda: my_turn(app))
            await typed(pilot, "Nb:EW")
            await until(pilot, lambda: my_turn(app) and "move" in str(app.picture.view))
            await typed(pilot, "e4")
            await until(pilot, lambda: len(app.moves) >= 2)
            assert app.moves[1] == "yellow walked to the lizard on e4 and found the lizard"
            await pilot.press("ctrl+q")

    asyncio.run(play())


def test_labyrinth_day_and_night_and_a_refusal_keeps_the_board() -> None:
    async def play() -> None:
        app = local_app("labyrinth", day_night="true")
        async with app.run_test() as pilot:
            await until(pilot, lambda: my_turn(app))
            before = app.board_text
            await typed(pilot, "Zz")
            assert app.query_one("#message").render().plain.startswith("✗")
            assert app.board_text == before
            await pilot.press("up")  # the history brings the line back
            assert app.query_one("#line").value == "Zz"
            await pilot.press("ctrl+q")

    asyncio.run(play())


@pytest.mark.parametrize("game_id", ["sudoku", "sudoids"])
@pytest.mark.parametrize("size", SIZES)
def test_sudoku_places_by_click_and_asks_before_a_claim(
    game_id: str, size: tuple[int, int]
) -> None:
    async def play() -> None:
        app = local_app(game_id)
        async with app.run_test(size=size) as pilot:
            await until(pilot, lambda: my_turn(app))
            fits(app, *size)
            if game_id == "sudoku":
                await typed(pilot, "claim")
                assert "(y/n)" in app.query_one("#message").render().plain
                await typed(pilot, "n")
                assert "Not played" in app.query_one("#message").render().plain
                assert app.moves == []
            await pilot.press("f2")  # a hint, then pick it on the board
            hint = app.query_one("#message").render().plain.removeprefix("hint: ")
            await click(pilot, hint)
            await until(pilot, lambda: len(app.moves) >= 2, "both players' moves")
            assert app.moves[0].startswith("player 1 ")
            await pilot.press("ctrl+q")

    asyncio.run(play())


@pytest.mark.parametrize("size", SIZES)
def test_traexx_path_by_clicks_then_ok(size: tuple[int, int]) -> None:
    async def play() -> None:
        app = local_app("traexx")
        async with app.run_test(size=size) as pilot:
            await until(pilot, lambda: my_turn(app))
            fits(app, *size)
            assert app.picture is not None
            extension = next(a for a in app.picture.legal if not a.is_pass and a.fields)
            for field in extension.fields:
                if len({a.end for a in app.picture.legal if not a.is_pass}) > 1:
                    await click(pilot, B.field_name(extension.end))
                await click(pilot, B.field_name(field))
                break  # one field is enough for a round
            await typed(pilot, "ok")
            await until(pilot, lambda: len(app.moves) >= 2, "the round's two moves")
            assert any(m.startswith("player 1") for m in app.moves)
            await pilot.press("ctrl+q")

    asyncio.run(play())


@pytest.mark.parametrize("size", SIZES)
def test_card_game_places_a_fit_by_click(size: tuple[int, int]) -> None:
    async def play() -> None:
        app = local_app("labyrinth-cards")
        async with app.run_test(size=size) as pilot:
            await until(pilot, lambda: my_turn(app))
            fits(app, *size)
            board = app.query_one(Board)
            assert board.spots, app.board_text
            await click(pilot, board.spots[0].text)
            await until(pilot, lambda: len(app.moves) >= 2)
            assert app.moves[0].startswith("player 1 ")
            await pilot.press("ctrl+q")

    asyncio.run(play())


def test_hot_seat_hides_the_board_between_people() -> None:
    async def play() -> None:
        app = local_app("sudoku", seats="human,human")
        async with app.run_test() as pilot:
            await until(pilot, lambda: my_turn(app))
            assert "Pass to player 1" in app.board_text
            await typed(pilot, "")
            assert "a  b  c" in app.board_text
            await pilot.press("f2")
            hint = app.query_one("#message").render().plain.removeprefix("hint: ")
            await typed(pilot, hint)
            await until(pilot, lambda: "Pass to player 2" in app.board_text)
            await pilot.press("ctrl+q")

    asyncio.run(play())


def test_the_words_and_keys_follow_the_language() -> None:
    async def play() -> None:
        match = Match(get_game("sudoku"), parse_seats("human,bot:easy"), {}, 5)
        app = LiveApp(LocalTransport(match), "fi", saves=True)
        async with app.run_test() as pilot:
            await until(pilot, lambda: my_turn(app))
            await until(pilot, lambda: "ohje" in app.screen_text, "the footer")
            assert "ohje" in app.screen_text
            assert "vihje" in app.screen_text
            assert "sinun vuorosi" in app.screen_text
            await typed(pilot, "vihje")  # a typed command in Finnish
            assert app.query_one("#message").render().plain.startswith("vihje: ")
            await typed(pilot, "vaadi")  # claim, in Finnish: asked first
            assert "Väitätkö" in app.message
            await typed(pilot, "e")
            assert app.moves == []
            await typed(pilot, "lopeta")
        assert app.return_value == "quit"

    asyncio.run(play())


def test_a_resize_draws_the_board_again_for_the_new_size() -> None:
    async def play() -> None:
        app = local_app("labyrinth")
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: my_turn(app))
            large = app.board_text
            await pilot.resize_terminal(80, 24)
            await until(pilot, lambda: app.board_text != large, "the board drawn again")
            fits(app, 80, 24)
            assert "Nb▼" in app.board_text  # the compact layout, arrows still to pick
            await click(pilot, "Nb")
            await until(pilot, lambda: len(app.moves) == 1)
            await pilot.press("ctrl+q")

    asyncio.run(play())
