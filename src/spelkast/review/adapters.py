"""What the review needs to know of each game, declared once per game id.

* ``build``: the hard bot's search model for a decision, from the seat's view only (the
  same model classes the hard bots search with), or ``None`` when there is nothing to
  weigh (a coin, a tile that fits in one cell or none, no card on the table).
* A **move** of the review is what a person decides at once: one action, except in
  Labyrinth, where a turn's push and walk are one decision (the search's moves are whole
  turns). ``span`` says how many record actions a move takes, ``to_model`` and
  ``from_model`` translate between a move's actions and the search's action (``to_model``
  gives ``None`` for a move the search cannot play: a Sudoku tile put where the rule
  forbids it, or a claim, under table rules).
* ``scores``: for solo games, a leaf's model values together with the seat's final score
  (the rollout the model itself runs), so the review can report the expected score.
* ``chance``: the chance event a record action brought (a card drawn, a tile, a Träxx
  card turned, a coin), read from public facts only (pile sizes, the card on the table).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from spelkast.bots.labyrinth_cards_hard import CardsModel
from spelkast.bots.labyrinth_hard import LabyrinthModel
from spelkast.bots.search import Model
from spelkast.bots.sudoku_hard import ChanceSearch
from spelkast.bots.sudoku_model import SudokuModel, has_choice
from spelkast.bots.traexx_hard import Position, TraexxModel
from spelkast.bots.traexx_hard import build_model as traexx_model
from spelkast.core.game import JSON, Game
from spelkast.games.labyrinth.game import LabyrinthGame
from spelkast.games.labyrinth.state import SHIFT, MoveTo, Shift
from spelkast.games.labyrinth_cards.game import LabyrinthCardsGame
from spelkast.games.labyrinth_cards.state import Place
from spelkast.games.sudoku import rules as R
from spelkast.games.sudoku.data import SIDES
from spelkast.games.sudoku.state import Place as SudokuPlace

Builder = Callable[[Game[Any, Any], int, dict[str, JSON], Sequence[Any]], "Model[Any, Any] | None"]
Exact = list[tuple[Any, float]]
"""Every move's exact value, best first (a search with no sampling)."""
ExactSearch = Callable[[Game[Any, Any], int, dict[str, JSON], Sequence[Any]], "Exact | None"]
Scores = Callable[[Any, Any, random.Random], tuple[Sequence[float], list[float]]]


@dataclass(frozen=True, slots=True)
class Adapter:
    build: Builder
    chance: Callable[[dict[str, JSON], dict[str, JSON]], str | None]
    span: Callable[[Any], int] = lambda view: 1
    to_model: Callable[[dict[str, JSON], Sequence[Any]], Any] = lambda view, actions: actions[0]
    from_model: Callable[[Any], list[Any]] = lambda action: [action]
    scores: Scores | None = None
    exact: ExactSearch | None = None


# ----------------------------------------------------------------------- labyrinth
def _labyrinth(
    game: Game[Any, Any], player: int, view: dict[str, JSON], legal: Sequence[Any]
) -> Model[Any, Any] | None:
    if view["step"] != SHIFT or not isinstance(game, LabyrinthGame):
        return None
    return LabyrinthModel(game, player, view, legal, 0)


def _labyrinth_chance(before: dict[str, JSON], after: dict[str, JSON]) -> str | None:
    if before["step"] == "coin" and after["coin_taken"] is not None:
        return "coin"
    left = [p["cards_left"] for p in before["players"]]
    now = [p["cards_left"] for p in after["players"]]
    if any(b > a > 0 for b, a in zip(left, now, strict=True)):
        return "card"
    return None


def _labyrinth_model(view: dict[str, JSON], actions: Sequence[Any]) -> Any:
    shift, walk = actions
    assert isinstance(shift, Shift)
    assert isinstance(walk, MoveTo)
    return (shift.arrow, shift.openings, walk.cell)


def _labyrinth_moves(action: Any) -> list[Any]:
    if isinstance(action, int):
        return [MoveTo(action)]
    arrow, openings, cell = action
    return [Shift(arrow, openings), MoveTo(cell)]


# ------------------------------------------------------------------- card game
def _cards(
    game: Game[Any, Any], player: int, view: dict[str, JSON], legal: Sequence[Any]
) -> Model[Any, Any] | None:
    if not isinstance(game, LabyrinthCardsGame) or view["current"] != player:
        return None
    if not any(isinstance(a, Place) for a in legal) and len(set(legal)) < 2:
        return None
    return CardsModel(game, player, view, legal)


def _pile_chance(key: str, word: str) -> Callable[[dict[str, JSON], dict[str, JSON]], str | None]:
    def chance(before: dict[str, JSON], after: dict[str, JSON]) -> str | None:
        return word if int(after[key]) < int(before[key]) else None

    return chance


# ---------------------------------------------------------------------- sudoku
def _sudoku(
    game: Game[Any, Any], player: int, view: dict[str, JSON], legal: Sequence[Any]
) -> Model[Any, Any] | None:
    side = SIDES[str(view["game"])]
    if view["current"] != player or not has_choice(side, view):
        return None
    return SudokuModel(side, view, player)


def _sudoku_exact(
    game: Game[Any, Any], player: int, view: dict[str, JSON], legal: Sequence[Any]
) -> Exact | None:
    """Two players: the hard bot's expectimax over the tiles to come values every cell
    exactly (:class:`~spelkast.bots.sudoku_hard.ChanceSearch`), best first as it ranks
    them (ties: more points now, then the lower cell). ``None`` where the hard bot does
    not use it (more players, or the opponent holds no tile)."""
    side = SIDES[str(view["game"])]
    if view["num_players"] != 2 or view["current"] != player or not has_choice(side, view):
        return None
    if not view["players"][1 - player]["has_tile"]:
        return None
    search = ChanceSearch(side, view, player)
    ranked: Exact = []
    for cell in search.cells():
        ranked.append((cell, search.value(cell)))
    best = max(range(len(ranked)), key=lambda i: ranked[i][1] - 1e-12 * i)
    return [ranked[best], *ranked[:best], *ranked[best + 1 :]]


def _sudoku_cell(view: dict[str, JSON], actions: Sequence[Any]) -> int | None:
    (action,) = actions
    side = SIDES[str(view["game"])]
    if not isinstance(action, SudokuPlace):
        return None
    board = view["board"]
    hand = view["hand"]
    assert isinstance(board, list)
    assert isinstance(hand, int)
    return action.cell if R.fits(side, board, action.cell, hand) else None


def _sudoku_scores(model: Any, state: Any, rng: random.Random) -> tuple[list[float], list[float]]:
    scores = model.playout(state, rng) if state.current >= 0 else list(state.scores)
    return model.values(scores), [float(s) for s in scores]


# ---------------------------------------------------------------------- traexx
def _traexx_scores(
    model: TraexxModel, state: Position, rng: random.Random
) -> tuple[list[float], list[float]]:
    scores = model.final_scores(state, rng)
    return model.values(scores), [float(s) for s in scores]


def _traexx_chance(before: dict[str, JSON], after: dict[str, JSON]) -> str | None:
    return "card" if after["card"] is not None and after["card"] != before["card"] else None


ADAPTERS: dict[str, Adapter] = {
    "labyrinth": Adapter(
        _labyrinth,
        _labyrinth_chance,
        span=lambda view: 2 if view["step"] == SHIFT else 1,
        to_model=_labyrinth_model,
        from_model=_labyrinth_moves,
    ),
    "labyrinth-cards": Adapter(_cards, _pile_chance("pile_size", "draw")),
    "sudoku": Adapter(
        _sudoku,
        _pile_chance("pile", "tile"),
        to_model=_sudoku_cell,
        from_model=lambda cell: [SudokuPlace(cell)],
        scores=_sudoku_scores,
        exact=_sudoku_exact,
    ),
    "traexx": Adapter(traexx_model, _traexx_chance, scores=_traexx_scores),
}
ADAPTERS["sudoids"] = ADAPTERS["sudoku"]


def adapter_for(game_id: str) -> Adapter:
    try:
        return ADAPTERS[game_id]
    except KeyError:
        raise KeyError(f"the review knows no game {game_id!r}") from None
