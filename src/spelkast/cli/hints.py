"""Hints at the terminal, as in a match on the server: whether the game shows them (the
``--hints/--no-hints`` choice, else :func:`spelkast.hints.on_by_default`), what ``hint``
says (the hint from the seat's view and the Help proposal, :func:`spelkast.helping.help_for`)
and how many turns each seat used them on (:class:`spelkast.hints.HintsUsed`), kept in
the saved record's meta (``hints``, ``hints_used``, and ``hints_turns`` to go on counting
after ``--resume``) and said at the end.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from spelkast.core.errors import InvalidPositionError
from spelkast.core.game import JSON
from spelkast.helping import help_for
from spelkast.hints import HINTED_GAMES, HintsUsed, hint, on_by_default
from spelkast.match import Match

WORDS: dict[str, dict[str, str]] = {
    "off": {
        "en": "this game has no hints (start it with --hints to have them)",
        "nl": "dit spel heeft geen hints (start het met --hints om ze te krijgen)",
        "fi": "tässä pelissä ei ole vihjeitä (aloita se valitsimella --hints)",
    },
    "none": {
        "en": "nothing to decide now",
        "nl": "nu valt er niets te kiezen",
        "fi": "nyt ei ole mitään valittavaa",
    },
    "hint": {"en": "hint: {text}", "nl": "hint: {text}", "fi": "vihje: {text}"},
    "help": {"en": "help: {text}", "nl": "hulp: {text}", "fi": "apu: {text}"},
    "used": {
        "en": "{name}: hints used: {n}",
        "nl": "{name}: hints gebruikt: {n}",
        "fi": "{name}: vihjeitä käytetty: {n}",
    },
}


class TerminalHints:
    """Whether a game at the terminal shows hints, and the turns each seat used them on."""

    def __init__(self, match: Match, on: bool, used: HintsUsed | None = None) -> None:
        self.match = match
        self.on = on and match.game.info.id in HINTED_GAMES
        self.used = used or HintsUsed.start(len(match.seats))

    @classmethod
    def chosen(cls, match: Match, on: bool | None) -> TerminalHints:
        """``on`` as chosen, else the default: on against bots and with young children's
        options (a game at one terminal is never online)."""
        if on is None:
            on = on_by_default(
                match.game.info.id, match.state.options, against_bots=bool(match.bots), online=False
            )
        return cls(match, on)

    @classmethod
    def resumed(cls, match: Match, meta: Mapping[str, Any]) -> TerminalHints:
        """As a saved record's meta says (a record without it: no hints)."""
        used = None
        if "hints_turns" in meta:
            try:
                used = HintsUsed.from_json(meta["hints_turns"])
            except InvalidPositionError:
                used = None
        return cls(match, bool(meta.get("hints", False)), used)

    def text(self, seat: int, names: Mapping[str, list[str]], lang: str) -> str:
        """What ``hint`` says to ``seat`` now (counted: one hint and one help a turn)."""
        if not self.on:
            return WORDS["off"][lang]
        match = self.match
        view = match.view(seat)
        found = hint(view)
        if found is None:
            return WORDS["none"][lang]
        proposal = help_for(match.game, match.state, seat, view, match.legal(seat), names)
        turn = int(found["turn"])
        self.used = self.used.with_hint(seat, turn)
        lines = [WORDS["hint"][lang].format(text=said(found["summary"], lang))]
        if proposal is not None:
            self.used = self.used.with_help(seat, turn)
            lines.append(WORDS["help"][lang].format(text=said(proposal["summary"], lang)))
        return "\n".join(lines)

    def meta(self) -> dict[str, JSON]:
        """What the saved record's meta says of hints."""
        counts: list[JSON] = [dict(row) for row in self.used.counts()]
        return {"hints": self.on, "hints_used": counts, "hints_turns": self.used.to_json()}

    def result_lines(self, names: list[str], lang: str) -> list[str]:
        """Per seat, the hints it used (none when the game shows no hints)."""
        if not self.on:
            return []
        return [
            WORDS["used"][lang].format(name=names[seat], n=row["hints"])
            for seat, row in enumerate(self.used.counts())
        ]


def said(summary: JSON, lang: str) -> str:
    """A summary (per language) in ``lang`` (English when ``lang`` has none)."""
    if isinstance(summary, dict):
        return str(summary.get(lang) or summary.get("en") or "")
    return ""


__all__ = ["WORDS", "TerminalHints", "said"]
