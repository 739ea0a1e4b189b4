"""The confirm step for moves (web/src/shell/match/confirm.ts): on by default in a match
with a young-children option, a click on the board holds the move (nothing is sent, the
board is marked, a bar asks), Escape drops it and Enter sends it."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, WebSocket, expect

from .lobby import board_version, create_in_lobby, my_turn, until

Shot = Callable[[Page, str], Path]


def test_a_young_childrens_match_confirms_each_move(page: Page, shot: Shot) -> None:
    actions: list[dict[str, Any]] = []

    def watch(socket: WebSocket) -> None:
        def sent(payload: str | bytes) -> None:
            message = json.loads(payload)
            if message.get("type") == "action":
                actions.append(message)

        socket.on("framesent", sent)

    page.on("websocket", watch)
    create_in_lobby(page, "labyrinth", ["me", "bot:easy"], {"open_cards": True}, name="Tester")
    lab = page.locator(".lab")
    until(page, lambda: my_turn(page) and lab.get_attribute("data-step") == "shift", "my push")
    expect(page.get_by_test_id("confirm-moves")).to_be_checked()
    version = board_version(page)
    arrow = page.locator('[data-arrow][data-legal="true"]').first
    bar = page.get_by_test_id("confirm-bar")
    # a click holds the move: the bar asks, the board is marked
    arrow.click()
    expect(bar).to_be_visible()
    expect(page.get_by_test_id("confirm-text")).to_have_text(
        re.compile(r"^Your move: Push (row \d|column [a-g]) in from the ")
    )
    expect(page.get_by_test_id("board")).to_have_attribute("data-confirming", "true")
    shot(page, "held")
    page.keyboard.press("Escape")
    expect(bar).to_be_hidden()
    expect(page.get_by_test_id("board")).not_to_have_attribute("data-confirming", "true")
    arrow.click()
    expect(bar).to_be_visible()
    assert board_version(page) == version
    page.keyboard.press("Enter")
    until(page, lambda: board_version(page) > version, "the push")
    expect(bar).to_be_hidden()
    # the socket's frames go out in order: a move sent by either click before Enter
    # would be here before the confirmed one
    until(page, lambda: len(actions) >= 1, "the action frame")
    assert len(actions) == 1, actions
