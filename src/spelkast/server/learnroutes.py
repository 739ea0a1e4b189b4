"""Learn to play over HTTP: the courses of a game, a lesson's position, and the engine's
verdict on a learner's move (:mod:`spelkast.learn`).

Stateless: an attempt is the lesson and the moves made so far, sent again with every new
move, and replayed through the engine. A lesson's position leaves as the learner's seat
sees it (``game.view``) with its legal actions, like a match's ``state`` message, so the
browser draws it with the game's own board. Which lessons are done is the browser's to
remember.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query
from pydantic import BaseModel, ConfigDict, Field, field_validator

from spelkast.core.errors import MalformedActionError, Reason, SpelkastError, detail_of
from spelkast.learn import NEXT, Attempt, Course, Lesson, Verdict, begin, courses, judge, judge_text
from spelkast.learn.judge import REFUSED
from spelkast.learn.refusals import refusal_words
from spelkast.server.errors import AttemptError, NoSuchLessonError
from spelkast.server.models import ERRORS, MAX_ACTION_CHARS, Text, json_within
from spelkast.server.protocol import LegalEntry

router = APIRouter(prefix="/api/learn", tags=["learn"])

Language = Literal["en", "nl", "fi"]
LangQuery = Annotated[Language, Query(description="the language of the texts")]
Key = Annotated[str, Field(max_length=64)]

#: The most moves an attempt may hold before the new one (no lesson needs more).
MAX_PLAYED = 8


Outcome = Literal["refused", "missed", "next", "done"]
OUTCOMES: dict[str, Outcome] = {
    "refused": "refused",
    "missed": "missed",
    "next": "next",
    "done": "done",
}


class LessonTitleOut(BaseModel):
    lesson: str
    title: str


class CourseOut(BaseModel):
    """One course of a game: a variant's lessons in order."""

    game: str
    variant: str
    title: str
    about: str
    lessons: list[LessonTitleOut]


class LearnGameOut(BaseModel):
    game: str
    courses: list[CourseOut]


class LessonOut(BaseModel):
    """A lesson at a position: its texts, and the position as the learner's seat sees it
    with the actions legal there (the fields a board reads from a ``state`` message)."""

    game: str
    variant: str
    lesson: str
    number: int = Field(description="the lesson's place in its course, from 1")
    count: int = Field(description="how many lessons the course has")
    next: str | None = Field(description="the key of the course's next lesson")
    title: str
    rule: str
    prompt: str
    steps: int = Field(description="how many moves the learner makes")
    step: int = Field(description="how many of them are made at this position")
    seat: int
    num_players: int
    to_move: list[int]
    view: Any
    legal: list[LegalEntry]


class AttemptIn(BaseModel):
    """A move in a lesson: the moves this attempt made before it (action JSON, as the
    lesson's ``legal`` gave them) and the new move, as action JSON or in notation."""

    model_config = ConfigDict(extra="forbid")
    lang: Language = "en"
    played: list[Any] = Field(default_factory=list, max_length=MAX_PLAYED)
    action: Any = Field(default=None, description="the new move as action JSON")
    text: Text | None = Field(
        default=None, max_length=MAX_ACTION_CHARS, description="the new move in notation"
    )

    @field_validator("played")
    @classmethod
    def _few_small_moves(cls, value: Any) -> Any:
        return json_within(value, MAX_ACTION_CHARS * MAX_PLAYED)

    @field_validator("action")
    @classmethod
    def _small_move(cls, value: Any) -> Any:
        return json_within(value, MAX_ACTION_CHARS)


class VerdictOut(BaseModel):
    """What the engine made of the move: ``refused`` (``said`` explains the rule),
    ``missed`` (allowed, but the goal is not met: ``lesson`` is back at its start),
    ``next`` (go on: ``lesson`` is the position for the next move) or ``done``."""

    outcome: Outcome
    code: str | None = Field(description="the engine's refusal code")
    said: str
    played: list[Any] = Field(description="the attempt's moves so far, to send with the next")
    lesson: LessonOut


def _course(game_id: str, variant: str) -> Course:
    for candidate in courses(game_id):
        if candidate.variant == variant:
            return candidate
    raise NoSuchLessonError(f"no course {variant!r} for the game {game_id!r}")


def _lesson(game_id: str, variant: str, key: str) -> tuple[Course, Lesson]:
    course = _course(game_id, variant)
    for lesson in course.lessons:
        if lesson.key == key:
            return course, lesson
    raise NoSuchLessonError(f"no lesson {key!r} in the course {course.key}")


def lesson_out(course: Course, lesson: Lesson, lang: str, attempt: Attempt) -> LessonOut:
    game = lesson.game
    state = attempt.state
    index = course.lessons.index(lesson)
    following = course.lessons[index + 1] if index + 1 < len(course.lessons) else None
    legal = game.legal_actions(state, lesson.seat) if not game.is_terminal(state) else ()
    return LessonOut(
        game=lesson.game_id,
        variant=course.variant,
        lesson=lesson.key,
        number=index + 1,
        count=len(course.lessons),
        next=following.key if following else None,
        title=lesson.title[lang],
        rule=lesson.rule[lang],
        prompt=lesson.prompt[lang],
        steps=lesson.steps,
        step=len(attempt.played),
        seat=lesson.seat,
        num_players=state.num_players,
        to_move=list(game.to_move(state)),
        view=game.view(state, lesson.seat),
        legal=[
            LegalEntry(action=game.action_to_json(action), text=game.format_action(action))
            for action in legal
        ],
    )


def _read_action(attempt: Attempt, data: Any) -> Any:
    """The action ``data`` (its JSON) stands for, or a refusal saying why not."""
    lesson = attempt.lesson
    try:
        return lesson.game.action_from_json(data)
    except (MalformedActionError, ValueError, TypeError, KeyError, IndexError) as exc:
        found = detail_of(exc) if isinstance(exc, SpelkastError) else None
        code = found.code if isinstance(found, Reason) else None
        return Verdict(REFUSED, refusal_words(lesson, code, found), attempt, code)


def replay(lesson: Lesson, played: list[Any]) -> Attempt:
    """The attempt after the moves ``played`` (each must be accepted and leave a move to
    make, else the attempt was sent wrong)."""
    attempt = begin(lesson)
    if len(played) >= lesson.steps:
        raise AttemptError(
            f"this lesson takes {lesson.steps} moves: send at most {lesson.steps - 1} played"
        )
    for number, data in enumerate(played, 1):
        action = _read_action(attempt, data)
        verdict = action if isinstance(action, Verdict) else judge(attempt, action)
        if verdict.outcome != NEXT:
            raise AttemptError(f"played move {number} is not one this lesson accepts here")
        attempt = verdict.attempt
    return attempt


@router.get("/{game_id}", response_model=LearnGameOut, responses=ERRORS)
async def game_courses(game_id: Key, lang: LangQuery = "en") -> LearnGameOut:
    """The courses of a game (its basic one first) with their lessons' titles."""
    found = courses(game_id)
    if not found:
        raise NoSuchLessonError(f"no course for the game {game_id!r}")
    return LearnGameOut(
        game=game_id,
        courses=[
            CourseOut(
                game=c.game_id,
                variant=c.variant,
                title=c.title[lang],
                about=c.about[lang],
                lessons=[LessonTitleOut(lesson=x.key, title=x.title[lang]) for x in c.lessons],
            )
            for c in found
        ],
    )


@router.get("/{game_id}/{variant}/{lesson_key}", response_model=LessonOut, responses=ERRORS)
async def one_lesson(
    game_id: Key, variant: Key, lesson_key: Key, lang: LangQuery = "en"
) -> LessonOut:
    """A lesson at its start: its texts and the position for the learner's first move."""
    course, lesson = _lesson(game_id, variant, lesson_key)
    return lesson_out(course, lesson, lang, begin(lesson))


@router.post(
    "/{game_id}/{variant}/{lesson_key}/attempt",
    response_model=VerdictOut,
    responses=ERRORS,
)
async def attempt_move(game_id: Key, variant: Key, lesson_key: Key, body: AttemptIn) -> VerdictOut:
    """The engine's verdict on the learner's new move, after the attempt's earlier ones."""
    course, lesson = _lesson(game_id, variant, lesson_key)
    if (body.action is None) == (body.text is None):
        raise AttemptError("send the new move as action (its JSON) or as text (its notation)")
    attempt = replay(lesson, body.played)
    if body.text is not None:
        verdict = judge_text(attempt, body.text)
    else:
        action = _read_action(attempt, body.action)
        verdict = action if isinstance(action, Verdict) else judge(attempt, action)
    after = verdict.attempt
    return VerdictOut(
        outcome=OUTCOMES[verdict.outcome],
        code=verdict.code,
        said=verdict.said.get(body.lang, ""),
        played=[lesson.game.action_to_json(action) for action in after.played],
        lesson=lesson_out(course, lesson, body.lang, after),
    )
