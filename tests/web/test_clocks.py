"""Clock faces: a match with a move clock shows one face per person with
their name and the time left; the running one is marked and counts down, and warns when
little time is left; when the clock runs out the medium bot plays and the other face
runs."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from server.realserver import ServerProcess

from .axe import assert_accessible
from .lobby import until
from .test_rematch import open_seat

Shot = Callable[[Page, str], Path]
MOVE_SECONDS = 12


def test_clock_faces_count_down_warn_and_pass_on(
    new_context: Callable[..., Any], web_server: ServerProcess, shot: Shot
) -> None:
    match = web_server.create("sudoku", ["human", "human"], seed=41, move_seconds=MOVE_SECONDS)
    anna_token = web_server.join(match["id"], "Anna", 0)
    web_server.join(match["id"], "Ben", 1)
    anna = new_context().new_page()
    open_seat(anna, match["id"], 0, anna_token)
    faces = anna.get_by_test_id("clock-face")
    expect(faces).to_have_count(2)
    expect(faces.nth(0)).to_contain_text("Anna")
    expect(faces.nth(1)).to_contain_text("Ben")
    mover = web_server.get(f"/api/matches/{match['id']}")["to_move"][0]
    running, waiting = faces.nth(mover), faces.nth(1 - mover)
    expect(running).to_have_attribute("data-running", "true")
    expect(running).to_have_class("clock-face running")
    expect(waiting).to_have_attribute("data-running", "false")
    expect(waiting).to_contain_text("0:12")
    expect(running).to_have_attribute("role", "timer")
    first = int(running.get_attribute("data-seconds") or "0")
    until(
        anna,
        lambda: int(running.get_attribute("data-seconds") or "99") < first,
        "the running clock counting down",
    )
    # low time: at half of a 12 s move
    expect(running).to_have_attribute("data-low", "true", timeout=MOVE_SECONDS * 1000)
    expect(running).to_have_class("clock-face running low")
    shot(anna, "low")
    assert_accessible(anna, "the clock faces, one low")
    phone = new_context(viewport={"width": 390, "height": 844}, color_scheme="dark").new_page()
    open_seat(phone, match["id"], 0, anna_token)
    expect(phone.get_by_test_id("clock-face")).to_have_count(2)
    box = phone.get_by_test_id("clocks").bounding_box()
    assert box is not None
    assert box["x"] >= 0
    assert box["x"] + box["width"] <= 390
    shot(phone, "phone-dark")
    assert_accessible(phone, "the clock faces on a phone, dark")
    name = "Anna" if mover == 0 else "Ben"
    expect(running).to_have_attribute(
        "aria-label", re.compile(rf"^{name}: 0:0\d left, thinking, little time left$")
    )
    # the clock runs out: the medium bot plays for the mover and the other clock runs
    expect(waiting).to_have_attribute("data-running", "true", timeout=30_000)
    expect(running).to_have_attribute("data-running", "false")
    expect(running).to_have_attribute("data-low", "false")
    expect(anna.get_by_test_id("history")).to_contain_text("(clock)")
