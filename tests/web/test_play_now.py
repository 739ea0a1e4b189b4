"""Play now in the lobby: two people in two browsers press Play now for the same game and
clock and land in the same match, each in a seat of their own; axe-core finds nothing in
the lobby with the Play now section open, light and dark, on a desktop and on a phone
(390×844, touch), where the section also fits the width, and every control of it, while
choosing and while looking for players, is a target of at least 44×44 px."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect

from .axe import assert_accessible
from .touch import MIN_TARGET, PHONE, targets

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


def _themes(page: Page, shot: Shot, where: str, name: str = "") -> None:
    """Screenshots and axe-core in the light theme, then the dark one."""
    for theme in ("light", "dark"):
        page.emulate_media(color_scheme=theme)
        expect(page.locator("html")).to_have_css("color-scheme", theme)
        shot(page, f"{name}-{theme}" if name else theme)
        assert_accessible(page, f"{where}, {theme}")


def _fits(page: Page, where: str) -> None:
    """Nothing is wider than the screen, and every control of the section is a target of
    at least 44×44 px, each on a row of its own."""
    widths = page.evaluate("() => [document.documentElement.scrollWidth, innerWidth]")
    assert widths[0] <= widths[1], f"{where}: the page is {widths[0]} px wide in {widths[1]}"
    # the section's box in the page's coordinates, as the targets' boxes are
    left, right, top, bottom = page.get_by_test_id("play-now").evaluate(
        "(e) => { const b = e.getBoundingClientRect();"
        " return [b.left + scrollX, b.right + scrollX, b.top + scrollY, b.bottom + scrollY]; }"
    )
    assert left >= 0, f"{where}: the section starts at {left} px"
    assert right <= widths[1], f"{where}: the section ends at {right} px in {widths[1]}"
    found = [t for t in targets(page) if top - 1 <= t["top"] < bottom]
    assert len(found) >= 6, f"{where}: the section's controls are missing: {found}"
    small = [
        f"{t['what']}: {t['width']:.1f}×{t['height']:.1f}"
        for t in found
        if t["width"] < MIN_TARGET - 0.01 or t["height"] < MIN_TARGET - 0.01
    ]
    assert not small, f"{where}: targets under 44×44 px:\n" + "\n".join(small)
    # one column: no control beside another (a button squeezed beside the last choice)
    beside = [
        f"{a['what']} and {b['what']}"
        for i, a in enumerate(found)
        for b in found[i + 1 :]
        if a["top"] < b["top"] + b["height"] - 0.5 and b["top"] < a["top"] + a["height"] - 0.5
    ]
    assert not beside, f"{where}: controls side by side:\n" + "\n".join(beside)


def test_play_now_on_a_phone(new_context: Callable[..., BrowserContext], shot: Shot) -> None:
    page = new_context(**PHONE).new_page()
    _play_now(page, "Anna")
    expect(page.get_by_test_id("playnow-looking")).to_contain_text("Looking for players")
    cancel = page.get_by_test_id("playnow-cancel")
    expect(cancel).to_be_visible()
    _fits(page, "looking for players on a phone")
    _themes(page, shot, "Play now looking for players on a phone", "looking")
    cancel.tap()
    expect(page.get_by_test_id("playnow-start")).to_be_enabled()
    expect(cancel).to_be_hidden()
    _fits(page, "Play now on a phone")
    _themes(page, shot, "the lobby with Play now on a phone")
