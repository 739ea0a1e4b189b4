"""Playing with the keyboard only: after every action focus goes on to the
next sensible control, never to <body>; a whole Labyrinth turn (turn the spare, choose an
arrow, push, walk, confirm) takes at most 8 key presses from the moment it is your turn."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from .lobby import GAME_TIMEOUT, board_version, create_in_lobby, game_over, wait_changed

Shot = Callable[[Page, str], Path]

#: What document.activeElement is: its tag and the data attributes that name it.
ACTIVE_JS = """() => {
  const a = document.activeElement;
  if (!a || a === document.body) return 'body';
  const d = a.dataset || {};
  return `${a.tagName.toLowerCase()}${['testid', 'arrow', 'cell', 'field', 'card']
    .filter((k) => d[k] !== undefined).map((k) => `[${k}=${d[k]}]`).join('')}`;
}"""


def active(page: Page) -> str:
    found: str = page.evaluate(ACTIVE_JS)
    return found


def until(page: Page, condition: Callable[[], bool], what: str, timeout: float = 20.0) -> None:
    give_up = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < give_up, (
            f"{what} did not come within {timeout:.0f} s (focus on {active(page)})"
        )
        page.wait_for_timeout(30)


def not_body(page: Page, after: str) -> str:
    now = active(page)
    assert now != "body", f"focus dropped to <body> after {after}"
    return now


def my_turn(page: Page) -> bool:
    return page.get_by_test_id("turn").get_attribute("data-mine") == "true"


def test_a_labyrinth_turn_takes_at_most_8_keys(page: Page, shot: Shot) -> None:
    # The bot starts: my turn then comes as a new state, as in any later turn.
    create_in_lobby(page, "labyrinth", ["me", "bot:medium"], options={"first_player": "2"})
    presses: list[str] = []

    def press(key: str) -> None:
        page.keyboard.press(key)
        presses.append(key)

    for turn in range(2):
        until(page, lambda: my_turn(page), "my turn")
        expect(page.locator(".lab")).to_have_attribute("data-step", "shift")
        # Focus is already on a pushable arrow: no Tab needed.
        until(page, lambda: active(page).startswith("g[arrow="), "focus on an arrow", 5)

        presses.clear()
        spare = page.get_by_test_id("spare")
        before = spare.get_attribute("data-open")
        press("r")
        expect(spare).not_to_have_attribute("data-open", str(before))
        not_body(page, "R")
        first = active(page)
        press("ArrowRight" if turn == 0 else "ArrowDown")
        chosen = not_body(page, "an arrow key among the arrows")
        assert chosen.startswith("g[arrow="), chosen
        assert chosen != first, "the arrow key moved to another arrow"
        arrow = chosen.split("=", 1)[1].rstrip("]")
        # The focused arrow shows its push.
        expect(page.locator("svg.lab-board")).to_have_attribute("data-preview", arrow)
        version = board_version(page)
        press("Enter")
        wait_changed(page, version)
        expect(page.locator(".lab")).to_have_attribute("data-step", "move")
        # Focus went on to a lit cell (a sought one, else the one nearest to it).
        until(page, lambda: active(page).startswith("g[cell="), "focus on a lit cell")
        lit = page.locator('[data-cell][data-legal="true"]').count()
        start = active(page)
        if lit > 1:
            for key in ("ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp"):
                press(key)
                if active(page) != start:
                    break
            assert active(page) != start, "the arrow keys move among the lit cells"
        cell = not_body(page, "an arrow key among the cells")
        if turn == 0:
            shot(page, "walk")
        version = board_version(page)
        press("Enter")
        wait_changed(page, version)
        assert len(presses) <= 8, f"a Labyrinth turn took {len(presses)} keys: {presses}"
        print(f"turn {turn + 1}: {len(presses)} keys {presses}, walked to {cell}")
        # Waiting for the bot, focus waits on the board (then goes to an arrow).
        until(page, lambda: active(page) != "body", "focus kept on the board")
        if game_over(page):
            break


def test_card_game_focus_follows_every_action(page: Page) -> None:
    create_in_lobby(page, "labyrinth-cards", ["me", "bot:medium"])
    actions = 0
    give_up = time.monotonic() + GAME_TIMEOUT / 4
    while actions < 3 and not game_over(page):
        assert time.monotonic() < give_up, "three card moves did not come in time"
        if not my_turn(page):
            page.wait_for_timeout(30)
            continue
        if active(page) in ("body", "main"):
            # the page was opened on my turn: start from the table
            page.get_by_test_id("cards-table").focus()
        if page.locator("[data-testid=cards-discard]").count():
            page.locator("[data-testid=cards-discard]").first.focus()
        elif not active(page).startswith("g"):
            page.keyboard.press("Tab")
        now = not_body(page, "Tab")
        version = board_version(page)
        page.keyboard.press("r" if actions == 1 else "Enter")
        if actions == 1:
            not_body(page, "R (turn the card)")
            page.keyboard.press("Enter")
        if page.get_by_test_id("cards-chooser").is_visible():
            not_body(page, "opening the chooser")
            page.keyboard.press("Enter")
        wait_changed(page, version)
        not_body(page, f"playing from {now}")
        actions += 1
        until(page, lambda: active(page) != "body", "focus kept after the bot's move")
    assert actions == 3 or game_over(page)


def test_traexx_focus_follows_every_action(page: Page) -> None:
    create_in_lobby(page, "traexx", ["me", "bot:medium"])
    for round_ in range(2):
        until(page, lambda: my_turn(page), "my turn")
        version = board_version(page)
        lit = page.locator('[data-testid=traexx-board] [data-legal="true"]')
        if active(page) in ("body", "main"):
            lit.first.focus()
        # Enter adds the focused field; focus goes on to the next lit field, then Submit
        # (or Pass when no path can be drawn).
        seen: list[str] = []
        for _ in range(40):
            if board_version(page) > version:
                break
            now = not_body(page, "adding a field")
            assert now.startswith("g[field=") or now in (
                "button[testid=traexx-submit]",
                "button[testid=traexx-pass]",
            ), f"focus on {now} while a path is built"
            undo = page.get_by_test_id("traexx-undo").is_enabled()
            page.keyboard.press("Enter")
            seen.append(now)

            def moved(before: str = now, had: bool = undo, at: int = version) -> bool:
                return (
                    board_version(page) > at
                    or active(page) != before
                    or page.get_by_test_id("traexx-undo").is_enabled() != had
                )

            until(page, moved, "the Enter's effect")
        assert board_version(page) > version or seen[-1].startswith("button"), seen
        wait_changed(page, version)
        not_body(page, f"round {round_ + 1}")
        until(page, lambda: active(page) != "body", "focus kept after the round")


def test_sudoku_focus_stays_on_the_grid(page: Page) -> None:
    create_in_lobby(page, "sudoku", ["me", "bot:medium"])
    grid = page.get_by_test_id("sudoku-grid")
    for _ in range(2):
        until(page, lambda: my_turn(page), "my turn")
        if active(page) in ("body", "main"):
            grid.focus()
        version = board_version(page)
        cursor = grid.get_attribute("data-cursor")
        page.keyboard.press("Enter")
        wait_changed(page, version)
        assert active(page) == "svg[testid=sudoku-grid]", f"focus on {active(page)} after {cursor}"
        until(page, lambda: active(page) != "body", "focus kept after the bot's move")
