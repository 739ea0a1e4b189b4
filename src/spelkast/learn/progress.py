"""Which lessons a learner has finished, kept in a small JSON file.

The caller chooses the file (the terminal keeps it in the user's data directory). The
file holds ``{"version": 1, "done": {"labyrinth/base": ["push", "walk"], ...}}``; a
missing file is an empty record, and a file that cannot be read is treated as empty
rather than stopping the course. Every change is written at once, through a temporary
file renamed over the old one, so a crash never leaves half a file.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from spelkast.learn.lesson import Course

VERSION = 1


class Progress:
    """The finished lessons stored in ``path``."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._done: dict[str, list[str]] = _read(self.path)

    def done(self, course: Course) -> tuple[str, ...]:
        """The keys of the finished lessons of ``course``, in the course's order."""
        finished = set(self._done.get(course.key, ()))
        return tuple(lesson.key for lesson in course.lessons if lesson.key in finished)

    def is_done(self, course: Course, lesson_key: str) -> bool:
        return lesson_key in self._done.get(course.key, ())

    def mark(self, course: Course, lesson_key: str) -> None:
        """Remember that ``lesson_key`` of ``course`` is finished (and save)."""
        course.lesson(lesson_key)  # raises for a lesson the course does not have
        keys = self._done.setdefault(course.key, [])
        if lesson_key not in keys:
            keys.append(lesson_key)
            self._save()

    def next_lesson(self, course: Course) -> int | None:
        """The index of the first unfinished lesson of ``course`` (None: all finished)."""
        for index, lesson in enumerate(course.lessons):
            if not self.is_done(course, lesson.key):
                return index
        return None

    def reset(self, course: Course) -> None:
        """Forget ``course``'s finished lessons (and save)."""
        if self._done.pop(course.key, None) is not None:
            self._save()

    def _save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        data = {"version": VERSION, "done": self._done}
        temporary = self.path.with_name(self.path.name + ".tmp")
        temporary.write_text(json.dumps(data, indent=1, sort_keys=True), encoding="utf-8")
        os.replace(temporary, self.path)


def _read(path: Path) -> dict[str, list[str]]:
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    done = data.get("done") if isinstance(data, dict) else None
    if not isinstance(done, dict):
        return {}
    return {
        str(key): [str(k) for k in keys if isinstance(k, str)]
        for key, keys in done.items()
        if isinstance(keys, list)
    }
