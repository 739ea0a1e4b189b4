"""A rematch offer as the database holds it (table ``rematch_offers``, one row per
finished match), and the ``rematch`` message every watcher of the old match gets.

The offer names the id of the rematch from the start (:attr:`Offer.match`), so that
whoever accepts can be given a token of the new match without any token being stored:
the new token of a seat is derived from the old seat's token and that id
(:func:`rematch_token`), and only its hash goes into the offer. Whoever holds the old
token can derive the new one again on any node, after any restart; nobody else can.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from dataclasses import dataclass, field
from typing import Any

from spelkast.server.protocol import RematchMessage, rematch_message


def rotated(seat: int, players: int) -> int:
    """The seat of the rematch of whoever sat in ``seat``."""
    return (seat - 1) % players


def rematch_token(old_token: str, new_match: str) -> str:
    """The seat token in the rematch ``new_match`` of whoever holds ``old_token``
    (256 bits, URL-safe text like every seat token)."""
    digest = hmac.new(
        old_token.encode("utf-8"), f"spelkast rematch {new_match}".encode(), hashlib.sha256
    ).digest()
    return base64.urlsafe_b64encode(digest).decode("ascii").rstrip("=")


@dataclass(slots=True)
class Offer:
    """A rematch offer on one finished match."""

    by: int
    humans: list[int]
    #: The id the rematch gets once everyone accepted.
    match: str
    #: Old seat → the hash of that seat's token in the rematch.
    accepted: dict[int, str] = field(default_factory=dict)
    declined_by: int | None = None
    #: The rematch exists (it was stored under :attr:`match`).
    made: bool = False

    @property
    def waiting(self) -> list[int]:
        if self.declined_by is not None or self.made:
            return []
        return [s for s in self.humans if s not in self.accepted]

    @property
    def complete(self) -> bool:
        """Everyone accepted (the rematch is made, or about to be)."""
        return self.declined_by is None and all(s in self.accepted for s in self.humans)

    def message(self, match_id: str) -> RematchMessage:
        """The public ``rematch`` message (never a token, nor a token's hash)."""
        return rematch_message(
            match=match_id,
            offered_by=self.by,
            accepted=sorted(self.accepted),
            waiting=self.waiting,
            declined_by=self.declined_by,
            new_match=self.match if self.made else None,
        )

    def to_text(self) -> str:
        return json.dumps(
            {
                "by": self.by,
                "humans": self.humans,
                "match": self.match,
                "accepted": {str(s): h for s, h in sorted(self.accepted.items())},
                "declined_by": self.declined_by,
                "made": self.made,
            },
            sort_keys=True,
        )

    @classmethod
    def from_text(cls, text: str) -> Offer:
        data: dict[str, Any] = json.loads(text)
        declined = data.get("declined_by")
        return cls(
            by=int(data["by"]),
            humans=[int(s) for s in data["humans"]],
            match=str(data["match"]),
            accepted={int(s): str(h) for s, h in data["accepted"].items()},
            declined_by=None if declined is None else int(declined),
            made=bool(data["made"]),
        )
