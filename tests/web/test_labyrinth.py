"""Labyrinth in the browser: whole games from the lobby, the human seat clicking arrows and
cells (and using the keyboard), against a bot.

The human plays sensibly so that games end soon: it reads the board from the page (each
tile's open sides, the spare, its pawn, the ringed cells of its own card) and asks the
engine's pure board functions which push lets it reach a ringed cell. It only ever presses
targets the page marks ``data-legal="true"``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

from spelkast.games.labyrinth import board as lb

from .lobby import GAME_TIMEOUT, board_version, create_in_lobby, game_over, my_turn, wait_changed

Shot = Callable[[Page, str], Path]


def cell_index(name: str) -> int:
    return lb.parse_cell(name)


def read_board(page: Page) -> dict[str, object]:
    """What the page shows: tiles' open sides, the spare, my pawn, my ringed target cells."""
    page.mouse.move(1, 1)  # no arrow hovered or focused: the board shows no preview
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    data = page.evaluate(
        """() => {
        const tiles = {};
        for (const t of document.querySelectorAll('.lab-tiles [data-tile]'))
          tiles[t.dataset.tile] = t.dataset.open;
        const seat = document.querySelector('[data-testid=board]').dataset.seat;
        const pawn = document.querySelector(`[data-pawn="${seat}"]`).dataset.cell;
        const sought = [...document.querySelectorAll('.lab-tiles .lab-sought')].map(t => t.dataset.tile);
        const forbidden = [...document.querySelectorAll('[data-arrow][data-legal=false]')]
          .map(a => a.dataset.arrow);
        return {tiles, pawn, sought, forbidden,
                preview: document.querySelector('svg.lab-board').dataset.preview || null,
                spare: document.querySelector('[data-testid=spare]').dataset.open};
        }"""
    )
    assert data["preview"] is None
    return data


def choose_shift(data: dict[str, object]) -> tuple[str, str]:
    """The push (arrow name, spare sides) after which a ringed cell is reachable, else the
    one that brings the pawn nearest to one."""
    tiles: dict[str, str] = data["tiles"]  # type: ignore[assignment]
    board = tuple(lb.openings_from_text(tiles[lb.cell_name(i)]) for i in range(49))
    spare = lb.openings_from_text(str(data["spare"]))
    forbidden_names: list[str] = data["forbidden"]  # type: ignore[assignment]
    forbidden = next((a.index for a in lb.ARROWS if a.name in forbidden_names), None)
    pawn = cell_index(str(data["pawn"]))
    targets = [cell_index(c) for c in data["sought"]]  # type: ignore[attr-defined]
    best: tuple[float, str, str] | None = None
    for arrow, bits, reach in lb.turn_destinations(board, spare, forbidden, pawn):
        moved = [lb.pawn_after_shift(arrow, t) for t in targets if t != lb.ARROWS[arrow].eject_cell]
        cells = lb.cells_of(reach)
        score = (
            min((lb.manhattan(c, t) for c in cells for t in moved), default=99)
            + random.random() / 10
        )
        if best is None or score < best[0]:
            best = (score, lb.ARROWS[arrow].name, lb.openings_text(bits))
    assert best is not None
    return best[1], best[2]


def choose_cell(page: Page) -> Locator:
    """A lit cell: a ringed one if lit, else the lit cell nearest to a ringed one."""
    lit = page.locator('[data-cell][data-legal="true"]')
    names = [lit.nth(i).get_attribute("data-cell") or "" for i in range(lit.count())]
    assert names, "after the push at least the pawn's own cell is lit"
    sought = [
        cell_index(n)
        for n in page.locator(".lab-tiles .lab-sought").evaluate_all(
            "nodes => nodes.map(n => n.dataset.tile)"
        )
    ]
    best = min(
        names,
        key=lambda n: min((lb.manhattan(cell_index(n), s) for s in sought), default=0),
    )
    return page.locator(f'[data-cell="{best}"][data-legal="true"]')


def turn_spare_to(page: Page, sides: str, keyboard: bool) -> None:
    spare = page.get_by_test_id("spare")
    for _ in range(4):
        if spare.get_attribute("data-open") == sides:
            return
        if keyboard:
            page.keyboard.press("r")
        else:
            page.get_by_test_id("rotate-right").click()
    expect(spare).to_have_attribute("data-open", sides)


def play_labyrinth(
    page: Page, shot: Shot, *, human_starts: bool, expect_night: bool = False
) -> dict[str, int]:
    """Play the human seat to the end of the game; return what happened."""
    seen = {"shifts": 0, "moves": 0, "coins": 0, "night_turns": 0, "keyboard": 0}
    give_up = time.monotonic() + GAME_TIMEOUT
    night_shot = False
    while not game_over(page):
        assert time.monotonic() < give_up, "the game did not end in time"
        if not my_turn(page):
            page.wait_for_timeout(30)
            continue
        version = board_version(page)
        lab = page.locator(".lab")
        step = lab.get_attribute("data-step")
        keyboard = (seen["shifts"] + seen["moves"]) % 3 == 1
        if step == "shift":
            arrows = page.locator('[data-arrow][data-legal="true"]')
            # One arrow (drawn crossed out) is forbidden after the first push of the game.
            first_push = human_starts and seen["shifts"] == 0
            expect(page.locator(".lab-arrow-off")).to_have_count(0 if first_push else 1)
            expect(arrows).to_have_count(12 if first_push else 11)
            expect(page.get_by_test_id("lab-secret").first).to_be_visible()
            if lab.get_attribute("data-phase") == "night":
                seen["night_turns"] += 1
                if not night_shot:
                    night_shot = True
                    shot(page, "night")
            data = read_board(page)
            arrow, sides = choose_shift(data)
            turn_spare_to(page, sides, keyboard)
            target = page.locator(f'[data-arrow="{arrow}"][data-legal="true"]')
            if keyboard:
                target.focus()
                expect(page.locator("svg.lab-board")).to_have_attribute("data-preview", arrow)
                page.keyboard.press("Enter")
                seen["keyboard"] += 1
            else:
                target.hover()
                expect(page.locator(".lab-ejected")).to_have_count(1)
                target.click()
            seen["shifts"] += 1
        elif step == "move":
            cell = choose_cell(page)
            if keyboard:
                cell.focus()
                page.keyboard.press("Enter")
                seen["keyboard"] += 1
            else:
                cell.click()
            seen["moves"] += 1
        elif step == "coin":
            coins = page.locator('[data-coin][data-legal="true"]')
            expect(coins).to_have_count(3)
            shot(page, "coins")
            coins.nth(random.randrange(3)).click()
            seen["coins"] += 1
        else:
            page.wait_for_timeout(30)
            continue
        wait_changed(page, version)
    if expect_night:
        assert night_shot, "the night never fell"
    return seen


@pytest.mark.slow
def test_full_labyrinth_game_from_the_lobby_against_a_greedy_bot(page: Page, shot: Shot) -> None:
    random.seed(7)
    create_in_lobby(page, "labyrinth", ["me", "bot:medium"])
    expect(page.locator(".lab")).to_be_visible()
    expect(page.locator("[data-arrow]")).to_have_count(12)
    expect(page.get_by_test_id("cards-left")).to_have_count(2)
    # Wait for my first turn, then picture the board with a push previewed.
    expect(page.get_by_test_id("turn")).to_have_attribute("data-mine", "true")
    # Without motion the preview is drawn at once (no half-slid line in the picture).
    page.emulate_media(reduced_motion="reduce")
    page.locator('[data-arrow][data-legal="true"]').first.hover()
    expect(page.locator(".lab-ejected")).to_have_count(1)
    shot(page, "day-preview")
    page.mouse.move(1, 1)
    page.set_viewport_size({"width": 375, "height": 800})
    shot(page, "phone")
    page.set_viewport_size({"width": 1280, "height": 900})
    page.emulate_media(reduced_motion="no-preference")
    seen = play_labyrinth(page, shot, human_starts=True)
    assert seen["shifts"] > 0
    assert seen["moves"] > 0
    assert seen["keyboard"] > 0
    assert seen["coins"] == 0
    shot(page, "end")


@pytest.mark.slow
def test_day_and_night_game_to_the_coin_choice(page: Page, shot: Shot) -> None:
    """Against the random bot the sensible human ends the game, and takes a coin."""
    random.seed(11)
    create_in_lobby(
        page, "labyrinth", ["me", "bot:random"], options={"day_night": True, "first_player": "2"}
    )
    expect(page.locator(".lab.lab-dn")).to_be_visible()
    expect(page.locator("[data-coin]")).to_have_count(3)
    expect(page.locator(".lab-pawn .lab-pawn-sym")).to_have_count(2)
    seen = play_labyrinth(page, shot, human_starts=False, expect_night=True)
    assert seen["night_turns"] > 0
    assert seen["coins"] == 1, "the human ended the game and chose a coin"
    shot(page, "end")


def test_labyrinth_variants_start_and_offer_pushes(page: Page, shot: Shot) -> None:
    """Open cards, no return, the other tile set and a chosen first player draw a board
    whose arrows can be pushed."""
    create_in_lobby(
        page,
        "labyrinth",
        ["me", "bot:medium", "bot:medium"],
        options={"open_cards": True, "no_return": True, "tiles": "12-16-6", "first_player": "1"},
    )
    expect(page.locator('[data-arrow][data-legal="true"]')).to_have_count(12)
    # Open cards: every other seat's cards are shown, my own cards are the card panel.
    expect(page.locator(".lab-seat-cards")).to_have_count(2)
    assert page.get_by_test_id("lab-secret").count() > 1
    shot(page, "open-cards")
    version = board_version(page)
    page.locator('[data-arrow][data-legal="true"]').first.click()
    # a young children's variant asks to confirm each move (the match page's default)
    page.get_by_test_id("confirm-move").click()
    wait_changed(page, version)
    expect(page.locator('[data-cell][data-legal="true"]').first).to_be_visible()
