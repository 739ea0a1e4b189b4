"""The progress store remembers finished lessons in a JSON file the caller names."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from spelkast.learn import course
from spelkast.learn.progress import Progress


def test_finished_lessons_are_remembered_across_stores(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "progress.json"
    labyrinth = course("labyrinth")
    store = Progress(path)
    assert store.done(labyrinth) == ()
    assert store.next_lesson(labyrinth) == 0
    store.mark(labyrinth, "walk")
    store.mark(labyrinth, "push")
    store.mark(labyrinth, "push")  # twice is once
    again = Progress(path)
    assert again.done(labyrinth) == ("push", "walk")  # in the course's order
    assert again.next_lesson(labyrinth) == 2
    assert again.done(course("traexx")) == ()
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1
    assert not path.with_name(path.name + ".tmp").exists()


def test_a_finished_course_has_no_next_lesson_and_can_be_reset(tmp_path: Path) -> None:
    cards = course("labyrinth-cards")
    store = Progress(tmp_path / "p.json")
    for lesson in cards.lessons:
        store.mark(cards, lesson.key)
    assert store.next_lesson(cards) is None
    store.reset(cards)
    assert Progress(tmp_path / "p.json").next_lesson(cards) == 0


def test_an_unknown_lesson_is_refused_and_a_broken_file_counts_as_empty(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    store = Progress(path)
    with pytest.raises(KeyError):
        store.mark(course("sudoku"), "juggling")
    assert not path.exists()
    path.write_text("{not json", encoding="utf-8")
    assert Progress(path).done(course("sudoku")) == ()
    path.write_text('{"done": {"sudoku/table": "fit"}}', encoding="utf-8")
    assert Progress(path).done(course("sudoku")) == ()
