"""The turn sound: off by default, a toggle in the header turns it on and
is remembered; with it on, the chime plays when the turn comes to this browser (the
page's HTMLMediaElement.play is watched), and not while it is off."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from server.realserver import ServerProcess, WsClient

from .axe import assert_accessible
from .lobby import my_turn, step_by_move_list, until
from .test_rematch import open_seat

Shot = Callable[[Page, str], Path]

#: Counts the page's calls of HTMLMediaElement.play (and keeps what was played) instead
#: of playing.
SPY = """
window.__plays = [];
HTMLMediaElement.prototype.play = function () {
  window.__plays.push(this.currentSrc || this.src);
  return Promise.resolve();
};
"""


def plays(page: Page) -> list[str]:
    return list(page.evaluate("window.__plays"))


def ben_moves(ben: WsClient) -> None:
    state = ben.wait_for(lambda s: bool(s["legal"]))
    assert ben.act(ben.choose())["type"] == "accepted", state["version"]


def test_the_turn_sound_is_off_by_default_and_plays_when_the_turn_comes(
    new_context: Callable[..., Any], web_server: ServerProcess, shot: Shot
) -> None:
    match = web_server.create("sudoku", ["human", "human"], seed=31)
    anna_token = web_server.join(match["id"], "Anna", 0)
    ben_token = web_server.join(match["id"], "Ben", 1)
    context = new_context()
    context.add_init_script(SPY)
    anna = context.new_page()
    open_seat(anna, match["id"], 0, anna_token)
    toggle = anna.get_by_test_id("sound-toggle")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    expect(toggle).to_have_accessible_name("Turn sound")  # the state is aria-pressed
    expect(toggle).to_contain_text("off")
    assert anna.evaluate("localStorage.getItem('spelkast.sound')") is None
    expect(anna.get_by_test_id("clocks")).to_be_hidden()  # no clock in this match
    ben = WsClient(web_server, match["id"], "sudoku")
    rng = random.Random(3)
    try:
        ben.hello(ben_token)
        expect(anna.get_by_test_id("board")).to_have_attribute("data-version", "0")
        # Sound off: the turn comes to Anna after Ben's move, and nothing plays.
        if my_turn(anna):
            assert step_by_move_list(anna, rng)
        ben_moves(ben)
        expect(anna.get_by_test_id("turn")).to_have_attribute("data-mine", "true")
        assert plays(anna) == []
        # Sound on (remembered), and the next turn that comes chimes once.
        toggle.click()
        expect(toggle).to_have_attribute("aria-pressed", "true")
        expect(toggle).to_contain_text("on")
        assert anna.evaluate("localStorage.getItem('spelkast.sound')") == "on"
        assert step_by_move_list(anna, rng)
        expect(anna.get_by_test_id("turn")).to_have_attribute("data-mine", "false")
        assert plays(anna) == []
        ben_moves(ben)
        expect(anna.get_by_test_id("turn")).to_have_attribute("data-mine", "true")
        until(anna, lambda: len(plays(anna)) == 1, "the turn sound")
        assert plays(anna)[0].endswith(".wav")
        shot(anna, "sound-on")
        assert_accessible(anna, "the header with the turn sound on")
        # still on after a reload; a page opened on your turn does not chime
        anna.reload()
        expect(anna.get_by_test_id("sound-toggle")).to_have_attribute("aria-pressed", "true")
        expect(anna.get_by_test_id("turn")).to_have_attribute("data-mine", "true")
        assert plays(anna) == []
        anna.get_by_test_id("sound-toggle").click()
        assert anna.evaluate("localStorage.getItem('spelkast.sound')") == "off"
    finally:
        ben.close()
