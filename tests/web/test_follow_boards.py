"""Following the other seat's move on the other boards (Labyrinth's walk is in
test_follow.py): a bot's card flies to its place on the table, a bot's Sudoku tile
comes down onto its cell, and a bot's Träxx path grows field by field, each over one
step of the pace (0.7 s at the default); with reduced motion everything shows at once."""

from __future__ import annotations

import itertools
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from .lobby import create_in_lobby, step_by_move_list

Shot = Callable[[Page, str], Path]

#: Records, once per animation frame, every animation of an element marked
#: ``data-arriving`` (games/motion.ts playIn): its class, its planned duration, when it
#: was first and last seen playing, and the highest point it reached on the way.
ARRIVALS = """
() => {
  window.__arrivals = [];
  const seen = new Map();
  const sample = () => {
    const now = performance.now();
    for (const animation of document.getAnimations()) {
      const el = animation.effect && animation.effect.target;
      if (!el || !el.hasAttribute || !el.hasAttribute('data-arriving')) continue;
      let record = seen.get(animation);
      if (!record) {
        const box = el.getBoundingClientRect();
        record = { cls: el.getAttribute('class') || '', duration: animation.effect.getTiming().duration,
                   first: now, last: now, minTop: box.top, endTop: box.top };
        seen.set(animation, record);
        window.__arrivals.push(record);
      }
      record.last = now;
      const box = el.getBoundingClientRect();
      record.minTop = Math.min(record.minTop, box.top);
      record.endTop = box.top;
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}
"""

#: Records when the number of path fields drawn on each other seat's Träxx board
#: changes ([fields, time, still growing]), and whether a board was ever still growing.
TRAEXX_SHOWN = """
() => {
  window.__shown = [];
  window.__revealing = false;
  const board = document.querySelector('[data-testid="board"]');
  const last = new Map();
  new MutationObserver((records) => {
    const now = performance.now();
    for (const r of records) {
      const el = r.target;
      if (!el.closest('.traexx-other')) continue;
      if (el.hasAttribute('data-revealing')) window.__revealing = true;
      const shown = Number(el.dataset.shown);
      if (last.get(el) !== shown) {
        last.set(el, shown);
        window.__shown.push([shown, now, el.hasAttribute('data-revealing')]);
      }
    }
  }).observe(board, { subtree: true, attributes: true, attributeFilter: ['data-shown', 'data-revealing'] });
}
"""


def paced(new_context: Callable[..., Any], **options: Any) -> Page:
    context = new_context(**options)
    context.add_init_script("try { localStorage.setItem('spelkast.pace', 'normal') } catch (e) {}")
    return context.new_page()


def arrivals(page: Page, cls: str) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = page.evaluate("window.__arrivals")
    return [a for a in found if cls in a["cls"]]


def play_until(page: Page, done: Callable[[], bool], seed: int, timeout: float = 120) -> None:
    rng = random.Random(seed)
    give_up = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < give_up, "the bot's move was never seen arriving"
        # my own move redraws the board: wait until the bot's has arrived
        if page.locator("[data-arriving], svg[data-revealing]").count() or not step_by_move_list(
            page, rng
        ):
            page.wait_for_timeout(40)


def finished(page: Page, cls: str) -> bool:
    return any(a["last"] - a["first"] > 0 for a in arrivals(page, cls)) and (
        page.locator("[data-arriving]").count() == 0
    )


def test_a_bots_card_flies_to_its_place(new_context: Callable[..., Any], shot: Shot) -> None:
    page = paced(new_context)
    create_in_lobby(page, "labyrinth-cards", ["me", "bot:medium"])
    page.evaluate(ARRIVALS)
    play_until(page, lambda: finished(page, "cards-flying"), seed=2)
    flights = arrivals(page, "cards-flying")
    for flight in flights:
        assert 600 <= flight["duration"] <= 1000, flight
        # seen in flight on more than one frame (how long in wall time depends on how
        # busy the machine is), coming down from above its place
        assert flight["last"] > flight["first"], flight
        assert flight["endTop"] > flight["minTop"], flight
    assert max(f["endTop"] - f["minTop"] for f in flights) >= 40, flights
    # it lands on the last-move mark, in the bot's colour
    last = page.get_by_test_id("board").locator(".cards-last")
    expect(last).to_have_count(1)
    expect(last.locator('[data-seat-colour="1"]')).to_have_count(1)
    shot(page, "landed")


def test_a_bots_sudoku_tile_comes_down_onto_its_cell(new_context: Callable[..., Any]) -> None:
    page = paced(new_context)
    create_in_lobby(page, "sudoku", ["me", "bot:medium"])
    page.evaluate(ARRIVALS)
    play_until(page, lambda: finished(page, "sudoku-arriving"), seed=3)
    for tile in arrivals(page, "sudoku-arriving"):
        assert 600 <= tile["duration"] <= 1000, tile
        assert tile["last"] > tile["first"], tile
    # the bot's tile is the last move, marked with its seat
    expect(
        page.locator('[data-testid="board"] [data-recent] [data-seat-colour="1"]').first
    ).to_be_visible()


def test_a_bots_traexx_path_grows_field_by_field(
    new_context: Callable[..., Any], shot: Shot
) -> None:
    page = paced(new_context)
    create_in_lobby(page, "traexx", ["me", "bot:medium"])
    page.evaluate(TRAEXX_SHOWN)

    def grew_in_steps() -> bool:
        # two steps in a row while the path was still growing
        shown: list[list[Any]] = page.evaluate("window.__shown")
        return any(
            a[2] and b[2] and b[0] == a[0] + 1 and c[0] == b[0] + 1
            for a, b, c in zip(shown, shown[1:], shown[2:], strict=False)
        )

    play_until(page, grew_in_steps, seed=4)
    shown = page.evaluate("window.__shown")
    # the time between one field and the next while a path grows (not the first field of
    # the next round's path, which comes when the round is revealed)
    steps = [b[1] - a[1] for a, b in itertools.pairwise(shown) if a[2] and b[0] == a[0] + 1]
    assert steps, shown
    # 0.7 s a step: paced, not all at once. A busy machine stretches steps and may
    # report two late ones together, so the median is checked, with no upper bound.
    assert statistics.median(steps) >= 500, steps
    expect(page.locator(".traexx-other svg[data-revealing]")).to_have_count(0)
    shot(page, "grown")


def test_reduced_motion_shows_other_seats_moves_at_once(new_context: Callable[..., Any]) -> None:
    for game, seed in (("labyrinth-cards", 5), ("sudoku", 6), ("traexx", 7)):
        page = paced(new_context, reduced_motion="reduce")
        create_in_lobby(page, game, ["me", "bot:medium"])
        page.evaluate(ARRIVALS)
        if game == "traexx":
            page.evaluate(TRAEXX_SHOWN)
        bot_moves = page.get_by_test_id("history").locator('li[data-seat="1"]')
        play_until(page, lambda moves=bot_moves: moves.count() >= 3, seed=seed)
        assert page.evaluate("window.__arrivals") == [], game
        if game == "traexx":
            assert page.evaluate("window.__revealing") is False
        page.close()
