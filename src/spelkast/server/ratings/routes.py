"""The rating routes: a game's leaderboard, a player's ratings with their history, and
what a finished match did to its players' ratings (the game-over dialog shows it)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Query
from pydantic import BaseModel, Field

from spelkast.core.registry import get_game
from spelkast.server.accounts.names import fold_name
from spelkast.server.accounts.sessions import AccountsDep, MaybeSignedDep
from spelkast.server.errors import NoSuchPlayerError
from spelkast.server.models import ERRORS
from spelkast.server.ratings.model import PROVISIONAL_GAMES
from spelkast.server.ratings.queries import (
    LEADERBOARD_ACTIVE_DAYS,
    LEADERBOARD_MIN_GAMES,
    RatingQueries,
)
from spelkast.server.routes import LobbyDep, MatchDep


class StandingOut(BaseModel):
    place: int = Field(description="1 is the best shown rating")
    name: str
    rating: int = Field(description="the conservative figure shown (docs/accounts.md)")
    games: int
    wins: int = Field(description="rated games finished in first place (ties included)")
    updated_at: str


class LeaderboardOut(BaseModel):
    game: str
    min_games: int = Field(description="only accounts with at least this many rated games")
    active_days: int = Field(description="… and a rated game within this many days")
    standings: list[StandingOut]


class StepOut(BaseModel):
    match: str
    at: str
    place: int
    players: int
    before: int
    after: int


class GameRatingOut(BaseModel):
    game: str
    rating: int
    games: int
    wins: int
    provisional: bool = Field(description=f"fewer than {PROVISIONAL_GAMES} rated games")
    history: list[StepOut] = Field(description="the rated games, oldest first")


class PlayerRatingsOut(BaseModel):
    name: str
    ratings: list[GameRatingOut]


class ChangeOut(BaseModel):
    seat: int
    name: str
    place: int
    before: int
    after: int
    change: int
    provisional: bool


class MatchRatingsOut(BaseModel):
    rated: bool
    changes: list[ChangeOut] = Field(
        description="per account seat, once the rated match has finished (bots never move)"
    )


router = APIRouter(prefix="/api", tags=["ratings"])


def _queries(lobby: LobbyDep) -> RatingQueries:
    return RatingQueries(lobby.store.engine)


@router.get("/ratings/{game_id}", response_model=LeaderboardOut, responses=ERRORS)
async def leaderboard(
    game_id: str, lobby: LobbyDep, limit: Annotated[int, Query(ge=1, le=200)] = 50
) -> LeaderboardOut:
    """The game's leaderboard: accounts with at least ``min_games`` rated games and one
    within ``active_days`` days, best shown rating first; kid-mode accounts are never
    listed."""
    game_id = get_game(game_id).info.id
    standings = await lobby.run(_queries(lobby).leaderboard, game_id, limit)
    return LeaderboardOut(
        game=game_id,
        min_games=LEADERBOARD_MIN_GAMES,
        active_days=LEADERBOARD_ACTIVE_DAYS,
        standings=[
            StandingOut(
                place=index + 1,
                name=s.name,
                rating=s.shown,
                games=s.games,
                wins=s.wins,
                updated_at=s.updated_at.isoformat(),
            )
            for index, s in enumerate(standings)
        ],
    )


@router.get("/players/{name}/ratings", response_model=PlayerRatingsOut, responses=ERRORS)
async def player_ratings(
    name: Annotated[str, Path(max_length=64)],
    lobby: LobbyDep,
    accounts: AccountsDep,
    signed: MaybeSignedDep,
) -> PlayerRatingsOut:
    """A player's rating in each game with its history (public, except for an account
    in kid mode: only its owner sees it; 404 for anyone else)."""
    account = await accounts.run(accounts.store.by_folded_name, fold_name(name))
    own = signed is not None and account is not None and signed.account.id == account.id
    if account is None or (account.kid_mode and not own):
        raise NoSuchPlayerError
    ratings = await lobby.run(_queries(lobby).of_account, account.id)
    return PlayerRatingsOut(
        name=account.name,
        ratings=[
            GameRatingOut(
                game=r.game,
                rating=r.shown,
                games=r.games,
                wins=r.wins,
                provisional=r.provisional,
                history=[
                    StepOut(
                        match=step.match_id,
                        at=step.at.isoformat(),
                        place=step.place,
                        players=step.players,
                        before=step.shown_before,
                        after=step.shown_after,
                    )
                    for step in r.history
                ],
            )
            for r in ratings
        ],
    )


@router.get("/matches/{match_id}/ratings", response_model=MatchRatingsOut, responses=ERRORS)
async def match_ratings(live: MatchDep, lobby: LobbyDep) -> MatchRatingsOut:
    """What the match did to its players' ratings: empty until a rated match finishes."""
    if not live.rated or live.status != "finished":
        return MatchRatingsOut(rated=live.rated, changes=[])
    changes = await lobby.run(_queries(lobby).of_match, live.id)
    return MatchRatingsOut(
        rated=True,
        changes=[
            ChangeOut(
                seat=c.seat,
                name=c.name,
                place=c.place,
                before=c.shown_before,
                after=c.shown_after,
                change=c.shown_after - c.shown_before,
                provisional=c.provisional,
            )
            for c in changes
        ],
    )
