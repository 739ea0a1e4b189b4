"""Shared helpers for the Träxx tests: building positions and playing seeded games."""

from __future__ import annotations

import random

from spelkast.bots.base import get_bot
from spelkast.games.traexx import GAME, Extension, TraexxState
from spelkast.games.traexx import board as B

F = B.parse_field


def path_of(*names: str) -> tuple[int, ...]:
    return tuple(F(n) for n in names)


def card_with(*colours: str) -> int:
    """The id of the first card showing every colour letter in ``colours``."""
    for card_id, card in enumerate(B.CARDS):
        text = B.card_text(card)
        if all(text.count(c) >= colours.count(c) for c in colours):
            return card_id
    raise AssertionError(f"no card shows {colours}")


def with_card_first(state: TraexxState, card_id: int) -> TraexxState:
    """``state`` with ``card_id`` moved to be the card on the table now."""
    rest = [c for c in state.deck if c != card_id]
    deck = (*rest[: state.round], card_id, *rest[state.round :])
    return state.replace(deck=tuple(deck))


def ext(end: str, *fields: str) -> Extension:
    return Extension(F(end), path_of(*fields))


def play_bots(bots: list[str], seed: int) -> tuple[TraexxState, list[str]]:
    """Play a seeded game between ``bots``; return the end state and a transcript."""
    state = GAME.new_initial_state(len(bots), seed=seed)
    rng = random.Random(seed)
    players = [get_bot("traexx", name) for name in bots]
    lines = [f"traexx seed={seed} players={','.join(bots)}"]
    while GAME.to_move(state):
        card = B.card_text(B.CARDS[state.deck[state.round]])
        lines.append(f"round {state.round + 1} card {card}")
        before = state
        choices = {}
        for p in GAME.to_move(state):
            legal = GAME.legal_actions(state, p)
            action = players[p].choose(GAME, p, GAME.view(state, p), legal, rng)
            choices[p] = action
            state = GAME.apply(state, p, action)
        for p in sorted(choices):
            new = state.scored[p][len(before.scored[p]) :]
            gained = " ".join(f"+{pts} for {num}" for num, pts in new)
            lines.append(f"  player {p + 1}: {GAME.format_action(choices[p])} {gained}".rstrip())
    outcome = GAME.outcome(state)
    assert outcome is not None
    lines.append(f"scores {list(outcome.scores)} ranks {list(outcome.ranks)}")
    lines.append(f"details {dict(outcome.details)}")
    lines.append(f"position {GAME.position_to_text(state)}")
    return state, lines
