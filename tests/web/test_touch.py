"""The app on a phone: on a 390×844 touch screen no interactive target of
the lobby or of any board is smaller than 44×44 CSS px; a Labyrinth arrow previews its
push on the first tap and plays it on the second; the spare's rotate buttons, the card
and the arrows fit on one screen; Träxx's Undo/Clear/Pass/Submit stay in view while a
choice is built, on a phone and at 1280×800. Screenshots of every board mid-game, light
and dark, go to test-output/screens/."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from .lobby import board_version, create_in_lobby, wait_changed
from .touch import PHONE, in_viewport, phone_context, small_targets

Shot = Callable[[Page, str], Path]
NewContext = Callable[..., BrowserContext]

GAMES = ["labyrinth", "labyrinth-cards", "sudoku", "sudoids", "traexx"]


def my_turn_now(page: Page) -> None:
    expect(page.get_by_test_id("turn")).to_have_attribute("data-mine", "true")


def test_lobby_targets_are_44_px_on_a_phone(new_context: NewContext, shot: Shot) -> None:
    page = phone_context(new_context).new_page()
    page.goto("/")
    expect(page.get_by_test_id("create")).to_be_visible()
    offenders = small_targets(page)
    shot(page, "phone")
    assert not offenders, "targets under 44×44 px:\n" + "\n".join(offenders)


def test_the_lobby_fits_the_narrowest_phone(new_context: NewContext, shot: Shot) -> None:
    """At 320 CSS px (the narrowest phones) the lobby does not scroll sideways: the
    new-match form's fieldsets and the grid's one column shrink to the screen."""
    page = new_context(**{**PHONE, "viewport": {"width": 320, "height": 640}}).new_page()
    page.goto("/")
    expect(page.get_by_test_id("create")).to_be_attached()
    expect(page.locator(".play-now")).to_be_attached()
    wide = page.evaluate(
        """() => [...document.querySelectorAll('.lobby *')]
             .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5)
             .map((e) => e.tagName.toLowerCase() + '.' + e.className)"""
    )
    shot(page, "phone-320")
    assert page.evaluate("document.documentElement.scrollWidth") <= 320, wide
    assert not wide, f"wider than the screen: {wide}"


@pytest.mark.parametrize("game", GAMES)
def test_board_targets_are_44_px_on_a_phone(new_context: NewContext, shot: Shot, game: str) -> None:
    page = phone_context(new_context).new_page()
    create_in_lobby(page, game, ["me", "bot:medium"])
    my_turn_now(page)
    page.emulate_media(reduced_motion="reduce")
    offenders = small_targets(page)
    shot_both_themes(page, shot, "mid-game")
    assert not offenders, "targets under 44×44 px:\n" + "\n".join(offenders)


def shot_both_themes(page: Page, shot: Shot, name: str) -> None:
    """A screenshot of the page as it is in the dark theme and in the light one (the
    theme is CSS alone, so switching the emulated colour scheme redraws it); the page is
    left in the light theme."""
    for scheme in ("dark", "light"):
        page.emulate_media(color_scheme=scheme)
        expect(page.locator("html")).to_have_css("color-scheme", scheme)
        shot(page, f"{name}-{scheme}")


def scroll_to_arrows(page: Page) -> None:
    """Scroll so that the top row of arrows is at the top of the screen."""
    page.evaluate(
        """() => {
        const top = Math.min(...[...document.querySelectorAll('[data-arrow]')]
          .map((a) => a.getBoundingClientRect().top));
        window.scrollBy(0, top - 4);
        }"""
    )


def test_labyrinth_tap_previews_and_second_tap_pushes(new_context: NewContext, shot: Shot) -> None:
    page = phone_context(new_context).new_page()
    create_in_lobby(page, "labyrinth", ["me", "bot:medium"])
    my_turn_now(page)
    page.emulate_media(reduced_motion="reduce")
    # The arrows, the spare's rotate buttons and my card fit on one phone screen.
    scroll_to_arrows(page)
    for what in (
        "[data-arrow]",
        "[data-testid=rotate-left]",
        "[data-testid=rotate-right]",
        "[data-testid=lab-card]",
    ):
        assert in_viewport(page, what), f"{what} is not on the screen with the arrows"
    version = board_version(page)
    board = page.locator("svg.lab-board")
    arrows = page.locator('[data-arrow][data-legal="true"]')
    first = arrows.nth(0).get_attribute("data-arrow")
    other = arrows.nth(5).get_attribute("data-arrow")
    # First tap: the push is shown (the line shifted, the spare going in, the tile
    # pushed out) and nothing is played.
    arrows.nth(0).tap()
    expect(board).to_have_attribute("data-preview", str(first))
    expect(page.locator(".lab-ejected")).to_have_count(1)
    expect(page.get_by_test_id("lab-confirm")).to_be_visible()
    expect(page.get_by_test_id("lab-hint")).to_contain_text("Tap the same arrow again")
    assert in_viewport(page, "[data-testid=lab-confirm]"), "Push here is off the screen"
    shot_both_themes(page, shot, "preview")
    # Turning the spare keeps the preview (now with the turned spare).
    spare = page.get_by_test_id("spare")
    before = spare.get_attribute("data-open")
    page.get_by_test_id("rotate-right").tap()
    expect(spare).not_to_have_attribute("data-open", str(before))
    expect(board).to_have_attribute("data-preview", str(first))
    # Another arrow shows that push instead; a tap on the board away from the arrows
    # takes the preview away; still nothing was played.
    arrows.nth(5).tap()
    expect(board).to_have_attribute("data-preview", str(other))
    assert board_version(page) == version
    box = board.bounding_box()
    assert box is not None
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    expect(board).not_to_have_attribute("data-preview", str(other))
    expect(page.get_by_test_id("lab-confirm")).to_be_hidden()
    assert board_version(page) == version
    assert page.locator(".lab").get_attribute("data-step") == "shift"
    # Tap, then tap the same arrow again: played.
    arrows.nth(5).tap()
    expect(board).to_have_attribute("data-preview", str(other))
    page.locator(f'[data-arrow="{other}"]').tap()
    wait_changed(page, version)
    expect(page.locator(".lab")).to_have_attribute("data-step", "move")
    expect(page.locator(f'[data-arrow="{other}"]')).to_have_attribute("data-last", "true")
    # The lit cells are 44 px targets too; a tap walks.
    offenders = small_targets(page)
    assert not offenders, "targets under 44×44 px:\n" + "\n".join(offenders)
    version = board_version(page)
    page.locator('[data-cell][data-legal="true"]').first.tap()
    wait_changed(page, version)
    # Next turn: a tap and "Push here" play a push as well.
    my_turn_now(page)
    expect(page.locator(".lab")).to_have_attribute("data-step", "shift")
    version = board_version(page)
    page.locator('[data-arrow][data-legal="true"]').first.tap()
    page.get_by_test_id("lab-confirm").tap()
    wait_changed(page, version)
    expect(page.locator(".lab")).to_have_attribute("data-step", "move")


@pytest.mark.parametrize("game", ["sudoku", "sudoids"])
def test_sudoku_on_a_phone_a_tap_picks_the_block_then_the_cell(
    new_context: NewContext, shot: Shot, game: str
) -> None:
    page = phone_context(new_context).new_page()
    create_in_lobby(page, game, ["me", "bot:medium"])
    my_turn_now(page)
    page.emulate_media(reduced_motion="reduce")
    grid = page.get_by_test_id("sudoku-grid")
    blocks = page.locator('.sudoku[data-zoom="overview"] [data-block]')
    if blocks.count() == 0:
        # this board's cells are 44 px already: a tap places at once
        assert page.locator(".sudoku").get_attribute("data-zoom") == ""
        return
    version = board_version(page)
    first = str(blocks.first.get_attribute("data-block"))
    blocks.first.tap()
    expect(grid).to_have_attribute("data-block", first)
    assert board_version(page) == version
    expect(page.get_by_test_id("sudoku-whole")).to_be_visible()
    offenders = small_targets(page)
    assert not offenders, "targets under 44×44 px:\n" + "\n".join(offenders)
    shot(page, "block")
    # "Whole board" goes back; a block and then a cell place the tile.
    page.get_by_test_id("sudoku-whole").tap()
    expect(grid).not_to_have_attribute("data-block", re.compile(".*"))
    page.locator('.sudoku[data-zoom="overview"] [data-block]').last.tap()
    expect(grid).to_have_attribute("data-block", re.compile(r"\d+"))
    block = grid.get_attribute("data-block")
    cells = page.locator(".sudoku-cell.is-legal")
    grid_box = grid.bounding_box()
    assert grid_box is not None

    def shows(box: dict[str, float] | None) -> bool:
        if box is None or box["width"] < 44 or grid_box is None:
            return False
        cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        return (
            grid_box["x"] < cx < grid_box["x"] + grid_box["width"]
            and grid_box["y"] < cy < grid_box["y"] + grid_box["height"]
        )

    inside = [cells.nth(i) for i in range(cells.count()) if shows(cells.nth(i).bounding_box())]
    assert inside, f"no legal cell shows in block {block}"
    inside[0].tap()
    wait_changed(page, version)
    expect(grid).not_to_have_attribute("data-block", re.compile(".*"))


@pytest.mark.parametrize(
    "where",
    [{"viewport": {"width": 1280, "height": 800}}, None],
    ids=["desktop", "phone"],
)
def test_traexx_buttons_stay_in_view_while_a_path_is_built(
    new_context: NewContext, shot: Shot, where: dict[str, object] | None
) -> None:
    page = (new_context(**where) if where else phone_context(new_context)).new_page()
    create_in_lobby(page, "traexx", ["me", "bot:medium"])
    my_turn_now(page)
    page.emulate_media(reduced_motion="reduce")
    lit = page.locator('[data-testid=traexx-board] [data-legal="true"]')
    lit.first.tap() if where is None else lit.first.click()
    expect(page.get_by_test_id("traexx-undo")).to_be_enabled()
    for button in ("traexx-undo", "traexx-clear", "traexx-pass", "traexx-submit"):
        assert in_viewport(page, f"[data-testid={button}]"), f"{button} is off the screen"
    # also with the board's top scrolled to the top of the screen
    page.get_by_test_id("traexx-board").evaluate("(n) => n.scrollIntoView({block: 'start'})")
    for button in ("traexx-undo", "traexx-clear", "traexx-pass", "traexx-submit"):
        assert in_viewport(page, f"[data-testid={button}]"), f"{button} is off the screen"
    shot(page, "building")
