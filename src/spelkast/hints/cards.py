"""Hints for Labyrinth, the card game: where each hand card could be placed and which of
those places would take cards (and how many).

Read from the seat's view only: the layout, the seat's own hand and the options. The
other hands and the pile play no part in where a card may go, so the position the
engine is asked about holds the seat's hand and nothing of anyone else's; the places and
the cards each may take are the engine's own
(:meth:`LabyrinthCardsGame.placement_groups`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from spelkast.core.game import JSON
from spelkast.games.labyrinth_cards import GAME
from spelkast.games.labyrinth_cards import data as D
from spelkast.games.labyrinth_cards.game import cell_text
from spelkast.games.labyrinth_cards.state import CardsState, Cell, sort_layout
from spelkast.hints.words import in_languages

_WORDS = {
    "en": {
        "best": "card {card} ({treasures}) on {cell} takes the most: {n} cards",
        "best1": "card {card} ({treasures}) on {cell} takes 1 card",
        "none": "no place takes cards now; your cards fit on {n} places",
        "stuck": "none of your cards can be placed: put one out of the game",
    },
    "nl": {
        "best": "kaart {card} ({treasures}) op {cell} pakt de meeste: {n} kaarten",
        "best1": "kaart {card} ({treasures}) op {cell} pakt 1 kaart",
        "none": "geen plek pakt nu kaarten; je kaarten passen op {n} plekken",
        "stuck": "geen van je kaarten kan gelegd worden: leg er een weg",
    },
    "fi": {
        "best": "kortti {card} ({treasures}) paikassa {cell} ottaa eniten: {n} korttia",
        "best1": "kortti {card} ({treasures}) paikassa {cell} ottaa 1 kortin",
        "none": "mikään paikka ei nyt ota kortteja; korttisi sopivat {n} paikkaan",
        "stuck": "yhtäkään korttiasi ei voi pelata: poista yksi pelistä",
    },
}


def seat_position(view: Mapping[str, Any]) -> CardsState:
    """The position as far as the seat's view tells it: the layout, the seat's hand and the
    options (every other hand empty, the pile empty). Enough for the seat's placements."""
    seat = view["viewer"]
    players = view["players"]
    layout = sort_layout({(e["x"], e["y"]): (e["card"], e["rotation"]) for e in view["layout"]})
    return CardsState(
        num_players=len(players),
        seed=0,
        options=dict(view["options"]),
        layout=layout,
        hands=tuple(tuple(players[seat]["hand"]) if p == seat else () for p in range(len(players))),
        pile=(),
        taken=tuple(tuple(p["taken"]) for p in players),
        discards=tuple(view["discards"]),
        current=seat,
        turn=int(view["turn"]),
    )


def hint(view: Mapping[str, Any]) -> dict[str, JSON] | None:
    """The hint for the seat whose view this is, on its turn (None otherwise): per hand
    card (``cards``), each cell where it could be placed with the turns that fit there and
    the most cards it could take there (``most``, with a turn and a choice of cards that
    do, ``rotation`` and ``take``); and the best place of all (``best``, None when no place
    takes cards)."""
    seat = view.get("viewer")
    if seat is None or view.get("current") != seat:
        return None
    state = seat_position(view)
    places: dict[int, dict[Cell, dict[str, Any]]] = {
        card: {} for card in sorted(set(state.hands[seat]))
    }
    for card, rotation, cell, _, takes in GAME.placement_groups(state, seat):
        place = places[card].setdefault(
            cell,
            {
                "x": cell[0],
                "y": cell[1],
                "rotations": [],
                "most": 0,
                "rotation": rotation,
                "take": [],
            },
        )
        place["rotations"].append(rotation)
        largest = max(takes, key=len)
        if len(largest) > place["most"]:
            place.update(most=len(largest), rotation=rotation, take=list(largest))
    cards: list[JSON] = []
    best: dict[str, Any] | None = None
    for card, on in places.items():
        listed = [on[cell] for cell in sorted(on, key=lambda c: (c[1], c[0]))]
        cards.append(
            {"card": card, "treasures": list(D.DECK[card - 1].treasures), "places": listed}
        )
        for place in listed:
            if place["most"] and (best is None or place["most"] > best["most"]):
                best = {
                    "card": card,
                    **place,
                    "rotations": list(place["rotations"]),
                    "take": list(place["take"]),
                }
    count = sum(len(on) for on in places.values())
    out: dict[str, JSON] = {
        "game": "labyrinth-cards",
        "seat": seat,
        "turn": int(view["turn"]),
        "cards": cards,
        "best": best,
        "places": count,
    }
    out["summary"] = in_languages(lambda lang: _summary(lang, best, count))
    return out


def _summary(lang: str, best: Mapping[str, Any] | None, count: int) -> str:
    words = _WORDS[lang]
    if best is None:
        return words["none"].format(n=count) if count else words["stuck"]
    card = best["card"]
    treasures = ", ".join(D.TREASURES[t].name(lang) for t in D.DECK[card - 1].treasures)
    key = "best1" if best["most"] == 1 else "best"
    return words[key].format(
        card=card, treasures=treasures, cell=cell_text((best["x"], best["y"])), n=best["most"]
    )
