"""The review in words, in English, Dutch and Finnish, naming people by their names.

Moves are said with the engines' own words (:func:`spelkast.games.describe.describe`);
the better Labyrinth turn is said as what it would have done ("pushing column b in from
the top and walking to b5 would have let Anna reach the helmet this turn").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from spelkast.core.game import Game
from spelkast.games.describe import LANGUAGES, describe
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth import data as D
from spelkast.games.labyrinth.state import HOMES, NIGHT, MoveTo, Shift
from spelkast.review.measure import SCORE

_TEXT: dict[str, dict[str, str]] = {
    "en": {
        "move": "Move {n}",
        "and": "and",
        "decision": "{head}: {played} — {mark} ({measure}: {before} → {after}).",
        "better": "Better: {best} ({value}).",
        "better_turn": "Better: pushing {line} and walking to {cell} ({value}).",
        "better_reach": "Better: pushing {line} and walking to {cell} would have let {name} "
        "reach {goal} this turn ({value}).",
        "luck": "{head}: luck — {kind} changed {name}'s {measure} by {delta}.",
        "inaccuracy": "an inaccuracy",
        "mistake": "a mistake",
        "blunder": "a blunder",
        "win": "win chance",
        "rank": "expected rank share",
        "score": "expected score",
        "share_delta": "{sign}{value} percentage points",
        "score_delta": "{sign}{value} points",
        "deal": "the deal",
        "card": "a new card",
        "draw": "the cards drawn",
        "tile": "the tiles drawn",
        "coin": "the coin",
        "home": "home",
        "treasure": "the {treasure}",
        "N": "column {line} in from the top",
        "S": "column {line} in from the bottom",
        "W": "row {line} in from the left",
        "E": "row {line} in from the right",
    },
    "nl": {
        "move": "Zet {n}",
        "and": "en",
        "decision": "{head}: {played} — {mark} ({measure}: {before} → {after}).",
        "better": "Beter: {best} ({value}).",
        "better_turn": "Beter: {line} inschuiven en naar {cell} lopen ({value}).",
        "better_reach": "Beter: {line} inschuiven en naar {cell} lopen; dan had {name} deze "
        "beurt {goal} bereikt ({value}).",
        "luck": "{head}: geluk — {kind} veranderde de {measure} van {name} met {delta}.",
        "inaccuracy": "een onnauwkeurigheid",
        "mistake": "een fout",
        "blunder": "een blunder",
        "win": "winkans",
        "rank": "verwachte rangscore",
        "score": "verwachte score",
        "share_delta": "{sign}{value} procentpunten",
        "score_delta": "{sign}{value} punten",
        "deal": "de deling",
        "card": "een nieuwe kaart",
        "draw": "de getrokken kaarten",
        "tile": "de getrokken tegels",
        "coin": "de munt",
        "home": "huis",
        "treasure": "de schat ({treasure})",
        "N": "kolom {line} van boven",
        "S": "kolom {line} van onderen",
        "W": "rij {line} van links",
        "E": "rij {line} van rechts",
    },
    "fi": {
        "move": "Siirto {n}",
        "and": "ja",
        "decision": "{head}: {played} — {mark} ({measure}: {before} → {after}).",
        "better": "Parempi: {best} ({value}).",
        "better_turn": "Parempi: {line} ja kulku ruutuun {cell} ({value}).",
        "better_reach": "Parempi: {line} ja kulku ruutuun {cell}; silloin {name} olisi "
        "saavuttanut tällä vuorolla kohteen: {goal} ({value}).",
        "luck": "{head}: onni — {kind} muutti arviota ({name}, {measure}) {delta}.",
        "inaccuracy": "epätarkkuus",
        "mistake": "virhe",
        "blunder": "paha virhe",
        "win": "voittomahdollisuus",
        "rank": "odotettu sijoitusosuus",
        "score": "odotettu pistemäärä",
        "share_delta": "{sign}{value} prosenttiyksikköä",
        "score_delta": "{sign}{value} pistettä",
        "deal": "jako",
        "card": "uusi kortti",
        "draw": "nostetut kortit",
        "tile": "nostetut laatat",
        "coin": "kolikko",
        "home": "koti",
        "treasure": "{treasure}",
        "N": "sarakkeen {line} työntäminen ylhäältä",
        "S": "sarakkeen {line} työntäminen alhaalta",
        "W": "rivin {line} työntäminen vasemmalta",
        "E": "rivin {line} työntäminen oikealta",
    },
}


def text(key: str, lang: str, **values: Any) -> str:
    words = _TEXT[lang if lang in _TEXT else "en"]
    return words[key].format(**values)


def value_text(measure: str, value: float) -> str:
    """An estimate as a person reads it: a percentage, or points solo."""
    return f"{value:.1f}" if measure == SCORE else f"{100 * value:.0f}%"


def delta_text(measure: str, delta: float, lang: str) -> str:
    sign = "+" if delta >= 0 else "−"
    if measure == SCORE:
        return text("score_delta", lang, sign=sign, value=f"{abs(delta):.1f}")
    return text("share_delta", lang, sign=sign, value=f"{100 * abs(delta):.0f}")


def say_move(
    game: Game[Any, Any],
    state: Any,
    player: int,
    actions: Sequence[Any],
    names: Sequence[str],
    lang: str,
) -> str:
    """A move (one action, or a Labyrinth push and walk) in the engine's words."""
    parts: list[str] = []
    for action in actions:
        said = describe(game, state, player, action, names, lang)
        if parts and said.startswith(names[player] + " "):
            said = text("and", lang) + " " + said[len(names[player]) + 1 :]
        parts.append(said)
        state = game.apply(state, player, action)
    return " ".join(parts)


def say_better_turn(
    game: Game[Any, Any],
    state: Any,
    player: int,
    actions: Sequence[Any],
    names: Sequence[str],
    lang: str,
    value: str,
) -> str:
    """The better Labyrinth turn, and what it would have reached (the seat's own goal,
    which its view shows)."""
    shift, walk = actions
    assert isinstance(shift, Shift)
    assert isinstance(walk, MoveTo)
    arrow = B.ARROWS[shift.arrow]
    line = text(arrow.side, lang, line=arrow.name[1:])
    cell = B.cell_name(walk.cell)
    after = game.apply(state, player, shift)
    kind, ids = game.seeking(after, player)  # type: ignore[attr-defined]
    tile = after.board[walk.cell]
    if kind == "home":
        reached = walk.cell == HOMES[player]
        goal = text("home", lang)
    else:
        on_tile = B.night_of(tile) if after.phase == NIGHT else B.treasure_of(tile)
        reached = on_tile is not None and on_tile in ids
        treasures = D.NIGHT_TREASURES if after.phase == NIGHT else D.TREASURES
        goal = (
            text("treasure", lang, treasure=treasures[on_tile].name(lang))
            if on_tile is not None and reached
            else ""
        )
    if reached:
        return text(
            "better_reach", lang, line=line, cell=cell, name=names[player], goal=goal, value=value
        )
    return text("better_turn", lang, line=line, cell=cell, value=value)


__all__ = ["LANGUAGES", "delta_text", "say_better_turn", "say_move", "text", "value_text"]
