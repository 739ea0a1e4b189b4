"""A finished match as a review reads it: its record (the actions as played, from the
seed), the seats' names per language, and the match version each record move made —
made from a match in memory or straight from its database rows (a bot worker has no
match in memory)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from spelkast.core.game import JSON
from spelkast.core.record import GameRecord, Move
from spelkast.server.events import Event, from_stored, is_action
from spelkast.server.live import LiveMatch
from spelkast.server.matchparts import Seat, seats_of
from spelkast.server.reviews.jobs import ReviewTask
from spelkast.server.reviews.store import StoredReview
from spelkast.server.store import StoredMatch
from spelkast.server.words import names_by_language


@dataclass(frozen=True, slots=True)
class MatchRecord:
    record: GameRecord
    names: dict[str, list[str]]
    versions: list[int]


def record_of(
    game_id: str,
    num_players: int,
    options: dict[str, Any],
    seed: int,
    events: Sequence[Event],
    seats: Sequence[Seat],
    outcome: dict[str, JSON] | None = None,
) -> MatchRecord:
    actions = [e for e in events if is_action(e.by)]
    ordered = sorted(seats, key=lambda s: s.seat)
    record = GameRecord(
        game=game_id,
        num_players=num_players,
        options=dict(options),
        seed=seed,
        moves=tuple(Move(e.seat, e.action, e.text) for e in actions),
        players=tuple(f"bot:{s.bot}" if s.kind == "bot" else "human" for s in ordered),
        meta={} if outcome is None else {"outcome": outcome},
    )
    return MatchRecord(record, names_by_language(ordered), [e.version for e in actions])


def match_record(live: LiveMatch) -> MatchRecord:
    """The record of a match in memory."""
    return record_of(
        live.game.info.id,
        live.num_players,
        live.options,
        live.seed,
        live.events,
        live.seats,
        live.outcome,
    )


def stored_record(stored: StoredMatch) -> MatchRecord:
    """The record of a match as its database rows hold it (loaded with its actions)."""
    events = [from_stored(action) for action in stored.actions]
    outcome = json.loads(stored.outcome) if stored.outcome else None
    return record_of(
        stored.game,
        stored.num_players,
        stored.options,
        stored.seed,
        events,
        seats_of(stored),
        outcome,
    )


def review_task(
    review: StoredReview, made: MatchRecord, database_url: str, lease_seconds: float
) -> ReviewTask:
    """A run of ``review`` of the match ``made``."""
    return ReviewTask(
        review_id=review.id,
        database_url=database_url,
        record=made.record.to_json(),
        players=review.players,
        iterations=review.iterations,
        names=made.names,
        lease_seconds=lease_seconds,
    )
