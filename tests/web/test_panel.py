"""One players panel per board and one colour per seat: every game's match
page has exactly one list of its players (the shell's, with the board's details in each
seat's row), and a seat's colour is the same in that panel, on the board (pawns, home
corners, badges, the card game's last card, Träxx's board labels), on its moves in the
history and in the lobby.
Screenshots of every board after an opponent's move, desktop and phone, light and dark."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from .lobby import create_in_lobby, my_turn, step_by_move_list

Shot = Callable[[Page, str], Path]

#: Per game: the seats to create and whether every seat has a mark on the board (the
#: card game only marks the last card laid).
GAMES: dict[str, tuple[list[str], bool]] = {
    "labyrinth": (["me", "bot:medium", "bot:medium"], True),
    "labyrinth-cards": (["me", "bot:medium", "bot:medium"], False),
    "sudoku": (["me", "bot:medium"], True),
    "sudoids": (["me", "bot:medium"], True),
    "traexx": (["me", "bot:medium"], True),
}

#: Lists on the page whose items carry the seats (``data-seat``), each seat once and all
#: of them: a list of the players. The move history (one item per move) is not one.
PLAYER_LISTS = """
(seats) => {
  const lists = new Map();
  for (const item of document.querySelectorAll('[data-seat]')) {
    if (item.closest('[data-testid="history"]')) continue;
    const list = item.parentElement;
    if (!lists.has(list)) lists.set(list, []);
    lists.get(list).push(item.dataset.seat);
  }
  let found = 0;
  for (const items of lists.values()) {
    const distinct = new Set(items);
    if (distinct.size === items.length && distinct.size === seats) found += 1;
  }
  const headings = [...document.querySelectorAll('h1, h2, h3, h4')]
    .filter((h) => h.textContent.trim() === 'Players').length;
  return { lists: found, headings };
}
"""

#: The panel's swatch colour per seat and every seat-coloured mark on the board.
COLOURS = """
() => {
  const paint = (el) => {
    const style = getComputedStyle(el);
    if (el instanceof SVGElement) return style.fill !== 'none' ? style.fill : style.stroke;
    return style.backgroundColor;
  };
  const panel = {};
  for (const row of document.querySelectorAll('[data-testid="seats"] li[data-seat]')) {
    panel[row.dataset.seat] = {
      swatch: paint(row.querySelector('.seat-mark')),
      edge: getComputedStyle(row).borderLeftColor,
    };
  }
  const marks = [...document.querySelectorAll('[data-testid="board"] [data-seat-colour]')]
    .map((el) => [el.dataset.seatColour, paint(el), el.tagName + '.' + el.getAttribute('class')]);
  const history = [...document.querySelectorAll('[data-testid="history"] li[data-seat]')]
    .map((li) => [li.dataset.seat, getComputedStyle(li).borderLeftColor]);
  return { panel, marks, history };
}
"""


def play_until_an_opponent_moved(page: Page, rng: random.Random, timeout: float = 120) -> None:
    """Play this page's seat with the move list until it has moved twice, another seat
    has moved since, and it is this page's turn again."""
    give_up = time.monotonic() + timeout
    mine = 0
    while True:
        assert time.monotonic() < give_up, "no opponent's move came"
        history = page.get_by_test_id("history")
        others = history.locator('li[data-seat]:not([data-seat="0"])').count()
        if mine >= 2 and others >= 1 and my_turn(page):
            last = history.locator("li[data-seat]").last.get_attribute("data-seat")
            if last != "0":
                return
        if step_by_move_list(page, rng):
            mine += 1
        else:
            page.wait_for_timeout(40)


def check_one_panel_and_colours(page: Page, seats: int, every_seat_marked: bool) -> None:
    found = page.evaluate(PLAYER_LISTS, seats)
    assert found == {"lists": 1, "headings": 1}, found
    colours: dict[str, Any] = page.evaluate(COLOURS)
    panel = colours["panel"]
    assert sorted(panel) == [str(s) for s in range(seats)]
    swatches = [panel[str(s)]["swatch"] for s in range(seats)]
    assert len(set(swatches)) == seats, f"two seats share a colour: {swatches}"
    for seat, row in panel.items():
        assert row["edge"] == row["swatch"], f"seat {seat}: the row's edge {row} is not its colour"
    marks = colours["marks"]
    assert marks, "the board marks no seat in its colour"
    for seat, paint, what in marks:
        assert paint == panel[seat]["swatch"], (
            f"seat {seat}: {what} is {paint} on the board but {panel[seat]['swatch']} in the panel"
        )
    assert colours["history"], "the history has no moves"
    for seat, paint in colours["history"]:
        assert paint == panel[seat]["swatch"], f"seat {seat}'s moves are marked {paint}"
    if every_seat_marked:
        assert {seat for seat, _, _ in marks} == {str(s) for s in range(seats)}


@pytest.mark.parametrize("game", list(GAMES))
def test_one_players_panel_and_one_colour_per_seat(page: Page, shot: Shot, game: str) -> None:
    seats, every_seat_marked = GAMES[game]
    create_in_lobby(page, game, seats)
    play_until_an_opponent_moved(page, random.Random(4))
    check_one_panel_and_colours(page, len(seats), every_seat_marked)
    # the board's details are in the seat's row of the panel
    for seat in range(len(seats)):
        expect(page.get_by_test_id(f"seat-game-{seat}")).not_to_be_empty()
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        for size, width, height in (("desktop", 1280, 800), ("phone", 390, 844)):
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(50)  # one frame for the layout
            shot(page, f"{size}-{scheme}")
    # the colours hold in dark mode too
    check_one_panel_and_colours(page, len(seats), every_seat_marked)


def test_the_lobby_numbers_seats_in_their_colours(page: Page) -> None:
    page.goto("/")
    page.locator('label.game-card[data-game="labyrinth"]').click()
    for _ in range(2):
        page.get_by_test_id("add-seat").click()
    marks = page.locator(".seat-row .seat-mark")
    expect(marks).to_have_count(4)
    lobby = [marks.nth(i).evaluate("el => getComputedStyle(el).backgroundColor") for i in range(4)]
    assert len(set(lobby)) == 4
    create_in_lobby(page, "labyrinth", ["me", "bot:medium", "bot:medium", "bot:medium"])
    swatches = page.get_by_test_id("seats").locator(".seat-mark")
    expect(swatches).to_have_count(4)
    panel = [
        swatches.nth(i).evaluate("el => getComputedStyle(el).backgroundColor") for i in range(4)
    ]
    assert panel == lobby
    pawns = [
        page.locator(f'[data-pawn="{seat}"] .lab-pawn-body').evaluate(
            "el => getComputedStyle(el).fill"
        )
        for seat in range(4)
    ]
    assert pawns == lobby
