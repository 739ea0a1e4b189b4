"""Group commit: the accepted actions of several matches are stored in one transaction,
each still guarded by its match's version, and none is announced before it is stored."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy import func, select

import event_loop
from spelkast.server.db import ActionRow, make_engine, utcnow
from spelkast.server.migrations import upgrade
from spelkast.server.runtime import GroupCommitter, Runner
from spelkast.server.store import (
    Commit,
    Store,
    StoredAction,
    StoredMatch,
    StoredSeat,
    VersionConflictError,
)


@pytest.fixture
def store(database_url: str) -> Iterator[Store]:
    engine = make_engine(database_url)
    upgrade(engine)
    yield Store(engine)
    engine.dispose()


def new_match(store: Store, match_id: str) -> None:
    now = utcnow()
    store.create_match(
        StoredMatch(
            id=match_id,
            game="labyrinth",
            options={},
            num_players=2,
            seed=1,
            status="running",
            version=0,
            state="{}",
            outcome=None,
            move_seconds=None,
            created_at=now,
            updated_at=now,
            seats=[StoredSeat(0, "human", None, "A", "x"), StoredSeat(1, "human", None, "B", "y")],
        )
    )


def commit(match_id: str, expected: int, deadline: float | None = None) -> Commit:
    return Commit(
        match_id=match_id,
        expected_version=expected,
        action=StoredAction(
            version=expected + 1,
            seat=expected % 2,
            action=json.dumps({"n": expected}),
            text=f"move {expected}",
            sealed=False,
            by="seat",
            created_at=utcnow(),
        ),
        state=json.dumps({"after": expected + 1}),
        status="running",
        outcome=None,
        deadlines={0: deadline} if deadline is not None else {},
    )


def stored_versions(store: Store, match_ids: Sequence[str]) -> list[int]:
    versions = []
    for match_id in match_ids:
        match = store.load_match(match_id)
        assert match is not None
        assert [a.version for a in match.actions] == list(range(1, match.version + 1))
        versions.append(match.version)
    return versions


def test_a_group_stores_every_action_with_its_state_and_deadline(store: Store) -> None:
    ids = [f"m{i}" for i in range(5)]
    for match_id in ids:
        new_match(store, match_id)
    assert store.commit_actions([commit(m, 0, deadline=123.5) for m in ids]) == [None] * 5
    assert store.commit_actions([commit(m, 1) for m in ids[:3]]) == [None] * 3
    assert stored_versions(store, ids) == [2, 2, 2, 1, 1]
    first = store.load_match("m0")
    assert first is not None
    assert first.state == json.dumps({"after": 2})
    assert first.seats[0].deadline == 123.5
    assert [a.text for a in first.actions] == ["move 0", "move 1"]


def test_a_stale_action_in_a_group_is_refused_and_the_others_are_stored(store: Store) -> None:
    ids = ["a", "b", "c"]
    for match_id in ids:
        new_match(store, match_id)
    store.commit_action(commit("b", 0))
    problems = store.commit_actions([commit("a", 0), commit("b", 0), commit("c", 0)])
    assert problems[0] is None
    assert isinstance(problems[1], VersionConflictError)
    assert problems[2] is None
    assert stored_versions(store, ids) == [1, 1, 1]
    with store.engine.connect() as connection:
        count = connection.scalar(select(func.count()).select_from(ActionRow))
    assert count == 3  # the refused action left no row behind


def test_an_action_for_an_unknown_match_is_refused_alone(store: Store) -> None:
    new_match(store, "known")
    problems = store.commit_actions([commit("ghost", 0), commit("known", 0)])
    assert isinstance(problems[0], VersionConflictError)
    assert problems[1] is None
    assert stored_versions(store, ["known"]) == [1]


def test_commits_that_arrive_while_one_is_written_are_written_together(store: Store) -> None:
    ids = [f"g{i}" for i in range(12)]
    for match_id in ids:
        new_match(store, match_id)
    groups: list[int] = []
    write = store.commit_actions

    def counting(commits: Sequence[Commit]) -> list[Exception | None]:
        groups.append(len(commits))
        return write(commits)

    async def main() -> list[BaseException | None]:
        with ThreadPoolExecutor(max_workers=1) as executor:
            committer = GroupCommitter(store, Runner(executor))
            committer.store.commit_actions = counting  # type: ignore[method-assign]
            await committer.commit(commit(ids[0], 0))  # alone: nothing to wait for
            results = await asyncio.gather(
                *(committer.commit(commit(m, 0)) for m in ids[1:]), return_exceptions=True
            )
            return list(results)

    assert event_loop.run(main()) == [None] * 11
    assert groups[0] == 1
    assert sum(groups) == 12
    assert len(groups) < 12  # fewer transactions than actions
    assert stored_versions(store, ids) == [1] * 12


def test_a_stale_commit_in_a_gathered_group_fails_alone(store: Store) -> None:
    ids = [f"s{i}" for i in range(6)]
    for match_id in ids:
        new_match(store, match_id)
    store.commit_action(commit(ids[0], 0))

    async def main() -> list[BaseException | None]:
        with ThreadPoolExecutor(max_workers=1) as executor:
            committer = GroupCommitter(store, Runner(executor))
            results = await asyncio.gather(
                *(committer.commit(commit(m, 0)) for m in ids), return_exceptions=True
            )
            return list(results)

    results = event_loop.run(main())
    assert isinstance(results[0], VersionConflictError)
    assert results[1:] == [None] * 5
    assert stored_versions(store, ids) == [1] * 6
