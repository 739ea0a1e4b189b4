"""Driving the full-screen client as a person would, with Textual's pilot: wait for what
the screen shows, pick spots by mouse and by the keyboard cursor, type lines."""

from __future__ import annotations

import time
from collections.abc import Callable

from textual.pilot import Pilot

from spelkast.tui.live.app import LiveApp
from spelkast.tui.live.board import Board
from spelkast.tui.live.pick import Spot

LIMIT = 60.0  # seconds a condition may take before the test fails (bots, a server)


async def until(pilot: Pilot[str], condition: Callable[[], object], what: str = "") -> None:
    """Let the app run until ``condition()`` holds (fails after ``LIMIT`` seconds)."""
    deadline = time.monotonic() + LIMIT
    while not condition():
        assert time.monotonic() < deadline, f"never: {what or condition}\n{pilot.app.screen_text}"
        await pilot.pause(0.02)


def my_turn(app: LiveApp) -> bool:
    return app.picture is not None and app.picture.turn is not None


async def typed(pilot: Pilot[str], line: str) -> None:
    """Type ``line`` into the typing line and press Enter."""
    app = pilot.app
    assert isinstance(app, LiveApp)
    app.query_one("#line").focus()
    await pilot.press(*[c if c != " " else "space" for c in line], "enter")
    await pilot.pause()


def spot(app: LiveApp, text: str) -> Spot:
    board = app.query_one(Board)
    found = [s for s in board.spots if s.text == text]
    assert found, f"no spot {text!r} on the board: {[s.text for s in board.spots]}"
    return found[0]


async def click(pilot: Pilot[str], text: str) -> None:
    """Click the spot that types ``text``."""
    app = pilot.app
    assert isinstance(app, LiveApp)
    target = spot(app, text)
    await pilot.click(Board, offset=(target.x, target.y))
    await pilot.pause()


async def cursor_to(pilot: Pilot[str], text: str) -> None:
    """Tab to the board, walk the cursor to the spot that types ``text`` with the arrow
    keys, and press Enter."""
    app = pilot.app
    assert isinstance(app, LiveApp)
    board = app.query_one(Board)
    if not board.has_focus:
        await pilot.press("tab")
    target = spot(app, text)
    for _ in range(40):
        current = board.cursor
        assert current is not None
        if current.text == text:
            break
        if current.y != target.y:
            await pilot.press("down" if target.y > current.y else "up")
        else:
            await pilot.press("right" if target.x > current.x else "left")
    assert board.cursor is not None
    assert board.cursor.text == text
    await pilot.press("enter")
    await pilot.pause()


def a_legal_spot(app: LiveApp) -> str:
    """The name of a spot on the board that picks a legal action now."""
    assert app.picture is not None
    names = {s.text for s in app.query_one(Board).spots}
    for action in app.picture.legal:
        text = app.ui.action_text(app.game, action, app.ui_state(app.picture.turn.seat))
        if text in names:
            return text
    raise AssertionError(f"no legal action is a spot: {names}")
