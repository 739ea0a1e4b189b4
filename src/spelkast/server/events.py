"""What happens in a match, event by event: a stored action becomes an :class:`Event`,
and the events that are no action (a resignation) are declared here, once.

Every event is stored the same way (a row of the ``actions`` table: version, seat, the
action's JSON and notation, ``by``). Most are actions: the rules apply them. An event
of a kind in :data:`NOT_ACTIONS` is never applied (the position stays as it was): it is
told with words of its own, and it ends the match with an outcome the server makes
(:class:`NotAnAction`). The commit role, a replica following the owner, a match loaded
from the database and a finished match's history all ask this module; adding another
such event (a draw agreed, a timeout) is one more entry in :data:`NOT_ACTIONS`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from spelkast.core.game import JSON, Game
from spelkast.server.resign import (
    RESIGN,
    RESIGN_ACTION,
    RESIGN_TEXT,
    outcome_json,
    resign_outcome,
    resigned_seat,
    resigned_words,
)
from spelkast.server.status import By
from spelkast.server.store import StoredAction

Names = Mapping[str, Sequence[str]]
"""The seats' names per language."""


@dataclass(slots=True)
class Event:
    version: int
    seat: int
    action: JSON
    text: str
    sealed: bool  # a simultaneous choice, hidden from the others until the round ends
    by: By
    at: float
    # words (per language) and motion of the action: see server/words.py
    extra: dict[str, JSON] = field(default_factory=dict)

    def for_seat(self, viewer: int | None, revealed_upto: int) -> dict[str, JSON]:
        hidden = self.sealed and self.version > revealed_upto and viewer != self.seat
        return {
            "version": self.version,
            "seat": self.seat,
            "action": None if hidden else self.action,
            "text": None if hidden else self.text,
            "sealed": hidden,
            "by": self.by,
            "at": self.at,
            **({} if hidden else self.extra),
        }


def from_stored(stored: StoredAction) -> Event:
    """The event a stored row holds (its words and motion are added by whoever has the
    position it was played on)."""
    return Event(
        stored.version,
        stored.seat,
        json.loads(stored.action),
        stored.text,
        stored.sealed,
        By(stored.by),
        stored.created_at.timestamp(),
    )


@dataclass(frozen=True, slots=True)
class NotAnAction:
    """A kind of event that is no action: stored like one under its own ``by``, with a
    fixed action JSON and notation, never applied to the state; it ends the match."""

    by: By
    action: dict[str, JSON]
    text: str
    #: The event's words per language, for the seat it happened to.
    words: Callable[[Names, int], dict[str, str]]
    #: The outcome the match ends with: (game, state, seat, number of players, the
    #: seat's English name) → the stored outcome.
    outcome: Callable[[Game[Any, Any], Any, int, int, str], dict[str, JSON]]
    #: The seat it happened to, read back from a stored outcome (None: not this kind's).
    seat_in: Callable[[Mapping[str, JSON] | None], int | None]

    def extra(self, names: Names, seat: int) -> dict[str, JSON]:
        """What the event is told with (its words)."""
        return {"words": dict(self.words(names, seat))}

    def made(
        self, game: Game[Any, Any], state: Any, seat: int, num_players: int, names: Names
    ) -> tuple[dict[str, JSON], dict[str, JSON]]:
        """The event's words and the outcome it ends the match with, when it happens to
        ``seat`` on ``state`` (the owner and every replica make them the same way)."""
        outcome = self.outcome(game, state, seat, num_players, names["en"][seat])
        return self.extra(names, seat), outcome


RESIGNATION = NotAnAction(
    by=RESIGN,
    action=RESIGN_ACTION,
    text=RESIGN_TEXT,
    words=resigned_words,
    outcome=lambda game, state, seat, players, name: outcome_json(
        resign_outcome(game, state, seat, players, name), seat
    ),
    seat_in=resigned_seat,
)
"""A seat gives up (:mod:`spelkast.server.resign`)."""

#: Every kind of event that is no action, by its ``by``.
NOT_ACTIONS: dict[str, NotAnAction] = {kind.by: kind for kind in (RESIGNATION,)}


def is_action(by: str) -> bool:
    """Whether an event made ``by`` this is an action (the rules apply it)."""
    return by not in NOT_ACTIONS


def replay(game: Game[Any, Any], state: Any, event: Event) -> Any:
    """The state after ``event`` (an event that is no action leaves it as it was)."""
    if not is_action(event.by):
        return state
    return game.apply(state, event.seat, game.action_from_json(event.action))


def ended_by(outcome: Mapping[str, JSON] | None) -> tuple[NotAnAction, int] | None:
    """The event that is no action that ended a match with ``outcome``, and its seat."""
    for kind in NOT_ACTIONS.values():
        seat = kind.seat_in(outcome)
        if seat is not None:
            return kind, seat
    return None
