"""Moves in words: one way per game to say what an action did, in English, Dutch and
Finnish ("Anna pushed row 2 in from the left", "Ben placed a 7 on e5 (+5)"), for the
terminal and the browser alike.

Each game's ``describe`` module is a pure function of the position *before* the action,
the acting seat, the action, the seats' names and a language. It says only what every seat
sees once the action is played (a card placed, a tile on the board, a pawn's new cell),
never a hand, the pile or a secret card. :func:`motion` gives what a board needs to play
the move back step by step (Labyrinth: the corridor the pawn walked).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from spelkast.core.game import JSON, Game
from spelkast.games.labyrinth import describe as labyrinth
from spelkast.games.labyrinth_cards import describe as labyrinth_cards
from spelkast.games.sudoku import describe as sudoku
from spelkast.games.traexx import describe as traexx

LANGUAGES = ("en", "nl", "fi")

Describer = Callable[[Game[Any, Any], Any, int, Any, Sequence[str], str], str]

_DESCRIBERS: dict[str, Describer] = {
    "labyrinth": labyrinth.describe,
    "labyrinth-cards": labyrinth_cards.describe,
    "sudoku": sudoku.describe,
    "sudoids": sudoku.describe,
    "traexx": traexx.describe,
}

#: Bot levels and other bots by name, as a seat is called ("medium bot").
_BOT_NAMES: dict[str, tuple[str, str, str]] = {
    "random": ("random bot", "willekeurige bot", "satunnainen botti"),
    "greedy": ("greedy bot", "gretige bot", "ahne botti"),
    "easy": ("easy bot", "makkelijke bot", "helppo botti"),
    "medium": ("medium bot", "gemiddelde bot", "keskitason botti"),
    "hard": ("hard bot", "moeilijke bot", "vaikea botti"),
    "expert": ("expert bot", "expertbot", "mestaribotti"),
}


def bot_name(bot: str, lang: str) -> str:
    """What a seat played by ``bot`` is called in ``lang``."""
    names = _BOT_NAMES.get(bot)
    if names is None:
        return {"nl": f"bot {bot}", "fi": f"botti {bot}"}.get(lang, f"{bot} bot")
    return names[LANGUAGES.index(lang) if lang in LANGUAGES else 0]


def seat_names(seats: Sequence[tuple[str, str | None, str]], lang: str) -> list[str]:
    """The names of the seats ``(kind, bot, name)`` in ``lang``: a person by their name,
    a bot by its level ("medium bot"), an empty seat by its number."""
    out = []
    for index, (kind, bot, name) in enumerate(seats):
        if kind == "bot" and bot:
            out.append(bot_name(bot, lang))
        elif name:
            out.append(name)
        else:
            out.append(
                {"nl": f"speler {index + 1}", "fi": f"pelaaja {index + 1}"}.get(
                    lang, f"player {index + 1}"
                )
            )
    return out


Reasoner = Callable[[Game[Any, Any], Any, Sequence[str], str], str]

_REASONS: dict[str, Reasoner] = {
    "labyrinth": labyrinth.reason,
    "labyrinth-cards": labyrinth_cards.reason,
    "sudoku": sudoku.reason,
    "sudoids": sudoku.reason,
    "traexx": traexx.reason,
}


def worded_games() -> list[str]:
    """The games whose moves and ends are said in words (any other game falls back to
    its notation and its engine's English reason)."""
    return sorted(set(_DESCRIBERS) & set(_REASONS))


def reason(game: Game[Any, Any], state: Any, names: Sequence[str], lang: str) -> str | None:
    """Why the game in ``state`` is over, in ``lang`` with the players' names (None while
    it runs)."""
    outcome = game.outcome(state)
    if outcome is None:
        return None
    reasoner = _REASONS.get(game.info.id)
    if reasoner is None:
        return outcome.reason
    return reasoner(game, state, names, lang if lang in LANGUAGES else "en")


def describe(
    game: Game[Any, Any], state: Any, player: int, action: Any, names: Sequence[str], lang: str
) -> str:
    """``action`` of ``player`` on ``state`` (before it) in words in ``lang``; the
    engine's notation when the game has no words."""
    describer = _DESCRIBERS.get(game.info.id)
    if describer is None:
        return str(game.format_action(action))
    return describer(game, state, player, action, names, lang if lang in LANGUAGES else "en")


def describe_all(
    game: Game[Any, Any],
    state: Any,
    player: int,
    action: Any,
    names: Mapping[str, Sequence[str]],
) -> dict[str, str]:
    """:func:`describe` in every language (``names`` per language)."""
    if game.info.id == "labyrinth":
        return labyrinth.describe_langs(game, state, player, action, names, LANGUAGES)
    return {
        lang: describe(game, state, player, action, names.get(lang, names.get("en", ())), lang)
        for lang in LANGUAGES
    }


def motion(game: Game[Any, Any], state: Any, player: int, action: Any) -> JSON:
    """What a board needs to play the action back in steps (None: nothing to add).
    Labyrinth: ``{"path": ["a1", "a2", ...]}``, the cells the pawn walks through."""
    if game.info.id == "labyrinth":
        return labyrinth.motion(state, player, action)
    return None
