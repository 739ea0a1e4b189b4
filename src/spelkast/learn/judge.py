"""Judging a learner's action in a lesson, through the engine.

The learner makes ``lesson.steps`` actions from the lesson's start state. Each action is
checked by the engine: an illegal one is refused with the engine's coded reason
(:class:`~spelkast.core.errors.Reason`) and the lesson's own words for the rule it broke;
a legal one is played. After the last step the lesson's goal is judged on the resulting
state: met, the lesson is done; missed, the learner is told what the move did and what
the goal asks, and the lesson starts again from its position.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from spelkast.core.errors import MalformedActionError, Reason, SpelkastError, detail_of, fill
from spelkast.games import describe as engine_words
from spelkast.games.labyrinth import data as labyrinth_data
from spelkast.learn.lesson import LANGUAGES, Lesson, Texts
from spelkast.learn.refusals import refusal_words

REFUSED = "refused"  # the engine refused the action (or could not read it)
MISSED = "missed"  # legal, but the goal is not met: start again
NEXT = "next"  # legal, and the learner has more actions to make
DONE = "done"  # the goal is met

_MISSED = {
    "en": "{move} That is allowed, but the goal is: {goal}",
    "nl": "{move} Dat mag, maar het doel is: {goal}",
    "fi": "{move} Se on sallittua, mutta tavoite on: {goal}",
}


@dataclass(frozen=True, slots=True)
class Attempt:
    """A lesson in progress: the state reached and the learner's actions so far."""

    lesson: Lesson
    state: Any
    played: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class Verdict:
    """What became of one action: ``outcome`` is one of REFUSED, MISSED, NEXT, DONE.

    ``code`` is the engine's refusal code (REFUSED only; ``None`` for a line that could
    not be read at all), ``said`` the explanation (or the success line) in every
    language, ``attempt`` where the lesson goes on from (its start again after MISSED)."""

    outcome: str
    said: Texts
    attempt: Attempt
    code: str | None = None


def begin(lesson: Lesson) -> Attempt:
    """A fresh attempt at ``lesson`` from its position."""
    return Attempt(lesson, lesson.start())


def judge_text(attempt: Attempt, text: str) -> Verdict:
    """Read ``text`` in the game's notation and judge it (see :func:`judge`)."""
    lesson = attempt.lesson
    try:
        action = lesson.game.parse_action(text, attempt.state)
    except MalformedActionError as exc:
        found = detail_of(exc)
        code = found.code if isinstance(found, Reason) else None
        return Verdict(REFUSED, refusal_words(lesson, code, found), attempt, code)
    return judge(attempt, action)


def judge(attempt: Attempt, action: Any) -> Verdict:
    """Play ``action`` for the learner, if the engine accepts it, and judge the result."""
    lesson = attempt.lesson
    game = lesson.game
    try:
        after = game.apply(attempt.state, lesson.seat, action)
    except SpelkastError as exc:
        found = detail_of(exc)
        code = found.code if isinstance(found, Reason) else None
        return Verdict(REFUSED, refusal_words(lesson, code, found), attempt, code)
    played = (*attempt.played, action)
    if len(played) < lesson.steps:
        return Verdict(NEXT, {}, Attempt(lesson, after, played))
    start = lesson.start()
    if lesson.goal(start, after):
        return Verdict(DONE, lesson.success, Attempt(lesson, after, played))
    moves = describe_moves(lesson, start, played)
    said = {
        lang: fill(_MISSED[lang], move=moves[lang], goal=lesson.prompt[lang]) for lang in LANGUAGES
    }
    return Verdict(MISSED, said, Attempt(lesson, start))


def describe_moves(lesson: Lesson, start: Any, played: Sequence[Any]) -> Texts:
    """The learner's actions in the engine's words, one sentence each, in every language."""
    game = lesson.game
    lines: dict[str, list[str]] = {lang: [] for lang in LANGUAGES}
    state = start
    for action in played:
        for lang in LANGUAGES:
            names = seat_names(lesson.game_id, state.num_players, lang)
            line = engine_words.describe(game, state, lesson.seat, action, names, lang)
            lines[lang].append(line[:1].upper() + line[1:] + ("" if line.endswith(".") else "."))
        state = game.apply(state, lesson.seat, action)
    return {lang: " ".join(lines[lang]) for lang in LANGUAGES}


def seat_names(game_id: str, num_players: int, lang: str) -> list[str]:
    """The seats as the lessons name them: the pawn colours in Labyrinth, else numbers."""
    if game_id == "labyrinth":
        colours = labyrinth_data.PAWN_COLOUR_NAMES.get(lang, labyrinth_data.PAWN_COLOURS)
        return list(colours[:num_players])
    return engine_words.seat_names([("human", None, "")] * num_players, lang)
