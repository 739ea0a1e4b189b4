"""Labyrinth, the card game, in the browser: whole games from the lobby with a person
clicking hand cards and highlighted places (and choosing what to take), against bots."""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Locator, Page, expect

from .lobby import (
    GAME_TIMEOUT,
    board_version,
    create_in_lobby,
    game_over,
    handover_if_asked,
    my_turn,
    until,
    wait_changed,
    wait_game_over,
)

Shot = Callable[[Page, str], Path]


def legal(board: Locator, testid: str) -> Locator:
    return board.locator(f'[data-testid="{testid}"][data-legal="true"]')


def play_one_turn(
    page: Page, rng: random.Random, stats: dict[str, int], shot: Shot | None = None
) -> None:
    """Click a hand card, maybe turn it, click a highlighted place; choose what to take
    when asked (or discard when no card fits)."""
    board = page.get_by_test_id("board")
    discards = legal(board, "cards-discard")
    if discards.count():
        discards.nth(rng.randrange(discards.count())).click()
        stats["discards"] += 1
        return
    hands = legal(board, "cards-hand")
    expect(hands.first).to_be_visible()
    hands.nth(rng.randrange(hands.count())).click()
    for _ in range(rng.randrange(4)):
        if rng.random() < 0.5:
            page.keyboard.press("r")  # the focus is on the hand card just clicked
        else:
            board.get_by_test_id("cards-rotate-right").click()
    targets = legal(board, "cards-target")
    turns = 0
    while targets.count() == 0:  # this rotation fits nowhere: turn on
        assert turns < 4, "a playable hand card offered no place in any rotation"
        board.get_by_test_id("cards-rotate-right").click()
        turns += 1
    # Prefer a place that leaves a choice, to exercise the chooser.
    choosing = board.locator('[data-testid="cards-target"][data-choice="true"]')
    target = (
        choosing.nth(rng.randrange(choosing.count()))
        if choosing.count() and rng.random() < 0.7
        else targets.nth(rng.randrange(targets.count()))
    )
    target.hover()
    if target.get_attribute("data-choice") == "true":
        # The preview marks the cards this place may take.
        expect(board.locator('.cards-lying[data-taking="true"]').first).to_be_visible()
        target.click()
        options = legal(board, "cards-take-option")
        expect(options.first).to_be_visible()
        if shot and stats["choices"] == 0:
            options.first.hover()
            shot(page, "chooser")
        options.nth(rng.randrange(options.count())).click()
        stats["choices"] += 1
    else:
        if shot and target.get_attribute("data-takes") and not stats.get("preview"):
            stats["preview"] = 1
            shot(page, "preview")
        target.click()
    stats["places"] += 1


def play_by_clicking(page: Page, rng: random.Random, shot: Shot | None = None) -> dict[str, int]:
    stats = {"places": 0, "discards": 0, "choices": 0}
    give_up = time.monotonic() + GAME_TIMEOUT
    shots = {3, 12}
    while not game_over(page):
        assert time.monotonic() < give_up, "the game did not end in time"
        if handover_if_asked(page):
            continue
        if not my_turn(page):
            page.wait_for_timeout(30)
            continue
        version = board_version(page)
        if shot and stats["places"] in shots:
            shots.discard(stats["places"])
            shot(page, f"turn{stats['places']}")
        play_one_turn(page, rng, stats, shot)
        wait_changed(page, version)
    return stats


def final_scores(page: Page) -> list[int]:
    rows = page.get_by_test_id("seats").locator(".cards-player")
    return [int(rows.nth(i).get_attribute("data-score") or "-1") for i in range(rows.count())]


@pytest.mark.slow
def test_full_game_against_a_bot_by_clicking_cards_and_places(page: Page, shot: Shot) -> None:
    create_in_lobby(page, "labyrinth-cards", ["me", "bot:medium"], options={"taking": "free"})
    board = page.get_by_test_id("board")
    expect(board.locator(".cards-lying").first).to_be_visible()
    # Four opening cards lie on the table; the status says whose turn it is.
    expect(board.locator(".cards-lying")).to_have_count(4)
    shot(page, "start")
    stats = play_by_clicking(page, random.Random(7), shot)
    wait_game_over(page)
    assert stats["places"] + stats["discards"] >= 10
    shot(page, "over")
    # The end-of-game table agrees with the collected piles the board shows.
    scores = final_scores(page)
    assert len(scores) == 2
    table = page.get_by_test_id("game-over").locator("tbody tr")
    shown = sorted(int(table.nth(i).locator("td").nth(2).inner_text()) for i in range(2))
    assert shown == sorted(scores)
    for seat, score in enumerate(scores):
        row = page.get_by_test_id("seats").locator(f'li[data-seat="{seat}"]')
        expect(row.locator(".cards-pile-card")).to_have_count(score)
    # The replay draws the same board read-only: at the start, the four opening cards.
    page.get_by_test_id("replay-open").click()
    slider = page.get_by_test_id("replay-slider")
    expect(slider).to_be_visible()
    slider.fill("0")
    replay = page.get_by_test_id("board")
    expect(replay.locator(".cards-lying")).to_have_count(4)
    expect(replay.locator('[data-legal="true"]')).to_have_count(0)
    slider.fill("5")
    expect(replay.locator(".cards-last")).to_have_count(1)
    shot(page, "replay")


def test_three_players_taking_as_many_as_possible(page: Page, shot: Shot) -> None:
    create_in_lobby(
        page,
        "labyrinth-cards",
        ["me", "bot:medium", "bot:random"],
        options={"taking": "maximal", "first_player": "2"},
        name="Cleo",
    )
    board = page.get_by_test_id("board")
    expect(page.get_by_test_id("seats").locator(".cards-player")).to_have_count(3)
    expect(board.locator(".cards-table-info")).to_contain_text("as many as possible")
    stats = play_by_clicking(page, random.Random(11), shot)
    wait_game_over(page)
    assert stats["places"] + stats["discards"] >= 6
    assert len(final_scores(page)) == 3
    shot(page, "over")


def viewbox(page: Page) -> list[float]:
    box = page.get_by_test_id("cards-table").get_attribute("viewBox") or ""
    return [float(v) for v in box.split()]


def test_pan_zoom_rotate_and_place_by_keyboard(page: Page, shot: Shot) -> None:
    create_in_lobby(page, "labyrinth-cards", ["me", "bot:medium"], options={"first_player": "1"})
    board = page.get_by_test_id("board")
    expect(board.locator(".cards-lying")).to_have_count(4)
    expect(page.get_by_test_id("turn")).to_have_attribute("data-mine", "true")
    table = page.get_by_test_id("cards-table")
    expect(legal(board, "cards-target").first).to_be_visible()
    start = viewbox(page)
    board.get_by_test_id("cards-zoom-in").click()
    zoomed = viewbox(page)
    assert zoomed[2] < start[2]
    table.focus()
    page.keyboard.press("ArrowRight")
    assert viewbox(page)[0] > zoomed[0]
    page.keyboard.press("-")
    assert viewbox(page)[2] > zoomed[2]
    # Drag to pan: the view moves against the pointer.
    before = viewbox(page)
    box = table.bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] / 2 + 120, box["y"] + box["height"] / 2, steps=6)
    page.mouse.up()
    assert viewbox(page)[0] < before[0]
    # The wheel zooms.
    before = viewbox(page)
    page.mouse.wheel(0, -300)
    until(page, lambda: viewbox(page)[2] < before[2], "a zoom after the wheel")
    board.get_by_test_id("cards-fit").click()
    # R turns the selected hand card.
    hand = board.locator('[data-testid="cards-hand"][aria-pressed="true"]')
    card = hand.get_attribute("data-card")
    rotation = hand.get_attribute("data-rotation")
    hand.focus()
    page.keyboard.press("r")
    turned = board.locator(f'[data-testid="cards-hand"][data-card="{card}"]')
    # It goes to the card's next distinct rotation (a straight has two, a crossing one).
    data = page.request.get("/api/games/labyrinth-cards/data").json()
    rotations = data["cards"][str(card)]["rotations"]
    expected = rotations[(rotations.index(int(rotation or 0)) + 1) % len(rotations)]
    expect(turned).to_have_attribute("data-rotation", str(expected))
    shot(page, "keyboard")
    # Tab to a place and press Enter (choose with the keyboard too when asked).
    for _ in range(4):  # the selected card fits somewhere in one of its rotations
        if legal(board, "cards-target").count():
            break
        board.get_by_test_id("cards-rotate-right").click()
    expect(legal(board, "cards-target").first).to_be_visible()
    version = board_version(page)
    target = legal(board, "cards-target").first
    cell = target.get_attribute("data-cell")
    # Read before pressing: ``target`` is a lazy locator (the first legal place), which
    # after a placement may find a place of the next position.
    choice = target.get_attribute("data-choice") == "true"
    target.focus()
    page.keyboard.press("Enter")
    if choice:
        expect(legal(board, "cards-take-option").first).to_be_focused()
        page.keyboard.press("Enter")
    wait_changed(page, version)
    # The first move of the match is ours, on the focused place.
    first = page.get_by_test_id("history").locator("li").first
    expect(first).to_contain_text("Anna placed card")
    expect(first).to_have_attribute("data-notation", re.compile(f"@{re.escape(cell or '')}"))


def test_phone_width_board_fits(new_context: Callable[..., BrowserContext], shot: Shot) -> None:
    context = new_context(
        viewport={"width": 375, "height": 740}, is_mobile=True, has_touch=True, color_scheme="dark"
    )
    page = context.new_page()
    create_in_lobby(page, "labyrinth-cards", ["me", "bot:medium"])
    board = page.get_by_test_id("board")
    expect(board.locator(".cards-lying")).to_have_count(4)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 375, f"the page is {width}px wide on a 375px phone"
    shot(page, "phone")


def test_board_speaks_finnish_and_dutch(page: Page, shot: Shot) -> None:
    create_in_lobby(page, "labyrinth-cards", ["me", "bot:medium"], options={"first_player": "1"})
    board = page.get_by_test_id("board")
    expect(board.locator(".cards-status")).to_contain_text("Your turn")
    data = page.request.get("/api/games/labyrinth-cards/data").json()
    card = board.locator('[data-testid="cards-hand"][aria-pressed="true"]').get_attribute(
        "data-card"
    )
    first = data["cards"][str(card)]["treasures"][0]
    for lang, turn in (("fi", "Sinun vuorosi"), ("nl", "Jouw beurt")):
        page.get_by_test_id("lang").select_option(lang)
        board = page.get_by_test_id("board")
        expect(board.locator(".cards-status")).to_contain_text(turn)
        # The treasure names of the selected card, in that language.
        expect(board.get_by_test_id("cards-names")).to_contain_text(data["treasures"][first][lang])
    shot(page, "nl")
