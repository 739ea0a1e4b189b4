"""Games with a planted blunder, for the honest-estimates tests: every seat plays the
hard bot (a small budget), except that one seat, from its ``at``-th decision on, plays
the first clear blunder it can: in Labyrinth a turn that walks as far as it can from a
treasure it could have reached, in the card game a card that takes nothing when another
placement takes two treasures or more, in Sudoku and Sudoids a tile on the cell that
scores least when another scores six points more, in Träxx a pass when the card allows a
path of four fields or more to a number no one has reached."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from spelkast.bots.base import Bot, get_bot
from spelkast.bots.labyrinth import goal_cells, goals_after_shift
from spelkast.bots.sudoku_model import SudokuModel, has_choice
from spelkast.core.game import JSON, Game
from spelkast.core.record import GameRecord, Move
from spelkast.core.registry import get_game
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth.state import HOMES, SHIFT, MoveTo, Shift
from spelkast.games.labyrinth_cards.state import Place
from spelkast.games.sudoku import rules as R
from spelkast.games.sudoku.data import SIDES
from spelkast.games.sudoku.state import Place as SudokuPlace
from spelkast.games.traexx import board as TB
from spelkast.games.traexx.state import PASS, Extension

Blunder = Callable[[Game[Any, Any], int, dict[str, JSON], Sequence[Any]], list[Any] | None]


def labyrinth_blunder(
    game: Game[Any, Any], player: int, view: dict[str, JSON], legal: Sequence[Any]
) -> list[Any] | None:
    """A push and walk that misses a treasure (or home) the seat could reach this turn."""
    if view["step"] != SHIFT:
        return None
    seeking = view["players"][player]["seeking"]
    goals = goal_cells(view["board"], seeking, HOMES[player])
    on_spare = not goals and seeking["kind"] != "home"
    pawn = int(view["players"][player]["pawn"])
    hit = False
    misses: list[tuple[int, int, int, int]] = []
    for arrow, bits, reach in B.turn_destinations(
        tuple(view["board"]), int(view["spare"]), view["forbidden"], pawn
    ):
        after = goals_after_shift(goals, on_spare, arrow)
        if any(reach >> g & 1 for g in after):
            hit = True
            continue
        for cell in B.cells_of(reach):
            far = min((B.manhattan(cell, g) for g in after), default=0)
            misses.append((far, arrow, bits, cell))
    if not hit or not misses:
        return None
    _, arrow, bits, cell = max(misses)
    return [Shift(arrow, bits), MoveTo(cell)]


def cards_blunder(
    game: Game[Any, Any], player: int, view: dict[str, JSON], legal: Sequence[Any]
) -> list[Any] | None:
    """A placement taking nothing when another takes two cards or more."""
    places = [a for a in legal if isinstance(a, Place)]
    if max((len(a.take) for a in places), default=0) < 2:
        return None
    empty = [a for a in places if not a.take]
    return [empty[0]] if empty else None


def sudoku_blunder(
    game: Game[Any, Any], player: int, view: dict[str, JSON], legal: Sequence[Any]
) -> list[Any] | None:
    """A tile put where it keeps the rule but scores the least, when another cell
    scores six points more."""
    side = SIDES[str(view["game"])]
    if not has_choice(side, view):
        return None
    points = SudokuModel(side, view, player).counts
    cells = R.legal_cells(side, view["board"], view["hand"])
    low = min(cells, key=lambda c: (points[c], c))
    if max(points[c] for c in cells) - points[low] < 6:
        return None
    return [SudokuPlace(low)]


def play(
    game_id: str,
    players: int,
    seed: int,
    blunderer: int,
    at: int,
    blunder: Blunder,
    bot: str = "hard:iterations=60:seconds=0",
    limit: int = 1000,
) -> tuple[GameRecord, int]:
    """A game with the planted blunder; returns the record (cut ``limit`` actions after
    the blunder) and the 1-based move number of the blunder's first action."""
    game = get_game(game_id)
    state = game.new_initial_state(players, {}, seed)
    bots: list[Bot] = [get_bot(game_id, bot) for _ in range(players)]
    rngs = [random.Random(seed * 10 + p) for p in range(players)]
    record = GameRecord(
        game_id, players, dict(state.options), seed, players=("bot:hard",) * players
    )
    decisions = 0
    planted: int | None = None
    queued: list[Any] = []
    while game.to_move(state):
        (p,) = game.to_move(state)[:1]
        legal = game.legal_actions(state, p)
        view = game.view(state, p)
        if queued and p == blunderer:
            action = queued.pop(0)
        else:
            action = None
            if p == blunderer and planted is None and len(legal) > 1:
                decisions += 1
                if decisions >= at:
                    found = blunder(game, p, view, legal)
                    if found is not None:
                        planted = len(record.moves) + 1
                        action, *queued = found
            if action is None:
                action = bots[p].choose(game, p, view, legal, rngs[p])
        state = game.apply(state, p, action)
        record = record.with_move(Move(p, game.action_to_json(action)))
        if planted is not None and len(record.moves) >= planted + limit:
            break
    if planted is None:
        raise AssertionError("no blunder could be planted in this game")
    return record, planted


def traexx_blunder(
    game: Game[Any, Any], player: int, view: dict[str, JSON], legal: Sequence[Any]
) -> list[Any] | None:
    """A pass when the card allows a path of four fields or more that reaches a number
    no one has reached yet (its points, and every field left unreached, are lost)."""
    taken = {int(n) for n in view["taken"]}
    long = [
        a
        for a in legal
        if isinstance(a, Extension)
        and len(a.fields) >= 4
        and any(TB.NUMBER[f] and TB.NUMBER[f] not in taken for f in a.fields)
    ]
    return [PASS] if long and PASS in legal else None
