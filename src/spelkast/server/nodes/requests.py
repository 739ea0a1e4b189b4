"""The requests one server node sends another for a match the other owns (the
multi-node mode, :mod:`spelkast.server.nodes.lobby`): one frozen type per request, its wire
form, and one table from the wire name to the type that reads it and does it.

Each request is done on the owner by the match's
:class:`~spelkast.server.commit.LocalCommitter`, which answers as it would answer the
owner's own clients.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, ClassVar, Protocol

from spelkast.core.game import JSON
from spelkast.server.commit import Committer
from spelkast.server.errors import InvalidError
from spelkast.server.status import By


class NodeRequest(Protocol):
    """A change to a match, to be done by its owner."""

    op: ClassVar[str]

    def to_json(self) -> dict[str, JSON]: ...

    async def perform(self, committer: Committer) -> dict[str, JSON]:
        """Do the request with ``committer``; the answer's fields."""


@dataclass(frozen=True, slots=True)
class Submit:
    op: ClassVar[str] = "submit"
    seat: int
    version: int
    action: JSON | None
    text: str | None
    by: By

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Submit:
        text = data.get("text")
        return cls(
            int(data["seat"]),
            int(data["version"]),
            data.get("action"),
            None if text is None else str(text),
            By(str(data.get("by", By.SEAT))),
        )

    def to_json(self) -> dict[str, JSON]:
        return {"op": self.op, **asdict(self)}

    async def perform(self, committer: Committer) -> dict[str, JSON]:
        version = await committer.submit(self.seat, self.version, self.action, self.text, self.by)
        return {"version": version}


@dataclass(frozen=True, slots=True)
class Resign:
    op: ClassVar[str] = "resign"
    seat: int

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Resign:
        return cls(int(data["seat"]))

    def to_json(self) -> dict[str, JSON]:
        return {"op": self.op, **asdict(self)}

    async def perform(self, committer: Committer) -> dict[str, JSON]:
        return {"version": await committer.resign(self.seat)}


@dataclass(frozen=True, slots=True)
class Claim:
    op: ClassVar[str] = "claim"
    seat: int | None
    name: str
    digest: str

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Claim:
        seat = data.get("seat")
        return cls(None if seat is None else int(seat), str(data["name"]), str(data["digest"]))

    def to_json(self) -> dict[str, JSON]:
        return {"op": self.op, **asdict(self)}

    async def perform(self, committer: Committer) -> dict[str, JSON]:
        return {"seat": await committer.claim(self.seat, self.name, self.digest)}


@dataclass(frozen=True, slots=True)
class HandToBot:
    op: ClassVar[str] = "hand_to_bot"
    seat: int
    bot: str

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> HandToBot:
        return cls(int(data["seat"]), str(data["bot"]))

    def to_json(self) -> dict[str, JSON]:
        return {"op": self.op, **asdict(self)}

    async def perform(self, committer: Committer) -> dict[str, JSON]:
        await committer.hand_to_bot(self.seat, self.bot)
        return {}


@dataclass(frozen=True, slots=True)
class FreeSeat:
    op: ClassVar[str] = "free_seat"
    seat: int

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> FreeSeat:
        return cls(int(data["seat"]))

    def to_json(self) -> dict[str, JSON]:
        return {"op": self.op, **asdict(self)}

    async def perform(self, committer: Committer) -> dict[str, JSON]:
        await committer.free_seat(self.seat)
        return {}


#: Every request a node answers, by its wire name.
REQUESTS: dict[str, type[Submit | Resign | Claim | HandToBot | FreeSeat]] = {
    kind.op: kind for kind in (Submit, Resign, Claim, HandToBot, FreeSeat)
}


def read_request(data: dict[str, Any]) -> NodeRequest:
    """The request ``data`` carries; refused when no request has its name."""
    kind = REQUESTS.get(str(data.get("op")))
    if kind is None:
        raise InvalidError(f"unknown request {data.get('op')!r}")
    return kind.from_json(data)
