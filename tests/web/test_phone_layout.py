"""On a phone (390×844) everything a turn needs is on the first screen with the board:
the Labyrinth's spare tile, its rotate buttons and the card; Sudoku's and Sudoids' tile and
"My tile fits nowhere"; the card game's hand and its rotate buttons; Träxx's Undo, Clear,
Pass and Submit. Measured with the page unscrolled, on the first turn against a bot;
screenshots of the screen go to test-output/screens/. (The lobby's "Your games" above the
fold: tests/web/test_page_states.py.)"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from .lobby import create_in_lobby
from .touch import in_viewport, phone_context

Shot = Callable[[Page, str], Path]

#: Per game: its board, then what a turn needs besides.
TURN_PARTS = {
    "labyrinth": [
        "svg.lab-board",
        "[data-testid=lab-hint]",
        "[data-testid=spare]",
        "[data-testid=rotate-left]",
        "[data-testid=rotate-right]",
        "[data-testid=lab-card]",
    ],
    "labyrinth-cards": [
        "[data-testid=cards-table]",
        ".cards-status",
        "[data-testid=cards-hand]",
        "[data-testid=cards-rotate-left]",
        "[data-testid=cards-rotate-right]",
    ],
    "sudoku": [
        "[data-testid=sudoku-grid]",
        "[data-testid=sudoku-banner]",
        "[data-testid=sudoku-hand]",
        "[data-testid=sudoku-claim]:visible",
    ],
    "sudoids": [
        "[data-testid=sudoku-grid]",
        "[data-testid=sudoku-banner]",
        "[data-testid=sudoku-hand]",
        "[data-testid=sudoku-claim]:visible",
    ],
    "traexx": [
        "[data-testid=traexx-board]",
        "[data-testid=traexx-status]",
        "[data-testid=traexx-undo]",
        "[data-testid=traexx-clear]",
        "[data-testid=traexx-pass]",
        "[data-testid=traexx-submit]",
    ],
}


def off_screen(page: Page, selectors: list[str]) -> list[str]:
    """The selectors whose elements are not all wholly on the screen, each with the boxes
    of what it matched; one ending in ``:visible`` counts only while something shows
    (Sudoku's claim button shows only when the tile fits nowhere)."""
    missing = []
    for selector in selectors:
        css = selector.removesuffix(":visible")
        if css != selector and page.locator(selector).count() == 0:
            continue
        if not in_viewport(page, css):
            found = page.locator(css)
            boxes = [found.nth(i).bounding_box() for i in range(found.count())]
            missing.append(f"{selector}: {boxes}")
    return missing


@pytest.mark.parametrize("game", list(TURN_PARTS))
def test_a_turn_fits_the_first_screen_of_a_phone(
    new_context: Callable[..., BrowserContext], shot: Shot, game: str
) -> None:
    page = phone_context(new_context).new_page()
    page.emulate_media(reduced_motion="reduce")
    create_in_lobby(page, game, ["me", "bot:medium"])
    expect(page.get_by_test_id("turn")).to_have_attribute("data-mine", "true")
    for selector in TURN_PARTS[game]:
        if not selector.endswith(":visible"):
            expect(page.locator(selector).first).to_be_visible()
    assert page.evaluate("scrollY") == 0
    missing = off_screen(page, ["[data-testid=turn]", *TURN_PARTS[game]])
    # the screen as the phone shows it, not the whole page
    page.screenshot(path=str(shot(page, "turn")))
    assert not missing, "off the first screen:\n" + "\n".join(missing)
