"""Hints for Sudoku and Sudoids: the cells where the seat's tile fits and where it scores
most.

Read from the seat's view only: the board, the seat's own tile and the options. A tile
fits where the Sudoku rule allows it (:func:`rules.fits`); the points are the engine's
(:func:`rules.points`, under the match's scoring). Under the assisted rules these cells
are exactly the ones offered; under the table rules any empty cell may be chosen, but a
tile laid elsewhere is set aside and scores nothing, and when it fits nowhere the seat
should say so (claim).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from spelkast.core.game import JSON
from spelkast.games.sudoku import SUDOIDS_GAME, SUDOKU
from spelkast.games.sudoku import rules as R
from spelkast.games.sudoku.describe import tile_words
from spelkast.games.sudoku.game import SudokuGame
from spelkast.games.sudoku.state import CLAIM_RIGHT
from spelkast.hints.words import in_languages

_GAMES: dict[str, SudokuGame] = {"sudoku": SUDOKU, "sudoids": SUDOIDS_GAME}

_WORDS = {
    "en": {
        "fits": "{tile} fits on {n} cells; the most points: +{most} on {cells}",
        "fits1": "{tile} fits on 1 cell: {cells} (+{most})",
        "nowhere": "{tile} fits nowhere: say so (claim)",
    },
    "nl": {
        "fits": "{tile} past op {n} vakken; de meeste punten: +{most} op {cells}",
        "fits1": "{tile} past op 1 vak: {cells} (+{most})",
        "nowhere": "{tile} past nergens: zeg het (claim)",
    },
    "fi": {
        "fits": "{tile} sopii {n} ruutuun; eniten pisteitä: +{most} ruudussa {cells}",
        "fits1": "{tile} sopii vain ruutuun {cells} (+{most})",
        "nowhere": "{tile} ei sovi mihinkään: ilmoita se",
    },
}


def hint(view: Mapping[str, Any]) -> dict[str, JSON] | None:
    """The hint for the seat whose view this is, on its turn (None otherwise): every cell
    where its tile fits with the points it would score there (``fits``, in cell order),
    the most points (``most``) and the cells that score them (``best``)."""
    seat = view.get("viewer")
    value = view.get("hand")
    if seat is None or view.get("current") != seat or not value:
        return None
    game_id = str(view["game"])
    game = _GAMES[game_id]
    side = game.side
    board = tuple(view["board"])
    scoring = str(view["options"]["scoring"])
    fits = [
        (cell, R.points(side, board, cell, scoring)) for cell in R.legal_cells(side, board, value)
    ]
    most = max((points for _, points in fits), default=0)
    best = [side.cell_name(cell) for cell, points in fits if points == most]
    out: dict[str, JSON] = {
        "game": game_id,
        "seat": seat,
        "turn": int(view["turn"]),
        "tile": value,
        "mode": view["options"]["mode"],
        "fits": [{"cell": side.cell_name(cell), "points": points} for cell, points in fits],
        "most": most,
        "best": best if fits else [],
    }
    out["summary"] = in_languages(lambda lang: _summary(game, lang, value, len(fits), most, best))
    return out


def _summary(game: SudokuGame, lang: str, value: int, n: int, most: int, best: list[str]) -> str:
    tile = tile_words(game, value, lang, CLAIM_RIGHT)
    text = _WORDS[lang]
    if not n:
        return text["nowhere"].format(tile=tile)
    return text["fits1" if n == 1 else "fits"].format(
        tile=tile, n=n, most=most, cells=", ".join(best)
    )
