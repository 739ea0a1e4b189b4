"""Labyrinth card-game moves in words (en/nl/fi).

A placed card lies open, so its number and treasures are said, and so are the cards it
took; a discarded card is out of the game face up. Nothing of a hand or the pile is said.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from spelkast.games.labyrinth_cards import data as D
from spelkast.games.labyrinth_cards.state import CardsState, Discard, Place
from spelkast.games.words import join_names

_WORDS = {
    "en": {
        "place": "{name} placed card {card} ({treasures})",
        "take1": " and took card {cards}",
        "take": " and took {n} cards: {cards}",
        "discard": "{name} could place no card and put card {card} ({treasures}) out of the game",
    },
    "nl": {
        "place": "{name} legde kaart {card} ({treasures})",
        "take1": " en pakte kaart {cards}",
        "take": " en pakte {n} kaarten: {cards}",
        "discard": "{name} kon geen kaart leggen en legde kaart {card} ({treasures}) weg",
    },
    "fi": {
        "place": "{name} pelasi kortin {card} ({treasures})",
        "take1": " ja otti kortin {cards}",
        "take": " ja otti {n} korttia: {cards}",
        "discard": "{name} ei voinut pelata korttia ja poisti kortin {card} ({treasures}) pelistä",
    },
}


def _treasures(card: int, lang: str) -> str:
    return ", ".join(D.TREASURES[t].name(lang) for t in D.DECK[card - 1].treasures)


def describe(
    game: Any, state: CardsState, player: int, action: Any, names: Sequence[str], lang: str
) -> str:
    """``action`` of ``player`` on ``state`` in words."""
    name = names[player] if 0 <= player < len(names) else str(player + 1)
    words = _WORDS[lang]
    if isinstance(action, Discard):
        return words["discard"].format(
            name=name, card=action.card, treasures=_treasures(action.card, lang)
        )
    if not isinstance(action, Place):
        return str(game.format_action(action))
    text = words["place"].format(
        name=name, card=action.card, treasures=_treasures(action.card, lang)
    )
    if len(action.take) == 1:
        text += words["take1"].format(cards=action.take[0])
    elif action.take:
        text += words["take"].format(n=len(action.take), cards=", ".join(map(str, action.take)))
    return text


_REASONS = {
    "en": {
        "one": "{names} collected the most cards ({n})",
        "shared": "shared win: {names} collected {n} cards each",
    },
    "nl": {
        "one": "{names} verzamelde de meeste kaarten ({n})",
        "shared": "gedeelde winst: {names} verzamelden elk {n} kaarten",
    },
    "fi": {
        "one": "{names} keräsi eniten kortteja ({n})",
        "shared": "jaettu voitto: {names} keräsivät kukin {n} korttia",
    },
}


def reason(game: Any, state: CardsState, names: Sequence[str], lang: str) -> str:
    """Why the game is over: who collected the most cards."""
    scores = [len(t) for t in state.taken]
    best = max(scores)
    winners = [
        names[p] if p < len(names) else str(p + 1) for p, s in enumerate(scores) if s == best
    ]
    key = "one" if len(winners) == 1 else "shared"
    return _REASONS[lang][key].format(names=join_names(winners, lang), n=best)
