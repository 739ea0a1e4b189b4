"""Learn to play in the browser, for every game: found from the lobby tile, a lesson on the
game's own board, a wrong move explained by the server and the right move praised, the
"?" of a match page leading to the course, a whole course finished, and the pages on a
phone, in the dark, for axe and in Dutch and Finnish."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from spelkast.learn import COURSES, MISSED, Lesson, Verdict, begin, courses, judge, judge_text
from spelkast.learn import course as find_course

from .axe import assert_accessible
from .test_translated import ENGLISH, READ_PAGE, phrases

Shot = Callable[[Page, str], Path]

GAMES = ["labyrinth", "labyrinth-cards", "sudoku", "sudoids", "traexx"]


def notation(lesson: Lesson, step: int) -> str:
    """The notation of the lesson's intended move ``step`` as its legal entry says it
    (a lesson may write it shorter: "Nb" for "Nb:NS")."""
    game = lesson.game
    state = lesson.start()
    for text in lesson.intended[:step]:
        state = game.apply_text(state, lesson.seat, text)
    return game.format_action(game.parse_action(lesson.intended[step], state))


def a_missing_move(lesson: Lesson) -> str | None:
    """A legal first move that misses the lesson's goal (the engine says which), if the
    lesson has one."""
    attempt = begin(lesson)
    game = lesson.game
    for action in game.legal_actions(attempt.state, lesson.seat):
        if lesson.steps == 1 and judge(attempt, action).outcome == MISSED:
            return game.format_action(action)
    return None


def type_wrong(page: Page, lesson: Lesson, lang: str = "en") -> Verdict:
    """Type the lesson's typical mistake (refused by the rules, or allowed but missing
    the goal); the page shows the engine's verdict in ``lang``."""
    verdict = judge_text(begin(lesson), lesson.wrong[0])
    page.get_by_test_id("learn-typed").fill(lesson.wrong[0])
    page.get_by_test_id("learn-try").click()
    verdict_is(page, verdict.outcome)
    expect(page.get_by_test_id("learn-said")).to_have_text(verdict.said[lang])
    return verdict


def move(page: Page, text: str) -> None:
    """Make the move ``text`` with the board's list of moves (its keyboard way)."""
    movelist = page.locator(".movelist").first
    if movelist.get_attribute("open") is None:
        movelist.locator("summary").click()
    movelist.locator(".movelist-items button").and_(
        page.locator(f'[data-notation="{text}"]')
    ).click()


def verdict_is(page: Page, outcome: str) -> None:
    expect(page.get_by_test_id("learn-verdict")).to_have_attribute("data-outcome", outcome)


@pytest.mark.parametrize("game", GAMES)
def test_learn_to_play_from_the_lobby_wrong_and_right_move_and_the_match_pages_help(
    page: Page, game: str, shot: Shot
) -> None:
    first = courses(game)[0]
    lesson = first.lessons[0]
    page.goto("/")
    page.get_by_test_id(f"learn-{game}").click()
    expect(page).to_have_url(f"/learn/{game}")
    expect(page.get_by_test_id("learn-title")).to_be_visible()
    course = page.locator(f'[data-course="{first.key}"]')
    expect(course.locator("li")).to_have_count(len(first.lessons))
    expect(course.locator("li").first).to_have_attribute("data-done", "false")
    course.get_by_test_id("lesson-link").first.click()
    expect(page.get_by_test_id("learn-title")).to_have_text(lesson.title["en"])
    expect(page.get_by_test_id("learn-rule")).to_have_text(lesson.rule["en"])
    expect(page.get_by_test_id("learn-prompt")).to_have_text(lesson.prompt["en"])
    # a wrong move: the server explains the rule it broke (or what it did and what the
    # goal asks)
    type_wrong(page, lesson)
    shot(page, "wrong")
    # a move on the board that the rules allow but that misses the goal, where there is
    # one: the server says what it did and what the goal asks
    missing = a_missing_move(lesson)
    assert missing is not None or game != "sudoku"
    if missing is not None:
        move(page, missing)
        verdict_is(page, "missed")
        expect(page.get_by_test_id("learn-said")).to_contain_text(lesson.prompt["en"])
    # the right move
    move(page, notation(lesson, 0))
    verdict_is(page, "done")
    expect(page.get_by_test_id("learn-said")).to_have_text(lesson.success["en"])
    shot(page, "right")
    page.get_by_test_id("learn-next").click()
    expect(page.get_by_test_id("learn-title")).to_have_text(first.lessons[1].title["en"])
    page.get_by_test_id("learn-back").click()
    expect(course.locator("li").first).to_have_attribute("data-done", "true")
    # the "?" of a match page leads to the course
    page.goto("/")
    page.get_by_test_id(f"quick-play-{game}").click()
    help_link = page.get_by_test_id("learn-help")
    expect(help_link).to_be_visible()
    shot(page, "match-help")
    expect(help_link).to_have_attribute(
        "aria-label", f"Learn to play {name(page, game)}: lessons and rules"
    )
    help_link.focus()
    page.keyboard.press("Enter")
    expect(page).to_have_url(f"/learn/{game}")
    expect(page.get_by_test_id("learn-title")).to_be_visible()


def name(page: Page, game: str) -> str:
    info: dict[str, Any] = page.request.get(f"/api/games/{game}").json()
    return str(info["names"]["en"])


def test_a_whole_course_in_the_browser_two_step_lesson_included(page: Page, shot: Shot) -> None:
    chosen = find_course("labyrinth", "day-night")
    assert any(lesson.steps == 2 for lesson in chosen.lessons)
    page.goto(f"/learn/labyrinth/{chosen.variant}/{chosen.lessons[0].key}")
    for index, lesson in enumerate(chosen.lessons):
        expect(page.get_by_test_id("learn-title")).to_have_text(lesson.title["en"])
        for step in range(lesson.steps):
            move(page, notation(lesson, step))
            verdict_is(page, "next" if step + 1 < lesson.steps else "done")
        if index + 1 < len(chosen.lessons):
            page.get_by_test_id("learn-next").click()
    expect(page.get_by_test_id("learn-finished")).to_be_visible()
    shot(page, "finished")
    page.get_by_test_id("learn-all").click()
    marks = page.locator(f'[data-course="{chosen.key}"] li')
    expect(marks).to_have_count(len(chosen.lessons))
    for index in range(len(chosen.lessons)):
        expect(marks.nth(index)).to_have_attribute("data-done", "true")
    expect(
        page.locator(f'[data-course="{chosen.key}"] [data-testid=course-progress]')
    ).to_have_text(f"{len(chosen.lessons)} of {len(chosen.lessons)} lessons done")
    # the rules page links to the course too
    page.goto("/rules/labyrinth")
    page.get_by_role("link", name="Learn to play").click()
    expect(page).to_have_url("/learn/labyrinth")


def test_a_lesson_on_a_phone_in_the_dark_and_axe_finds_nothing(
    new_context: Callable[..., Any], shot: Shot
) -> None:
    for scheme, viewport in (
        ("dark", {"width": 390, "height": 844}),
        ("light", {"width": 390, "height": 844}),
        ("dark", {"width": 1280, "height": 900}),
    ):
        page = new_context(viewport=viewport, color_scheme=scheme).new_page()
        where = f"{scheme}-{viewport['width']}"
        page.goto("/learn/labyrinth")
        expect(page.get_by_test_id("lesson-link").first).to_be_visible()
        assert_accessible(page, f"learn list, {where}")
        shot(page, f"list-{where}")
        lesson = find_course("labyrinth").lessons[0]
        page.goto(f"/learn/labyrinth/base/{lesson.key}")
        expect(page.get_by_test_id("learn-rule")).to_be_visible()
        assert_accessible(page, f"lesson, {where}")
        type_wrong(page, lesson)
        assert_accessible(page, f"lesson refused, {where}")
        shot(page, f"lesson-{where}")
        move(page, notation(lesson, 0))
        verdict_is(page, "done")
        assert_accessible(page, f"lesson done, {where}")
        page.close()


def lesson_english() -> set[str]:
    """The lessons' English phrases that no Dutch or Finnish lesson text holds."""
    english: set[str] = set()
    other: list[str] = []
    for course in COURSES:
        texts = [course.title, course.about]
        for lesson in course.lessons:
            texts += [lesson.title, lesson.rule, lesson.prompt, lesson.success]
        for text in texts:
            english.update(phrases(text["en"]))
            other += [text["nl"], text["fi"]]
    joined = "\n".join(other).lower()
    return {p for p in english if p.lower() not in joined}


@pytest.mark.parametrize("lang", ["nl", "fi"])
def test_no_english_on_the_learn_pages_in_dutch_or_finnish(
    page: Page, lang: str, shot: Shot
) -> None:
    english = ENGLISH | lesson_english()
    assert len(lesson_english()) > 50
    page.add_init_script(
        f"try {{ localStorage.setItem('spelkast.lang', '{lang}') }} catch (e) {{}}"
    )
    found: dict[str, list[str]] = {}

    def english_on() -> list[str]:
        text = page.evaluate(READ_PAGE).lower()
        return sorted(p for p in english if p.lower() in text)

    for game in GAMES:
        page.goto(f"/learn/{game}")
        expect(page.get_by_test_id("lesson-link").first).to_be_visible()
        found[f"{game} list"] = english_on()
        lesson = courses(game)[0].lessons[0]
        page.get_by_test_id("lesson-link").first.click()
        expect(page.get_by_test_id("learn-title")).to_have_text(lesson.title[lang])
        type_wrong(page, lesson, lang)
        found[f"{game} wrong"] = english_on()
        move(page, notation(lesson, 0))
        verdict_is(page, "done")
        found[f"{game} done"] = english_on()
        if game == "traexx":
            shot(page, "done")
    leaks = {where: hits for where, hits in found.items() if hits}
    assert not leaks, f"English on a {lang} learn page: {leaks}"
