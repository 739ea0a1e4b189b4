"""The Träxx component data the browser draws from matches the engine's board and holds
nothing of a match."""

from __future__ import annotations

import json

from spelkast.games.traexx import GAME
from spelkast.games.traexx import board as B
from spelkast.server.gamedata import BUILDERS, game_data


def test_traexx_data_lists_every_field_with_the_engines_coordinates_colour_and_number() -> None:
    data = game_data("traexx")
    fields = data["fields"]
    assert [f["id"] for f in fields] == list(B.NAMES)
    for f, field in enumerate(fields):
        assert (field["q"], field["r"]) == B.COORDS[f]
        assert field["colour"] == B.COLOUR_LETTERS[B.COLOUR[f]]
        assert field["number"] == B.NUMBER[f]
        assert field["neighbours"] == [B.field_name(n) for n in B.NEIGHBOURS[f]]
    assert sorted(f["number"] for f in fields if f["number"]) == list(range(2, 11))
    assert data["centre"] == B.field_name(B.CENTRE) == "e5"


def test_traexx_data_marks_the_start_field_of_each_board() -> None:
    data = game_data("traexx")
    starts = {f["id"]: f["start"] for f in data["fields"] if f["start"] is not None}
    assert data["starts"] == [B.field_name(f) for f in B.STARTS]
    assert starts == {name: board for board, name in enumerate(data["starts"], start=1)}


def test_traexx_data_start_fields_are_the_ones_each_seat_starts_on() -> None:
    state = GAME.new_initial_state(4, seed=5)
    view = GAME.view(state, None)
    assert [p["start"] for p in view["players"]] == game_data("traexx")["starts"]


def test_traexx_data_colours_and_cards_are_the_engines() -> None:
    data = game_data("traexx")
    assert "".join(c["letter"] for c in data["colours"]) == B.COLOUR_LETTERS
    assert data["colours"][0] == {"letter": "Y", "en": "yellow", "nl": "geel", "fi": "keltainen"}
    assert data["cards"] == [B.card_text(card) for card in B.CARDS]
    assert all(ch in B.COLOUR_LETTERS for card in data["cards"] for ch in card)


def test_traexx_data_holds_no_match_state() -> None:
    """Built without any match, and the same whatever matches are played meanwhile."""
    before = json.dumps(BUILDERS["traexx"](), sort_keys=True)
    state = GAME.new_initial_state(2, seed=9)
    state = GAME.apply(state, 0, GAME.legal_actions(state, 0)[-1])
    state = GAME.apply(state, 1, GAME.legal_actions(state, 1)[-1])
    assert json.dumps(BUILDERS["traexx"](), sort_keys=True) == before
    text = json.dumps(game_data("traexx"))
    for word in ("path", "deck", "seed", "round", "scored", "pending", "choice"):
        assert f'"{word}' not in text
