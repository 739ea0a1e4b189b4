"""Träxx bots.

``greedy`` takes the extension that is worth most this round — the points of the number
fields it reaches (as far as the bot can tell: other players' choices this round are
secret) plus one for every field it reaches, since each field left unreached costs a
point at the end — with an eye on later rounds: it prefers path ends with free fields
around them, a large free area still open to the ends, and unscored numbers nearby. It
reads only its seat's view, never the others' pending choices.

Levels: ``medium`` is ``greedy``; ``easy`` plays it but, a third of the time, draws any
legal extension instead (see :func:`sensible_moves`); ``hard`` searches
(:mod:`spelkast.bots.traexx_hard`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from spelkast.bots.levels import register_levels
from spelkast.core.game import JSON, Game
from spelkast.games.traexx import board as B
from spelkast.games.traexx.game import extend_path, number_points
from spelkast.games.traexx.state import Extension

# Weights of the look-ahead terms, tuned on seeded solo games (average about 24 points
# over seeds 0-11, against about 9 with half the area and number weights).
FREE_NEIGHBOUR = 0.6
OPEN_AREA = 0.15
NUMBER_PULL = 1.0


def open_area(start: int, blocked: int) -> int:
    """How many free fields can be reached from ``start`` without crossing ``blocked``."""
    seen = 1 << start
    stack = [start]
    count = 0
    while stack:
        field = stack.pop()
        for n in B.NEIGHBOURS[field]:
            bit = 1 << n
            if not (seen | blocked) & bit:
                seen |= bit
                count += 1
                stack.append(n)
    return count


class GreedyTraexxBot:
    name = "greedy"

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        me = view["players"][player]
        path = tuple(B.parse_field(f) for f in me["path"])
        taken = frozenset(int(n) for n in view["taken"])
        earlier = [int(s["number"]) for s in me["scored"]]
        solo = bool(view["solo"])
        rounds_left = int(view["rounds"]) - int(view["cards_played"]) - 1
        best: list[Extension] = []
        best_value = float("-inf")
        for action in legal:
            value = self.evaluate(path, action, solo, earlier, taken, rounds_left)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif value > best_value - 1e-9:
                best.append(action)
        return rng.choice(best)

    @staticmethod
    def evaluate(
        path: tuple[int, ...],
        action: Extension,
        solo: bool,
        earlier: list[int],
        taken: frozenset[int],
        rounds_left: int,
    ) -> float:
        reached = list(earlier)
        value = float(len(action.fields))
        for field in action.fields:
            number = B.NUMBER[field]
            if number:
                value += number_points(number, solo, reached, taken)
                reached.append(number)
        if rounds_left <= 0:
            return value
        new_path = extend_path(path, action)
        blocked = B.mask_of(new_path)
        future = 0.0
        for end in B.ends_of(new_path):
            future += FREE_NEIGHBOUR * sum(1 for n in B.NEIGHBOURS[end] if not blocked >> n & 1)
            future += OPEN_AREA * open_area(end, blocked)
        for number, field in B.NUMBER_FIELDS.items():
            if blocked >> field & 1:
                continue
            worth = number_points(number, solo, reached, taken)
            near = min(B.distance(end, field) for end in B.ends_of(new_path))
            future += NUMBER_PULL * worth / (1 + near)
        return value + future * min(1.0, rounds_left / 5)


def sensible_moves(
    game: Game[Any, Any], player: int, view: dict[str, JSON], legal: Sequence[Any]
) -> Sequence[Any]:
    """The easy bot's alternatives: any legal extension of its path (every one of them
    follows the card's colours and the drawing rules)."""
    return legal


register_levels("traexx", GreedyTraexxBot, sensible_moves)
