"""Learn to play over HTTP: every lesson's intended moves, sent as the browser sends them
(the action JSON of the lesson's legal entries), meet its goal; a wrong move is explained
in every language; bad ids and malformed attempts are refused with a clear status."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from spelkast.learn import COURSES, LANGUAGES, Course, Lesson
from spelkast.server.app import Settings, create_app

EVERY_LESSON = [
    pytest.param(course, lesson, id=f"{course.key}/{lesson.key}")
    for course in COURSES
    for lesson in course.lessons
]


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    folder: Path = tmp_path_factory.mktemp("learnapi")
    settings = Settings(database_url=f"sqlite:///{folder / 'api.db'}", bot_workers=0)
    with TestClient(create_app(settings)) as test_client:
        yield test_client


def lesson_path(course: Course, lesson: Lesson) -> str:
    return f"/api/learn/{course.game_id}/{course.variant}/{lesson.key}"


def entry(lesson: Lesson, state: Any, lesson_json: dict[str, Any], text: str) -> Any:
    """The action JSON of the legal entry that the notation ``text`` stands for at
    ``state`` (a lesson may name an action shorter than its entry, "Nb" for "Nb:NS")."""
    game = lesson.game
    data = game.action_to_json(game.parse_action(text, state))
    assert data in [e["action"] for e in lesson_json["legal"]], f"{text!r} is not legal"
    return data


def test_a_games_courses_list_their_lessons_in_the_language(client: TestClient) -> None:
    answer = client.get("/api/learn/labyrinth", params={"lang": "nl"})
    assert answer.status_code == 200
    data = answer.json()
    assert [c["variant"] for c in data["courses"]] == ["base", "young", "day-night"]
    base = next(c for c in COURSES if c.key == "labyrinth/base")
    assert data["courses"][0]["title"] == base.title["nl"]
    assert [x["title"] for x in data["courses"][0]["lessons"]] == [
        lesson.title["nl"] for lesson in base.lessons
    ]


@pytest.mark.parametrize(("course", "lesson"), EVERY_LESSON)
def test_every_lessons_intended_moves_meet_its_goal_through_the_api(
    client: TestClient, course: Course, lesson: Lesson
) -> None:
    shown = client.get(lesson_path(course, lesson), params={"lang": "fi"}).json()
    assert shown["title"] == lesson.title["fi"]
    assert shown["rule"] == lesson.rule["fi"]
    assert shown["steps"] == len(lesson.intended)
    assert shown["step"] == 0
    assert lesson.seat in shown["to_move"]
    played: list[Any] = []
    state = lesson.start()
    for number, text in enumerate(lesson.intended, 1):
        body = {"lang": "fi", "played": played, "action": entry(lesson, state, shown, text)}
        state = lesson.game.apply_text(state, lesson.seat, text)
        verdict = client.post(lesson_path(course, lesson) + "/attempt", json=body).json()
        if number < len(lesson.intended):
            assert verdict["outcome"] == "next", verdict
            assert verdict["lesson"]["step"] == number
        else:
            assert verdict["outcome"] == "done", verdict
            assert verdict["said"] == lesson.success["fi"]
        played = verdict["played"]
        shown = verdict["lesson"]


@pytest.mark.parametrize(("course", "lesson"), EVERY_LESSON)
def test_a_wrong_move_is_explained_in_every_language(
    client: TestClient, course: Course, lesson: Lesson
) -> None:
    """The lesson's typical mistake, in notation, after the intended moves before it."""
    said: dict[str, str] = {}
    for lang in LANGUAGES:
        played: list[Any] = []
        shown = client.get(lesson_path(course, lesson)).json()
        state = lesson.start()
        for number, wrong in enumerate(lesson.wrong):
            body = {"lang": lang, "played": played, "text": wrong}
            verdict = client.post(lesson_path(course, lesson) + "/attempt", json=body).json()
            if wrong == lesson.intended[number] and number + 1 < lesson.steps:
                played = [*played, entry(lesson, state, shown, wrong)]
                state = lesson.game.apply_text(state, lesson.seat, wrong)
                shown = verdict["lesson"]
                continue
            assert verdict["outcome"] in ("refused", "missed"), verdict
            assert verdict["said"], verdict
            said[lang] = verdict["said"]
            if verdict["outcome"] == "refused":
                assert verdict["lesson"]["step"] == len(played), "a refusal keeps the attempt"
            else:
                assert verdict["lesson"]["step"] == 0, "a missed goal starts again"
            break
    assert len(set(said.values())) == len(LANGUAGES), said


BAD_IDS = [
    "/api/learn/chess",
    "/api/learn/chess/base/push",
    "/api/learn/labyrinth/nosuch/push",
    "/api/learn/labyrinth/base/nosuch",
]


@pytest.mark.parametrize("path", BAD_IDS)
def test_an_unknown_game_course_or_lesson_is_not_found(client: TestClient, path: str) -> None:
    answer = client.get(path)
    assert answer.status_code == 404
    assert isinstance(answer.json()["detail"], str)


def test_an_attempt_at_an_unknown_lesson_is_not_found(client: TestClient) -> None:
    answer = client.post("/api/learn/labyrinth/base/nosuch/attempt", json={"text": "Nb"})
    assert answer.status_code == 404


MALFORMED = [
    pytest.param({}, "action", id="no-move"),
    pytest.param({"text": "Nb", "action": "Nb"}, "action", id="two-moves"),
    pytest.param({"text": "Nb", "played": [{"push": "Nb"}]}, "played", id="played-too-many"),
    pytest.param({"text": "x" * 3000}, "text", id="text-too-long"),
    pytest.param({"text": "Nb", "lang": "de"}, "lang", id="unknown-language"),
    pytest.param({"text": "Nb", "surprise": 1}, "surprise", id="unknown-field"),
]


@pytest.mark.parametrize(("body", "said"), MALFORMED)
def test_a_malformed_attempt_is_refused_with_a_clear_message(
    client: TestClient, body: dict[str, Any], said: str
) -> None:
    answer = client.post("/api/learn/labyrinth/base/push/attempt", json=body)
    assert answer.status_code == 422
    assert said in str(answer.json()["detail"])


@pytest.mark.parametrize(
    ("body", "field"),
    [
        pytest.param({"action": ["x" * 100] * 30}, "action", id="action"),
        # Small bodies whose JSON, as the server measures it (non-ASCII escaped), is not.
        pytest.param({"action": "\U0001f600" * 200}, "action", id="escaped-action"),
        pytest.param({"text": "Nb", "played": ["\U0001f600" * 300] * 5}, "played", id="played"),
    ],
)
def test_a_move_over_the_size_cap_is_refused_as_too_large(
    client: TestClient, body: dict[str, Any], field: str
) -> None:
    """The description cannot bound a free-form action's size: a move whose JSON is over
    the cap is refused with 413, as a body over the server's cap is, not with 422 (which
    says the request breaks the description)."""
    content = json.dumps(body, ensure_ascii=False).encode()
    assert len(content) < 8192  # under the body cap: the field's own cap refuses it
    answer = client.post(
        "/api/learn/labyrinth/base/push/attempt",
        content=content,
        headers={"Content-Type": "application/json"},
    )
    assert answer.status_code == 413, answer.text
    [problem] = answer.json()["detail"]
    assert problem["loc"] == ["body", field]
    assert problem["type"] == "too_large"
    assert "too large" in problem["msg"]


def test_a_body_over_the_servers_cap_is_refused_unread(client: TestClient) -> None:
    answer = client.post(
        "/api/learn/labyrinth/base/push/attempt", json={"action": ["x" * 100] * 400}
    )
    assert answer.status_code == 413
    assert "too large" in answer.json()["detail"]


def test_earlier_moves_that_do_not_replay_are_refused(client: TestClient) -> None:
    path = "/api/learn/labyrinth/base/push-and-walk/attempt"
    for played in ([{"nonsense": True}], ["W2:NS"], [[1, 2, 3]]):
        answer = client.post(path, json={"played": played, "text": "b4"})
        assert answer.status_code == 422, played
        assert "played move 1" in answer.json()["detail"]


def test_unreadable_action_json_is_a_refused_move_with_words(client: TestClient) -> None:
    answer = client.post(
        "/api/learn/sudoku/table/fit/attempt", json={"lang": "nl", "action": {"cell": "zz"}}
    )
    assert answer.status_code == 200
    verdict = answer.json()
    assert verdict["outcome"] == "refused"
    assert verdict["said"]
    assert verdict["lesson"]["step"] == 0
