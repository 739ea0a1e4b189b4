"""A lesson's JSON: texts in one language, the learner's view, the legal actions."""

from __future__ import annotations

import json

import pytest

from spelkast.learn import COURSES, Course, begin, course, judge_text
from spelkast.learn.wire import course_to_json, lesson_to_json, verdict_to_json


@pytest.mark.parametrize("c", COURSES, ids=[c.key for c in COURSES])
def test_every_lesson_becomes_json_with_the_seats_view_and_legal_actions(c: Course) -> None:
    for lesson in c.lessons:
        data = lesson_to_json(lesson, "fi")
        json.dumps(data)  # JSON all the way down
        game = lesson.game
        state = lesson.start()
        assert data["view"] == game.view(state, lesson.seat)
        assert data["legal"] == [game.format_action(a) for a in game.legal_actions(state, 0)]
        assert [game.action_from_json(a) for a in data["legal_json"]] == list(
            game.legal_actions(state, 0)
        )
        assert data["title"] == lesson.title["fi"]
        assert data["rule"] == lesson.rule["fi"]
        assert data["goal"] == lesson.prompt["fi"]
        assert data["steps"] == lesson.steps
        assert "seed" not in json.dumps(data["view"])  # a view never carries the seed


def test_the_json_shows_nothing_of_the_other_players_hand() -> None:
    """Two positions that differ only in the other player's hand give the same JSON."""
    lesson = course("labyrinth-cards").lesson("place")
    state = lesson.start()
    twin = state.replace(
        hands=(state.hands[0], state.pile[:2]), pile=(*state.hands[1], *state.pile[2:])
    )
    assert twin != state
    assert lesson_to_json(lesson, "en", twin) == lesson_to_json(lesson, "en", state)


def test_course_and_verdict_json() -> None:
    cards = course("labyrinth-cards")
    data = course_to_json(cards, "nl", done=("place",))
    assert data["title"] == "Doolhof, het kaartspel"
    assert [item["done"] for item in data["lessons"]][:2] == [True, False]
    verdict = judge_text(begin(cards.lessons[0]), "3r0@4,4")
    said = verdict_to_json(verdict, "nl")
    assert said["outcome"] == "refused"
    assert said["code"] == "cards.no_neighbour"
    assert said["said"] == verdict.said["nl"]
    assert said["lesson"]["lesson"] == "place"
    with pytest.raises(ValueError, match="language"):
        lesson_to_json(cards.lessons[0], "de")
