"""JSON text for the server's hot paths (every state message, legal-action entry and
snapshot): orjson, several times faster than the standard library's encoder, with the
standard encoder as the fallback for what orjson refuses (integers beyond 64 bits).

The text differs from ``json.dumps`` only in spacing and in writing non-ASCII characters
as themselves instead of ``\\u`` escapes: every client reads the same values."""

from __future__ import annotations

import json
from typing import Any

import orjson

_OPTIONS = orjson.OPT_NON_STR_KEYS


def dumps(value: Any) -> str:
    """``value`` as JSON text."""
    try:
        return orjson.dumps(value, option=_OPTIONS).decode("utf-8")
    except orjson.JSONEncodeError:
        return json.dumps(value)
