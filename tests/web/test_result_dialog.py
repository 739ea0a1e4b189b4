"""Coming back to a game: the game-over dialog is named by its heading,
keeps the focus inside, closes with Escape and leaves a way back to the result (also
from the replay); the tab's title and favicon say when it is this browser's turn."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from .lobby import create_in_lobby, my_turn, step_by_move_list

Shot = Callable[[Page, str], Path]

IN_DIALOG = "() => !!document.activeElement && !!document.activeElement.closest('.overlay-box')"


def test_the_result_dialog_is_named_traps_focus_closes_with_escape_and_comes_back(
    page: Page, shot: Shot
) -> None:
    response = page.request.post(
        "/api/matches",
        data={"game": "sudoids", "seats": [{"kind": "bot", "bot": "random"}] * 2, "options": {}},
    )
    assert response.status == 201, response.text()
    page.goto(f"/match/{response.json()['id']}")
    dialog = page.get_by_role("dialog", name="Game over")
    expect(dialog).to_be_visible(timeout=60_000)
    expect(dialog).to_have_attribute("aria-modal", "true")
    expect(page.get_by_test_id("over-close")).to_have_accessible_name("Close the result")
    # Tab and Shift+Tab go round inside the dialog
    assert page.evaluate(IN_DIALOG)
    seen = set()
    for _ in range(8):
        page.keyboard.press("Tab")
        assert page.evaluate(IN_DIALOG), "Tab left the open dialog"
        seen.add(page.evaluate("document.activeElement.textContent"))
    assert len(seen) >= 3, seen
    for _ in range(5):
        page.keyboard.press("Shift+Tab")
        assert page.evaluate(IN_DIALOG), "Shift+Tab left the open dialog"
    shot(page, "dialog")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    back = page.get_by_test_id("show-result")
    expect(back).to_be_visible()
    expect(back).to_be_focused()
    back.click()
    expect(dialog).to_be_visible()
    # from the replay, too
    page.get_by_test_id("replay-open").click()
    expect(page.get_by_test_id("replay")).to_be_visible()
    expect(dialog).to_be_hidden()
    back.click()
    expect(dialog).to_be_visible()
    page.get_by_test_id("over-close").click()
    expect(dialog).to_be_hidden()
    expect(back).to_be_visible()


def test_the_tab_title_and_favicon_say_whose_turn_it_is(
    new_context: Callable[..., Any], shot: Shot
) -> None:
    anna = new_context().new_page()
    match_id = create_in_lobby(anna, "sudoku", ["me", "invite"], name="Anna")
    ben = new_context().new_page()
    ben.goto(f"/match/{match_id}")
    ben.locator('input[name="join-name"]').fill("Ben")
    ben.get_by_test_id("join").click()
    expect(anna.get_by_test_id("seats")).to_contain_text("Ben")
    rng = random.Random(1)
    for _ in range(2):  # a turn each way
        mover, waiter = (anna, ben) if my_turn(anna) else (ben, anna)
        expect(mover.get_by_test_id("turn")).to_have_attribute("data-mine", "true")
        expect(mover).to_have_title(re.compile(r"^▶ Your turn"))
        expect(mover.locator('link[rel="icon"]')).to_have_attribute("data-turn", "true")
        expect(mover.locator('link[rel="icon"]')).to_have_attribute("href", re.compile("^data:"))
        assert not waiter.title().startswith("▶")
        expect(waiter.locator('link[rel="icon"]')).to_have_attribute("href", "/favicon.svg")
        assert step_by_move_list(mover, rng)
        expect(waiter.get_by_test_id("turn")).to_have_attribute("data-mine", "true")
        assert not mover.title().startswith("▶")
    shot(anna, "title")


def test_your_games_in_the_lobby_resume_your_seat(page: Page, shot: Shot) -> None:
    match_id = create_in_lobby(page, "labyrinth-cards", ["me", "bot:medium"])
    expect(page.get_by_test_id("turn")).to_have_attribute("data-mine", "true")
    page.get_by_role("link", name="Lobby").click()
    mine = page.get_by_test_id("list-mine").locator(f'li[data-match="{match_id}"]')
    expect(mine).to_contain_text("Your turn")
    expect(mine).to_contain_text("Resume")
    expect(mine).to_contain_text("medium bot")
    # the same match in "Being played" is yours to resume, not to watch
    running = page.get_by_test_id("list-running").locator(f'li[data-match="{match_id}"]')
    expect(running).to_contain_text("Resume")
    shot(page, "lobby")
    mine.locator("a").click()
    expect(page.get_by_test_id("turn")).to_have_attribute("data-mine", "true")
    expect(page.get_by_test_id("turn")).not_to_contain_text("watching")


def test_a_first_game_is_against_the_medium_bot(page: Page) -> None:
    page.goto("/")
    for game in ("labyrinth", "labyrinth-cards", "sudoku", "traexx"):
        page.locator(f'label.game-card[data-game="{game}"]').click()
        expect(page.locator('select[name="seat-1"]')).to_have_value("bot:medium")
