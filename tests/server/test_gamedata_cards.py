"""The browser's static data for the Labyrinth card game matches the engine's deck and
holds nothing of a match."""

from __future__ import annotations

import json
from pathlib import Path

from fastapi.testclient import TestClient

from spelkast.games.labyrinth_cards import GAME
from spelkast.games.labyrinth_cards import cards as C
from spelkast.games.labyrinth_cards.data import DECK, TREASURES
from spelkast.games.labyrinth_cards.game import card_json
from spelkast.server.app import Settings, create_app
from spelkast.server.gamedata import game_data

ROT = {"N": "E", "E": "S", "S": "W", "W": "N"}


def turn(group: str, k: int) -> str:
    """Turn a group text k quarter turns clockwise (ports in NESW order, spots after)."""
    ports = {c for c in group if c in "NESW"}
    for _ in range(k):
        ports = {ROT[p] for p in ports}
    spots = "".join(c for c in group if c in "ab")
    return "".join(p for p in "NESW" if p in ports) + spots


def test_every_card_has_its_engine_treasures_groups_and_distinct_rotations() -> None:
    data = game_data("labyrinth-cards")
    assert len(data["cards"]) == len(DECK) == 50
    for card in DECK:
        entry = data["cards"][str(card.number)]
        assert entry["treasures"] == [TREASURES[t].letter for t in card.treasures]
        assert entry["rotations"] == list(C.DISTINCT_ROTATIONS[card.number])
        # Turning the unrotated groups gives what the view sends for a lying card.
        for rotation in entry["rotations"]:
            lying = card_json(0, 0, card.number, rotation)
            assert [turn(g, rotation) for g in entry["groups"]] == lying["groups"]
            assert lying["treasures"] == entry["treasures"]


def test_treasure_names_in_three_languages_match_the_engine() -> None:
    data = game_data("labyrinth-cards")
    assert list(data["treasures"]) == [t.letter for t in TREASURES]
    for t in TREASURES:
        assert data["treasures"][t.letter] == {"key": t.key, "en": t.en, "nl": t.nl, "fi": t.fi}


def test_game_data_holds_no_match_state() -> None:
    """Component data is the same whatever the match: no layout, hands, pile or seat."""
    data = game_data("labyrinth-cards")
    assert set(data) == {"cards", "treasures"}
    text = json.dumps(data)
    for key in ("layout", "hand", "pile", "taken", "current", "seed", "players"):
        assert f'"{key}"' not in text
    # Two different deals do not change it.
    a = GAME.view(GAME.new_initial_state(2, seed=1), 0)
    b = GAME.view(GAME.new_initial_state(2, seed=2), 0)
    assert a["layout"] != b["layout"]
    assert game_data("labyrinth-cards") == data


def test_served_at_the_game_data_endpoint(tmp_path: Path) -> None:
    settings = Settings(database_url=f"sqlite:///{tmp_path}/s.db", bot_workers=0)
    with TestClient(create_app(settings)) as client:
        response = client.get("/api/games/labyrinth-cards/data")
    assert response.status_code == 200
    assert response.json() == json.loads(json.dumps(game_data("labyrinth-cards")))
