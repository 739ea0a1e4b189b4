"""Träxx choices in words (en/nl/fi).

A round's choices are sealed until every player has chosen; the server does not send a
sealed choice's words either. Once open, a choice is said with the fields and their
colours, in the order the path runs, and the numbers it reached.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from spelkast.games.traexx import board as B
from spelkast.games.traexx.state import Extension, TraexxState
from spelkast.games.words import join_names

_WORDS = {
    "en": {
        "pass": "{name} passed",
        "one": "{name} extended the path from {end} by 1 field: {fields}",
        "many": "{name} extended the path from {end} by {n} fields: {fields}",
        "numbers": "; numbers reached: {numbers}",
    },
    "nl": {
        "pass": "{name} paste",
        "one": "{name} verlengde het pad vanaf {end} met 1 veld: {fields}",
        "many": "{name} verlengde het pad vanaf {end} met {n} velden: {fields}",
        "numbers": "; bereikte getallen: {numbers}",
    },
    "fi": {
        "pass": "{name} passasi",
        "one": "{name} jatkoi polkua kentästä {end} yhdellä kentällä: {fields}",
        "many": "{name} jatkoi polkua kentästä {end} {n} kentällä: {fields}",
        "numbers": "; saavutetut numerot: {numbers}",
    },
}


def field_words(field: int, lang: str) -> str:
    """``c4 (red)`` in ``lang``."""
    return f"{B.field_name(field)} ({B.colour_name(B.COLOUR[field], lang)})"


def describe(
    game: Any, state: TraexxState, player: int, action: Any, names: Sequence[str], lang: str
) -> str:
    """``action`` of ``player`` on ``state`` in words."""
    name = names[player] if 0 <= player < len(names) else str(player + 1)
    words = _WORDS[lang]
    if not isinstance(action, Extension):
        return str(game.format_action(action))
    if action.is_pass or action.end is None:
        return words["pass"].format(name=name)
    fields = ", ".join(field_words(f, lang) for f in action.fields)
    key = "one" if len(action.fields) == 1 else "many"
    text = words[key].format(
        name=name, end=B.field_name(action.end), n=len(action.fields), fields=fields
    )
    numbers = [B.NUMBER[f] for f in action.fields if B.NUMBER[f]]
    if numbers:
        text += words["numbers"].format(numbers=", ".join(map(str, numbers)))
    return text


_REASONS = {
    "en": {
        "solo": "all {rounds} cards played: {best} points",
        "one": "all {rounds} cards played: {names} wins with {best} points",
        "shared": "all {rounds} cards played: {names} share the win with {best} points",
    },
    "nl": {
        "solo": "alle {rounds} kaarten gespeeld: {best} punten",
        "one": "alle {rounds} kaarten gespeeld: {names} wint met {best} punten",
        "shared": "alle {rounds} kaarten gespeeld: {names} delen de winst met {best} punten",
    },
    "fi": {
        "solo": "kaikki {rounds} korttia pelattu: {best} pistettä",
        "one": "kaikki {rounds} korttia pelattu: {names} voittaa {best} pisteellä",
        "shared": "kaikki {rounds} korttia pelattu: {names} jakavat voiton {best} pisteellä",
    },
}


def reason(game: Any, state: TraexxState, names: Sequence[str], lang: str) -> str:
    """Why the game is over: every card played, and who won with how many points."""
    outcome = game.outcome(state)
    scores = [int(s) for s in outcome.scores]
    best = max(scores)
    winners = [
        names[p] if p < len(names) else str(p + 1) for p, s in enumerate(scores) if s == best
    ]
    key = "solo" if state.num_players == 1 else "one" if len(winners) == 1 else "shared"
    return _REASONS[lang][key].format(
        rounds=state.round, names=join_names(winners, lang), best=best
    )
