"""Ratings: which matches are rated, ratings that move once with the stored result (and
never without it), bots that never move, leavers last, recomputing from the results,
the leaderboard and the profile."""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select, update
from sqlalchemy.orm import Session
from typer.testing import CliRunner

from spelkast.bots.levels import LEVELS
from spelkast.cli.app import app as cli_app
from spelkast.server import store as store_module
from spelkast.server.bots.info import load_measured
from spelkast.server.db import MatchRow, RatingChangeRow, RatingRow
from spelkast.server.ratings.bots import BOT_MU, bot_rating, calibrate
from spelkast.server.ratings.model import NEW, PROVISIONAL_GAMES, rate
from spelkast.server.ratings.queries import LEADERBOARD_ACTIVE_DAYS, LEADERBOARD_MIN_GAMES
from spelkast.server.ratings.recompute import recompute
from spelkast.server.store import Store, VersionConflictError

from .accountflow import csrf
from .ratingflow import Player, play_rated, rated_match, ratings_of

Players = Callable[..., list[Player]]


@pytest.fixture
def players(client: TestClient) -> Players:
    """Signed-up accounts on the test server."""

    def make(*names: str) -> list[Player]:
        return [Player(client, name) for name in names]

    return make


def engine_of(client: TestClient) -> Any:
    return client.app.state.lobby.store.engine  # type: ignore[attr-defined]


def snapshot(client: TestClient) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    with Session(engine_of(client)) as session:
        ratings = [
            (r.account_id, r.game, r.mu, r.sigma, r.games)
            for r in session.scalars(select(RatingRow).order_by(RatingRow.account_id))
        ]
        history = [
            (h.match_id, h.account_id, h.place, h.mu_before, h.mu_after, h.sigma_after)
            for h in session.scalars(
                select(RatingChangeRow).order_by(RatingChangeRow.match_id, RatingChangeRow.seat)
            )
        ]
    return ratings, history


# ------------------------------------------------------------------ which are rated
@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"move_seconds": None}, "zetklok"),
        ({"hot_seat": True}, "één scherm"),
        ({"seats": [{"kind": "human"}]}, "twee plaatsen"),
        ({"seats": [{"kind": "bot", "bot": "medium"}] * 2}, "twee plaatsen"),
        ({"seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]}, "geen andere bot"),
    ],
)
def test_a_match_that_cannot_be_rated_is_refused_with_400(
    client: TestClient, changes: dict[str, Any], words: str
) -> None:
    body = {
        "game": "labyrinth",
        "seats": [{"kind": "human"}, {"kind": "human"}],
        "move_seconds": 60,
        "rated": True,
        **changes,
    }
    response = client.post("/api/matches", json=body)
    assert response.status_code == 400, response.text
    assert words in response.json()["words"]["nl"]
    assert set(response.json()["words"]) == {"en", "nl", "fi"}


def test_only_signed_in_accounts_take_a_rated_seat(client: TestClient, players: Players) -> None:
    match = rated_match(client, "labyrinth", ["human", "human"])
    (ada,) = players("Ada")
    anonymous = client.post(f"/api/matches/{match['id']}/join", json={"name": "Eve"})
    assert anonymous.status_code == 403
    assert "sign in" in anonymous.json()["detail"]
    ada.join(match["id"])
    assert ada.seat == 0
    twice = ada.post(
        f"/api/matches/{match['id']}/join", json={"name": "Ada"}, headers=csrf(ada.account)
    )
    assert twice.status_code == 409
    assert twice.json()["words"]["fi"] == "sinulla on jo paikka tässä pisteytetyssä ottelussa"
    unrated = client.post(
        "/api/matches", json={"game": "labyrinth", "seats": [{"kind": "human"}] * 2}
    ).json()
    assert unrated["rated"] is False
    assert client.post(f"/api/matches/{unrated['id']}/join", json={"name": "Eve"}).is_success


# ------------------------------------------------------------------ moving once
def test_a_rated_result_moves_both_ratings_and_the_match_shows_the_change(
    client: TestClient, players: Players
) -> None:
    ada, bob = players("Ada", "Bob")
    match_id = play_rated(client, ada, bob)
    expected_ada, expected_bob = rate([NEW, NEW], [1, 2])
    changes = client.get(f"/api/matches/{match_id}/ratings").json()
    assert changes["rated"] is True
    by_name = {c["name"]: c for c in changes["changes"]}
    assert by_name["Ada"]["before"] == NEW.shown() == by_name["Bob"]["before"]
    assert by_name["Ada"]["after"] == expected_ada.shown()
    assert by_name["Bob"]["after"] == expected_bob.shown()
    assert by_name["Ada"]["change"] > 0 > by_name["Bob"]["change"]
    assert by_name["Ada"]["place"] == 1
    assert by_name["Bob"]["place"] == 2
    assert by_name["Ada"]["provisional"] is True
    profile = ratings_of(client, "Ada")["labyrinth"]
    assert profile["games"] == 1
    assert profile["wins"] == 1
    assert profile["rating"] == expected_ada.shown()
    assert profile["provisional"] is (PROVISIONAL_GAMES > 1)
    assert [step["match"] for step in profile["history"]] == [match_id]


def test_an_unrated_match_moves_no_rating(client: TestClient, players: Players) -> None:
    ada, bob = players("Ada", "Bob")
    response = client.post(
        "/api/matches",
        json={"game": "labyrinth", "seats": [{"kind": "human"}] * 2, "move_seconds": 60},
    )
    match_id = response.json()["id"]
    ada.join(match_id)
    bob.join(match_id)
    bob.resign(match_id)
    assert client.get(f"/api/matches/{match_id}/ratings").json() == {
        "rated": False,
        "changes": [],
    }
    assert snapshot(client) == ([], [])


def test_a_bot_holds_its_rating_and_the_account_moves_against_it(
    client: TestClient, players: Players
) -> None:
    (ada,) = players("Ada")
    match = rated_match(client, "traexx", ["human", "bot:hard"])
    ada.join(match["id"])
    ada.resign(match["id"])
    hard = bot_rating("traexx", "hard")
    assert hard is not None
    expected_ada, hard_after = rate([NEW, hard], [2, 1])
    assert hard_after != hard  # the model would move it: the server does not
    changes = client.get(f"/api/matches/{match['id']}/ratings").json()["changes"]
    assert [(c["name"], c["after"]) for c in changes] == [("Ada", expected_ada.shown())]
    ratings, history = snapshot(client)
    assert len(ratings) == 1
    assert len(history) == 1
    assert bot_rating("traexx", "hard") == hard


def test_a_player_who_leaves_is_placed_last(client: TestClient, players: Players) -> None:
    ada, bob, cy = players("Ada", "Bob", "Cyd")
    match = rated_match(client, "labyrinth", ["human", "human", "human"])
    for player in (ada, bob, cy):
        player.join(match["id"])
    ada.leave(match["id"])  # a bot plays Ada's seat from now on
    bob.resign(match["id"])
    changes = {
        c["name"]: c for c in client.get(f"/api/matches/{match['id']}/ratings").json()["changes"]
    }
    assert {name: c["place"] for name, c in changes.items()} == {"Cyd": 1, "Bob": 2, "Ada": 3}
    assert changes["Ada"]["change"] < changes["Bob"]["change"] < changes["Cyd"]["change"]


def test_a_player_whose_clock_runs_out_loses_on_time(client: TestClient, players: Players) -> None:
    ada, bob = players("Ada", "Bob")
    match = rated_match(client, "labyrinth", ["human", "human"], move_seconds=0.5)
    ada.join(match["id"])
    bob.join(match["id"])
    (late,) = client.get(f"/api/matches/{match['id']}").json()["to_move"]
    give_up = time.monotonic() + 60
    while client.get(f"/api/matches/{match['id']}").json()["status"] != "finished":
        assert time.monotonic() < give_up, "the clock never ended the rated match"
        time.sleep(0.05)
    ended = client.get(f"/api/matches/{match['id']}").json()
    assert ended["outcome"]["details"]["resigned"] == late
    changes = client.get(f"/api/matches/{match['id']}/ratings").json()["changes"]
    assert {c["seat"]: c["place"] for c in changes} == {late: 2, 1 - late: 1}


def test_a_finished_result_is_counted_once(client: TestClient, players: Players) -> None:
    ada, bob = players("Ada", "Bob")
    match_id = play_rated(client, ada, bob)
    before = snapshot(client)
    store = Store(engine_of(client))
    stored = store.load_match(match_id)
    assert stored is not None
    finishing = stored.actions[-1]
    replayed = store_module.Commit(
        match_id=match_id,
        expected_version=finishing.version - 1,
        action=finishing,
        state=stored.state,
        status="finished",
        outcome=stored.outcome,
        deadlines={},
    )
    with pytest.raises(VersionConflictError):
        store.commit_action(replayed)
    # The rating step alone, run again in a transaction of its own, is refused by the
    # history's key: a match counts once per account.
    with pytest.raises(Exception, match=r"(?i)unique|duplicate"), engine_of(client).begin() as c:
        store_module.rate_finished(c, match_id, finishing.created_at)
    assert snapshot(client) == before
    assert ratings_of(client, "Ada")["labyrinth"]["games"] == 1


def test_a_failure_before_the_commit_leaves_neither_result_nor_rating(
    client: TestClient, players: Players, monkeypatch: pytest.MonkeyPatch
) -> None:
    ada, bob = players("Ada", "Bob")
    match = rated_match(client, "labyrinth", ["human", "human"])
    ada.join(match["id"])
    bob.join(match["id"])
    real = store_module.rate_finished

    def rate_then_fail(*args: Any) -> Any:
        real(*args)  # the ratings are written in the transaction …
        raise OSError("the database went away")  # … which then fails before its commit

    monkeypatch.setattr(store_module, "rate_finished", rate_then_fail)
    refused = bob.post(
        f"/api/matches/{match['id']}/seats/{bob.seat}/resign",
        headers={"Authorization": f"Bearer {bob.token}"},
    )
    assert refused.status_code == 400
    assert snapshot(client) == ([], [])
    with Session(engine_of(client)) as session:
        assert session.get(MatchRow, match["id"]).status == "running"  # type: ignore[union-attr]
    monkeypatch.setattr(store_module, "rate_finished", real)
    bob.resign(match["id"])
    ratings, history = snapshot(client)
    assert len(history) == 2
    assert all(games == 1 for *_, games in ratings)


# ------------------------------------------------------------------ recomputing
def test_recomputing_gives_the_same_figures(
    client: TestClient, players: Players, database_url: str
) -> None:
    ada, bob, cy = players("Ada", "Bob", "Cyd")
    play_rated(client, ada, bob)
    play_rated(client, bob, cy)
    play_rated(client, cy, ada, game="sudoku")
    play_rated(client, ada, cy)
    match = rated_match(client, "labyrinth", ["human", "bot:easy"])
    bob.join(match["id"])
    bob.resign(match["id"])
    before = snapshot(client)
    assert len(before[1]) == 9
    assert recompute(engine_of(client)) == 5
    assert snapshot(client) == before
    # A change to the stored figures is undone from the results, by the command too.
    with Session(engine_of(client)) as session, session.begin():
        session.execute(update(RatingRow).values(mu=0.0, games=99))
    result = CliRunner().invoke(cli_app, ["ratings", "recompute", "--database-url", database_url])
    assert result.exit_code == 0, result.output
    assert "5 rated matches" in result.output
    assert snapshot(client) == before


# ------------------------------------------------------------ leaderboard, profile
def test_the_leaderboard_lists_active_accounts_with_enough_games(
    client: TestClient, players: Players
) -> None:
    ada, bob, cy, dee = players("Ada", "Bob", "Cyd", "Dee")
    for _ in range(LEADERBOARD_MIN_GAMES):
        play_rated(client, ada, bob)
    play_rated(client, cy, dee)
    board = client.get("/api/ratings/labyrinth").json()
    assert board["min_games"] == LEADERBOARD_MIN_GAMES
    assert board["active_days"] == LEADERBOARD_ACTIVE_DAYS
    assert [(s["place"], s["name"]) for s in board["standings"]] == [(1, "Ada"), (2, "Bob")]
    assert board["standings"][0]["wins"] == LEADERBOARD_MIN_GAMES
    assert board["standings"][0]["rating"] > board["standings"][1]["rating"]
    # Bob's last rated game is too long ago; Ada turns kid mode on (no public profile).
    old = dt.datetime.now(dt.UTC) - dt.timedelta(days=LEADERBOARD_ACTIVE_DAYS + 1)
    with Session(engine_of(client)) as session, session.begin():
        session.execute(
            update(RatingRow)
            .where(RatingRow.account_id == bob.account["id"])
            .values(updated_at=old)
        )
    assert [s["name"] for s in client.get("/api/ratings/labyrinth").json()["standings"]] == ["Ada"]
    kid = ada.patch("/api/account/preferences", json={"kid_mode": True}, headers=csrf(ada.account))
    assert kid.status_code == 200, kid.text
    assert ada.get("/api/players/Ada/ratings").status_code == 200  # its owner sees it
    client.cookies.clear()  # anyone else does not
    assert client.get("/api/ratings/labyrinth").json()["standings"] == []
    assert client.get("/api/players/Ada/ratings").status_code == 404
    assert client.get("/api/ratings/no-such-game").status_code == 404
    assert client.get("/api/players/nobody/ratings").status_code == 404


# ------------------------------------------------------------------ pure parts
def test_the_bots_ratings_are_the_calibration_of_the_stored_arena_reports() -> None:
    table = calibrate(load_measured())
    assert table.keys() == BOT_MU.keys()
    for game_id, levels in table.items():
        assert levels == pytest.approx(dict(BOT_MU[game_id]), abs=0.01), game_id
        assert levels["easy"] < levels["medium"] < levels["hard"]
        # every level holds a rating, the expert's placed from expert vs hard
        assert set(levels) == set(LEVELS), game_id
        assert bot_rating(game_id, "expert") is not None


def test_ties_share_a_place_and_a_leaver_is_last() -> None:
    from spelkast.server.ratings.update import SeatFacts, table_of

    seats = [
        SeatFacts(0, "human", None),
        SeatFacts(1, "bot", "medium"),
        SeatFacts(2, "bot", "hard"),
    ]
    found = table_of("sudoku", seats, {0: "a", 1: "b"}, [1, 1, 3])
    assert found is not None
    entrants, places = found
    # seat 1 was left to a bot by account b: last, below the hard bot's third place
    assert places == [1, 3, 2]
    assert [e.account for e in entrants] == ["a", "b", None]
    tie = table_of("sudoku", [*seats[:2], SeatFacts(2, "human", None)], {0: "a", 2: "c"}, [1, 1, 1])
    assert tie is not None
    assert tie[1] == [1, 1, 1]
    assert table_of("sudoku", seats, {}, [1, 2, 3]) is None  # nobody's account
    people = [SeatFacts(0, "human", None), SeatFacts(1, "human", None)]
    assert table_of("sudoku", people, {0: "a"}, [1, 2]) is None  # an anonymous seat
    unrated_bot = [SeatFacts(0, "human", None), SeatFacts(1, "bot", "random")]
    assert table_of("sudoku", unrated_bot, {0: "a"}, [1, 2]) is None
    assert table_of("sudoku", people, {0: "a", 1: "a"}, [1, 2]) is None  # one account twice


def test_the_data_export_holds_the_ratings(client: TestClient, players: Players) -> None:
    ada, bob = players("Ada", "Bob")
    match_id = play_rated(client, ada, bob)
    exported = ada.get("/api/account/export").json()
    (rating,) = exported["ratings"]
    assert rating["game"] == "labyrinth"
    assert rating["games"] == 1
    assert rating["wins"] == 1
    assert rating["rating"] == ratings_of(client, "Ada")["labyrinth"]["rating"]
    assert [step["match"] for step in rating["history"]] == [match_id]
