"""Sudoku and Sudoids in the browser: whole games from the lobby against the greedy bot,
played by clicking the cells the board offers (``data-legal``), the keyboard cursor, the
assisted highlighting and the table-rules claim button."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import BrowserContext, Locator, Page, expect

from spelkast.games.sudoku import rules as R
from spelkast.games.sudoku.data import ANIMALS, SIDES
from web.conftest import PageErrors
from web.lobby import (
    GAME_TIMEOUT,
    board_version,
    create_in_lobby,
    game_over,
    my_turn,
    wait_changed,
    wait_game_over,
)

Shot = Callable[[Page, str], Path]
LETTER_VALUE = {s.letter: s.value for s in ANIMALS}


def legal_cells(page: Page) -> Locator:
    return page.locator("[data-testid='sudoku-grid'] [data-cell][data-legal='true']")


def wait_my_turn(page: Page) -> bool:
    """Wait until this seat is to move (True) or the game is over (False)."""
    give_up = time.monotonic() + GAME_TIMEOUT
    while time.monotonic() < give_up:
        if game_over(page):
            return False
        if my_turn(page) and legal_cells(page).count() + claim_count(page) > 0:
            return True
        page.wait_for_timeout(30)
    raise AssertionError("neither my turn nor the end came")


def claim_count(page: Page) -> int:
    return page.locator("[data-testid='sudoku-claim'][data-legal='true']").count()


def read_board(page: Page, game: str) -> list[int]:
    """The board as the page draws it (0 for an empty cell)."""
    side = SIDES[game]
    board = [0] * side.cells
    for name, value in page.locator("[data-testid='sudoku-grid'] [data-cell]").evaluate_all(
        "els => els.map(e => [e.dataset.cell, e.dataset.value || ''])"
    ):
        if value:
            board[side.parse_cell(name)] = LETTER_VALUE[value] if game == "sudoids" else int(value)
    return board


def my_tile(page: Page, game: str) -> int:
    letter = page.locator("[data-testid='sudoku-hand'] [data-tile]").get_attribute("data-tile")
    assert letter is not None
    return LETTER_VALUE[letter] if game == "sudoids" else int(letter)


def check_secrets(page: Page) -> None:
    """My tile face up; every other player holding a tile shows its back."""
    me = page.get_by_test_id("board").get_attribute("data-seat")
    for row in page.get_by_test_id("seats").locator(".sudoku-player").all():
        tile = row.locator("[data-tile]").get_attribute("data-tile")
        if row.get_attribute("data-seat") == me:
            assert tile not in ("hidden", None)
        else:
            assert tile in ("hidden", "none"), tile


def test_sudoku_full_game_clicking_offered_cells(page: Page, shot: Shot) -> None:
    """Table rules against the greedy bot: every empty cell is offered, nothing is
    highlighted; the human clicks random offered cells until the end-of-game panel."""
    create_in_lobby(page, "sudoku", ["me", "bot:medium"], options={"mode": "table"})
    grid = page.get_by_test_id("sudoku-grid")
    expect(grid.locator("[data-golden='true']")).to_have_count(9)
    rng = random.Random(4)
    clicks = 0
    while wait_my_turn(page):
        check_secrets(page)
        empty = page.locator("[data-testid='sudoku-grid'] [data-cell]:not([data-value])")
        assert legal_cells(page).count() == empty.count()
        assert page.locator(".sudoku-cell.is-hint").count() == 0
        assert claim_count(page) == 1
        if clicks == 3:
            shot(page, "sudoku-table-midgame")
        version = board_version(page)
        cells = legal_cells(page)
        cells.nth(rng.randrange(cells.count())).click()
        clicks += 1
        wait_changed(page, version)
    wait_game_over(page)
    assert clicks >= 5
    banner = page.get_by_test_id("sudoku-banner")
    # A stuck human who clicks a cell instead of claiming ends the game too ("stuck").
    assert banner.get_attribute("data-end") in ("claim", "stuck", "exhausted")
    expect(banner).to_contain_text("Game over")
    assert legal_cells(page).count() == 0
    shot(page, "sudoku-table-over")


def test_sudoids_assisted_full_game_with_highlights_and_keys(page: Page, shot: Shot) -> None:
    """Assisted mode: the highlighted cells are exactly the offered ones and every one of
    them fits the tile in hand; no claim button; the first move is made by keyboard."""
    create_in_lobby(page, "sudoids", ["me", "bot:medium"], options={"mode": "assisted"})
    side = SIDES["sudoids"]
    rng = random.Random(8)
    moves = 0
    while wait_my_turn(page):
        check_secrets(page)
        offered = sorted(legal_cells(page).evaluate_all("els => els.map(e => e.dataset.cell)"))
        hinted = page.locator(".sudoku-cell.is-hint").evaluate_all(
            "els => els.map(e => e.dataset.cell)"
        )
        assert offered == sorted(hinted)
        board, tile = read_board(page, "sudoids"), my_tile(page, "sudoids")
        assert offered == sorted(side.cell_name(c) for c in R.legal_cells(side, board, tile))
        expect(page.get_by_test_id("sudoku-claim")).to_be_hidden()
        version = board_version(page)
        if moves == 0:
            shot(page, "sudoids-assisted-start")
            grid = page.get_by_test_id("sudoku-grid")
            grid.focus()
            start = grid.get_attribute("data-cursor")
            page.keyboard.press("ArrowRight")
            page.keyboard.press("ArrowLeft")
            assert grid.get_attribute("data-cursor") == start
            page.keyboard.press("Enter")  # the cursor starts on the first offered cell
            wait_changed(page, version)
            placed = page.locator(f"[data-cell='{start}']")
            expect(placed).to_have_attribute("data-value", side.symbol(tile).letter)
        else:
            cells = legal_cells(page)
            cells.nth(rng.randrange(cells.count())).click()
            wait_changed(page, version)
        moves += 1
    wait_game_over(page)
    assert moves >= 3
    assert page.get_by_test_id("sudoku-banner").get_attribute("data-end") in (
        "stuck",
        "exhausted",
    )
    shot(page, "sudoids-assisted-over")


def test_sudoku_table_rules_claim_button(page: Page, shot: Shot) -> None:
    """Table rules: a claim while the tile still fits is wrong, so the tile is set aside
    and the game goes on; after that the human plays legal cells (worked out here with
    the engine's rule functions from what the page shows) and claims when stuck."""
    create_in_lobby(page, "sudoku", ["me", "bot:medium"], options={"mode": "table"})
    side = SIDES["sudoku"]
    assert wait_my_turn(page)
    claim = page.get_by_test_id("sudoku-claim")
    expect(claim).to_be_visible()
    expect(claim).to_have_attribute("data-legal", "true")
    tile = my_tile(page, "sudoku")
    assert R.has_legal_cell(side, read_board(page, "sudoku"), tile)  # so the claim is wrong
    version = board_version(page)
    claim.click()
    wait_changed(page, version)
    recent = page.get_by_test_id("sudoku-recent")
    expect(recent.locator("[data-kind='claim-wrong']")).to_have_count(1)
    expect(page.locator("[data-aside]")).to_have_attribute("data-aside", "1")
    shot(page, "sudoku-claim-wrong")
    while wait_my_turn(page):
        board, tile = read_board(page, "sudoku"), my_tile(page, "sudoku")
        fits = R.legal_cells(side, board, tile)
        version = board_version(page)
        if not fits:
            shot(page, "sudoku-claim-stuck")
            page.get_by_test_id("sudoku-claim").click()
            wait_changed(page, version)
            break
        best = max(fits, key=lambda c: R.points(side, board, c, "full"))
        page.locator(f"[data-cell='{side.cell_name(best)}']").click()
        wait_changed(page, version)
        # A legal placement is never set aside.
        expect(page.locator(f"[data-cell='{side.cell_name(best)}']")).to_have_attribute(
            "data-value", str(tile)
        )
    wait_game_over(page)
    end = page.get_by_test_id("sudoku-banner").get_attribute("data-end")
    assert end in ("claim", "exhausted")
    shot(page, "sudoku-claim-over")


def test_sudoku_board_fits_a_phone(
    new_context: Callable[..., BrowserContext], page_errors: PageErrors, shot: Shot
) -> None:
    """On a 375-pixel-wide phone the whole grid is on screen and its cells can be tapped."""
    page = page_errors.watch(new_context(viewport={"width": 375, "height": 740}).new_page())
    create_in_lobby(page, "sudoku", ["me", "bot:medium"], options={"mode": "assisted"})
    assert wait_my_turn(page)
    box = page.get_by_test_id("sudoku-grid").bounding_box()
    assert box is not None
    assert box["x"] >= 0
    assert box["x"] + box["width"] <= 375
    cell = legal_cells(page).first.bounding_box()
    assert cell is not None
    assert cell["width"] >= 28  # big enough for a finger
    shot(page, "sudoku-phone")
    version = board_version(page)
    legal_cells(page).first.click()
    wait_changed(page, version)
