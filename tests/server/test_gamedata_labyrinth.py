"""The Labyrinth component data served to the browser matches the engine's data and
describes only components, never a match."""

from __future__ import annotations

import json
import random

from spelkast.core.registry import get_game
from spelkast.games.labyrinth import board as lb
from spelkast.games.labyrinth import data as ld
from spelkast.games.labyrinth.state import FIXED_BOARD, HOMES
from spelkast.server.gamedata import BUILDERS


def build() -> dict:  # type: ignore[type-arg]
    data = BUILDERS["labyrinth"]()
    assert isinstance(data, dict)
    return data


def test_tile_code_in_the_data_decodes_engine_tiles() -> None:
    bits = build()["tile_bits"]
    for openings in range(16):
        for treasure in (None, 0, 23):
            for night in (None, 0, 11):
                tile = lb.make_tile(openings, treasure, night)
                assert tile & bits["open_mask"] == openings
                day = (tile & bits["day_mask"]) >> bits["day_shift"]
                assert (day - 1 if day else None) == treasure
                nt = (tile & bits["night_mask"]) >> bits["night_shift"]
                assert (nt - 1 if nt else None) == night
    assert [bits["directions"][c] for c in "NESW"] == [ld.N, ld.E, ld.S, ld.W]


def test_arrows_fixed_cells_and_homes_are_the_engines() -> None:
    data = build()
    assert data["size"] == ld.SIZE
    assert [a["name"] for a in data["arrows"]] == [a.name for a in lb.ARROWS]
    for served, arrow in zip(data["arrows"], lb.ARROWS, strict=True):
        assert served["cells"] == list(arrow.cells)
        assert served["opposite"] == arrow.opposite
        assert served["side"] == arrow.side
        assert served["index"] == arrow.index
    assert data["fixed_cells"] == sorted(FIXED_BOARD)
    assert data["homes"] == list(HOMES)
    assert data["colour_keys"] == list(ld.PAWN_COLOURS)
    assert data["symbol_keys"] == list(ld.PAWN_SYMBOLS)
    for lang in ("en", "nl", "fi"):
        assert len(data["colours"][lang]) == 4
        assert len(data["symbols"][lang]) == 4
    assert data["coin_values"] == list(ld.COIN_VALUES)


def test_treasure_names_and_letters_are_the_engines_in_every_language() -> None:
    data = build()
    for served, engine in (
        (data["treasures"], ld.TREASURES),
        (data["night_treasures"], ld.NIGHT_TREASURES),
    ):
        assert len(served) == len(engine)
        for s, t in zip(served, engine, strict=True):
            assert (s["id"], s["key"], s["letter"]) == (t.id, t.key, t.letter)
            assert (s["en"], s["nl"], s["fi"]) == (t.en, t.nl, t.fi)
    keys = [t["key"] for t in data["treasures"] + data["night_treasures"]]
    assert len(keys) == len(set(keys))


def test_component_data_holds_no_match_state() -> None:
    """The data is the same before and after matches are set up and played, and has no
    field a view uses for a match's position or secrets."""
    before = json.dumps(build(), sort_keys=True)
    game = get_game("labyrinth")
    rng = random.Random(5)
    for seed in (1, 2):
        state = game.new_initial_state(2, {"day_night": True}, seed)
        for _ in range(6):
            player = game.to_move(state)[0]
            state = game.apply(state, player, rng.choice(list(game.legal_actions(state, player))))
    after = json.dumps(build(), sort_keys=True)
    assert before == after
    view_keys = {"board", "spare", "pawns", "piles", "players", "coins", "seeking", "current"}
    assert not view_keys & set(json.loads(after))
