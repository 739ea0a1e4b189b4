"""What the hint modules share to say things in every language."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from spelkast.games.describe import LANGUAGES

_OR = {"en": "or", "nl": "of", "fi": "tai"}


def in_languages(say: Callable[[str], str]) -> dict[str, str]:
    """``say(lang)`` for every language, each starting with a capital."""
    return {lang: capital(say(lang)) for lang in LANGUAGES}


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def join_or(items: Sequence[str], lang: str) -> str:
    """ "helmet", "helmet or owl", "helmet, owl or ring" in ``lang``."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {_OR.get(lang, 'or')} {items[-1]}"
