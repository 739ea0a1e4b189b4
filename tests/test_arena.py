"""The arena: rotated seats, duplicate deals, determinism, counting, JSON and the CLI."""

from __future__ import annotations

import json
import math
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest
from typer.testing import CliRunner

from spelkast.arena import (
    ArenaError,
    GameResult,
    deal_seed,
    parse_specs,
    run_arena,
    seating,
    summarise,
)
from spelkast.bots import base
from spelkast.cli.app import app
from spelkast.core.errors import OptionError
from spelkast.core.game import JSON, Game
from spelkast.stats import elo_difference, wilson_interval

# ------------------------------------------------------------------------ seating


@pytest.mark.parametrize("k", [1, 2, 3, 4, 6])
def test_every_spec_plays_every_seat_equally_often(k: int) -> None:
    games = 5 * k
    places = Counter((spec, seat) for g in range(games) for seat, spec in enumerate(seating(g, k)))
    assert set(places) == {(spec, seat) for spec in range(k) for seat in range(k)}
    assert set(places.values()) == {5}
    for g in range(games):
        assert sorted(seating(g, k)) == list(range(k))


def test_two_specs_alternate_seats() -> None:
    assert [seating(g, 2) for g in range(4)] == [(0, 1), (1, 0), (0, 1), (1, 0)]


def test_the_games_of_one_rotation_share_their_deal() -> None:
    for k in (2, 3):
        seeds = [deal_seed(9, g, k) for g in range(4 * k)]
        for start in range(0, 4 * k, k):
            assert len(set(seeds[start : start + k])) == 1
        assert len(set(seeds)) == 4  # a new deal for every rotation
    assert deal_seed(9, 0, 2) != deal_seed(10, 0, 2)


def test_parse_specs_reads_bot_names_and_refuses_people() -> None:
    assert parse_specs("bot:medium,easy , bot:random") == ("medium", "easy", "random")
    with pytest.raises(OptionError, match="bots only"):
        parse_specs("human,bot:medium")
    with pytest.raises(OptionError, match="at least one"):
        parse_specs(" , ")


# ----------------------------------------------------------------------- counting


def result(
    index: int,
    seats: tuple[int, ...],
    ranks: tuple[int, ...],
    scores: tuple[float, ...] | None = None,
    finished: bool = True,
    times: tuple[tuple[float, ...], ...] | None = None,
) -> GameResult:
    return GameResult(
        index=index,
        deal_seed=0,
        seating=seats,
        finished=finished,
        scores=(scores or tuple(float(-r) for r in ranks)) if finished else (),
        ranks=ranks if finished else (),
        actions=10,
        times=times or tuple((0.001,) for _ in seats),
    )


def test_a_two_player_tie_counts_half_a_win_each() -> None:
    results = [
        result(0, (0, 1), (1, 2)),  # spec 0 wins
        result(1, (1, 0), (1, 1)),  # tie
        result(2, (0, 1), (2, 1)),  # spec 1 wins
        result(3, (1, 0), (2, 1)),  # spec 0 (in seat 1) wins
    ]
    report = summarise("sudoids", ("a", "b"), 0, {}, results)
    a, b = report.bots
    assert (a.wins, b.wins) == (2.5, 1.5)
    assert a.win_rate == pytest.approx(0.625)
    assert (a.win_low, a.win_high) == pytest.approx(wilson_interval(2.5, 4))
    assert report.elo is not None
    assert report.elo.score == 2.5
    assert report.elo.difference == pytest.approx(elo_difference(0.625))
    assert a.seats == (2, 2)


def test_a_shared_win_among_more_players_is_split() -> None:
    results = [
        result(0, (0, 1, 2), (1, 1, 3)),  # specs 0 and 1 share
        result(1, (2, 0, 1), (1, 2, 3)),  # spec 2 wins; spec 0 beats spec 1
        result(2, (1, 2, 0), (2, 2, 1)),  # spec 0 wins; specs 1 and 2 share 2nd place
    ]
    report = summarise("labyrinth", ("a", "b", "c"), 0, {}, results)
    assert [b.wins for b in report.bots] == [1.5, 0.5, 1.0]
    assert sum(b.wins for b in report.bots) == len(results)
    assert [b.average_rank for b in report.bots] == pytest.approx([4 / 3, 2, 2])
    # Head to head, spec 0 against spec 1: tie, better, better.
    assert report.elo is not None
    assert report.elo.score == 2.5
    assert report.elo.games == 3


def test_unfinished_games_are_counted_apart() -> None:
    results = [result(0, (0, 1), (1, 2)), result(1, (1, 0), (), finished=False)]
    report = summarise("sudoids", ("a", "b"), 0, {}, results)
    assert report.unfinished == 1
    assert [b.games for b in report.bots] == [1, 1]
    assert [b.wins for b in report.bots] == [1.0, 0.0]


def test_decision_times_are_gathered_per_spec_whatever_its_seat() -> None:
    results = [
        result(0, (0, 1), (1, 2), times=((0.001, 0.003), (0.010,))),
        result(1, (1, 0), (1, 2), times=((0.020, 0.040), (0.002,))),
    ]
    a, b = summarise("sudoids", ("a", "b"), 0, {}, results).bots
    assert a.decisions == 3
    assert a.median_seconds == pytest.approx(0.002)
    assert b.median_seconds == pytest.approx(0.020)
    # b's times sorted: 0.010, 0.020, 0.040; the 90th percentile sits at position 1.8.
    assert b.p90_seconds == pytest.approx(0.020 + 0.8 * 0.020)


def test_an_unbeaten_spec_has_an_open_ended_elo_written_as_null() -> None:
    results = [result(g, seating(g, 2), (1, 2) if g % 2 == 0 else (2, 1)) for g in range(4)]
    report = summarise("sudoids", ("a", "b"), 0, {}, results)
    assert report.elo is not None
    assert report.elo.difference == math.inf
    data = report.to_json()["elo"]
    assert data["difference"] is None
    assert data["high"] is None
    assert data["low"] is not None
    assert data["low"] > 0
    json.dumps(report.to_json(), allow_nan=False)


# ---------------------------------------------------------------------- real play


def outcomes(specs: Sequence[str], jobs: int, seed: int, games: int = 6) -> list[dict[str, JSON]]:
    report = run_arena("sudoids", specs, games=games, jobs=jobs, seed=seed)
    return [r.outcome_json() for r in report.results]


def test_the_same_seed_gives_the_same_games_with_one_or_two_processes() -> None:
    one = outcomes(("random", "medium"), jobs=1, seed=5)
    assert one == outcomes(("random", "medium"), jobs=1, seed=5)
    assert one == outcomes(("random", "medium"), jobs=2, seed=5)
    assert one != outcomes(("random", "medium"), jobs=1, seed=6)


def test_a_real_run_seats_each_bot_in_each_seat_and_adds_up() -> None:
    report = run_arena("sudoids", ("random", "medium"), games=6, seed=2)
    assert report.games == 6
    assert report.unfinished == 0
    assert [b.seats for b in report.bots] == [(3, 3), (3, 3)]
    assert sum(b.wins for b in report.bots) == 6
    assert all(b.decisions > 0 and b.median_seconds is not None for b in report.bots)
    # The games of a rotation replay the same deal with the seats swapped.
    deals = [r.deal_seed for r in report.results]
    assert deals[0] == deals[1] != deals[2] == deals[3]


def test_bad_arena_input_is_refused_before_playing() -> None:
    with pytest.raises(OptionError, match="players"):
        run_arena("traexx", ("medium",) * 7, games=2)
    with pytest.raises(base.UnknownBotError, match="no bot"):
        run_arena("sudoids", ("medium", "nonsense"), games=2)
    with pytest.raises(OptionError, match="games"):
        run_arena("sudoids", ("medium", "easy"), games=0)


class IllegalBot:
    name = "illegal"

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        return "not an action"


def test_a_bot_choosing_an_illegal_action_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    base._load()
    monkeypatch.setitem(base._BOTS, ("sudoids", "illegal"), IllegalBot)
    with pytest.raises(ArenaError, match="bot 'illegal' in seat"):
        run_arena("sudoids", ("illegal", "medium"), games=1)


# ---------------------------------------------------------------------------- CLI

runner = CliRunner()


def test_arena_json_has_one_object_with_every_figure() -> None:
    args = ["arena", "sudoids", "--seats", "bot:random,bot:greedy", "--games", "6", "--json"]
    result = runner.invoke(app, [*args, "--seed", "3"], catch_exceptions=False)
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["game"] == "sudoids"
    assert data["seats"] == ["bot:random", "bot:greedy"]
    assert (data["games"], data["finished"], data["unfinished"], data["seed"]) == (6, 6, 0, 3)
    keys = {
        "spec",
        "games",
        "wins",
        "win_rate",
        "win_rate_low",
        "win_rate_high",
        "average_score",
        "average_rank",
        "decisions",
        "median_ms",
        "p90_ms",
        "games_per_seat",
    }
    for bot in data["bots"]:
        assert set(bot) == keys
        assert bot["win_rate_low"] <= bot["win_rate"] <= bot["win_rate_high"]
        assert bot["games_per_seat"] == [3, 3]
    assert sum(bot["wins"] for bot in data["bots"]) == 6
    elo = data["elo"]
    assert set(elo) == {
        "first",
        "second",
        "games",
        "score",
        "score_rate",
        "difference",
        "low",
        "high",
    }
    assert elo["score"] == data["bots"][0]["wins"]


def test_arena_table_names_every_bot_and_the_elo_difference() -> None:
    result = runner.invoke(
        app,
        ["arena", "sudoids", "--seats", "random,medium", "--games", "4", "--jobs", "2"],
        catch_exceptions=False,
    )
    assert result.exit_code == 0
    assert "bot:random" in result.output
    assert "bot:medium" in result.output
    assert "Elo bot:random - bot:medium" in result.output


@pytest.mark.parametrize(
    "seats", ["human,bot:medium", "bot:medium,bot:nobody", "medium,easy,random,medium,easy"]
)
def test_arena_refuses_bad_seats_with_one_line(seats: str) -> None:
    result = runner.invoke(app, ["arena", "sudoids", "--seats", seats, "--games", "2"])
    assert result.exit_code == 2
    assert "error:" in result.output
    assert "Traceback" not in result.output
