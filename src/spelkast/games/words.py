"""Small helpers the games' ``describe`` modules share."""

from __future__ import annotations

from collections.abc import Sequence

_AND = {"en": "and", "nl": "en", "fi": "ja"}


def join_names(names: Sequence[str], lang: str) -> str:
    """ "Anna", "Anna and Ben", "Anna, Ben and Cy" in ``lang``."""
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} {_AND.get(lang, 'and')} {names[-1]}"
