"""Träxx in the browser: paths drawn by clicking the lit fields of the hex board, from the
lobby to the end-of-game panel, against a bot and alone."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect

from web.lobby import GAME_TIMEOUT, board_version, create_in_lobby, game_over, my_turn, wait_changed

BOARD = '[data-testid="traexx-board"]'
LIT = f'{BOARD} [data-legal="true"]'
LIT_FIELDS = f'{BOARD} [data-legal="true"]:not([data-end])'

Shot = Callable[[Page, str], Path]


def lit_fields(page: Page) -> list[str]:
    return [
        name
        for name in page.locator(LIT_FIELDS).evaluate_all(
            "nodes => nodes.map(n => n.getAttribute('data-field'))"
        )
        if name
    ]


def draw_and_submit(page: Page, rng: random.Random, shot: Shot | None = None) -> str:
    """Draw a path by clicking lit fields (a random length), then submit it — or pass when
    nothing is lit. Returns what was sent ("pass" or the submitted notation)."""
    submit = page.get_by_test_id("traexx-submit")
    clicks = 0
    want = rng.randint(1, 5)
    while clicks < want:
        fields = lit_fields(page)
        if not fields:
            break
        # Every lit field may follow: clicking one keeps the sequence a legal prefix.
        pick = rng.choice(fields)
        page.locator(f'{BOARD} [data-field="{pick}"]').click()
        clicks += 1
        expect(submit).to_be_enabled()
    if clicks == 0:
        expect(submit).to_be_disabled()
        page.get_by_test_id("traexx-pass").click()
        return "pass"
    if shot is not None:
        shot(page, "drawing")
    text = submit.inner_text()
    submit.click()
    return text.split()[-1]


def play_out(page: Page, rng: random.Random, shot: Shot | None = None) -> int:
    """Play this page's seat to the end of the game by drawing paths; returns the rounds
    in which a path was submitted."""
    drawn = 0
    give_up = time.monotonic() + GAME_TIMEOUT
    while not game_over(page):
        assert time.monotonic() < give_up, "the game did not end in time"
        if not my_turn(page) or (page.locator(LIT).count() == 0 and not _can_pass(page)):
            page.wait_for_timeout(40)
            continue
        version = board_version(page)
        sent = draw_and_submit(page, rng, shot if drawn == 2 else None)
        drawn += sent != "pass"
        wait_changed(page, version)
    return drawn


def _can_pass(page: Page) -> bool:
    button = page.get_by_test_id("traexx-pass")
    return button.is_visible() and button.is_enabled()


def test_traexx_game_against_a_bot_drawing_paths_by_clicking(page: Page, shot: Shot) -> None:
    create_in_lobby(page, "traexx", ["me", "bot:medium"])
    board = page.locator(BOARD)
    expect(board).to_be_visible()
    card = page.get_by_test_id("traexx-card")
    expect(card).to_be_visible()
    # The card's colours each carry a letter as well as a colour and a pattern.
    letters = card.locator(".traexx-chip").evaluate_all(
        "chips => chips.map(c => c.querySelector('text').textContent)"
    )
    assert letters
    assert set("".join(letters)) <= set("YBRGAW")
    assert card.get_attribute("data-card") == "".join(letters)
    # Round 1: only fields next to the start are lit; nothing is drawn, so no submit.
    expect(page.get_by_test_id("traexx-submit")).to_be_disabled()
    first = lit_fields(page)
    assert first
    start = page.locator(f"{BOARD} .traexx-start").get_attribute("data-field")
    assert start == "d5"  # seat 1 starts on board 1's start field
    expect(page.locator(f"{BOARD} [data-field]")).to_have_count(61)
    shot(page, "round1")

    # Undo and clear work before submitting.
    page.locator(f'{BOARD} [data-field="{first[0]}"]').click()
    expect(page.locator(f'{BOARD} [data-field="{first[0]}"]')).not_to_have_attribute(
        "data-legal", "true"
    )
    page.get_by_test_id("traexx-undo").click()
    expect(page.locator(f'{BOARD} [data-field="{first[0]}"]')).to_have_attribute(
        "data-legal", "true"
    )
    page.locator(f'{BOARD} [data-field="{first[0]}"]').click()
    page.get_by_test_id("traexx-clear").click()
    expect(page.get_by_test_id("traexx-submit")).to_be_disabled()

    # The first round by hand: after submitting, we wait for the bot or see the next card.
    version = board_version(page)
    sent = draw_and_submit(page, random.Random(1))
    assert sent != "pass"
    wait_changed(page, version)
    shot(page, "after-round1")
    expect(page.locator(f"{BOARD} .traexx-path-line")).to_have_count(1)
    expect(page.locator(".traexx-other")).to_have_count(1)
    # The bot's board, full size in place of yours (the tab), then yours again.
    page.get_by_test_id("traexx-tab-1").click()
    other = page.get_by_test_id("traexx-other-board")
    expect(other).to_be_visible()
    expect(board).to_have_count(0)
    assert (other.bounding_box() or {}).get("width", 0) > 300
    shot(page, "bot-board")
    page.get_by_test_id("traexx-tab-0").click()
    expect(board).to_be_visible()
    expect(other).to_have_count(0)

    rounds = 1 + play_out(page, random.Random(2), shot)
    assert rounds >= 3
    expect(page.get_by_test_id("game-over")).to_be_visible()
    rows = page.locator('[data-testid="traexx-score"]')
    expect(rows).to_have_count(2)
    shot(page, "game-over")


def test_traexx_solo_game_with_keyboard_and_clicks(page: Page, shot: Shot) -> None:
    create_in_lobby(page, "traexx", ["me"], name="Sami")
    expect(page.locator(BOARD)).to_be_visible()
    expect(page.locator(".traexx-other")).to_have_count(0)
    # Round 1 by keyboard: Tab reaches only lit fields, Enter adds, Backspace steps back.
    page.locator(LIT).first.focus()
    focused = page.evaluate("document.activeElement.getAttribute('data-field')")
    assert focused in lit_fields(page)
    page.keyboard.press("Enter")
    submit = page.get_by_test_id("traexx-submit")
    expect(submit).to_be_enabled()
    page.keyboard.press("Backspace")
    expect(submit).to_be_disabled()
    page.locator(LIT).first.focus()
    page.keyboard.press("Enter")
    if page.locator(LIT_FIELDS).count():
        page.keyboard.press("Enter")  # focus moved to the next lit field
    expect(submit).to_be_enabled()
    version = board_version(page)
    submit.click()
    wait_changed(page, version)
    play_out(page, random.Random(5), shot)
    expect(page.get_by_test_id("game-over")).to_be_visible()
    expect(page.locator('[data-testid="traexx-score"]')).to_have_count(1)
    shot(page, "game-over")


def test_traexx_board_on_a_phone(new_context: Callable[..., BrowserContext], shot: Shot) -> None:
    page = new_context(viewport={"width": 375, "height": 800}).new_page()
    create_in_lobby(page, "traexx", ["me", "bot:medium", "bot:medium"])
    board = page.locator(BOARD)
    expect(board).to_be_visible()
    box = board.bounding_box()
    assert box is not None
    assert box["width"] <= 375
    version = board_version(page)
    draw_and_submit(page, random.Random(3))
    wait_changed(page, version)
    shot(page, "phone")
