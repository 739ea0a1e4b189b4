"""Labyrinth bots.

``greedy`` follows the rulebook's own tip: reach the target this turn if any shift
allows it; otherwise choose the shift and move that leave the pawn closest (in steps
on the grid) to the target, ready for the next turn. With every treasure found it heads
home; at night it goes for a reachable night treasure, preferring the one that leaves
it closest to its next goal. It reads only its seat's view.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from spelkast.bots.base import register_bot
from spelkast.core.game import JSON, Game
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth.state import MoveTo, Shift, TakeCoin

_FAR = 99


def goal_cells(board: Sequence[int], seeking: dict[str, Any], home: int) -> list[int]:
    """The cells holding what the player is looking for (empty: it is on the spare)."""
    kind, ids = seeking["kind"], set(seeking["ids"])
    if kind == "home":
        return [home]
    read = B.treasure_of if kind == "treasure" else B.night_of
    return [i for i, tile in enumerate(board) if read(tile) in ids]


def _score(
    reach: int, goals: list[int], board: Sequence[int], seeking: dict[str, Any], home: int
) -> tuple[int, int, int]:
    """(0 if a goal is reached else 1, distance to the next goal, -reach size); lower is better."""
    reachable = B.cells_of(reach)
    hits = [g for g in goals if reach >> g & 1]
    if hits:
        # After taking one goal, how close are we to the rest (or to home)?
        rest = [g for g in goals if g not in hits]
        after = rest or ([home] if seeking["kind"] != "home" else [])
        best = min(min((B.manhattan(h, g) for g in after), default=0) for h in hits)
        return (0, best, 0)
    if not goals:
        return (1, _FAR, -len(reachable))
    distance = min(B.manhattan(c, g) for c in reachable for g in goals)
    return (1, distance, -len(reachable))


class GreedyLabyrinthBot:
    name = "greedy"

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        first = legal[0]
        if isinstance(first, TakeCoin):
            return rng.choice(list(legal))
        me = view["players"][player]
        seeking = me["seeking"]
        home = me["home"]
        board = tuple(view["board"])
        if isinstance(first, MoveTo):
            return MoveTo(self._best_destination(board, me["pawn"], seeking, home, rng))
        return self._best_shift(
            board, view["spare"], view["forbidden"], me["pawn"], seeking, home, legal, rng
        )

    @staticmethod
    def _best_destination(
        board: tuple[int, ...], pawn: int, seeking: dict[str, Any], home: int, rng: random.Random
    ) -> int:
        goals = goal_cells(board, seeking, home)
        scored = []
        for cell in B.cells_of(B.reachable(board, pawn)):
            scored.append((_score(1 << cell, goals, board, seeking, home), cell))
        best = min(s for s, _ in scored)
        return rng.choice([c for s, c in scored if s == best])

    @staticmethod
    def _best_shift(
        board: tuple[int, ...],
        spare: int,
        forbidden: int | None,
        pawn: int,
        seeking: dict[str, Any],
        home: int,
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        allowed = set(legal)
        goals_now = goal_cells(board, seeking, home)
        on_spare = not goals_now and seeking["kind"] != "home"
        best: tuple[int, int, int] | None = None
        choices: list[Shift] = []
        for arrow, bits, reach in B.turn_destinations(board, spare, forbidden, pawn):
            a = B.ARROWS[arrow]
            # Where the goals are after this push: tiles on the line move one step, the
            # tile pushed out becomes the spare, the spare's goal lands on the inserted cell.
            goals = [B.pawn_after_shift(arrow, g) for g in goals_now if g != a.eject_cell]
            if on_spare:
                goals = [a.insert_cell]
            score = _score(reach, goals, board, seeking, home)
            shift = Shift(arrow, bits)
            if shift not in allowed:
                continue
            if best is None or score < best:
                best, choices = score, [shift]
            elif score == best:
                choices.append(shift)
        return rng.choice(choices)


register_bot("labyrinth", "greedy", GreedyLabyrinthBot)
