"""Resigning: a player gives up and the match ends at once.

The rules core knows nothing of resigning: no game's rules have it, and a resigned match
does not end in a position the rules call over. The server records it instead, through
the same commit path as an action, as an event that is no action
(:data:`~spelkast.server.events.RESIGNATION`):

* an event of its own, stored in the ``actions`` table with ``by = "resign"``, the action
  ``{"type": "resign"}`` and the notation ``resign`` (it is never applied to the state:
  a replay skips it, so the position stays the one the resigner left);
* the match's status ``finished`` and an outcome made here (:func:`resign_outcome`), in
  the same transaction.

**Who wins.** The resigner is placed last. The others are ranked by the game's own
standing at that moment (:func:`standing`: the points, cards or treasures every seat can
see on the board), ties sharing a place: with two players the opponent wins. In a game of
one player the resigner is alone and last, which is also first by place, but the stored
``winners`` never hold the resigner (:func:`outcome_json`): nobody wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from spelkast.core.game import JSON, Game, Outcome
from spelkast.games.describe import LANGUAGES
from spelkast.server.status import By

#: ``by`` of a resignation's event.
RESIGN = By.RESIGN
#: The action JSON and notation stored for a resignation.
RESIGN_ACTION: dict[str, JSON] = {"type": "resign"}
RESIGN_TEXT = "resign"

_RESIGNED = {"en": "{name} resigned", "nl": "{name} gaf op", "fi": "{name} luovutti"}


def standing(game: Game[Any, Any], state: Any) -> list[float]:
    """Each seat's points now, as every seat sees them (the spectator view): treasures
    found (Labyrinth; night treasures count twice), cards taken (the card game), points
    (Sudoku), points reached minus numbers not reached (Träxx). Zero where a game shows
    none."""
    view = game.view(state, None)
    players = view.get("players")
    scores: list[float] = []
    for player in players if isinstance(players, list) else []:
        data = player if isinstance(player, dict) else {}
        if "score" in data:
            value: Any = data["score"]
        elif "found" in data:
            night = data.get("night_found")
            value = len(data["found"] or []) + 2 * len(night if isinstance(night, list) else [])
        elif "plus" in data:
            value = (data.get("plus") or 0) - (data.get("unreached") or 0)
        else:
            value = 0
        scores.append(float(value) if isinstance(value, int | float) else 0.0)
    return scores


def resign_outcome(
    game: Game[Any, Any], state: Any, seat: int, num_players: int, name: str
) -> Outcome:
    """The outcome when ``seat`` (called ``name``) resigns: the others ranked by
    :func:`standing` (ties share a place), the resigner last."""
    scores = standing(game, state)[:num_players]
    scores += [0.0] * (num_players - len(scores))
    others = [p for p in range(num_players) if p != seat]
    ranks = [0] * num_players
    for p in others:
        ranks[p] = 1 + sum(1 for q in others if scores[q] > scores[p])
    ranks[seat] = len(others) + 1
    return Outcome(tuple(scores), tuple(ranks), f"{name} resigned", {"resigned": seat})


def outcome_json(outcome: Outcome, seat: int) -> dict[str, JSON]:
    """The stored form of a resignation's outcome: the resigner is never among the
    ``winners`` (in a game of one player nobody wins)."""
    data = outcome.to_json()
    data["winners"] = [p for p in outcome.winners if p != seat]
    return data


def resigned_seat(outcome: Mapping[str, JSON] | None) -> int | None:
    """The seat that resigned, if ``outcome`` is a resignation's."""
    details = (outcome or {}).get("details")
    seat = details.get("resigned") if isinstance(details, dict) else None
    return seat if isinstance(seat, int) and not isinstance(seat, bool) else None


def resigned_words(name_by_lang: Mapping[str, Sequence[str]], seat: int) -> dict[str, str]:
    """ "Anna resigned" in every language (``name_by_lang``: the seats' names per
    language)."""
    out = {}
    for lang in LANGUAGES:
        names = name_by_lang.get(lang) or name_by_lang.get("en") or ()
        name = names[seat] if seat < len(names) else str(seat + 1)
        out[lang] = _RESIGNED[lang].format(name=name)
    return out
