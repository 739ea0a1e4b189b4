"""The card game at the terminal without colour: the two-corridor card shows which corners
pair up, the treasures on the table have a legend, and a small terminal names the cells
where a card fits by letters that the input understands. Card facts come from the deck
data, never typed in here."""

from __future__ import annotations

import os
from typing import Any

import pytest
from rich.console import Console

from spelkast.core.errors import MalformedActionError
from spelkast.core.registry import get_game
from spelkast.games.labyrinth_cards import Place
from spelkast.games.labyrinth_cards import cards as C
from spelkast.games.labyrinth_cards.data import TREASURE_BY_LETTER
from spelkast.games.labyrinth_cards.game import card_json
from spelkast.tui import Handled, get_ui
from spelkast.tui.labyrinth_cards import draw as U

GAME = get_game("labyrinth-cards")
UI = get_ui("labyrinth-cards")
SPLIT = [card for card in range(1, len(C.GROUPS)) if len(C.GROUPS[card][0]) > 1]


def plain(lines: list[Any]) -> list[str]:
    return [line.plain for line in lines]


def test_there_is_a_two_corridor_card_in_the_deck() -> None:
    assert SPLIT


@pytest.mark.parametrize("card", SPLIT)
@pytest.mark.parametrize("rotation", range(4))
def test_a_two_corridor_card_shows_its_pairs_without_colour(card: int, rotation: int) -> None:
    entry = card_json(0, 0, card, rotation)
    groups = [str(g) for g in entry["groups"]]
    east = next(g for g in groups if "E" in g)
    west = next(g for g in groups if g != east)
    a, b = entry["treasures"]
    top, mid, bottom = plain(U.card_block(entry))
    # the corner through E in double lines, the other in heavy lines
    assert (top[3] == "║") == ("N" in east)
    assert (bottom[3] == "║") == ("S" in east)
    assert mid[:2] == "━━"
    assert mid[5:] == "══"
    # the wall between the corners: ╲ when N goes with E, ╱ when N goes with W
    assert mid[3] == ("╲" if "N" in east else "╱")
    # each treasure letter on its own corridor's side
    assert mid[2] == (a if "a" in west else b)
    assert mid[4] == (a if "a" in east else b)
    small = plain(U.small_block(entry))
    assert small[1] == f"━{mid[2]}{mid[3]}{mid[4]}═"
    assert small[0][2] == top[3]


def test_the_two_pairings_of_a_two_corridor_card_look_different() -> None:
    for card in SPLIT:
        pictures = {tuple(plain(U.card_block(card_json(0, 0, card, r)))) for r in range(4)}
        shapes = {frozenset(map(frozenset, card_json(0, 0, card, r)["groups"])) for r in range(4)}
        assert len(pictures) >= len({frozenset(s) for s in shapes})
        junctions = {p[1][3] for p in pictures}
        assert junctions == {"╲", "╱"}


def midgame(players: int = 2, seed: int = 3, turns: int = 6) -> Any:
    state = GAME.new_initial_state(players, None, seed)
    for _ in range(turns):
        state = GAME.apply(state, state.current, GAME.legal_actions(state, state.current)[-1])
    return state


def render(state: Any, seat: int | None, width: int, ui: dict[str, Any]) -> str:
    console = Console(width=width, color_system=None, record=True, file=open(os.devnull, "w"))  # noqa: SIM115
    legal = GAME.legal_actions(state, seat) if seat is not None else []
    console.print(UI.render(GAME, GAME.view(state, seat), legal, ui))
    console.file.close()
    return console.export_text()


@pytest.mark.parametrize("lang", ["en", "nl", "fi"])
def test_every_treasure_on_the_table_is_named_in_the_legend(lang: str) -> None:
    state = midgame()
    view = GAME.view(state, 0)
    letters = {str(t) for e in view["layout"] for t in e["treasures"]}
    for screen in (None, (80, 40)):
        ui: dict[str, Any] = {"lang": lang}
        if screen:
            ui["screen"] = screen
        text = " ".join(render(state, 0, 80 if screen else 120, ui).split())
        for letter in letters:
            assert f"{letter} {TREASURE_BY_LETTER[letter].name(lang)}" in text, (letter, screen)


def test_small_terminal_letters_name_the_cells_and_the_input_reads_them() -> None:
    state = midgame()
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    labels = U.target_labels(legal)
    assert labels
    cells = {a.cell for a in legal if isinstance(a, Place)}
    assert set(labels) == cells
    place = next(a for a in legal if isinstance(a, Place))
    ui: dict[str, Any] = {"lang": "en", "screen": (80, 24)}
    typed = f"{place.card}r{place.rotation}@{labels[place.cell]}"
    action = UI.interpret(GAME, view, legal, typed, ui)
    assert isinstance(action, Place)
    assert (action.card, action.rotation, action.cell) == (place.card, place.rotation, place.cell)
    assert isinstance(UI.interpret(GAME, view, legal, f"p {typed}", ui), Handled)
    unused = next(letter for letter in U.LABELS if letter not in labels.values())
    with pytest.raises(MalformedActionError, match="no cell is marked"):
        UI.interpret(GAME, view, legal, f"{place.card}r{place.rotation}@{unused}", ui)
    text = render(state, 0, 80, {"lang": "en", "screen": (80, 24)})  # no preview
    for label in labels.values():
        assert f" {label} " in text
