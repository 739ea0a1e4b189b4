"""The server's refusals carry their protocol code and HTTP status on the class, and a
refusal that crosses from one node to another comes back with both, and its message."""

from __future__ import annotations

import pytest

from spelkast.core.errors import (
    GameOverError,
    IllegalActionError,
    MalformedActionError,
    OptionError,
    WrongPlayerError,
)
from spelkast.server.errors import (
    ANSWERED_HERE,
    WIRE_CLASSES,
    HistoryClosedError,
    RefusedError,
    SeatUnavailableError,
    refusal_from_wire,
    refusal_of,
    refusal_to_wire,
)


def every_refusal_class() -> list[type[RefusedError]]:
    found, todo = [], [RefusedError]
    while todo:
        kind = todo.pop()
        found.append(kind)
        todo.extend(kind.__subclasses__())
    return found


def test_each_code_and_status_has_one_class_on_the_wire() -> None:
    pairs = [(kind.code, kind.status) for kind in WIRE_CLASSES]
    assert len(pairs) == len(set(pairs))


@pytest.mark.parametrize(
    "error",
    [kind("a refusal") for kind in WIRE_CLASSES]
    + [SeatUnavailableError("seat 2 is not open"), HistoryClosedError()],
    ids=lambda error: type(error).__name__,
)
def test_a_refusal_crosses_between_nodes_with_its_code_status_and_message(
    error: RefusedError,
) -> None:
    back = refusal_from_wire(refusal_to_wire(error))
    assert (back.code, back.status, back.message) == (error.code, error.status, error.message)
    assert isinstance(error, type(back))


def test_every_refusal_but_a_missing_match_can_cross_between_nodes() -> None:
    """A missing match and the lessons are answered by the node asked (they never reach
    an owner)."""
    on_wire = {(kind.code, kind.status) for kind in WIRE_CLASSES}
    missing = [
        kind.__name__
        for kind in every_refusal_class()
        if kind not in (RefusedError, *ANSWERED_HERE) and (kind.code, kind.status) not in on_wire
    ]
    assert missing == []


@pytest.mark.parametrize(
    ("core", "code"),
    [
        (MalformedActionError, "malformed_action"),
        (WrongPlayerError, "wrong_player"),
        (GameOverError, "game_over"),
        (IllegalActionError, "illegal"),
        (OptionError, "illegal"),
    ],
)
def test_the_cores_refusals_become_the_servers_with_their_code(core: type, code: str) -> None:
    refused = refusal_of(core("no such move"))
    assert (refused.code, refused.status, refused.message) == (code, 400, "no such move")


def test_an_engine_refusal_keeps_its_reason_and_words_across_nodes() -> None:
    from spelkast.core.errors import Reason

    reason = Reason(
        "core.not_your_turn", "it is not {player}'s turn", player=1, waiting_players=[0]
    )
    refused = refusal_of(WrongPlayerError(reason), {"en": ["Ann", "Bo"], "nl": ["Ann", "Bo"]})
    assert refused.reason == "core.not_your_turn"
    assert refused.words is not None
    assert set(refused.words) == {"en", "nl", "fi"}
    assert "Bo" in refused.words["nl"]
    assert refused.words["nl"] != refused.words["en"]
    back = refusal_from_wire(refusal_to_wire(refused))
    assert (back.reason, back.words) == (refused.reason, refused.words)
