"""Lessons as JSON, for a server to send to the browser.

A lesson's JSON carries what a front end needs and nothing more: the texts in one
language, the position as the learner's seat sees it (``game.view``, never the whole
state, so no secret leaves), the legal actions in notation and in JSON, and what the
goal asks. The engine judges the learner's actions; the browser only shows.
"""

from __future__ import annotations

from typing import Any

from spelkast.core.game import JSON
from spelkast.learn.judge import Attempt, Verdict
from spelkast.learn.lesson import LANGUAGES, Course, Lesson


def _lang(language: str) -> str:
    if language not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}, not {language!r}")
    return language


def lesson_to_json(lesson: Lesson, language: str, state: Any = None) -> dict[str, JSON]:
    """``lesson`` in ``language``, at its start (or at ``state``, the position an attempt
    reached)."""
    lang = _lang(language)
    game = lesson.game
    position = lesson.start() if state is None else state
    legal = list(game.legal_actions(position, lesson.seat))
    return {
        "game": lesson.game_id,
        "lesson": lesson.key,
        "seat": lesson.seat,
        "title": lesson.title[lang],
        "rule": lesson.rule[lang],
        "prompt": lesson.prompt[lang],
        "goal": lesson.prompt[lang],
        "steps": lesson.steps,
        "view": game.view(position, lesson.seat),
        "legal": [game.format_action(action) for action in legal],
        "legal_json": [game.action_to_json(action) for action in legal],
    }


def course_to_json(course: Course, language: str, done: tuple[str, ...] = ()) -> dict[str, JSON]:
    """``course``'s titles in ``language`` and which of its lessons are ``done``."""
    lang = _lang(language)
    return {
        "course": course.key,
        "game": course.game_id,
        "variant": course.variant,
        "title": course.title[lang],
        "about": course.about[lang],
        "lessons": [
            {"lesson": lesson.key, "title": lesson.title[lang], "done": lesson.key in done}
            for lesson in course.lessons
        ],
    }


def verdict_to_json(verdict: Verdict, language: str) -> dict[str, JSON]:
    """What became of an action, in ``language``, with the position to go on from."""
    lang = _lang(language)
    attempt: Attempt = verdict.attempt
    return {
        "outcome": verdict.outcome,
        "code": verdict.code,
        "said": verdict.said.get(lang, ""),
        "lesson": lesson_to_json(attempt.lesson, lang, attempt.state),
    }
