"""Resign and rematch in two browsers: Anna resigns through the Resign
button and its confirm step; both see the result naming her; a rematch offer can be
declined and offered again; once accepted, both browsers move to the new match with
their own new seat (rotated) kept in "Your games", which lists the finished match with
its winner, scores and date. Ben's browser is in Dutch."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from server.realserver import ServerProcess

from .axe import assert_accessible

Shot = Callable[[Page, str], Path]


def open_seat(page: Page, match_id: str, seat: int, token: str, lang: str = "en") -> None:
    """Give this browser the seat (its token in localStorage, as joining does), then open
    the match."""
    page.goto("/rules")
    page.evaluate(
        "([key, value, lang]) => { localStorage.setItem(key, value);"
        " localStorage.setItem('spelkast.lang', lang); }",
        [f"spelkast.seats.{match_id}", json.dumps({str(seat): token}), lang],
    )
    page.goto(f"/match/{match_id}")


def held(page: Page, match_id: str) -> dict[str, str]:
    raw = page.evaluate("(key) => localStorage.getItem(key)", f"spelkast.seats.{match_id}")
    return dict(json.loads(raw)) if raw else {}


def test_resign_then_rematch_takes_both_browsers_to_the_new_match(
    new_context: Callable[..., Any], web_server: ServerProcess, shot: Shot
) -> None:
    match = web_server.create("sudoku", ["human", "human"], seed=21)
    old = match["id"]
    anna_token = web_server.join(old, "Anna", 0)
    ben_token = web_server.join(old, "Ben", 1)
    anna = new_context().new_page()
    ben = new_context(locale="nl-NL").new_page()
    open_seat(anna, old, 0, anna_token)
    open_seat(ben, old, 1, ben_token, "nl")

    # Resign asks first; "Keep playing" changes nothing.
    resign = anna.get_by_test_id("resign")
    expect(resign).to_be_visible()
    expect(ben.get_by_test_id("resign")).to_have_text("Opgeven")
    resign.click()
    confirm = anna.get_by_role("dialog", name="Resign the game?")
    expect(confirm).to_be_visible()
    expect(confirm).to_contain_text("Anna gives up")
    shot(anna, "resign-confirm")
    assert_accessible(anna, "the resign dialog")
    anna.get_by_test_id("resign-cancel").click()
    expect(confirm).to_be_hidden()
    expect(resign).to_be_focused()
    assert web_server.get(f"/api/matches/{old}")["status"] == "running"
    resign.click()
    anna.keyboard.press("Escape")
    expect(confirm).to_be_hidden()
    resign.click()
    anna.get_by_test_id("resign-confirm").click()

    # Both see the result, in their own language, naming Anna.
    over_anna = anna.get_by_role("dialog", name="Game over")
    over_ben = ben.get_by_role("dialog", name="Het spel is uit")
    expect(over_anna).to_be_visible()
    expect(over_ben).to_be_visible()
    expect(over_anna).to_contain_text("Ben wins!")
    expect(anna.get_by_test_id("over-reason")).to_have_text("Anna resigned")
    expect(ben.get_by_test_id("over-reason")).to_have_text("Anna gaf op")
    expect(anna.get_by_test_id("history")).to_contain_text("Anna resigned")
    expect(ben.get_by_test_id("history")).to_contain_text("Anna gaf op")
    expect(anna.get_by_test_id("resign")).to_be_hidden()
    expect(ben.get_by_test_id("sudoku-banner")).to_have_text("Anna gaf op")  # no turn now
    summary = web_server.get(f"/api/matches/{old}")
    assert summary["status"] == "finished"
    assert summary["outcome"]["winners"] == [1]

    # Ben has closed his result; Anna offers, and the offer brings it back to him.
    ben.keyboard.press("Escape")
    expect(over_ben).to_be_hidden()
    anna.get_by_test_id("rematch-offer").click()
    expect(over_ben).to_be_visible()
    expect(anna.get_by_test_id("rematch-status")).to_have_text(
        "Rematch offered; waiting for Ben to answer."
    )
    # the offer button is gone; the focus stays in the dialog (on the status line)
    expect(anna.get_by_test_id("rematch-status")).to_be_focused()
    expect(ben.get_by_test_id("rematch-status")).to_contain_text("Anna biedt een revanche aan")
    shot(ben, "rematch-offered")
    assert_accessible(ben, "the game-over dialog with a rematch offer (nl)")
    assert_accessible(anna, "the game-over dialog waiting for an answer")
    # Ben declines; Anna hears of it and may offer again.
    ben.get_by_test_id("rematch-decline").click()
    expect(anna.get_by_test_id("rematch-status")).to_have_text("Ben declined the rematch.")
    expect(anna.get_by_test_id("rematch-offer")).to_be_visible()
    expect(ben.get_by_test_id("rematch-status")).to_have_text("Ben sloeg de revanche af.")

    # Ben offers this time; Anna accepts; both land in the new match.
    ben.get_by_test_id("rematch-offer").click()
    expect(anna.get_by_test_id("rematch-status")).to_contain_text("Ben offers a rematch")
    anna.reload()  # a page opened later shows the offer too
    expect(anna.get_by_test_id("rematch-status")).to_contain_text("Ben offers a rematch")
    anna.get_by_test_id("rematch-accept").click()
    not_old = re.compile(r"/match/(?!" + old + r"$)[^/]+$")
    expect(anna).to_have_url(not_old)
    expect(ben).to_have_url(not_old)
    new = anna.url.rsplit("/", 1)[1]
    assert ben.url.rsplit("/", 1)[1] == new
    # seats rotated: Anna had seat 0 and now has seat 1; Ben the other way round
    assert set(held(anna, new)) == {"1"}
    assert set(held(ben, new)) == {"0"}
    assert held(anna, old) == {"0": anna_token}  # the old seat stays, for "Your games"
    expect(anna.get_by_test_id("board")).to_have_attribute("data-seat", "1")
    expect(ben.get_by_test_id("board")).to_have_attribute("data-seat", "0")
    expect(anna.get_by_test_id("connection")).to_have_attribute("data-status", "online")
    expect(ben.get_by_test_id("connection")).to_have_attribute("data-status", "online")
    made = web_server.get(f"/api/matches/{new}")
    assert made["status"] == "running"
    assert [s["name"] for s in made["seats"]] == ["Ben", "Anna"]
    assert all(s["connected"] >= 1 for s in made["seats"])
    shot(anna, "rematch")

    # "Your games": the rematch running, the finished match with winner, scores, date.
    anna.get_by_role("link", name="Lobby").click()
    mine = anna.get_by_test_id("list-mine")
    expect(mine.locator(f'li[data-match="{new}"]')).to_contain_text("Resume")
    finished = mine.locator(f'li[data-match="{old}"]')
    expect(finished).to_have_attribute("data-status", "finished")
    expect(finished).to_contain_text("Ben won")
    expect(finished).to_contain_text("Anna 0")
    expect(finished).to_contain_text("Ben 0")
    created = summary["created_at"]
    day = anna.evaluate("(iso) => new Date(iso).toLocaleDateString('en')", created)
    expect(finished).to_contain_text(day)
    shot(anna, "your-games")
