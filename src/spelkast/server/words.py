"""The words and motion the server sends with each event.

Two calls, both kept out of the match's commit logic so they can move with it:
:func:`event_extras` when an action is committed (with the position before it) and
:func:`history_extras` when a match is loaded from the store (the positions are replayed
from the seed). Either gives, per event, ``{"words": {"en": …, "nl": …, "fi": …},
"motion": …}`` (motion only where the game has one). A failure here never stops a move:
it is logged and the event goes out without words (the page then shows the notation).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from spelkast.core.game import JSON, Game
from spelkast.games.describe import LANGUAGES, describe_all, motion, reason, seat_names
from spelkast.server.events import ended_by

log = logging.getLogger(__name__)


class SeatLike(Protocol):
    kind: str
    bot: str | None
    name: str


def names_by_language(seats: Sequence[SeatLike]) -> dict[str, list[str]]:
    """The seats' names in every language (bots by their level: "medium bot")."""
    plain = [(s.kind, s.bot, s.name) for s in seats]
    return {lang: seat_names(plain, lang) for lang in LANGUAGES}


def _extras(
    game: Game[Any, Any], state: Any, seat: int, action: Any, names: Mapping[str, Sequence[str]]
) -> dict[str, JSON]:
    out: dict[str, JSON] = {"words": dict(describe_all(game, state, seat, action, names))}
    moved = motion(game, state, seat, action)
    if moved is not None:
        out["motion"] = moved
    return out


def event_extras(
    game: Game[Any, Any], state: Any, seat: int, action: Any, seats: Sequence[SeatLike]
) -> dict[str, JSON]:
    """Words and motion of ``action`` by ``seat`` on ``state`` (the position before)."""
    try:
        return _extras(game, state, seat, action, names_by_language(seats))
    except Exception:
        log.exception("could not describe %s's action %r", game.info.id, action)
        return {}


def history_extras(
    game: Game[Any, Any],
    num_players: int,
    options: Mapping[str, Any],
    seed: int,
    actions: Sequence[tuple[int, JSON]],
    seats: Sequence[SeatLike],
) -> list[dict[str, JSON]]:
    """Words and motion of every stored action ``(seat, action JSON)``, replayed from
    the match's seed; ``{}`` for every event from the first one that cannot be replayed."""
    out: list[dict[str, JSON]] = []
    try:
        names = names_by_language(seats)
        state = game.new_initial_state(num_players, dict(options), seed)
        for seat, data in actions:
            action = game.action_from_json(data)
            out.append(_extras(game, state, seat, action, names))
            state = game.apply(state, seat, action)
    except Exception:
        log.exception("could not describe the history of a %s match", game.info.id)
    return out + [{} for _ in range(len(actions) - len(out))]


def outcome_with_words(
    outcome: dict[str, JSON] | None, game: Game[Any, Any], state: Any, seats: Sequence[SeatLike]
) -> dict[str, JSON] | None:
    """The stored outcome with ``reason_words``: why the game is over, per language, with
    the players' names (the stored ``reason`` is the engine's English)."""
    if outcome is None:
        return None
    try:
        names = names_by_language(seats)
        ended = ended_by(outcome)
        if ended is not None:  # an event that is no action ended the match
            kind, seat = ended
            return {**outcome, "reason_words": dict(kind.words(names, seat))}
        words: dict[str, JSON] = {}
        for lang in LANGUAGES:
            said = reason(game, state, names[lang], lang)
            if said is not None:
                words[lang] = said
    except Exception:
        log.exception("could not say why a %s match is over", game.info.id)
        return outcome
    return {**outcome, "reason_words": words} if words else outcome


SEAT_FREED_TEXTS = {
    "en": "The match's creator freed {name}'s seat: it is open for another player.",
    "nl": "De maker van het potje heeft de plaats van {name} vrijgemaakt: "
    "een andere speler kan hem nemen.",
    "fi": "Ottelun luoja vapautti pelaajan {name} paikan: toinen pelaaja voi ottaa sen.",
}


def seat_freed_texts(name: str, seat: int) -> dict[str, str]:
    """The notice that the creator freed ``seat`` (held by ``name``), per language."""
    names = name or str(seat + 1)
    return {lang: text.format(name=names) for lang, text in SEAT_FREED_TEXTS.items()}
