"""A private match in the browser: the creator ticks "private", the invite link holds the
secret in its fragment, a stranger without it cannot join, and the creator frees the seat
of a stranger who came through a forwarded link before they played; the seat's page is
told, and the friend takes the seat. Screenshots of each step; axe finds nothing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

from server.realserver import ServerProcess

from .axe import assert_accessible
from .conftest import WAIT_MS
from .lobby import create_in_lobby

Shot = Callable[[Page, str], Path]


def test_a_private_invite_and_a_freed_seat(
    new_context: Callable[..., Any], browser: Browser, web_server: ServerProcess, shot: Shot
) -> None:
    anna = new_context().new_page()
    anna.goto("/")
    choice = anna.get_by_test_id("private")
    choice.set_checked(True)
    expect(anna.locator("label.private-choice")).to_contain_text("only people with the invite link")
    anna.get_by_test_id("new-match").scroll_into_view_if_needed()
    shot(anna, "0-lobby-private-choice")
    match_id = create_in_lobby(anna, "sudoku", ["me", "invite"], name="Anna", private=True)
    link = anna.get_by_test_id("invite-link").input_value()
    base, _, secret = link.partition("#invite=")
    assert base.endswith(f"/match/{match_id}")
    assert len(secret) >= 40
    expect(anna.get_by_test_id("invite-private")).to_contain_text("only people with this link")
    shot(anna, "1-creator-private-link")
    assert_accessible(anna, "match page, a private match waiting for a player")
    # not listed in the lobby
    listed = {m["id"] for m in web_server.get("/api/matches?status=open&status=running")}
    assert match_id not in listed

    # a stranger with the match's address but not the link's secret cannot join (the
    # browser logs the refused request: this page's console is not watched)
    quiet = browser.new_context(base_url=web_server.base, locale="en-GB")
    quiet.set_default_timeout(WAIT_MS)
    stranger = quiet.new_page()
    stranger.goto(base)
    stranger.locator('input[name="join-name"]').fill("Eve")
    stranger.get_by_test_id("join").click()
    expect(stranger.get_by_test_id("join-form")).to_contain_text(
        "This match is private: you can join it only through the invite link"
    )
    shot(stranger, "2-no-secret-refused")
    assert_accessible(stranger, "join dialog refused for a private match")
    quiet.close()

    # Mallory got the forwarded link and takes the seat meant for Ben
    mallory = new_context().new_page()
    mallory.goto(link)
    mallory.locator('input[name="join-name"]').fill("Mallory")
    mallory.get_by_test_id("join").click()
    expect(mallory.get_by_test_id("join-form")).to_be_hidden()
    seats = anna.get_by_test_id("seats")
    expect(seats).to_contain_text("Mallory")
    free = anna.get_by_test_id("free-seat-1")
    expect(free).to_be_visible()
    expect(free).to_have_text("Free this seat")
    expect(free).to_have_attribute(
        "aria-label",
        "Free this seat of Mallory: they have not played, and it opens for someone else",
    )
    expect(anna.get_by_test_id("free-seat-0")).to_be_hidden()  # her own seat
    shot(anna, "3-creator-sees-free-this-seat")
    assert_accessible(anna, "match page with a seat the creator may free")
    expect(mallory.get_by_test_id("free-seat-0")).to_be_hidden()  # only the creator frees

    free.click()
    expect(seats).not_to_contain_text("Mallory")
    expect(anna.get_by_test_id("invite-link")).to_be_visible()
    notice = "The match's creator freed Mallory's seat: it is open for another player."
    expect(mallory.locator(".server-notices")).to_contain_text(notice)
    expect(anna.locator(".server-notices")).to_contain_text(notice)
    # her browser lets go of the seat: she watches
    expect(mallory.get_by_test_id("seats").locator('li[data-seat="1"]')).to_contain_text("Seat 2")
    expect(mallory.get_by_test_id("seats")).not_to_contain_text("you")
    assert (
        mallory.evaluate("Object.keys(localStorage).filter(k => k.startsWith('spelkast.seats.'))")
        == []
    )
    shot(mallory, "4-stranger-told-seat-freed")
    shot(anna, "5-creator-after-freeing")
    assert_accessible(mallory, "a freed seat's page")

    # Ben, in Dutch, takes the seat through the link; the match runs
    context = new_context(locale="nl-NL")
    context.add_init_script("try { localStorage.setItem('spelkast.lang', 'nl') } catch (e) {}")
    ben = context.new_page()
    ben.goto(link)
    ben.locator('input[name="join-name"]').fill("Ben")
    ben.get_by_test_id("join").click()
    expect(seats).to_contain_text("Ben")
    expect(ben.locator(".server-notices")).to_contain_text(
        "De maker van het potje heeft de plaats van Mallory vrijgemaakt"
    )
    shot(ben, "6-friend-joined-in-dutch")
    summary = web_server.get(f"/api/matches/{match_id}")
    assert summary["status"] == "running"
    assert [s["name"] for s in summary["seats"]] == ["Anna", "Ben"]
