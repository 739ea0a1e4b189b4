"""The parts of a match in memory that need no match around them: its seats, its events
(and their history as loaded from the database), the scheduler that starts nothing, and
the public summary (also made straight from a database row, for listings of matches
this server has not loaded)."""

from __future__ import annotations

import asyncio
import datetime as dt
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from spelkast.core.game import JSON, Game
from spelkast.core.registry import get_game
from spelkast.server.events import NOT_ACTIONS, Event, from_stored, is_action
from spelkast.server.store import StoredAction, StoredMatch
from spelkast.server.words import history_extras, names_by_language, outcome_with_words


@dataclass(slots=True)
class Seat:
    seat: int
    kind: str  # "human" or "bot"
    bot: str | None
    name: str
    token_hash: str | None
    deadline: float | None = None
    played: bool = False  # an action was made for this seat (it can no longer be freed)

    @property
    def open(self) -> bool:
        return self.kind == "human" and self.token_hash is None

    def public(self, connected: int) -> dict[str, JSON]:
        return {
            "seat": self.seat,
            "kind": self.kind,
            "bot": self.bot,
            "name": self.name,
            "open": self.open,
            "connected": connected,
            "deadline": self.deadline,
            "played": self.played,
        }


class Scheduler(Protocol):
    """The turn role of a match: starts bot turns and move clocks for whoever is to
    move."""

    def schedule(self) -> None: ...

    def cancel(self) -> list[asyncio.Task[None]]:
        """Cancel every turn under way; returns the cancelled tasks."""


class NoTurns:
    """A scheduler that starts nothing (until the lobby gives the match its own)."""

    def schedule(self) -> None:
        return None

    def cancel(self) -> list[asyncio.Task[None]]:
        return []


def history(
    game: Game[Any, Any],
    stored: StoredMatch,
    seats: Sequence[Seat],
    actions: Sequence[StoredAction],
) -> list[Event]:
    """The events of the stored ``actions`` (those up to the stored version), with their
    words and motion."""
    # (a loader that read the match row before a commit and its actions after it sees
    # one action more than the state holds: the state decides)
    events = [from_stored(a) for a in actions if a.version <= stored.version]
    plays = [e for e in events if is_action(e.by)]
    extras = history_extras(
        game,
        stored.num_players,
        stored.options,
        stored.seed,
        [(e.seat, e.action) for e in plays],
        list(seats),
    )
    for event, extra in zip(plays, extras, strict=True):
        event.extra = extra
    for event in events:
        if not is_action(event.by):
            event.extra = NOT_ACTIONS[event.by].extra(names_by_language(seats), event.seat)
    return events


def seats_of(stored: StoredMatch) -> list[Seat]:
    return [
        Seat(s.seat, s.kind, s.bot, s.name, s.token_hash, s.deadline, s.played)
        for s in stored.seats
    ]


def summary(
    match_id: str,
    game: Game[Any, Any],
    options: dict[str, Any],
    *,
    status: str,
    version: int,
    move_seconds: float | None,
    created_at: dt.datetime,
    state: Any,
    seats: Sequence[Seat],
    outcome: dict[str, JSON] | None,
    connected: Callable[[int], int],
    hints: bool = False,
    private: bool,
    rated: bool = False,
) -> dict[str, JSON]:
    """What anyone may know about a match (lobby lists, invite pages)."""
    return {
        "id": match_id,
        "private": private,
        "game": game.info.id,
        "game_name": game.info.name(),
        "options": dict(options),
        "players": len(seats),
        "status": status,
        "version": version,
        "move_seconds": move_seconds,
        "created_at": created_at.isoformat(),
        "seats": [seat.public(connected(seat.seat)) for seat in seats],
        "outcome": outcome_with_words(outcome, game, state, list(seats)),
        "to_move": list(game.to_move(state)) if status == "running" else [],
        "hints": hints,
        "rated": rated,
    }


def row_summary(stored: StoredMatch) -> dict[str, JSON]:
    """The summary of a match as its database row holds it, without loading the match
    (its history is not replayed, nothing follows it). Nobody counts as connected: this
    server has no client of it."""
    game = get_game(stored.game)
    state = game.state_from_json(json.loads(stored.state))
    return summary(
        stored.id,
        game,
        stored.options,
        status=stored.status,
        version=stored.version,
        move_seconds=stored.move_seconds,
        created_at=stored.created_at,
        state=state,
        seats=seats_of(stored),
        outcome=json.loads(stored.outcome) if stored.outcome else None,
        connected=lambda _: 0,
        hints=stored.hints,
        private=stored.invite_hash is not None,
        rated=stored.rated,
    )
