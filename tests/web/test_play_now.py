"""Play now in the lobby: two people in two browsers press Play now for the same game and
clock and land in the same match, each in a seat of their own; axe-core finds nothing in
the lobby with the Play now section open, light and dark."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect

from .axe import assert_accessible

Shot = Callable[[Page, str], Path]


def _play_now(page: Page, name: str) -> None:
    page.goto("/")
    section = page.get_by_test_id("play-now")
    expect(section).to_be_visible()
    page.get_by_test_id("playnow-name").fill(name)
    page.get_by_test_id("playnow-game").select_option("traexx")
    page.get_by_test_id("playnow-clock").select_option("120")
    page.get_by_test_id("playnow-start").click()


def _seats_held(page: Page, match_id: str) -> list[int]:
    held = page.evaluate(f"localStorage.getItem('spelkast.seats.{match_id}')")
    return sorted(int(seat) for seat in json.loads(held))


def test_two_browsers_pressing_play_now_meet_in_one_match(
    new_context: Callable[..., BrowserContext], shot: Shot
) -> None:
    anna, bert = new_context().new_page(), new_context().new_page()
    _play_now(anna, "Anna")
    expect(anna.get_by_test_id("playnow-looking")).to_contain_text("Looking for players")
    expect(anna.get_by_test_id("playnow-cancel")).to_be_visible()
    shot(anna, "looking")
    _play_now(bert, "Bert")
    expect(anna).to_have_url(re.compile(r"/match/"))
    expect(bert).to_have_url(re.compile(r"/match/"))
    assert anna.url == bert.url
    match_id = anna.url.rsplit("/", 1)[-1]
    seats = _seats_held(anna, match_id) + _seats_held(bert, match_id)
    assert sorted(seats) == [0, 1], seats
    for page in (anna, bert):
        expect(page.get_by_test_id("turn")).to_be_visible()


def test_the_lobby_with_play_now_is_accessible(
    new_context: Callable[..., BrowserContext], shot: Shot
) -> None:
    page = new_context().new_page()
    page.goto("/")
    expect(page.get_by_test_id("play-now")).to_be_visible()
    page.wait_for_load_state("networkidle")
    for theme in ("light", "dark"):
        page.emulate_media(color_scheme=theme)
        expect(page.locator("html")).to_have_css("color-scheme", theme)
        shot(page, theme)
        assert_accessible(page, f"the lobby with Play now, {theme}")
