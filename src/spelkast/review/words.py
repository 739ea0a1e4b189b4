"""The review in words, in English, Dutch and Finnish, naming people by their names.

Moves are said with the engines' own words (:func:`spelkast.games.describe.describe`);
the better Labyrinth turn is said as what it would have done ("pushing column b in from
the top and walking to b5 would have let Anna reach the helmet this turn").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from spelkast.core.game import Game
from spelkast.games.describe import LANGUAGES, describe
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth import data as D
from spelkast.games.labyrinth.state import HOMES, NIGHT, MoveTo, Shift
from spelkast.games.labyrinth_cards import data as CD
from spelkast.games.labyrinth_cards.state import Discard
from spelkast.games.labyrinth_cards.state import Place as CardPlace
from spelkast.games.sudoku.describe import tile_words
from spelkast.games.sudoku.state import CLAIM_RIGHT, PLACED
from spelkast.games.sudoku.state import Place as TilePlace
from spelkast.games.traexx import board as TB
from spelkast.games.traexx.describe import field_words
from spelkast.games.traexx.state import Extension
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
        "better_reach_you": "Better: pushing {line} and walking to {cell} would have let you "
        "reach {goal} this turn ({value}).",
        "luck": "{head}: luck — {kind} changed {name}'s {measure} by {delta}.",
        "luck_you": "{head}: luck — {kind} changed your {measure} by {delta}.",
        "better_tile": "Better: {tile} on {cell} (+{points}) ({value}).",
        "better_place": "Better: card {card} ({treasures}) ({value}).",
        "better_take1": "Better: card {card} ({treasures}), taking card {cards} ({value}).",
        "better_take": "Better: card {card} ({treasures}), taking {n} cards: {cards} ({value}).",
        "better_discard": "Better: putting card {card} ({treasures}) out of the game ({value}).",
        "better_pass": "Better: passing ({value}).",
        "better_path1": "Better: extending the path from {end} by 1 field: {fields} ({value}).",
        "better_path": "Better: extending the path from {end} by {n} fields: {fields} ({value}).",
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
        "changed": "changed",
        "changed_many": "changed",
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
        "better_reach_you": "Beter: {line} inschuiven en naar {cell} lopen; dan had je deze "
        "beurt {goal} bereikt ({value}).",
        "luck": "{head}: geluk — {kind} {changed} de {measure} van {name} met {delta}.",
        "luck_you": "{head}: geluk — {kind} {changed} je {measure} met {delta}.",
        "better_tile": "Beter: {tile} op {cell} (+{points}) ({value}).",
        "better_place": "Beter: kaart {card} ({treasures}) leggen ({value}).",
        "better_take1": "Beter: kaart {card} ({treasures}) leggen en kaart {cards} pakken "
        "({value}).",
        "better_take": "Beter: kaart {card} ({treasures}) leggen en {n} kaarten pakken: {cards} "
        "({value}).",
        "better_discard": "Beter: kaart {card} ({treasures}) wegleggen ({value}).",
        "better_pass": "Beter: passen ({value}).",
        "better_path1": "Beter: het pad vanaf {end} met 1 veld verlengen: {fields} ({value}).",
        "better_path": "Beter: het pad vanaf {end} met {n} velden verlengen: {fields} ({value}).",
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
        "changed": "veranderde",
        "changed_many": "veranderden",
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
        "better_reach_you": "Parempi: {line} ja kulku ruutuun {cell}; silloin olisit "
        "saavuttanut tällä vuorolla kohteen: {goal} ({value}).",
        "luck": "{head}: onni — {kind} {changed} arviota ({name}, {measure}) {delta}.",
        "luck_you": "{head}: onni — {kind} {changed} arviotasi ({measure}) {delta}.",
        "better_tile": "Parempi: {tile} ruutuun {cell} (+{points}) ({value}).",
        "better_place": "Parempi: kortti {card} ({treasures}) ({value}).",
        "better_take1": "Parempi: kortti {card} ({treasures}), joka olisi ottanut kortin "
        "{cards} ({value}).",
        "better_take": "Parempi: kortti {card} ({treasures}), joka olisi ottanut {n} "
        "korttia: {cards} ({value}).",
        "better_discard": "Parempi: kortin {card} ({treasures}) poistaminen pelistä ({value}).",
        "better_pass": "Parempi: vuoron ohittaminen ({value}).",
        "better_path1": "Parempi: polun jatkaminen kentästä {end} yhdellä kentällä: {fields} "
        "({value}).",
        "better_path": "Parempi: polun jatkaminen kentästä {end} {n} kentällä: {fields} ({value}).",
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
        "changed": "muutti",
        "changed_many": "muuttivat",
        "home": "koti",
        "treasure": "{treasure}",
        "N": "sarakkeen {line} työntäminen ylhäältä",
        "S": "sarakkeen {line} työntäminen alhaalta",
        "W": "rivin {line} työntäminen vasemmalta",
        "E": "rivin {line} työntäminen oikealta",
    },
}


PLURAL_KINDS = frozenset({"draw", "tile"})
"""The chance events said in the plural ("the cards drawn"), whose verb agrees."""


def text(key: str, lang: str, **values: Any) -> str:
    words = _TEXT[lang if lang in _TEXT else "en"]
    return words[key].format(**values)


def _number(value: float, decimals: int, lang: str) -> str:
    """A number as ``lang`` writes it: a real minus sign, a decimal comma in nl and fi."""
    said = f"{abs(value):.{decimals}f}"
    if lang in ("nl", "fi"):
        said = said.replace(".", ",")
    return ("−" if round(value, decimals) < 0 else "") + said


def value_text(measure: str, value: float, lang: str = "en") -> str:
    """An estimate as a person reads it: a percentage, or points solo.

    >>> value_text("win", 0.5), value_text("win", 0.5, "fi"), value_text("score", -0.7, "nl")
    ('50%', '50 %', '−0,7')
    """
    if measure == SCORE:
        return _number(value, 1, lang)
    return _number(100 * value, 0, lang) + (" %" if lang == "fi" else "%")


def delta_text(measure: str, delta: float, lang: str) -> str:
    sign = "+" if delta >= 0 else "−"
    if measure == SCORE:
        return text("score_delta", lang, sign=sign, value=_number(abs(delta), 1, lang))
    return text("share_delta", lang, sign=sign, value=_number(100 * abs(delta), 0, lang))


_YOU = "\x00"
"""The name the engines' words are given for the player spoken to, turned into "you"."""

_SECOND_PERSON: dict[str, dict[str, str]] = {
    # The engines' past-tense verbs: English and Dutch say them alike for "you"; Finnish
    # drops the pronoun and ends the verb in -t (and its subject after "ja" too).
    "en": {},
    "nl": {},
    "fi": {
        "työnsi": "työnsit",
        "jäi": "jäit",
        "kulki": "kuljit",
        "löysi": "löysit",
        "palasi": "palasit",
        "käänsi": "käänsit",
        "pelasi": "pelasit",
        "otti": "otit",
        "ei voinut": "et voinut",
        "poisti": "poistit",
        "asetti": "asetit",
        "sanoi": "sanoit",
        "passasi": "passasit",
        "jatkoi": "jatkoit",
    },
}
_PRONOUN = {"en": "you ", "nl": "je ", "fi": ""}
_VERBS = {
    lang: re.compile(r"(?<!\w)(" + "|".join(map(re.escape, verbs)) + r")(?!\w)")
    for lang, verbs in _SECOND_PERSON.items()
    if verbs
}


def second_person(said: str, lang: str) -> str | None:
    """An engine's sentence about the player named :data:`_YOU`, spoken to them; None
    when a sentence is not one this table knows (the caller keeps the name)."""
    lang = lang if lang in _PRONOUN else "en"
    if said.startswith(_YOU + ": "):  # Finnish "Anna: 7 ei sovi mihinkään"
        said, verbed = said[len(_YOU) + 2 :], False
    elif said.startswith(_YOU + " "):
        said, verbed = _PRONOUN[lang] + said[len(_YOU) + 1 :], True
    else:
        return None
    if _YOU in said:
        return None
    verbs = _VERBS.get(lang)
    if verbs is not None and verbed:
        table = _SECOND_PERSON[lang]
        said, found = verbs.subn(lambda m: table[m.group(1)], said)
        if not found:
            return None
    return said


def say_move(
    game: Game[Any, Any],
    state: Any,
    player: int,
    actions: Sequence[Any],
    names: Sequence[str],
    lang: str,
    you: bool = False,
) -> str:
    """A move (one action, or a Labyrinth push and walk) in the engine's words; with
    ``you``, spoken to the player ("you pushed row 3 in from the left")."""
    if you:
        spoken = [_YOU if p == player else n for p, n in enumerate(names)]
        said = second_person(say_move(game, state, player, actions, spoken, lang), lang)
        if said is not None:
            return said
    said = ""
    for action in actions:
        part = describe(game, state, player, action, names, lang)
        if not said:
            said = part
        elif part.startswith(names[player] + " "):
            # "pushed row 2 in from the left, walked to c3 and found the owl": one "and",
            # before the last of the turn's verbs.
            rest = part[len(names[player]) + 1 :]
            joiner = ", " if f" {text('and', lang)} " in rest else f" {text('and', lang)} "
            said += joiner + rest
        else:
            said += " " + part
        state = game.apply(state, player, action)
    return said


def say_better(
    game: Game[Any, Any],
    state: Any,
    player: int,
    actions: Sequence[Any],
    names: Sequence[str],
    lang: str,
    value: str,
    you: bool = False,
) -> str:
    """The better move, said as what it is (no one's name: "Better: card 12 (owl, key),
    taking card 3 (61%)."); a Labyrinth turn says what it would have reached."""
    if game.info.id == "labyrinth" and len(actions) == 2:
        return say_better_turn(game, state, player, actions, names, lang, value, you)
    (action,) = actions[:1]
    if isinstance(action, CardPlace) and len(actions) == 1:
        card = {"card": action.card, "treasures": _treasures(action.card, lang)}
        if not action.take:
            return text("better_place", lang, value=value, **card)
        if len(action.take) == 1:
            return text("better_take1", lang, cards=action.take[0], value=value, **card)
        cards = ", ".join(map(str, action.take))
        return text("better_take", lang, n=len(action.take), cards=cards, value=value, **card)
    if isinstance(action, Discard) and len(actions) == 1:
        card = {"card": action.card, "treasures": _treasures(action.card, lang)}
        return text("better_discard", lang, value=value, **card)
    if isinstance(action, TilePlace) and len(actions) == 1:
        after = game.apply(state, player, action)
        event = after.last
        points = event.points if event is not None and event.kind == PLACED else 0
        cell = game.side.cell_name(action.cell)  # type: ignore[attr-defined]
        tile = tile_words(game, state.hands[player], lang, CLAIM_RIGHT)
        return text("better_tile", lang, tile=tile, cell=cell, points=points, value=value)
    if isinstance(action, Extension) and len(actions) == 1:
        if action.is_pass or action.end is None:
            return text("better_pass", lang, value=value)
        fields = ", ".join(field_words(f, lang) for f in action.fields)
        key = "better_path1" if len(action.fields) == 1 else "better_path"
        end = TB.field_name(action.end)
        return text(key, lang, end=end, n=len(action.fields), fields=fields, value=value)
    best = say_move(game, state, player, actions, names, lang, you)
    return text("better", lang, best=best, value=value)


def _treasures(card: int, lang: str) -> str:
    return ", ".join(CD.TREASURES[t].name(lang) for t in CD.DECK[card - 1].treasures)


def say_better_turn(
    game: Game[Any, Any],
    state: Any,
    player: int,
    actions: Sequence[Any],
    names: Sequence[str],
    lang: str,
    value: str,
    you: bool = False,
) -> str:
    """The better Labyrinth turn, and what it would have reached (the seat's own goal,
    which its view shows); with ``you``, spoken to the player."""
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
        key = "better_reach_you" if you else "better_reach"
        return text(key, lang, line=line, cell=cell, name=names[player], goal=goal, value=value)
    return text("better_turn", lang, line=line, cell=cell, value=value)


__all__ = [
    "LANGUAGES",
    "delta_text",
    "say_better",
    "say_better_turn",
    "say_move",
    "second_person",
    "text",
    "value_text",
]
