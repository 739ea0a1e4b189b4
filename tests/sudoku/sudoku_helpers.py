"""Helpers for the Sudoku tests: build positions from pictures, play seeded games."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from spelkast.bots.base import get_bot
from spelkast.games.sudoku import SudokuGame, SudokuState


def craft(
    game: SudokuGame,
    rows: Sequence[str],
    hands: Sequence[str],
    *,
    scores: Sequence[int] | None = None,
    to_move: int = 1,
    mode: str = "table",
    scoring: str = "full",
    pile: str | None = None,
    top: str = "",
    aside: str = "",
) -> SudokuState:
    """A position from a picture in the text notation (rows with ``.``, tiles, ``*``).

    The pile holds ``top`` and then every other tile not on the board, in hands or set
    aside, in value order, unless ``pile`` is given.
    """
    letters = [s.letter for s in game.side.symbols]
    used = Counter(ch for row in rows for ch in row if ch not in ".*")
    used.update(h for h in hands if h != "-")
    used.update(aside)
    used.update(top)
    if pile is None:
        pile = top + "".join(letter * (game.side.size - used[letter]) for letter in letters)
    score_text = ",".join(str(s) for s in (scores or [0] * len(hands)))
    text = (
        f"{'/'.join(rows)} {','.join(hands)} {pile or '-'} {aside or '-'} {score_text} "
        f"{to_move} mode={mode};scoring={scoring}"
    )
    return game.position_from_text(text)


def play_seeded(
    game: SudokuGame,
    seats: Sequence[str],
    options: dict[str, str] | None,
    seed: int,
) -> list[tuple[int, str, SudokuState]]:
    """Play a whole game with bots named in ``seats``; return (player, notation, state after)."""
    state = game.new_initial_state(len(seats), options, seed)
    bots = [get_bot(game.info.id, name) for name in seats]
    rng = random.Random(seed)
    history = []
    while game.to_move(state):
        (player,) = game.to_move(state)
        legal = game.legal_actions(state, player)
        action = bots[player].choose(game, player, game.view(state, player), legal, rng)
        state = game.apply(state, player, action)
        history.append((player, game.format_action(action), state))
    return history
