"""Ratings in the browser: a signed-in player creates a rated match against the medium
bot, resigns, sees the rating change in the game-over dialog, and finds the rating with
its history chart on the account page, the game's leaderboard and the public profile
(axe 0 on each)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from playwright.sync_api import BrowserContext, Page, expect

from .axe import assert_accessible
from .lobby import create_in_lobby
from .test_accounts import new_name, sign_up

Shot = Callable[[Page, str], Any]


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
