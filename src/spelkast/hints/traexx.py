"""Träxx hints: the fields the card on the table allows from either end of the seat's path.

Read from the seat's view only: the card turned up, the seat's path and the numbers
already reached. The walks are the engine's (:func:`board.free_extensions_from`: every
way to extend the path at an end with the card's colours, each field once); a field is
in the hint when some walk from that end can end on it. A number field within reach is
given with the points it would score if it were the first number of this round's walk
(:func:`game.number_points`: full, or half when another player reached it in an earlier
round, or alone, when a higher number was reached before).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from spelkast.core.game import JSON
from spelkast.games.traexx import board as B
from spelkast.games.traexx.game import number_points
from spelkast.games.traexx.notation import card_id
from spelkast.hints.words import in_languages

_WORDS = {
    "en": {
        "card": "with {colours}: ",
        "end": "{n} fields from {end}",
        "end1": "1 field from {end}",
        "numbers": "; numbers within reach: {numbers}",
        "pass": "no field can be reached: pass",
    },
    "nl": {
        "card": "met {colours}: ",
        "end": "{n} velden vanaf {end}",
        "end1": "1 veld vanaf {end}",
        "numbers": "; bereikbare getallen: {numbers}",
        "pass": "geen veld is bereikbaar: pas",
    },
    "fi": {
        "card": "kortti ({colours}): ",
        "end": "{n} kenttää kentästä {end}",
        "end1": "1 kenttä kentästä {end}",
        "numbers": "; ulottuvilla olevat numerot: {numbers}",
        "pass": "mihinkään kenttään ei pääse: passaa",
    },
}


def hint(view: Mapping[str, Any]) -> dict[str, JSON] | None:
    """The hint for the seat whose view this is, while it still has to choose this round
    (None otherwise): per distinct end of its path (``ends``), the fields some walk from
    there can end on, in board order, and the number fields among them with their points."""
    seat = view.get("viewer")
    if seat is None or seat not in view.get("to_move", ()) or view.get("card") is None:
        return None
    card = card_id(str(view["card"]))
    me = view["players"][seat]
    path = tuple(B.parse_field(name) for name in me["path"])
    blocked = B.mask_of(path)
    solo = bool(view["solo"])
    earlier = [entry["number"] for entry in me["scored"]]
    taken = frozenset(int(n) for n in view["taken"])
    ends: list[JSON] = []
    for end in B.ends_of(path):
        reached = 0
        for walk in B.free_extensions_from(end, blocked, card):
            reached |= B.mask_of(walk)
        fields = [f for f in range(B.NUM_FIELDS) if reached >> f & 1]
        numbers = [
            {
                "number": B.NUMBER[f],
                "field": B.field_name(f),
                "points": number_points(B.NUMBER[f], solo, earlier, taken),
            }
            for f in fields
            if B.NUMBER[f]
        ]
        ends.append(
            {
                "end": B.field_name(end),
                "fields": [B.field_name(f) for f in fields],
                "numbers": numbers,
            }
        )
    out: dict[str, JSON] = {
        "game": "traexx",
        "seat": seat,
        "turn": int(view["cards_played"]),
        "card": view["card"],
        "ends": ends,
    }
    out["summary"] = in_languages(lambda lang: _summary(lang, card, ends))
    return out


def _summary(lang: str, card: int, ends: list[Any]) -> str:
    words = _WORDS[lang]
    if not any(entry["fields"] for entry in ends):
        return words["pass"]
    colours = ", ".join(B.colour_name(c, lang) for c in B.CARDS[card])
    parts = [
        words["end1" if len(entry["fields"]) == 1 else "end"].format(
            n=len(entry["fields"]), end=entry["end"]
        )
        for entry in ends
        if entry["fields"]
    ]
    text = words["card"].format(colours=colours) + ", ".join(parts)
    numbers = sorted(
        {(n["number"], n["points"]) for entry in ends for n in entry["numbers"]}, reverse=True
    )
    if numbers:
        text += words["numbers"].format(numbers=", ".join(f"{n} (+{p})" for n, p in numbers))
    return text
