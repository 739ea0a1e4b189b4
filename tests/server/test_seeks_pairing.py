"""The pairing rules of the Play now pool, on plain values."""

from __future__ import annotations

import datetime as dt

from spelkast.server.seeks.pairing import (
    BOT_WAIT,
    POINTS_PER_MU,
    WINDOW_GROWTH,
    WINDOW_MAX,
    WINDOW_START,
    Seeker,
    nearest_bot,
    pair,
    window,
)

START = dt.datetime(2026, 11, 28, 12, 0, tzinfo=dt.UTC)
LEVELS = {"easy": 17.0, "medium": 25.0, "hard": 28.0}


def seeker(
    name: str,
    *,
    after: float = 0.0,
    mu: float = 25.0,
    account: bool = True,
    players: tuple[int, int] = (2, 2),
    clock: int | None = 60,
    bots: bool = False,
    game: str = "traexx",
) -> Seeker:
    return Seeker(
        id=name,
        game=game,
        min_players=players[0],
        max_players=players[1],
        move_seconds=clock,
        account=account,
        mu=mu,
        allow_bots=bots,
        since=START + dt.timedelta(seconds=after),
    )


def at(seconds: float) -> dt.datetime:
    return START + dt.timedelta(seconds=seconds)


def names(groups: list) -> list[tuple[str, ...]]:  # type: ignore[type-arg]
    return [tuple(s.id for s in g.seekers) + g.bots for g in groups]


def test_the_window_starts_narrow_widens_with_the_wait_and_stops_at_its_cap() -> None:
    assert window(0) == WINDOW_START
    assert window(10) == WINDOW_START + 10 * WINDOW_GROWTH
    assert window(10_000) == WINDOW_MAX


def test_accounts_far_apart_meet_only_once_both_windows_have_widened() -> None:
    gap_mu = 300 / POINTS_PER_MU  # 300 shown points apart
    a, b = seeker("a", mu=25.0), seeker("b", mu=25.0 + gap_mu)
    assert pair([a, b], at(0), LEVELS) == []
    seconds = (300 - WINDOW_START) / WINDOW_GROWTH
    assert pair([a, b], at(seconds - 1), LEVELS) == []
    assert names(pair([a, b], at(seconds), LEVELS)) == [("a", "b")]


def test_a_newcomer_with_a_narrow_window_does_not_meet_a_long_waiter_far_away() -> None:
    old = seeker("old", mu=25.0)
    new = seeker("new", mu=25.0 + 250 / POINTS_PER_MU, after=100.0)
    assert pair([old, new], at(101), LEVELS) == []
    assert names(pair([old, new], at(115), LEVELS)) == [("old", "new")]


def test_anonymous_seekers_meet_only_anonymous_ones() -> None:
    account = seeker("account")
    anon = seeker("anon", account=False)
    assert pair([account, anon], at(1000), LEVELS) == []
    other = seeker("other", account=False, mu=0.0, after=1.0)
    assert names(pair([account, anon, other], at(2), LEVELS)) == [("anon", "other")]


def test_player_count_ranges_must_overlap_and_the_group_takes_all_it_can() -> None:
    two = seeker("two", players=(2, 2))
    four = seeker("four", players=(3, 4), after=1)
    assert pair([two, four], at(5), LEVELS) == []
    more = [seeker(f"s{i}", players=(3, 5), after=2 + i) for i in range(3)]
    # "four" anchors (oldest that can play): 3-4 players, so three of the rest join it
    groups = pair([two, four, *more], at(10), LEVELS)
    assert names(groups) == [("four", "s0", "s1", "s2")]
    assert groups[0].seats == 4


def test_seekers_with_different_clocks_or_games_never_meet() -> None:
    assert pair([seeker("a", clock=30), seeker("b", clock=60)], at(1), LEVELS) == []
    assert pair([seeker("a", clock=None), seeker("b", clock=60)], at(1), LEVELS) == []
    assert pair([seeker("a"), seeker("b", game="sudoku")], at(1), LEVELS) == []
    assert names(pair([seeker("a", clock=None), seeker("b", clock=None)], at(1), LEVELS)) == [
        ("a", "b")
    ]


def test_bots_fill_empty_seats_only_after_the_wait_and_only_when_allowed() -> None:
    alone = seeker("alone", bots=True, mu=27.5)
    assert pair([alone], at(BOT_WAIT - 1), LEVELS) == []
    groups = pair([alone], at(BOT_WAIT), LEVELS)
    assert names(groups) == [("alone", "hard")]
    assert pair([seeker("no", bots=False)], at(10 * BOT_WAIT), LEVELS) == []
    # a group where one seeker refuses bots waits for people
    three = [seeker("x", players=(3, 3), bots=True), seeker("y", players=(3, 3), after=1)]
    assert pair(three, at(10 * BOT_WAIT), LEVELS) == []
    both = [seeker("x", players=(3, 3), bots=True), seeker("y", players=(3, 3), bots=True)]
    assert names(pair(both, at(BOT_WAIT), LEVELS)) == [("x", "y", "medium")]


def test_the_bot_is_the_level_nearest_the_seekers_ratings() -> None:
    assert nearest_bot(LEVELS, 10.0) == "easy"
    assert nearest_bot(LEVELS, 22.0) == "medium"
    assert nearest_bot(LEVELS, 26.5) == "hard"  # a tie goes to the stronger level
    assert nearest_bot({}, 25.0) is None
    assert pair([seeker("a", bots=True)], at(10 * BOT_WAIT), {}) == []


def test_every_seeker_is_in_at_most_one_group() -> None:
    crowd = [
        seeker(f"p{i}", account=i % 3 == 0, players=(2, 2 + i % 3), after=i * 0.1)
        for i in range(40)
    ]
    groups = pair(crowd, at(100), LEVELS)
    placed = [s.id for g in groups for s in g.seekers]
    assert len(placed) == len(set(placed))
    for group in groups:
        assert len({s.account for s in group.seekers}) == 1
        assert all(s.min_players <= group.seats <= s.max_players for s in group.seekers)
