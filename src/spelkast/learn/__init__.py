"""Learn to play: a short course of lessons per game (and per variant whose rules
differ), each lesson one rule on a prepared engine position, judged by the engine.

This is a rules-core layer: it imports only the standard library, ``spelkast.core`` and
``spelkast.games``, so the terminal, the server and tests can all use it.

>>> [course.key for course in courses("labyrinth")]
['labyrinth/base', 'labyrinth/young', 'labyrinth/day-night']
"""

from __future__ import annotations

from spelkast.learn import cards, labyrinth, labyrinth_variants, sudoku, traexx
from spelkast.learn.judge import (
    DONE,
    MISSED,
    NEXT,
    REFUSED,
    Attempt,
    Verdict,
    begin,
    judge,
    judge_text,
)
from spelkast.learn.lesson import LANGUAGES, Course, Lesson, Texts

COURSES: tuple[Course, ...] = (
    *labyrinth.COURSES,
    *labyrinth_variants.COURSES,
    *cards.COURSES,
    *sudoku.COURSES,
    *traexx.COURSES,
)


def courses(game_id: str | None = None) -> tuple[Course, ...]:
    """Every course, or those of ``game_id``, in order (the first is the game's basic one)."""
    return tuple(c for c in COURSES if game_id is None or c.game_id == game_id)


def course(game_id: str, variant: str | None = None) -> Course:
    """The course of ``game_id`` for ``variant`` (default: the game's first course)."""
    found = courses(game_id)
    if not found:
        raise KeyError(f"no course for {game_id!r}")
    if variant is None:
        return found[0]
    for candidate in found:
        if candidate.variant == variant:
            return candidate
    known = ", ".join(c.variant for c in found)
    raise KeyError(f"{game_id} has no course {variant!r} (known: {known})")


__all__ = [
    "COURSES",
    "DONE",
    "LANGUAGES",
    "MISSED",
    "NEXT",
    "REFUSED",
    "Attempt",
    "Course",
    "Lesson",
    "Texts",
    "Verdict",
    "begin",
    "course",
    "courses",
    "judge",
    "judge_text",
]
