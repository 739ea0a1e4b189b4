"""Labyrinth bots.

``greedy`` follows the rulebook's own tip: reach the target this turn if any shift
allows it; otherwise choose the shift and move that leave the pawn best placed for the
next turn — the cell from which the most next-turn shifts would open a corridor to the
target (ignoring what the opponents do in between), then the one closest to it in grid
steps. With every treasure found it heads home; at night it goes for a reachable night
treasure, preferring the one that leaves it best placed for the next one. It reads only
its seat's view.

Levels: ``medium`` is ``greedy``; ``easy`` plays it but, a third of the time, shifts the
maze at random instead of choosing the best shift (see :func:`sensible_moves`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from spelkast.bots.levels import register_levels
from spelkast.core.game import JSON, Game
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth.state import MoveTo, Shift, TakeCoin

_FAR = 99
Score = tuple[int, int, int, int]


def goal_cells(board: Sequence[int], seeking: dict[str, Any], home: int) -> list[int]:
    """The cells holding what the player is looking for (empty: it is on the spare)."""
    return B.goal_cells(board, seeking["kind"], set(seeking["ids"]), home)


def goals_after_shift(goals: list[int], on_spare: bool, arrow: int) -> list[int]:
    """Where the goal cells are after a push at ``arrow``: tiles on the line move one
    step, the tile pushed out becomes the spare, the spare's goal lands on the inserted cell."""
    a = B.ARROWS[arrow]
    if on_spare:
        return [a.insert_cell]
    return [B.pawn_after_shift(arrow, g) for g in goals if g != a.eject_cell]


def next_turn_chances(
    board: tuple[int, ...], spare: int, forbidden: int | None, position: int, goals: list[int]
) -> int:
    """How many shifts of a next turn from this position would let the pawn reach a goal."""
    on_spare = not goals
    chances = 0
    for arrow, _bits, reach in B.turn_destinations(board, spare, forbidden, position):
        if any(reach >> g & 1 for g in goals_after_shift(goals, on_spare, arrow)):
            chances += 1
    return chances


def way_on(
    board: tuple[int, ...], spare: int, forbidden: int | None, cell: int, goals: list[int]
) -> tuple[int, int]:
    """How the medium bot ranks standing on ``cell``, not a goal, after a shift; lower
    is better: minus the next turn's shifts that open a way to a goal, then the distance
    to the nearest goal."""
    chances = next_turn_chances(board, spare, forbidden, cell, goals)
    return -chances, min((B.manhattan(cell, g) for g in goals), default=_FAR)


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
        seeking, home = me["seeking"], me["home"]
        board = tuple(view["board"])
        if isinstance(first, MoveTo):
            # The maze is shifted: the spare and forbidden arrow are those of the next turn.
            goals = goal_cells(board, seeking, home)
            scored = [
                (self._score(board, view["spare"], view["forbidden"], c, goals, seeking, home), c)
                for c in B.cells_of(B.reachable(board, me["pawn"]))
            ]
            best = min(s for s, _ in scored)
            return MoveTo(rng.choice([c for s, c in scored if s == best]))
        return self._best_shift(
            board, view["spare"], view["forbidden"], me["pawn"], seeking, home, legal, rng
        )

    @staticmethod
    def _score(
        board: tuple[int, ...],
        spare: int,
        forbidden: int | None,
        cell: int,
        goals: list[int],
        seeking: dict[str, Any],
        home: int,
    ) -> Score:
        """Lower is better: (0 on a goal, else 1; minus next-turn chances; distance; 0)."""
        if cell in goals:
            rest = [g for g in goals if g != cell]
            after = rest or ([home] if seeking["kind"] != "home" else [])
            distance = min((B.manhattan(cell, g) for g in after), default=0)
            return (0, 0, distance, 0)
        chances, distance = way_on(board, spare, forbidden, cell, goals)
        return (1, chances, distance, 0)

    def _best_shift(
        self,
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
        options = [
            (Shift(arrow, bits), reach, goals_after_shift(goals_now, on_spare, arrow))
            for arrow, bits, reach in B.turn_destinations(board, spare, forbidden, pawn)
        ]
        options = [o for o in options if o[0] in allowed]
        # Reach a goal now if any shift allows it.
        hitting = [o for o in options if any(o[1] >> g & 1 for g in o[2])]
        candidates = hitting or options
        best: Score | None = None
        choices: list[Shift] = []
        for shift, reach, goals in candidates:
            pushed = B.with_openings(spare, shift.openings)
            board1, spare1 = B.shift_board(board, pushed, shift.arrow)
            forbidden1 = B.ARROWS[shift.arrow].opposite
            targets = [g for g in goals if reach >> g & 1] if hitting else B.cells_of(reach)
            score = min(
                self._score(board1, spare1, forbidden1, cell, goals, seeking, home)
                for cell in targets
            )
            if best is None or score < best:
                best, choices = score, [shift]
            elif score == best:
                choices.append(shift)
        return rng.choice(choices)


def sensible_moves(
    game: Game[Any, Any], player: int, view: dict[str, JSON], legal: Sequence[Any]
) -> Sequence[Any]:
    """The easy bot's alternatives: any shift of the maze (the move after it is still the
    medium one, so the pawn still heads for its target); none for the pawn's move or a
    coin."""
    return [a for a in legal if isinstance(a, Shift)]


register_levels("labyrinth", GreedyLabyrinthBot, sensible_moves)
