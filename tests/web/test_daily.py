"""The daily challenge page (/daily): an anonymous visitor sees today's three solo
challenges and may play one (unranked); a signed-in player plays the scored attempt,
ends it, and finds their score, the line to share and their place on the day's
leaderboard; axe-core finds nothing on the page in either theme."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect

from .axe import assert_accessible
from .test_accounts import new_name, sign_up

Shot = Callable[[Page, str], Path]
DAILY_GAMES = ("traexx", "sudoku", "sudoids")


def test_anonymous_visitor_sees_the_challenges_and_plays_unranked(
    new_context: Callable[..., BrowserContext], shot: Shot
) -> None:
    page = new_context().new_page()
    page.goto("/daily")
    for game in DAILY_GAMES:
        expect(page.get_by_test_id(f"daily-play-{game}")).to_be_visible()
    expect(page.get_by_test_id("daily-name")).to_be_visible()
    page.wait_for_load_state("networkidle")
    for theme in ("light", "dark"):
        page.emulate_media(color_scheme=theme)
        expect(page.locator("html")).to_have_css("color-scheme", theme)
        shot(page, theme)
        assert_accessible(page, f"the daily page, {theme}")
    page.get_by_test_id("daily-name").fill("Anna")
    page.get_by_test_id("daily-play-sudoids").click()
    expect(page).to_have_url(re.compile(r"/match/"))
    expect(page.get_by_test_id("turn")).to_have_attribute("data-mine", "true")


def test_a_signed_in_player_is_scored_and_ranked(
    new_context: Callable[..., BrowserContext], shot: Shot
) -> None:
    page = new_context().new_page()
    name = new_name()
    sign_up(page, name)
    page.goto("/daily")
    expect(page.get_by_test_id("daily-name")).to_have_count(0)  # the account's name plays
    page.get_by_test_id("daily-play-sudoids").click()
    expect(page.get_by_test_id("turn")).to_have_attribute("data-mine", "true")
    page.get_by_test_id("resign").click()
    page.get_by_test_id("resign-confirm").click()
    expect(page.get_by_test_id("game-over")).to_be_visible()
    page.goto("/daily")
    section = page.locator('[data-game="sudoids"]')
    expect(section.get_by_test_id("daily-score")).to_be_visible()
    expect(section.get_by_test_id("daily-share")).to_contain_text("spelkast")
    expect(section.get_by_test_id("daily-board-sudoids")).to_contain_text(name)
    expect(page.get_by_test_id("daily-play-sudoids")).to_have_count(0)  # one scored attempt
    shot(page, "scored")
    assert_accessible(page, "the daily page with a scored attempt")
