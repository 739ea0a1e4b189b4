"""What a lesson and a course are.

A lesson teaches one rule on a prepared position: a real engine state (built through the
engine from a seed and options, then scripted legal actions, or read from the game's own
position notation), the seat the learner plays, how many actions the learner makes, and
a goal the engine's resulting state must meet. Its texts (a title, the rule told just
before it is needed, a prompt, a success line) come in English, Dutch and Finnish.

``intended`` and ``wrong`` are in the game's action notation (the notation of
``spelkast play``): the intended actions meet the goal, the wrong ones are a typical
mistake that is either refused by the engine or legal but misses the goal. Tests play
both through the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from spelkast.core.game import Game
from spelkast.core.registry import get_game

LANGUAGES = ("en", "nl", "fi")

Texts = Mapping[str, str]
"""One text in every language: ``{"en": ..., "nl": ..., "fi": ...}``."""


def say(en: str, nl: str, fi: str) -> Texts:
    """One text in English, Dutch and Finnish."""
    return {"en": en, "nl": nl, "fi": fi}


Goal = Callable[[Any, Any], bool]
"""``goal(start, end)``: whether the learner's actions, played from the lesson's start
state, reached what the lesson asks."""


@dataclass(frozen=True, slots=True)
class Lesson:
    """One rule, one position, one goal (see the module docstring)."""

    key: str
    game_id: str
    title: Texts
    rule: Texts
    prompt: Texts
    success: Texts
    build: Callable[[], Any]
    goal: Goal
    intended: tuple[str, ...]
    wrong: tuple[str, ...]
    teaches: tuple[str, ...]
    seat: int = 0
    refusals: Mapping[str, Texts] = field(default_factory=dict)
    """This lesson's own words for a refusal code (else the game's, see ``refusals``)."""

    @property
    def game(self) -> Game[Any, Any]:
        return get_game(self.game_id)

    @property
    def steps(self) -> int:
        """How many actions the learner makes before the goal is judged."""
        return len(self.intended)

    def start(self) -> Any:
        """The lesson's position (a fresh engine state every time)."""
        return self.build()


@dataclass(frozen=True, slots=True)
class Course:
    """The lessons of one game (and one variant of it whose rules differ), in order."""

    game_id: str
    variant: str
    title: Texts
    about: Texts
    lessons: tuple[Lesson, ...]

    @property
    def key(self) -> str:
        return f"{self.game_id}/{self.variant}"

    def lesson(self, key: str) -> Lesson:
        for lesson in self.lessons:
            if lesson.key == key:
                return lesson
        raise KeyError(f"no lesson {key!r} in the course {self.key}")
