"""Following the other seat's move: a bot's Labyrinth turn is played back
in paced steps (the push, then the pawn walking the corridor the engine sent, never
straight through a wall), stays marked on the board (the pushed line's arrow, the
pawn's path) until the next push, and the history says it in words with the notation
on request; a long game's move numbers are not clipped and the replay's history follows
the current move."""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from .lobby import board_version, create_in_lobby, my_turn, step_by_move_list, wait_changed

Shot = Callable[[Page, str], Path]

#: Records, in the page, when each board version was shown and the pawns' positions
#: while they walk (one sample per animation frame).
RECORDER = """
() => {
  window.__shown = [];
  window.__walks = [];
  const board = document.querySelector('[data-testid="board"]');
  new MutationObserver(() => {
    window.__shown.push([Number(board.dataset.version), performance.now()]);
  }).observe(board, { attributes: true, attributeFilter: ['data-version'] });
  const sample = () => {
    for (const pawn of document.querySelectorAll('.lab-pawn.lab-pawn-walking')) {
      const m = new DOMMatrix(getComputedStyle(pawn).transform);
      const walk = window.__walks.find((w) => w.node === pawn && !w.done);
      const path = document.querySelector('[data-testid="lab-last-path"]');
      if (walk) walk.points.push([m.e, m.f]);
      else window.__walks.push({ node: pawn, seat: pawn.dataset.pawn,
        cells: path ? path.dataset.cells : '', points: [[m.e, m.f]] });
    }
    for (const walk of window.__walks) {
      if (!walk.node.classList.contains('lab-pawn-walking')) walk.done = true;
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}
"""

CELL = 100


def centre(name: str) -> tuple[float, float]:
    col, row = ord(name[0]) - 97, int(name[1:]) - 1
    return col * CELL + CELL / 2, row * CELL + CELL / 2


def distance_to_path(point: tuple[float, float], cells: list[str]) -> float:
    """The distance from ``point`` to the polyline through the cells' centres."""
    best = float("inf")
    x, y = point
    centres = [centre(c) for c in cells]
    for (ax, ay), (bx, by) in itertools.pairwise(centres):
        dx, dy = bx - ax, by - ay
        t = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
        best = min(best, ((ax + t * dx - x) ** 2 + (ay + t * dy - y) ** 2) ** 0.5)
    return best


def test_a_bots_labyrinth_turn_is_paced_walked_along_the_corridor_and_marked(
    new_context: Callable[..., Any], shot: Shot
) -> None:
    context = new_context()
    context.add_init_script("try { localStorage.setItem('spelkast.pace', 'normal') } catch (e) {}")
    page = context.new_page()
    create_in_lobby(page, "labyrinth", ["me", "bot:medium"])
    expect(page.get_by_test_id("pace")).to_have_value("normal")
    page.evaluate(RECORDER)
    rng = random.Random(3)
    give_up = time.monotonic() + 120
    long_walk: dict[str, Any] | None = None
    gaps: list[float] = []
    while long_walk is None:
        assert time.monotonic() < give_up, "the bot never walked three cells or more"
        if not my_turn(page):
            page.wait_for_timeout(50)
            continue
        # the bot's last turn is shown: its push (version n - 1) stayed at least a
        # step before its walk (n) came up
        versions = dict(page.evaluate("window.__shown"))
        current = board_version(page)
        if current > 2 and current in versions and current - 1 in versions:
            gaps.append(versions[current] - versions[current - 1])
        walks = page.evaluate(
            "window.__walks.filter(w => w.done && w.seat === '1')"
            ".map(w => ({cells: w.cells, points: w.points}))"
        )
        long_walk = next((w for w in walks if len(w["cells"].split()) >= 3), None)
        if long_walk is not None:
            break
        step_by_move_list(page, rng)  # my shift
        if my_turn(page):
            step_by_move_list(page, rng)  # my walk
    assert gaps, "no bot turn was seen whole"
    assert min(gaps) >= 600, f"a bot's push and walk came {min(gaps):.0f} ms apart"
    cells = long_walk["cells"].split()
    assert len(long_walk["points"]) >= 3, "the walk was not animated"
    # every frame of the walk lies on the corridor path (a straight line through the
    # walls would leave it by up to half a cell), the last segment ending up to 18 units
    # off centre both ways where pawns share a cell or stand on a treasure
    worst = max(distance_to_path((p[0], p[1]), cells) for p in long_walk["points"])
    assert worst <= 26, f"the pawn left its path by {worst:.0f} units"
    board = page.get_by_test_id("board")
    # the last move stays marked: the bot's arrow and its walk
    expect(board.locator('.lab-arrow[data-last="true"]')).to_have_count(1)
    expect(board.get_by_test_id("lab-last-path")).to_have_count(1)
    # the history in words, the notation as a tooltip and on request
    history = page.get_by_test_id("history")
    last = history.locator("li").last
    expect(last).to_contain_text("walked to")
    notation = last.get_attribute("data-notation")
    assert notation
    assert last.get_attribute("title") == notation
    expect(history).to_contain_text("in from the")
    expect(board.locator(".lab-pawn-walking")).to_have_count(0)
    shot(page, "after-bot-turn")
    page.get_by_test_id("history-notation").check()
    expect(history.locator("li").last).to_contain_text(notation)
    expect(history.locator("li").last).not_to_contain_text("walked to")


def test_pacing_off_and_reduced_motion_show_moves_at_once(new_context: Callable[..., Any]) -> None:
    context = new_context(reduced_motion="reduce")
    context.add_init_script("try { localStorage.setItem('spelkast.pace', 'slow') } catch (e) {}")
    page = context.new_page()
    create_in_lobby(page, "labyrinth", ["me", "bot:medium"])
    page.evaluate(RECORDER)
    rng = random.Random(5)
    give_up = time.monotonic() + 60
    gaps: list[float] = []
    while len(gaps) < 3:
        assert time.monotonic() < give_up, "three bot turns did not come"
        if not my_turn(page):
            page.wait_for_timeout(50)
            continue
        shown = dict(page.evaluate("window.__shown"))
        current = board_version(page)
        if current > 2 and current in shown and current - 1 in shown:
            gaps.append(shown[current] - shown[current - 1])
        version = board_version(page)
        step_by_move_list(page, rng)
        if my_turn(page):
            step_by_move_list(page, rng)
        wait_changed(page, version)
    # under reduced motion nothing waits a step (1.2 s when slow)
    assert min(gaps) < 1200, gaps
    walks = page.evaluate("window.__walks.length")
    assert walks == 0, "a pawn walked under reduced motion"


#: Where an element lies inside the history list's visible box.
INSIDE_LIST = """
(item) => {
  const list = item.closest('ol');
  const a = item.getBoundingClientRect();
  const b = list.getBoundingClientRect();
  return a.left >= b.left - 0.5 && a.right <= b.right + 0.5
    && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
}
"""


def test_long_game_numbers_are_whole_and_the_replay_history_follows(page: Page, shot: Shot) -> None:
    response = page.request.post(
        "/api/matches",
        data={
            "game": "labyrinth",
            # two random bots with every card open take several hundred moves
            "seats": [{"kind": "bot", "bot": "random"}] * 2,
            "options": {"open_cards": True, "no_return": True},
        },
    )
    assert response.status == 201, response.text()
    match_id = response.json()["id"]
    # the page opens the finished match: drawing several hundred moves one by one as
    # they come is not what this test is about, and took most of its minute
    deadline = time.monotonic() + 240
    while page.request.get(f"/api/matches/{match_id}").json()["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.2)
    page.goto(f"/match/{match_id}")
    expect(page.get_by_test_id("game-over")).to_be_visible()
    history = page.get_by_test_id("history")
    count = history.locator("li").count()
    assert count >= 100, f"the game had only {count} moves"
    hundredth = history.locator('li[data-version="100"] .move-no')
    hundredth.scroll_into_view_if_needed()
    expect(hundredth).to_have_text("100.")
    box = hundredth.bounding_box()
    list_box = history.bounding_box()
    assert box is not None
    assert list_box is not None
    assert box["x"] >= list_box["x"], "the move number starts left of the list"
    assert hundredth.evaluate("e => e.scrollWidth <= e.clientWidth + 1")
    last = history.locator("li .move-no").last
    last.scroll_into_view_if_needed()
    expect(last).to_have_text(f"{count}.")
    assert last.evaluate("e => e.scrollWidth <= e.clientWidth + 1"), "the last number is cut"
    last_box = last.bounding_box()
    assert last_box is not None
    assert last_box["x"] >= list_box["x"], "the last number starts left of the list"
    page.get_by_test_id("replay-open").click()
    expect(page.get_by_test_id("replay")).to_be_visible()
    for button in ("replay-first", "replay-next", "replay-next"):
        page.get_by_test_id(button).click()
    current = history.locator("li.current")
    expect(current).to_have_attribute("data-version", "2")
    assert current.evaluate(INSIDE_LIST), "the replay's move is scrolled out of the list"
    page.get_by_test_id("replay-slider").fill("60")
    expect(current).to_have_attribute("data-version", "60")
    assert current.evaluate(INSIDE_LIST), "the replay's move is scrolled out of the list"
    expect(current).to_have_attribute("aria-current", "step")
    shot(page, "replay-move-60")
