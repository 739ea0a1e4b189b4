"""The match page says one true thing at a time (web/src/shell/match/pagestate.ts): while
seats are open only "waiting for players" shows (the board's own "your turn" line is
hidden); a double click makes one move and no false "the game moved on"; the end is in
the tab's title and the result says what the game counts; on a phone the lobby shows
your games first."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, WebSocket, expect

from .lobby import board_version, create_in_lobby, my_turn, until

Shot = Callable[[Page, str], Path]
PHONE = {"width": 390, "height": 844}


def test_while_seats_are_open_only_waiting_shows(page: Page, shot: Shot) -> None:
    create_in_lobby(page, "labyrinth", ["me", "invite"], name="Tester")
    match = page.locator("section.match")
    expect(match).to_have_attribute("data-state", "waiting")
    expect(page.get_by_test_id("turn")).to_have_text(re.compile("^Waiting for players"))
    expect(page.get_by_test_id("turn")).to_have_attribute("data-mine", "false")
    # the board's own turn line keeps its place but says nothing
    expect(page.get_by_test_id("lab-hint")).to_be_hidden()
    assert not page.title().startswith("▶")
    shot(page, "waiting")


def test_a_double_click_on_an_arrow_makes_one_move(page: Page, shot: Shot) -> None:
    actions: list[dict[str, Any]] = []

    def watch(socket: WebSocket) -> None:
        def sent(payload: str | bytes) -> None:
            message = json.loads(payload)
            if message.get("type") == "action":
                actions.append(message)

        socket.on("framesent", sent)

    page.on("websocket", watch)
    create_in_lobby(page, "labyrinth", ["me", "bot:easy"], name="Tester")
    lab = page.locator(".lab")
    until(page, lambda: my_turn(page) and lab.get_attribute("data-step") == "shift", "my push")
    expect(page.locator("section.match")).to_have_attribute("data-state", "yours")
    version = board_version(page)
    top = page.get_by_test_id("board").bounding_box()
    page.locator('[data-arrow][data-legal="true"]').first.dblclick()
    until(page, lambda: board_version(page) > version, "the push")
    assert len(actions) == 1, actions
    expect(page.get_by_test_id("notice")).to_be_hidden()
    # nothing came in above the board
    assert page.get_by_test_id("board").bounding_box() == top
    shot(page, "pushed")


def test_the_end_is_in_the_title_and_the_result_counts_treasures(page: Page, shot: Shot) -> None:
    create_in_lobby(page, "labyrinth", ["me", "bot:easy"], name="Tester")
    expect(page.get_by_test_id("resign")).to_be_visible()
    page.get_by_test_id("resign").click()
    page.get_by_test_id("resign-confirm").click()
    dialog = page.get_by_test_id("game-over")
    expect(dialog).to_be_visible()
    expect(page.locator("section.match")).to_have_attribute("data-state", "over")
    expect(page).to_have_title(re.compile(r"^● Game over · Labyrinth"))
    expect(dialog.locator("thead")).to_contain_text("Treasures found")
    expect(dialog.locator("thead")).not_to_contain_text("Score")
    expect(dialog.locator(".headline")).to_have_text("easy bot wins!")
    shot(page, "over")


def test_on_a_phone_the_lobby_shows_your_games_first(
    new_context: Callable[..., Any], shot: Shot
) -> None:
    page = new_context(viewport=PHONE, has_touch=True, is_mobile=True).new_page()
    match_id = create_in_lobby(page, "labyrinth-cards", ["me", "bot:medium"])
    page.get_by_role("link", name="Lobby").click()
    mine = page.get_by_test_id("list-mine")
    expect(mine.locator(f'li[data-match="{match_id}"]')).to_be_visible()
    box = mine.bounding_box()
    picker = page.get_by_test_id("game-picker").bounding_box()
    assert box is not None
    assert picker is not None
    assert box["y"] < picker["y"]
    assert box["y"] + box["height"] <= PHONE["height"], box
    shot(page, "lobby-phone")
