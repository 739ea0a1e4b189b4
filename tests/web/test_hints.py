"""Hints while playing, in the browser, for every game: a match created in the lobby with
hints on shows so; on the player's turn "Show hints" lights what the server's hint gives
(Labyrinth: the floor reachable after a previewed push; the card game: the hand cards
that could take cards, or the places; Sudoku and Sudoids: where the tile fits and scores
most; Träxx: the fields the card allows), "Help" draws a proposal and says it; after
resigning the result lists the hints used. Screenshots, axe with 0 violations, a phone
in the dark, and Dutch words."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from web.axe import assert_accessible
from web.lobby import GAME_TIMEOUT, game_over, my_turn

Shot = Callable[[Page, str], Path]

#: Per game: the bot it plays against, what its hint lights, what its Help draws.
GAMES = {
    "labyrinth": ("bot:easy", ".lab-reach", ".lab-help-cell, .lab-arrow-help"),
    "labyrinth-cards": ("bot:easy", ".cards-hint-place, .cards-hand-hint", ".cards-help-place"),
    "sudoku": ("bot:easy", ".sudoku-fit", ".sudoku-help-cell"),
    "sudoids": ("bot:easy", ".sudoku-fit", ".sudoku-help-cell"),
    "traexx": ("bot:easy", ".traexx-hint-ring", ".traexx-help"),
}


def wait_my_turn(page: Page) -> None:
    give_up = time.monotonic() + GAME_TIMEOUT
    while not (my_turn(page) and page.get_by_test_id("hints-toggle").is_enabled()):
        assert not game_over(page), "the game ended before the player's turn"
        assert time.monotonic() < give_up, "the player's turn did not come"
        page.wait_for_timeout(30)


def start(page: Page, game: str, bot: str) -> None:
    """Create a match of ``game`` against ``bot`` in the lobby with hints chosen on."""
    page.goto("/")
    page.locator(f'label.game-card[data-game="{game}"]').click()
    page.locator('input[name="player-name"]').fill("Anna")
    expect(page.locator(".seat-row")).to_have_count(2)
    page.locator('select[name="seat-1"]').select_option(bot)
    page.locator('select[name="hints"]').select_option("on")
    page.get_by_test_id("create").click()
    page.wait_for_url(re.compile(r"/match/[A-Za-z0-9_-]+$"))
    expect(page.get_by_test_id("connection")).to_have_attribute("data-status", "online")


def show_hints(page: Page, game: str) -> None:
    toggle = page.get_by_test_id("hints-toggle")
    if toggle.get_attribute("aria-pressed") != "true":
        toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("hints-text")).not_to_be_empty()
    if game == "labyrinth":
        # Preview a push (keyboard focus on an arrow): the floor after it lights up.
        page.locator('[data-arrow][data-legal="true"]').first.focus()


def resign_and_see_hints_used(page: Page) -> None:
    page.get_by_test_id("resign").click()
    page.get_by_test_id("resign-confirm").click()
    expect(page.get_by_test_id("game-over")).to_be_visible()
    used = page.get_by_test_id("over-hints").locator("li").first
    expect(used).to_contain_text("hints used: 1")
    expect(used).to_contain_text("help asked: 1")


@pytest.mark.parametrize("game", list(GAMES))
def test_hints_and_help_light_the_board_and_are_counted(page: Page, shot: Shot, game: str) -> None:
    bot, lit, proposed = GAMES[game]
    start(page, game, bot)
    expect(page.get_by_test_id("match-hints-on")).to_be_visible()
    wait_my_turn(page)
    show_hints(page, game)
    if game != "labyrinth-cards":  # a first card may take nothing anywhere
        expect(page.locator(lit).first).to_be_attached()
    expect(page.get_by_test_id("hints-used")).to_have_text("Hints used: 1")
    shot(page, "hint")
    assert_accessible(page, f"{game} with hints shown")
    page.get_by_test_id("hints-help").click()
    expect(page.locator(proposed).first).to_be_attached()
    shot(page, "help")
    assert_accessible(page, f"{game} with a proposal drawn")
    resign_and_see_hints_used(page)
    shot(page, "result")
    assert_accessible(page, f"{game}'s result with the hints used")


def test_labyrinth_hints_on_a_phone_in_the_dark_in_dutch(
    new_context: Callable[..., BrowserContext], shot: Shot
) -> None:
    context = new_context(
        viewport={"width": 390, "height": 844},
        is_mobile=True,
        has_touch=True,
        color_scheme="dark",
        locale="nl-NL",
    )
    page = context.new_page()
    start(page, "labyrinth", "bot:easy")
    wait_my_turn(page)
    toggle = page.get_by_test_id("hints-toggle")
    expect(toggle).to_have_text("Hints tonen")
    for button in (toggle, page.get_by_test_id("hints-help")):
        box = button.bounding_box()
        assert box is not None
        assert box["height"] >= 44
        assert box["width"] >= 44
    show_hints(page, "labyrinth")
    expect(page.locator(".lab-reach").first).to_be_attached()
    page.get_by_test_id("hints-help").click()
    expect(page.locator(".lab-arrow-help")).to_have_count(1)
    expect(page.get_by_test_id("lab-confirm")).to_be_visible()
    shot(page, "phone-dark-nl")
    assert_accessible(page, "Labyrinth hints on a phone, dark, in Dutch")
