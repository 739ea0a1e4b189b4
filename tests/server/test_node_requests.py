"""The requests one node sends the owner of a match: each type goes to JSON and back
unchanged, is done by the committer method of its kind, and an unknown one is refused."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from spelkast.core.game import JSON
from spelkast.server import jsontext
from spelkast.server.errors import InvalidError
from spelkast.server.nodes.requests import (
    REQUESTS,
    Claim,
    FreeSeat,
    HandToBot,
    NodeRequest,
    Resign,
    Submit,
    read_request,
)
from spelkast.server.status import By


class Recorder:
    """A committer that records what it was asked to do."""

    def __init__(self) -> None:
        self.calls: list[tuple[Any, ...]] = []

    async def submit(
        self, seat: int, version: int, action: JSON | None, text: str | None, by: By
    ) -> int:
        self.calls.append(("submit", seat, version, action, text, by))
        return version + 1

    async def resign(self, seat: int) -> int:
        self.calls.append(("resign", seat))
        return 7

    async def claim(self, seat: int | None, name: str, digest: str) -> int:
        self.calls.append(("claim", seat, name, digest))
        return 1 if seat is None else seat

    async def free_seat(self, seat: int) -> None:
        self.calls.append(("free_seat", seat))

    async def hand_to_bot(self, seat: int, bot: str) -> None:
        self.calls.append(("hand_to_bot", seat, bot))

    async def seat_of(self, token: str) -> int | None:
        raise AssertionError("no request asks for a seat by token")


CASES: list[tuple[NodeRequest, tuple[Any, ...], dict[str, JSON]]] = [
    (
        Submit(1, 4, {"type": "place", "cell": 3}, None, By.BOT),
        ("submit", 1, 4, {"type": "place", "cell": 3}, None, By.BOT),
        {"version": 5},
    ),
    (Submit(0, 2, None, "a3", By.SEAT), ("submit", 0, 2, None, "a3", By.SEAT), {"version": 3}),
    (Resign(1), ("resign", 1), {"version": 7}),
    (Claim(None, "Ann", "ab" * 32), ("claim", None, "Ann", "ab" * 32), {"seat": 1}),
    (Claim(2, "Bo", "cd" * 32), ("claim", 2, "Bo", "cd" * 32), {"seat": 2}),
    (HandToBot(0, "greedy"), ("hand_to_bot", 0, "greedy"), {}),
    (FreeSeat(1), ("free_seat", 1), {}),
]


def test_every_request_type_has_a_row_in_the_table() -> None:
    assert set(REQUESTS.values()) == {type(asked) for asked, _, _ in CASES}


@pytest.mark.parametrize(("asked", "call", "answer"), CASES)
def test_a_request_crosses_as_json_and_is_done_by_its_committer_method(
    asked: NodeRequest, call: tuple[Any, ...], answer: dict[str, JSON]
) -> None:
    sent = json.loads(jsontext.dumps({**asked.to_json(), "match": "m1", "id": "n:1"}))
    read = read_request(sent)
    assert read == asked
    committer = Recorder()
    assert asyncio.run(read.perform(committer)) == answer
    assert committer.calls == [call]


def test_an_unknown_request_is_refused() -> None:
    with pytest.raises(InvalidError) as refused:
        read_request({"op": "delete", "match": "m1"})
    assert refused.value.code == "invalid"
    assert "unknown request 'delete'" in refused.value.message
