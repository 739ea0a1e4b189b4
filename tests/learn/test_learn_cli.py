"""``spelkast learn GAME`` driven with scripted input, for every course."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from spelkast.cli.app import app
from spelkast.cli.learn import WORDS
from spelkast.learn import COURSES, Course, course
from spelkast.learn.refusals import REFUSALS

LANGS = ("en", "nl", "fi")


def learn(args: list[str], stdin: str) -> Result:
    return CliRunner().invoke(app, ["learn", *args], input=stdin, catch_exceptions=False)


def flat(text: str) -> str:
    """``text`` with its line breaks as spaces (what is printed wraps to the terminal)."""
    return " ".join(text.split())


def done_in(path: Path, c: Course) -> list[str]:
    return list(json.loads(path.read_text(encoding="utf-8"))["done"].get(c.key, []))


@pytest.mark.parametrize("number", range(len(COURSES)), ids=[c.key for c in COURSES])
def test_a_whole_course_with_a_wrong_move_first(number: int, tmp_path: Path) -> None:
    c = COURSES[number]
    lang = LANGS[number % 3]
    first = c.lessons[0]
    moves = [first.wrong[0], *(move for lesson in c.lessons for move in lesson.intended)]
    path = tmp_path / "progress.json"
    args = [c.game_id, "--variant", c.variant, "--lang", lang, "--progress", str(path)]
    result = learn(args, "\n".join(moves) + "\n")
    assert result.exit_code == 0, result.output
    out = result.output
    for lesson in c.lessons:
        assert lesson.title[lang] in out
        assert lesson.success[lang] in out
    assert "✗" in out  # the wrong move was explained ...
    assert WORDS["finished"][lang].split(".")[0] in out  # ... and the course finished
    assert done_in(path, c) == [lesson.key for lesson in c.lessons]


def test_quitting_keeps_progress_and_the_next_run_goes_on(tmp_path: Path) -> None:
    c = course("labyrinth")
    path = tmp_path / "p.json"
    first = learn(["labyrinth", "--progress", str(path)], "Nb\nq\n")
    assert "Lesson 1 of 8" in first.output
    assert "Stopped. 1 of 8 lessons done" in first.output
    assert done_in(path, c) == ["push"]
    second = learn(["labyrinth", "--progress", str(path)], "")  # input ends at once
    assert "Lesson 1 of 8" not in second.output
    assert "Lesson 2 of 8: Walk to the treasure" in second.output
    again = learn(["labyrinth", "--progress", str(path), "--restart"], "q\n")
    assert "Lesson 1 of 8" in again.output


def test_hint_rule_and_a_legal_move_that_misses_the_goal(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    c = course("labyrinth")
    path.write_text(json.dumps({"done": {c.key: ["push", "walk", "push-and-walk"]}}))
    script = "hint\nrule\na3\nb4\nq\n"  # top-card lesson: a3 is another treasure
    out = flat(learn(["labyrinth", "--progress", str(path), "--lang", "nl"], script).output)
    assert "Probeer: b4" in out
    assert out.count(flat(c.lesson("top-card").rule["nl"])) == 2
    assert "Dat mag, maar het doel is:" in out
    assert "We proberen deze les nog eens vanaf het begin." in out
    assert flat(c.lesson("top-card").success["nl"]) in out


def test_a_line_the_screen_refuses_is_explained_in_the_learners_language(tmp_path: Path) -> None:
    out = learn(["sudoku", "--progress", str(tmp_path / "p.json")], "zz99\nq\n").output
    assert "✗ cannot read 'zz99'" in out
    args = ["labyrinth", "--lang", "fi", "--progress", str(tmp_path / "q.json")]
    out = learn(args, "W2:NS\nNb\nq\n").output  # lesson 2 starts after the push: no push
    assert "✗ labyrinttiä on jo siirretty" in out


def test_a_refusal_of_the_engine_gets_the_lessons_words(tmp_path: Path) -> None:
    out = learn(["sudoku", "--variant", "assisted", "--progress", str(tmp_path / "p")], "b1\nq\n")
    said = REFUSALS["sudoku.breaks_rule"]["en"].format(cell="b1")
    assert f"✗ {said}" in flat(out.output)


def test_unknown_course_and_language_are_refused_in_one_line(tmp_path: Path) -> None:
    result = learn(["traexx", "--variant", "teams", "--progress", str(tmp_path / "p")], "")
    assert result.exit_code == 2
    assert "traexx has no course 'teams'" in result.output
    result = learn(["chess", "--progress", str(tmp_path / "p")], "")
    assert result.exit_code == 2
    result = learn(["sudoku", "--lang", "de"], "")
    assert result.exit_code == 2


def test_without_progress_the_user_data_directory_keeps_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import platformdirs

    def user_data_dir(name: str, appauthor: object = None) -> str:
        return str(tmp_path / name)

    monkeypatch.setattr(platformdirs, "user_data_dir", user_data_dir)
    result = learn(["sudoids"], "f5\nq\n")
    assert result.exit_code == 0, result.output
    assert done_in(tmp_path / "spelkast" / "learn.json", course("sudoids")) == ["fit"]


def test_without_a_game_the_courses_are_listed_with_progress(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    learn(["traexx", "--variant", "solo", "--progress", str(path)], "d5:c4-c3-d4\nq\n")
    out = learn(["--progress", str(path), "--lang", "nl"], "").output
    assert "spelkast learn labyrinth: Doolhof, 0 van 8 lessen klaar" in out
    assert "spelkast learn labyrinth --variant young: Doolhof voor jonge kinderen" in out
    assert "spelkast learn traexx --variant solo: Träxx solo, 1 van 5 lessen klaar" in out
    assert out.count("spelkast learn ") == len(COURSES)
