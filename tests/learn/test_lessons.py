"""Every lesson is an engine position; its intended moves meet its goal through the
engine, and its wrong move is refused or misses the goal, explained in three languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from spelkast.learn import (
    COURSES,
    DONE,
    MISSED,
    NEXT,
    REFUSED,
    Lesson,
    Verdict,
    begin,
    course,
    judge_text,
)
from spelkast.learn.build import Script
from spelkast.learn.lesson import LANGUAGES, Texts
from spelkast.learn.refusals import REFUSALS

LESSONS = [(c.key, lesson) for c in COURSES for lesson in c.lessons]
IDS = [f"{key}:{lesson.key}" for key, lesson in LESSONS]

#: Common English words that never appear in a Dutch or Finnish sentence.
ENGLISH = re.compile(
    r"\b(the|you|your|and|that|not|allowed|goal|must|cannot|walk|push|place|card|tile|"
    r"treasure|player|field|with|only|here)\b",
    re.IGNORECASE,
)


def play(lesson: Lesson, moves: tuple[str, ...]) -> tuple[str, Verdict]:
    attempt = begin(lesson)
    for text in moves:
        verdict = judge_text(attempt, text)
        if verdict.outcome != NEXT:
            return verdict.outcome, verdict
        attempt = verdict.attempt
    raise AssertionError(f"{moves} did not finish the lesson")


def check_languages(texts: Texts, what: str) -> None:
    assert set(texts) == set(LANGUAGES), what
    for lang in LANGUAGES:
        assert texts[lang].strip(), f"{what}: no {lang} text"
    for lang in ("nl", "fi"):
        found = ENGLISH.findall(re.sub(r"\{\w+\}", "", texts[lang]))
        assert not found, f"{what}: English words {found} in the {lang} text {texts[lang]!r}"
        assert texts[lang] != texts["en"], f"{what}: the {lang} text is the English one"


def test_every_game_and_variant_whose_rules_differ_has_a_course() -> None:
    assert [c.key for c in COURSES] == [
        "labyrinth/base",
        "labyrinth/young",
        "labyrinth/day-night",
        "labyrinth-cards/base",
        "sudoku/table",
        "sudoku/assisted",
        "sudoids/base",
        "traexx/multi",
        "traexx/solo",
    ]
    for c in COURSES:
        assert 3 <= len(c.lessons) <= 8, c.key
        assert len({lesson.key for lesson in c.lessons}) == len(c.lessons), c.key
        assert all(lesson.game_id == c.game_id for lesson in c.lessons)
    assert course("labyrinth").variant == "base"
    assert course("traexx", "solo").key == "traexx/solo"
    with pytest.raises(KeyError):
        course("traexx", "teams")


@pytest.mark.parametrize(("key", "lesson"), LESSONS, ids=IDS)
def test_the_lesson_position_is_a_valid_engine_state_with_the_learner_to_move(
    key: str, lesson: Lesson
) -> None:
    game = lesson.game
    state = lesson.start()
    assert game.state_from_json(game.state_to_json(state)) == state
    assert game.position_from_text(game.position_to_text(state)) == state
    assert lesson.seat in game.to_move(state)
    assert lesson.start() == state  # built afresh, the same every time


@pytest.mark.parametrize(("key", "lesson"), LESSONS, ids=IDS)
def test_the_intended_moves_meet_the_goal_through_the_engine(key: str, lesson: Lesson) -> None:
    outcome, _ = play(lesson, lesson.intended)
    assert outcome == DONE
    game = lesson.game
    state = lesson.start()
    for text in lesson.intended:
        state = game.apply(state, lesson.seat, game.parse_action(text, state))
    assert lesson.goal(lesson.start(), state)
    assert not lesson.goal(lesson.start(), lesson.start())  # doing nothing is not enough


@pytest.mark.parametrize(("key", "lesson"), LESSONS, ids=IDS)
def test_a_wrong_move_is_explained_in_every_language(key: str, lesson: Lesson) -> None:
    outcome, verdict = play(lesson, lesson.wrong)
    assert outcome in (REFUSED, MISSED)
    said = verdict.said
    check_languages(said, f"{key} {lesson.key} wrong {lesson.wrong}")
    if outcome == REFUSED:
        code = verdict.code
        assert code in REFUSALS or code in lesson.refusals, f"no words for {code}"
        # the attempt stays where it was: after the steps before the refused one
        before = begin(lesson)
        for text in lesson.wrong[:-1]:
            before = judge_text(before, text).attempt
        assert verdict.attempt == before
    else:
        assert verdict.attempt.state == lesson.start()
        assert lesson.prompt["en"] in said["en"]


@pytest.mark.parametrize(("key", "lesson"), LESSONS, ids=IDS)
def test_every_text_of_the_lesson_is_in_three_languages(key: str, lesson: Lesson) -> None:
    for name in ("title", "rule", "prompt", "success"):
        check_languages(getattr(lesson, name), f"{key} {lesson.key} {name}")
    for code, words in lesson.refusals.items():
        check_languages(words, f"{key} {lesson.key} refusal {code}")


def test_the_courses_and_refusals_are_in_three_languages() -> None:
    for c in COURSES:
        check_languages(c.about, f"{c.key} about")
        assert set(c.title) == set(LANGUAGES)
    for code, words in REFUSALS.items():
        check_languages(words, f"refusal {code}")


def test_an_unreadable_line_is_refused_with_the_games_code_and_explained() -> None:
    lesson = course("labyrinth").lessons[0]
    verdict = judge_text(begin(lesson), "banana")
    assert verdict.outcome == REFUSED
    assert verdict.code == "labyrinth.cannot_read"
    assert "Nb" in verdict.said["fi"]


def test_a_refused_step_of_a_two_step_lesson_keeps_the_first_step() -> None:
    lesson = course("labyrinth").lesson("push-and-walk")
    first = judge_text(begin(lesson), "W2:NS")
    assert first.outcome == NEXT
    again = judge_text(first.attempt, "Nb")
    assert (again.outcome, again.code) == (REFUSED, "labyrinth.already_shifted")
    assert again.attempt == first.attempt
    assert judge_text(again.attempt, "b4").outcome == DONE


def test_a_refusal_names_the_cell_the_engine_named() -> None:
    lesson = course("labyrinth").lesson("walk")
    verdict = judge_text(begin(lesson), "g7")
    for lang in ("en", "nl", "fi"):
        assert "g7" in verdict.said[lang]


def test_every_code_the_lessons_have_words_for_is_a_code_the_engines_give() -> None:
    source = "\n".join(
        path.read_text(encoding="utf-8")
        for folder in ("core", "games")
        for path in (Path(__file__).parents[2] / "src" / "spelkast" / folder).rglob("*.py")
    )
    given = set(re.findall(r'"([a-z_]+\.[a-z_]+)"', source))
    assert set(REFUSALS) - given == set()
    for _, lesson in LESSONS:
        assert set(lesson.refusals) - given == set()


@pytest.mark.parametrize(("key", "lesson"), LESSONS, ids=IDS)
def test_any_refused_move_of_the_game_is_explained_in_every_language(
    key: str, lesson: Lesson
) -> None:
    """The moves of every lesson of the game, tried here: whatever the engine refuses, and
    for whatever reason, the learner is told why in their language."""
    tries = {
        t
        for c in COURSES
        if c.game_id == lesson.game_id
        for other in c.lessons
        for t in other.intended + other.wrong
    }
    refused = 0
    for text in sorted(tries | {"banana", "pass", "stay", "claim"}):
        verdict = judge_text(begin(lesson), text)
        if verdict.outcome == REFUSED:
            refused += 1
            check_languages(verdict.said, f"{key} {lesson.key} {text!r}")
    assert refused


#: The lessons whose position is made by hand (a scripted game changed and checked by
#: ``state_from_json``): every card found, the night begun, the coin to pick, the card
#: game's last card.
MADE_BY_HAND = {
    ("labyrinth-cards/base", "the-end"),
    ("labyrinth/base", "home"),
    ("labyrinth/young", "no-return"),
    ("labyrinth/day-night", "day-ends"),
    ("labyrinth/day-night", "night-treasure"),
    ("labyrinth/day-night", "coin"),
}


@pytest.mark.parametrize(("key", "lesson"), LESSONS, ids=IDS)
def test_a_scripted_position_is_reached_by_legal_play_from_its_seed(
    key: str, lesson: Lesson
) -> None:
    if (key, lesson.key) in MADE_BY_HAND:
        assert not isinstance(lesson.build, Script)
        return
    assert isinstance(lesson.build, Script)
    game = lesson.game
    for before, seat, action in lesson.build.steps():
        assert seat in game.to_move(before)
        assert action in game.legal_actions(before, seat)
    assert lesson.build() == lesson.start()
