"""Ratings in the browser: a signed-in player creates a rated match against the medium
bot, resigns, sees the rating change in the game-over dialog, and finds the rating with
its history chart on the account page, the game's leaderboard and the public profile
(axe 0 on each); the leaderboard and the profile in the light and dark theme on a desktop
and a phone (axe 0, nothing wider than the window, screenshots)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from playwright.sync_api import BrowserContext, Page, expect

from .axe import assert_accessible
from .lobby import create_in_lobby
from .test_accounts import PHONE, new_name, sign_up

Shot = Callable[[Page, str], Any]


def assert_fits(page: Page, where: str) -> None:
    """Nothing on the page is wider than the window (no sideways scrolling)."""
    widths = page.evaluate("() => [document.documentElement.scrollWidth, innerWidth]")
    assert widths[0] <= widths[1], f"{where}: the page is {widths[0]} px wide in {widths[1]}"


def test_a_rated_game_against_a_bot_moves_the_rating_and_the_account_shows_it(
    new_context: Callable[..., BrowserContext], shot: Shot
) -> None:
    name = new_name()
    page = new_context().new_page()
    sign_up(page, name)
    create_in_lobby(page, "sudoku", ["me", "bot:medium"], name=name, move_seconds=300, rated=True)
    page.get_by_test_id("resign").click()
    page.get_by_test_id("resign-confirm").click()
    changes = page.get_by_test_id("rating-changes")
    expect(changes).to_contain_text(f"{name}: 600 →")
    after = changes.locator("li").inner_text().split("→ ")[1].split(" ")[0]
    expect(changes).to_contain_text("provisional")
    assert_accessible(page, "game over with rating changes")
    shot(page, "rating-change")
    page.goto("/account")
    ratings = page.get_by_test_id("account-ratings")
    expect(ratings.locator('li[data-game="sudoku"]')).to_contain_text("1 rated game, 0 won")
    expect(ratings.locator("svg.rating-chart polyline")).to_have_count(1)
    assert_accessible(page, "account page with ratings")
    shot(page, "account-ratings")
    ratings.get_by_role("link", name="Leaderboard: Sudoku").click()
    expect(page.locator("h1")).to_contain_text("Leaderboard: Sudoku")
    expect(page.locator(".leaderboard-page")).to_contain_text("at least 10 rated games")
    assert_accessible(page, "leaderboard")
    page.goto(f"/players/{name}")  # the public profile, as anyone sees it
    expect(page.get_by_test_id("account-ratings")).to_contain_text(f"{name}'s ratings")
    expect(page.locator(".recent-rated a")).to_have_text("place 2 of 2: 600 → " + after)
    assert_accessible(page, "profile")


def test_the_leaderboard_and_the_profile_in_both_themes_on_a_desktop_and_a_phone(
    new_context: Callable[..., BrowserContext], shot: Shot
) -> None:
    name = new_name()
    page = new_context().new_page()
    sign_up(page, name)
    create_in_lobby(page, "sudoku", ["me", "bot:medium"], name=name, move_seconds=300, rated=True)
    page.get_by_test_id("resign").click()
    page.get_by_test_id("resign-confirm").click()
    expect(page.get_by_test_id("rating-changes")).to_contain_text(f"{name}: 600 →")
    for theme in ("light", "dark"):
        for device, size in (("desktop", {"width": 1280, "height": 800}), ("phone", PHONE)):
            options: dict[str, Any] = {"color_scheme": theme, "viewport": size}
            if device == "phone":
                options.update(is_mobile=True, has_touch=True)
            anyone = new_context(**options).new_page()  # not signed in: as anyone sees them
            anyone.goto("/ratings/sudoku")
            expect(anyone.locator("h1")).to_have_text("Leaderboard: Sudoku – the board game")
            expect(anyone.locator(".leaderboard-page")).to_contain_text("at least 10 rated games")
            assert_fits(anyone, f"leaderboard, {theme}, {device}")
            shot(anyone, f"leaderboard-{theme}-{device}")
            assert_accessible(anyone, f"leaderboard, {theme}, {device}")
            anyone.goto(f"/players/{name}")
            expect(anyone.locator(".recent-rated a")).to_have_count(1)
            expect(anyone.locator("svg.rating-chart polyline")).to_have_count(1)
            assert_fits(anyone, f"profile, {theme}, {device}")
            shot(anyone, f"profile-{theme}-{device}")
            assert_accessible(anyone, f"profile, {theme}, {device}")
