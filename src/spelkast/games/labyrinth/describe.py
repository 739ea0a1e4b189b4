"""Labyrinth moves in words (en/nl/fi) and the path a pawn walks.

Only what every seat sees is said: the line pushed in, the cell the pawn went to with the
day treasure on it (night treasures only at night, when they glow), a treasure found
(the found cards lie open) and the coin turned over. Cells are named as in the notation
(columns a-g from the left, rows 1-7 from the top).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from typing import Any

from spelkast.core.game import JSON
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth import data as D
from spelkast.games.labyrinth.state import (
    COIN,
    NIGHT,
    LabyrinthState,
    MoveTo,
    Shift,
    TakeCoin,
)

_SHIFT = {
    "en": {
        "N": "{name} pushed column {line} in from the top",
        "S": "{name} pushed column {line} in from the bottom",
        "W": "{name} pushed row {line} in from the left",
        "E": "{name} pushed row {line} in from the right",
    },
    "nl": {
        "N": "{name} schoof kolom {line} van boven in",
        "S": "{name} schoof kolom {line} van onderen in",
        "W": "{name} schoof rij {line} van links in",
        "E": "{name} schoof rij {line} van rechts in",
    },
    "fi": {
        "N": "{name} työnsi sarakkeen {line} ylhäältä",
        "S": "{name} työnsi sarakkeen {line} alhaalta",
        "W": "{name} työnsi rivin {line} vasemmalta",
        "E": "{name} työnsi rivin {line} oikealta",
    },
}

_WORDS = {
    "en": {
        "stay": "{name} stayed on {cell}",
        "walk": "{name} walked to {cell}",
        "walk_to": "{name} walked to the {treasure} on {cell}",
        "found": " and found the {treasure}",
        "home": " and came home",
        "coin": "{name} turned over coin {n}",
    },
    "nl": {
        "stay": "{name} bleef staan op {cell}",
        "walk": "{name} liep naar {cell}",
        "walk_to": "{name} liep naar {cell} ({treasure})",
        "found": " en vond de schat: {treasure}",
        "home": " en kwam thuis",
        "coin": "{name} draaide munt {n} om",
    },
    "fi": {
        "stay": "{name} jäi ruutuun {cell}",
        "walk": "{name} kulki ruutuun {cell}",
        "walk_to": "{name} kulki ruutuun {cell} ({treasure})",
        "found": " ja löysi aarteen: {treasure}",
        "home": " ja palasi kotiin",
        "coin": "{name} käänsi kolikon {n}",
    },
}


def _name(names: Sequence[str], player: int) -> str:
    return names[player] if 0 <= player < len(names) else str(player + 1)


def describe(
    game: Any, state: LabyrinthState, player: int, action: Any, names: Sequence[str], lang: str
) -> str:
    """``action`` of ``player`` on ``state`` in words."""
    return _words(game, state, player, action, names, lang, _outcome(game, state, player, action))


def describe_langs(
    game: Any,
    state: LabyrinthState,
    player: int,
    action: Any,
    names: Mapping[str, Sequence[str]],
    langs: Sequence[str],
) -> dict[str, str]:
    """:func:`describe` in each of ``langs`` (``names`` per language); the move is
    applied once for all of them."""
    outcome = _outcome(game, state, player, action)
    return {
        lang: _words(
            game, state, player, action, names.get(lang, names.get("en", ())), lang, outcome
        )
        for lang in langs
    }


def _outcome(game: Any, state: LabyrinthState, player: int, action: Any) -> tuple[int | None, bool]:
    """The treasure a move finds (None: none) and whether it ends the game at home."""
    if not isinstance(action, MoveTo):
        return None, False
    night = state.phase == NIGHT
    after = game.apply(state, player, action)
    found = after.night_found[player] if night else after.found[player]
    before = state.night_found[player] if night else state.found[player]
    treasure = found[-1] if len(found) > len(before) else None
    home_cell = B.cell(*D.START_CELLS[player])
    return treasure, after.ended_by == player and action.cell == home_cell and state.step != COIN


def _words(
    game: Any,
    state: LabyrinthState,
    player: int,
    action: Any,
    names: Sequence[str],
    lang: str,
    outcome: tuple[int | None, bool],
) -> str:
    name = _name(names, player)
    words = _WORDS[lang]
    if isinstance(action, Shift):
        arrow = B.ARROWS[action.arrow]
        return _SHIFT[lang][arrow.side].format(name=name, line=arrow.name[1:])
    if isinstance(action, TakeCoin):
        return words["coin"].format(name=name, n=action.index + 1)
    if not isinstance(action, MoveTo):
        return str(game.format_action(action))
    cell = B.cell_name(action.cell)
    tile = state.board[action.cell]
    night = state.phase == NIGHT
    on_tile = B.night_of(tile) if night else B.treasure_of(tile)
    treasures = D.NIGHT_TREASURES if night else D.TREASURES
    if action.cell == state.pawns[player]:
        text = words["stay"].format(name=name, cell=cell)
    elif on_tile is not None:
        text = words["walk_to"].format(name=name, cell=cell, treasure=treasures[on_tile].name(lang))
    else:
        text = words["walk"].format(name=name, cell=cell)
    found, home = outcome
    if found is not None:
        text += words["found"].format(treasure=treasures[found].name(lang))
    if home:
        text += words["home"]
    return text


def path(board: tuple[int, ...], start: int, goal: int) -> list[int]:
    """The shortest corridor from ``start`` to ``goal`` (both included; neighbours tried
    north, east, south, west, so the path is always the same); [] if there is none."""
    steps = ((D.N, D.S, -D.SIZE), (D.E, D.W, 1), (D.S, D.N, D.SIZE), (D.W, D.E, -1))
    came: dict[int, int] = {start: start}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here == goal:
            break
        col = here % D.SIZE
        for out, into, delta in steps:
            there = here + delta
            if (delta == 1 and col == D.SIZE - 1) or (delta == -1 and col == 0):
                continue
            if not 0 <= there < D.CELLS or there in came:
                continue
            if board[here] & out and board[there] & into:
                came[there] = here
                queue.append(there)
    if goal not in came:
        return []
    route = [goal]
    while route[-1] != start:
        route.append(came[route[-1]])
    return route[::-1]


def motion(state: LabyrinthState, player: int, action: Any) -> JSON:
    """A pawn's walk: ``{"path": [cell names from its cell to the goal]}``."""
    if not isinstance(action, MoveTo):
        return None
    route = path(state.board, state.pawns[player], action.cell)
    return {"path": [B.cell_name(c) for c in route]} if route else None


_REASONS = {
    "en": {
        "home": "{name} found every treasure and came home",
        "all": "{name} found every treasure",
        "night": "{name} found every night treasure, came home and took a coin worth {coin}",
    },
    "nl": {
        "home": "{name} vond alle schatten en kwam thuis",
        "all": "{name} vond alle schatten",
        "night": "{name} vond alle nachtschatten, kwam thuis en pakte een munt van {coin}",
    },
    "fi": {
        "home": "{name} löysi kaikki aarteet ja palasi kotiin",
        "all": "{name} löysi kaikki aarteet",
        "night": "{name} löysi kaikki yöaarteet, palasi kotiin ja sai {coin} pisteen kolikon",
    },
}


def reason(game: Any, state: LabyrinthState, names: Sequence[str], lang: str) -> str:
    """Why the game is over (the coin is face up by then)."""
    ender = state.ended_by if state.ended_by is not None else 0
    name = _name(names, ender)
    if state.day_night:
        coin = state.coins[state.coin_taken] if state.coin_taken is not None else 0
        return _REASONS[lang]["night"].format(name=name, coin=coin)
    return _REASONS[lang]["all" if state.no_return else "home"].format(name=name)
