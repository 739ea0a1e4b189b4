"""``spelkast learn GAME``: the course of lessons in the terminal.

Each lesson is shown as the game's own board (the terminal UI of ``spelkast play``, from
the learner's view), with the rule it teaches and what to do. The learner types moves in
the same notation as in ``spelkast play``; the engine judges them through
:mod:`spelkast.learn`. A refused move gets the lesson's words for the rule it broke, a
legal move that misses the goal is described and the lesson starts again. Finished
lessons are remembered in the user's data directory (or ``--progress FILE``); ``q``
stops, keeping them, and the next run goes on at the first unfinished lesson.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import platformdirs
import typer
from rich.console import Console

from spelkast.cli.common import Lang, app, console, friendly_errors
from spelkast.core.errors import OptionError, Reason, SpelkastError, detail_of, fill
from spelkast.learn import (
    DONE,
    MISSED,
    NEXT,
    REFUSED,
    Attempt,
    Course,
    Lesson,
    begin,
    courses,
    judge,
)
from spelkast.learn import course as find_course
from spelkast.learn.progress import Progress
from spelkast.learn.refusals import REFUSALS, refusal_words
from spelkast.tui import GameUI, Handled, UIState, get_ui
from spelkast.tui.lines import typed_line

QUIT = ("q", "quit", "exit")
HELP = ("?", "help")
HINT = ("hint",)
RULE = ("rule",)

WORDS: dict[str, dict[str, str]] = {
    "course": {
        "en": "Learn to play: {title} ({count} lessons)",
        "nl": "Leer spelen: {title} ({count} lessen)",
        "fi": "Opettele pelaamaan: {title} ({count} oppituntia)",
    },
    "lesson": {
        "en": "Lesson {number} of {count}: {title}",
        "nl": "Les {number} van {count}: {title}",
        "fi": "Oppitunti {number}/{count}: {title}",
    },
    "keys": {
        "en": "Type your move. hint shows it, rule repeats the rule, ? lists what to type, "
        "q stops (your progress is kept).",
        "nl": "Typ je zet. hint laat hem zien, rule herhaalt de regel, ? toont wat je kunt "
        "typen, q stopt (je voortgang blijft bewaard).",
        "fi": "Kirjoita siirtosi. hint näyttää sen, rule toistaa säännön, ? kertoo mitä voi "
        "kirjoittaa, q lopettaa (edistymisesi säilyy).",
    },
    "hint": {
        "en": "Try: {move}",
        "nl": "Probeer: {move}",
        "fi": "Kokeile: {move}",
    },
    "next_step": {
        "en": "Good. Now the next step.",
        "nl": "Goed. Nu de volgende stap.",
        "fi": "Hyvä. Nyt seuraava vaihe.",
    },
    "again": {
        "en": "Let's try that lesson again from the start.",
        "nl": "We proberen deze les nog eens vanaf het begin.",
        "fi": "Yritetään tätä oppituntia uudestaan alusta.",
    },
    "go_on": {
        "en": "Press Enter to go on. ",
        "nl": "Druk op Enter om verder te gaan. ",
        "fi": "Jatka painamalla Enteriä. ",
    },
    "list_line": {
        "en": "{command}: {title}, {done} of {count} lessons done",
        "nl": "{command}: {title}, {done} van {count} lessen klaar",
        "fi": "{command}: {title}, {done}/{count} oppituntia tehty",
    },
    "finished": {
        "en": "You finished the course. Well played! Try a real game: spelkast play {game}",
        "nl": "Je hebt de cursus af. Goed gespeeld! Probeer een echt spel: spelkast play {game}",
        "fi": "Kävit kurssin loppuun. Hienosti pelattu! Kokeile oikeaa peliä: spelkast play {game}",
    },
    "all_done": {
        "en": "You have finished every lesson of this course; here it is again from the start.",
        "nl": "Je hebt alle lessen van deze cursus gedaan; hier is hij nog eens vanaf het begin.",
        "fi": "Olet käynyt kaikki tämän kurssin oppitunnit; tässä se on taas alusta.",
    },
    "stopped": {
        "en": "Stopped. {done} of {count} lessons done; spelkast learn {game} goes on from here.",
        "nl": "Gestopt. {done} van {count} lessen klaar; spelkast learn {game} gaat hier verder.",
        "fi": "Lopetettu. {done}/{count} oppituntia tehty; spelkast learn {game} jatkaa tästä.",
    },
}


def text(key: str, lang: str, **fields: object) -> str:
    return fill(WORDS[key].get(lang) or WORDS[key]["en"], **fields)


def course_argument(course: Course) -> str:
    """What follows ``spelkast learn`` to start ``course``."""
    if course.variant == courses(course.game_id)[0].variant:
        return course.game_id
    return f"{course.game_id} --variant {course.variant}"


def default_progress_path() -> Path:
    """The progress file in the user's data directory."""
    return Path(platformdirs.user_data_dir("spelkast", appauthor=False)) / "learn.json"


class _Stop(Exception):  # noqa: N818 - a signal, not an error
    """The learner typed q or the input ended."""


class LessonRunner:
    """Runs the lessons of one course at the terminal (see the module docstring)."""

    def __init__(self, course: Course, progress: Progress, out: Console, lang: str) -> None:
        self.course = course
        self.progress = progress
        self.out = out
        self.lang = lang
        self.ui: GameUI = get_ui(course.game_id)
        # On a real terminal the screen is cleared before each board, with the lesson's
        # rule above it; piped input gets one long transcript.
        self.interactive = out.is_terminal and sys.stdin.isatty()
        self.heading: list[str] = []

    def run(self) -> bool:
        """Go through the unfinished lessons; True when the course was finished."""
        lang = self.lang
        count = len(self.course.lessons)
        self.say(text("course", lang, title=self.course.title[lang], count=count), "bold")
        self.say(self.course.about[lang])
        start = self.progress.next_lesson(self.course)
        if start is None:
            self.say(text("all_done", lang))
            start = 0
        self.say(text("keys", lang), "dim")
        try:
            for index in range(start, count):
                self.lesson(index)
        except _Stop:
            done = len(self.progress.done(self.course))
            game = course_argument(self.course)
            self.say(text("stopped", lang, done=done, count=count, game=game))
            return False
        self.say(text("finished", lang, game=self.course.game_id), "bold green")
        return True

    def say(self, line: str, style: str = "") -> None:
        self.out.print(line, style=style or None, markup=False, highlight=False)

    def lesson(self, index: int) -> None:
        lesson = self.course.lessons[index]
        lang = self.lang
        title = lesson.title[lang]
        number = text("lesson", lang, number=index + 1, count=len(self.course.lessons), title=title)
        self.heading = [number, lesson.rule[lang]]
        if not self.interactive:
            self.out.rule(style="dim")
            self.say(number, "bold")
            self.say(lesson.rule[lang])
        attempt = begin(lesson)
        ui_state = self.fresh_ui()
        self.draw(attempt, ui_state)
        while True:
            verdict_outcome, attempt, ui_state = self.turn(lesson, attempt, ui_state)
            if verdict_outcome == DONE:
                self.progress.mark(self.course, lesson.key)
                if self.interactive:
                    self.read(text("go_on", lang))
                return

    def fresh_ui(self) -> UIState:
        return {**self.ui.new_ui_state(), "lang": self.lang}

    def draw(self, attempt: Attempt, ui_state: UIState) -> None:
        lesson = attempt.lesson
        game = lesson.game
        view = game.view(attempt.state, lesson.seat)
        legal = game.legal_actions(attempt.state, lesson.seat)
        ui_state["screen"] = (self.out.width, self.out.height - 6)  # room for the texts
        self.top()
        self.out.print(self.ui.render(game, view, legal, ui_state))
        self.say(lesson.prompt[self.lang], "bold cyan")

    def read(self, prompt: str) -> str:
        try:
            return typed_line(self.out, prompt)
        except (EOFError, KeyboardInterrupt):
            self.out.print()
            raise _Stop from None

    def turn(
        self, lesson: Lesson, attempt: Attempt, ui_state: UIState
    ) -> tuple[str, Attempt, UIState]:
        """Read one line and act on it; return what became of it."""
        lang = self.lang
        game = lesson.game
        view = game.view(attempt.state, lesson.seat)
        legal = game.legal_actions(attempt.state, lesson.seat)
        line = self.read(self.ui.prompt(game, view, ui_state))
        word = line.strip().lower()
        if word in QUIT:
            raise _Stop
        if word in HELP:
            self.say(self.ui.help_text(game, ui_state))
            return "", attempt, ui_state
        if word in HINT:
            self.say(text("hint", lang, move=lesson.intended[len(attempt.played)]))
            return "", attempt, ui_state
        if word in RULE:
            self.say(lesson.rule[lang])
            return "", attempt, ui_state
        if not word:
            self.draw(attempt, ui_state)
            return "", attempt, ui_state
        try:
            action: Any = self.ui.interpret(game, view, legal, line, ui_state)
        except SpelkastError as exc:
            self.refused(lesson, exc, view, ui_state)
            return REFUSED, attempt, ui_state
        if isinstance(action, Handled):
            self.draw(attempt, ui_state)
            if action.message:
                self.say(action.message)
            return "", attempt, ui_state
        verdict = judge(attempt, action)
        if verdict.outcome == REFUSED:
            self.say(f"✗ {verdict.said[lang]}", "yellow")
            return REFUSED, attempt, ui_state
        if verdict.outcome == NEXT:
            self.draw(verdict.attempt, ui_state)
            self.say(text("next_step", lang), "green")
            return NEXT, verdict.attempt, ui_state
        if verdict.outcome == MISSED:
            ui_state = self.fresh_ui()
            self.draw(verdict.attempt, ui_state)
            self.say(f"✗ {verdict.said[lang]}", "yellow")
            self.say(text("again", lang))
            return MISSED, verdict.attempt, ui_state
        self.draw_after(verdict.attempt)
        self.say(f"✓ {verdict.said[lang]}", "bold green")
        return DONE, verdict.attempt, ui_state

    def top(self) -> None:
        """On a real terminal: a clear screen with the lesson's title and rule on top."""
        if self.interactive:
            self.out.clear()
            self.say(self.heading[0], "bold")
            self.say(self.heading[1])

    def draw_after(self, attempt: Attempt) -> None:
        """The board after the lesson's goal was met (no legal actions marked)."""
        lesson = attempt.lesson
        game = lesson.game
        ui_state = {**self.fresh_ui(), "screen": (self.out.width, self.out.height - 6)}
        self.top()
        self.out.print(self.ui.render(game, game.view(attempt.state, lesson.seat), (), ui_state))

    def refused(
        self, lesson: Lesson, error: SpelkastError, view: dict[str, Any], ui_state: UIState
    ) -> None:
        """A line the screen could not turn into an action: the lesson's words for the
        refusal's code when it has them, else the screen's own message and the rule."""
        found = detail_of(error)
        code = found.code if isinstance(found, Reason) else None
        if code is not None and (code in REFUSALS or code in lesson.refusals):
            said = refusal_words(lesson, code, found)[self.lang]
        else:
            said = self.ui.explain(lesson.game, view, error, ui_state)
        self.say(f"✗ {said}", "yellow")


def list_courses(store: Progress, out: Console, lang: str) -> None:
    """Every course with the command that starts it and how far the learner got."""
    for c in courses():
        line = text(
            "list_line",
            lang,
            command=f"spelkast learn {course_argument(c)}",
            title=c.title[lang],
            done=len(store.done(c)),
            count=len(c.lessons),
        )
        out.print(line, markup=False, highlight=False)


@app.command("learn")
@friendly_errors
def learn_command(
    game_id: Annotated[
        str | None,
        typer.Argument(
            metavar="GAME", help="The game id, e.g. labyrinth (none: list the courses)."
        ),
    ] = None,
    variant: Annotated[
        str | None,
        typer.Option(help="The course of a variant (labyrinth: base, young, day-night; ...)."),
    ] = None,
    lang: Lang = "en",
    progress: Annotated[
        Path | None,
        typer.Option(help="Where finished lessons are kept (default: the user data directory)."),
    ] = None,
    restart: Annotated[
        bool, typer.Option("--restart", help="Forget this course's finished lessons first.")
    ] = False,
) -> None:
    """Learn a game step by step: short lessons on real positions, each teaching one rule."""
    if lang not in ("en", "nl", "fi"):
        raise OptionError(f"--lang must be en, nl or fi, not {lang!r}")
    store = Progress(progress or default_progress_path())
    if game_id is None:
        list_courses(store, console(), lang)
        return
    try:
        chosen = find_course(game_id, variant)
    except KeyError as exc:
        known = ", ".join(sorted({c.game_id for c in courses()}))
        raise OptionError(f"{exc.args[0]} (courses: {known})") from None
    if restart:
        store.reset(chosen)
    LessonRunner(chosen, store, console(), lang).run()
