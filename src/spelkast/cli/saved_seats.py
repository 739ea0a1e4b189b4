"""Seat tokens the terminal keeps for coming back to a match, so that no command line
(and no shell history) holds one: a file per match, readable by its owner only, in the
user's data directory (``seats/``)."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import platformdirs


def seats_folder() -> Path:
    return Path(platformdirs.user_data_dir("spelkast", appauthor=False)) / "seats"


def _path(server: str, match_id: str) -> Path:
    key = hashlib.sha256(f"{server.rstrip('/')}\n{match_id}".encode()).hexdigest()[:32]
    return seats_folder() / f"{key}.json"


def save_seat(server: str, match_id: str, token: str) -> Path:
    """Keep ``token`` for the match; returns the file it is in (mode 0600)."""
    path = _path(server, match_id)
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    text = json.dumps({"server": server.rstrip("/"), "match": match_id, "token": token})
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as file:
        file.write(text)
    return path


def saved_seat(server: str, match_id: str) -> str | None:
    """The token kept for the match, if any."""
    try:
        data = json.loads(_path(server, match_id).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    token = data.get("token") if isinstance(data, dict) else None
    return token if isinstance(token, str) else None


def forget_seat(server: str, match_id: str) -> None:
    _path(server, match_id).unlink(missing_ok=True)
