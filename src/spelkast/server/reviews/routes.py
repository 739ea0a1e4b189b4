"""The review API.

* ``POST /api/matches/{match}/reviews`` — start (or find) the review of a finished match
  for ``players`` (default: all) at ``iterations`` (default: the game's budget): ``202``
  with the review's state and, in ``Location`` and ``poll``, where to follow it. While the
  match is not over: ``409`` ``review_not_finished`` with its words.
* ``GET /api/reviews/{review}`` — its progress (``done`` of ``total`` decisions) and, once
  ``done``, the review itself (:meth:`spelkast.review.Review.to_json`) with the match
  version each record move made (the replay's positions).
* ``GET /api/reviews/{review}/better/{move}`` — the board after the better move at a
  marked decision (the spectator's view: the match is over) with that move as an event.
* ``GET``/``POST /api/reviews/{review}/practise/{move}`` — a marked decision's position as
  its player saw it, and the verdict on a move proposed there (:mod:`.practise`).
"""

from __future__ import annotations

import asyncio
import json
from typing import Annotated, Any, Literal, cast

from fastapi import APIRouter, Depends, Path, Request, Response, status
from pydantic import BaseModel, ConfigDict, Field, field_validator

from spelkast.core.game import JSON
from spelkast.core.record import GameRecord
from spelkast.server.errors import NoSuchMatchError, ReviewRequestError
from spelkast.server.live import LiveMatch
from spelkast.server.models import ERRORS, MAX_ACTION_CHARS, json_within
from spelkast.server.protocol import EventOut, LegalEntry
from spelkast.server.reviews import practise
from spelkast.server.reviews.record import MatchRecord, match_record
from spelkast.server.reviews.service import ReviewService
from spelkast.server.reviews.store import DONE, StoredReview
from spelkast.server.reviews.words import no_review, not_done
from spelkast.server.words import event_extras

router = APIRouter(prefix="/api", tags=["reviews"])

Language = Literal["en", "nl", "fi"]
ReviewId = Annotated[str, Path(pattern=r"^[0-9a-f]{32}$")]
MoveNumber = Annotated[int, Path(ge=1, le=100_000)]
MAX_STEPS = 4  # a decision's actions (a Labyrinth turn has two)
MIN_ITERATIONS, MAX_ITERATIONS = 10, 2_000


class ReviewIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    players: list[Annotated[int, Field(ge=0, le=7)]] | None = Field(
        default=None, max_length=8, description="the seats to review (default: all)"
    )
    iterations: int | None = Field(
        default=None,
        ge=MIN_ITERATIONS,
        le=MAX_ITERATIONS,
        description="the budget of every search (default: the game's)",
    )


class ReviewOut(BaseModel):
    id: str
    match: str
    game: str
    players: list[int]
    iterations: int
    status: Literal["queued", "running", "done", "failed"]
    done: int = Field(description="decisions judged so far")
    total: int | None = Field(description="decisions to judge (known once the run begins)")
    error: str | None
    poll: str = Field(description="where to follow the review")
    versions: list[int] = Field(description="the match version each record move made")
    review: dict[str, Any] | None = Field(description="the review, once done")


class PositionOut(BaseModel):
    """A marked decision's position as its player saw it (the fields a board reads)."""

    review: str
    move: int
    player: int
    num_players: int
    step: int
    to_move: list[int]
    view: Any
    legal: list[LegalEntry]
    mark: str
    played: dict[str, str] = Field(description="the move played, per language")


class PractiseIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    lang: Language = "en"
    actions: list[Any] = Field(
        min_length=1, max_length=MAX_STEPS, description="the move's actions so far (JSON)"
    )

    @field_validator("actions")
    @classmethod
    def _small(cls, value: Any) -> Any:
        return json_within(value, MAX_ACTION_CHARS * MAX_STEPS)


class PractiseOut(BaseModel):
    """``refused`` (``code``: the engine's reason), ``next`` (the position to go on
    from), ``best``, ``better``, ``not_better`` or ``same``."""

    outcome: Literal["refused", "next", "best", "better", "not_better", "same"]
    code: str | None
    said: str
    words: dict[str, str]
    position: PositionOut | None
    values: dict[str, float | None]


class BetterOut(BaseModel):
    review: str
    move: int
    version: int = Field(description="the match version before the decision")
    player: int
    view: Any = Field(description="the spectator's view after the better move")
    events: list[EventOut] = Field(description="the better move's actions as events")


def get_reviews(request: Request) -> ReviewService:
    reviews: ReviewService = request.app.state.reviews
    return reviews


ReviewsDep = Annotated[ReviewService, Depends(get_reviews)]


def review_out(found: StoredReview, live: LiveMatch, made: MatchRecord | None = None) -> ReviewOut:
    made = made or match_record(live)
    return ReviewOut(
        id=found.id,
        match=found.match_id,
        game=live.game.info.id,
        players=list(found.players),
        iterations=found.iterations,
        status=found.status,  # type: ignore[arg-type]
        done=found.done,
        total=found.total,
        error=found.error,
        poll=f"/api/reviews/{found.id}",
        versions=made.versions,
        review=json.loads(found.result) if found.result else None,
    )


@router.post(
    "/matches/{match_id}/reviews",
    response_model=ReviewOut,
    status_code=status.HTTP_202_ACCEPTED,
    responses={**ERRORS, 422: {}},
)
async def start_review(
    match_id: Annotated[str, Path(max_length=64)],
    body: ReviewIn,
    reviews: ReviewsDep,
    response: Response,
) -> ReviewOut:
    """Start the review of a finished match (or find the one stored); poll ``poll``."""
    live = await reviews.finished_match(match_id)
    if live is None:
        raise NoSuchMatchError(match_id)
    if body.players and max(body.players) >= live.num_players:
        raise ReviewRequestError(f"this match has {live.num_players} players (seats 0 to "
                              f"{live.num_players - 1})")  # fmt: skip
    found = await reviews.start(live, body.players, body.iterations)
    response.headers["Location"] = f"/api/reviews/{found.id}"
    return review_out(found, live)


async def _review(reviews: ReviewService, review_id: str) -> tuple[StoredReview, LiveMatch]:
    found = await reviews.poll(review_id)
    if found is None:
        raise no_review()
    live = await reviews.lobby.get(found.match_id)
    if live is None:
        raise no_review()
    return found, live


@router.get("/reviews/{review_id}", response_model=ReviewOut, responses=ERRORS)
async def one_review(review_id: ReviewId, reviews: ReviewsDep) -> ReviewOut:
    """A review's progress, and the review once it is done."""
    found, live = await _review(reviews, review_id)
    return review_out(found, live)


async def _done(
    reviews: ReviewService, review_id: str
) -> tuple[dict[str, Any], MatchRecord, LiveMatch]:
    found, live = await _review(reviews, review_id)
    if found.status != DONE or not found.result:
        raise not_done()
    return json.loads(found.result), match_record(live), live


def _position_out(review_id: str, at: practise.Position, decision: dict[str, Any]) -> PositionOut:
    return PositionOut(
        review=review_id,
        move=at.move,
        player=at.player,
        num_players=at.num_players,
        step=at.step,
        to_move=at.to_move,
        view=at.view,
        legal=cast(list[LegalEntry], at.legal),
        mark=str(decision["mark"]),
        played=dict(decision["words"]),
    )


@router.get("/reviews/{review_id}/practise/{move}", response_model=PositionOut, responses=ERRORS)
async def practise_position(
    review_id: ReviewId, move: MoveNumber, reviews: ReviewsDep
) -> PositionOut:
    """A marked decision's position, as its player saw it then."""
    result, made, _live = await _done(reviews, review_id)
    decision = practise.marked_decision(result, move)
    at = await asyncio.to_thread(practise.position_at, made.record, result, move)
    return _position_out(review_id, at, decision)


@router.post(
    "/reviews/{review_id}/practise/{move}",
    response_model=PractiseOut,
    responses={**ERRORS, 422: {}},
)
async def practise_move(
    review_id: ReviewId, move: MoveNumber, body: PractiseIn, reviews: ReviewsDep
) -> PractiseOut:
    """The engine's and the estimator's verdict on a move proposed at a marked decision."""
    result, made, _live = await _done(reviews, review_id)
    decision = practise.marked_decision(result, move)
    judged = await reviews.lane.judge(
        practise.judge, made.record, result, move, body.actions, made.names
    )
    return PractiseOut(
        outcome=judged.outcome,  # type: ignore[arg-type]
        code=judged.code,
        said=judged.words.get(body.lang, judged.words["en"]),
        words=judged.words,
        position=None
        if judged.position is None
        else _position_out(review_id, judged.position, decision),
        values=judged.values,
    )


@router.get("/reviews/{review_id}/better/{move}", response_model=BetterOut, responses=ERRORS)
async def better_move(review_id: ReviewId, move: MoveNumber, reviews: ReviewsDep) -> BetterOut:
    """The board after the better move at a marked decision, and that move as events
    (with its words and motion, as the replay's events)."""
    result, made, live = await _done(reviews, review_id)
    decision = practise.marked_decision(result, move)
    return BetterOut.model_validate(
        await asyncio.to_thread(_better, made, live, decision, review_id, move)
    )


def _better(
    made: MatchRecord, live: LiveMatch, decision: dict[str, Any], review_id: str, move: int
) -> dict[str, Any]:
    record: GameRecord = made.record
    game = live.game
    state = practise.state_before(record, move)
    player = int(decision["player"])
    version = made.versions[move - 2] if move >= 2 else 0
    events: list[dict[str, JSON]] = []
    for step, data in enumerate(decision["best"], start=1):
        action = game.action_from_json(data)
        extras = event_extras(game, state, player, action, live.seats)
        events.append(
            {
                "version": version + step,
                "seat": player,
                "action": game.action_to_json(action),
                "text": game.format_action(action),
                "sealed": False,
                "by": "seat",
                "at": 0.0,
                **extras,
            }
        )
        state = game.apply(state, player, action)
    return {
        "review": review_id,
        "move": move,
        "version": version,
        "player": player,
        "view": game.view(state, None),
        "events": events,
    }
