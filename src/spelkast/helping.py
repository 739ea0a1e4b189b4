"""The "Help" of a match: a proposal for the seat to move, from its view alone.

What the rules alone find comes first (:func:`spelkast.hints.help_proposal`: a Labyrinth
push and walk that reach the seat's target this turn); otherwise the hard bot's move
(:func:`spelkast.review.estimate.propose`) with a budget of :data:`HELP_ITERATIONS`, its
random choices seeded by a hash of the view (:func:`view_seed`): two states the seat
cannot tell apart get the same proposal. The server (on a player's request) and the
terminal (its ``hint`` command) both ask here.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Mapping, Sequence
from typing import Any

from spelkast.core.game import JSON, Game
from spelkast.games.describe import LANGUAGES, describe_all
from spelkast.hints import help_proposal, hint
from spelkast.hints.words import capital
from spelkast.review.estimate import DEFAULT_ITERATIONS, propose

#: The hard bot's budget for a help proposal (iterations of its search): half the
#: review's, so that a proposal comes within a few seconds on a small machine.
HELP_ITERATIONS: dict[str, int] = {game: n // 2 for game, n in DEFAULT_ITERATIONS.items()}

_BOT = {
    "en": "the hard bot's proposal: {move}",
    "nl": "voorstel van de moeilijke bot: {move}",
    "fi": "vaikean botin ehdotus: {move}",
}


def view_seed(view: JSON) -> str:
    """The seed of a help proposal's random choices: a hash of the seat's view (the same
    view, the same proposal; nothing else goes in)."""
    text = json.dumps(view, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def describe_sequence(
    game: Game[Any, Any],
    state: Any,
    seat: int,
    actions: Sequence[Any],
    names: Mapping[str, Sequence[str]],
) -> dict[str, str]:
    """``actions`` of ``seat``, one after the other from ``state``, in words in every
    language (joined by "; "): what a proposal of several moves says."""
    said: dict[str, list[str]] = {lang: [] for lang in LANGUAGES}
    for action in actions:
        for lang, text in describe_all(game, state, seat, action, names).items():
            said[lang].append(text)
        state = game.apply(state, seat, action)
    return {lang: "; ".join(parts) for lang, parts in said.items()}


def help_for(
    game: Game[Any, Any],
    state: Any,
    seat: int,
    view: dict[str, JSON],
    legal: Sequence[Any],
    names: Mapping[str, Sequence[str]],
) -> dict[str, JSON] | None:
    """The proposal for ``seat``, or None when the seat has nothing to decide:
    ``{"turn", "by": "rules" | "bot", "actions", "reaches_goal", "summary"}``. Only
    ``view`` and ``legal`` (what the seat is shown anyway) choose the move; ``state``
    only says it in words, as the move would be told."""
    shown = hint(view)
    if shown is None:
        return None
    turn = shown["turn"]
    ruled = help_proposal(view)
    if ruled is not None:
        actions: list[JSON] = []
        if "push" in ruled:
            actions.append(ruled["push"])
        actions.append({"type": "move", "to": ruled["walk"]})
        return {
            "turn": turn,
            "by": "rules",
            "actions": actions,
            "reaches_goal": True,
            "summary": ruled["summary"],
        }
    rng = random.Random(view_seed(view))
    proposal = propose(game, seat, view, legal, rng, HELP_ITERATIONS.get(game.info.id))
    said = describe_sequence(game, state, seat, proposal.actions, names)
    return {
        "turn": turn,
        "by": "bot",
        **proposal.to_json(game),
        "summary": {lang: capital(_BOT[lang].format(move=said[lang])) for lang in LANGUAGES},
    }
