"""``spelkast review RECORD --practise``: practise your mistakes in the terminal.

Each marked decision of the player (:mod:`spelkast.review.practise`) is shown as the
board from that player's view at that moment, with what was played and its mark (the
better move is kept back). The player types a move in the notation of ``spelkast play``;
the engine judges whether it is legal (a refused move is explained with the game's
refusal words, in the player's language), the estimator whether it is better. ``show``
gives the better move, ``skip`` goes on to the next position, ``q`` stops.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console

from spelkast.core.errors import SpelkastError, fill
from spelkast.core.game import Game
from spelkast.core.record import GameRecord
from spelkast.core.registry import get_game
from spelkast.review.game_review import Review
from spelkast.review.practise import Position, judge_try, positions
from spelkast.tui import GameUI, Handled, UIState, get_ui
from spelkast.tui.lines import typed_line

QUIT = ("q", "quit", "exit")
SHOW = ("show",)
SKIP = ("skip", "next")
HELP = ("?", "help")

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Practise your mistakes: {count} position(s) of {name}.",
        "none": "{name} has no marked moves in this game: nothing to practise.",
        "position": "Position {number} of {count}",
        "task": "Find a better move. Type it as in spelkast play; show gives the better "
        "move, skip goes on, q stops.",
        "again": "Try another move, or type show or skip.",
        "done": "Practice done: {solved} of {count} position(s) found.",
        "next_part": "Now the rest of the same turn.",
    },
    "nl": {
        "title": "Oefen je fouten: {count} positie(s) van {name}.",
        "none": "{name} heeft in dit spel geen gemarkeerde zetten: niets te oefenen.",
        "position": "Positie {number} van {count}",
        "task": "Zoek een betere zet. Typ hem zoals in spelkast play; show geeft de betere "
        "zet, skip gaat verder, q stopt.",
        "again": "Probeer een andere zet, of typ show of skip.",
        "done": "Oefening klaar: {solved} van {count} positie(s) gevonden.",
        "next_part": "Nu de rest van dezelfde beurt.",
    },
    "fi": {
        "title": "Harjoittele virheitäsi: {count} asemaa, pelaaja {name}.",
        "none": "Pelaajalla {name} ei ole tässä pelissä merkittyjä siirtoja: ei harjoiteltavaa.",
        "position": "Asema {number}/{count}",
        "task": "Etsi parempi siirto. Kirjoita se kuten spelkast playssa; show näyttää "
        "paremman siirron, skip jatkaa, q lopettaa.",
        "again": "Kokeile toista siirtoa, tai kirjoita show tai skip.",
        "done": "Harjoitus valmis: löysit {solved}/{count} asemaa.",
        "next_part": "Nyt saman vuoron loppu.",
    },
}


def text(key: str, lang: str, **fields: object) -> str:
    return fill(WORDS[lang if lang in WORDS else "en"][key], **fields)


class _Stop(Exception):  # noqa: N818 - a signal, not an error
    """The player typed q or the input ended."""


class PractiseRunner:
    """Runs the practice of one player's marked positions (see the module docstring)."""

    def __init__(
        self, record: GameRecord, review: Review, player: int, out: Console, lang: str
    ) -> None:
        self.record = record
        self.review = review
        self.player = player
        self.out = out
        self.lang = lang
        self.game: Game[Any, Any] = get_game(record.game)
        self.ui: GameUI = get_ui(record.game)
        self.solved = 0

    def say(self, line: str, style: str = "") -> None:
        self.out.print(line, style=style or None, markup=False, highlight=False)

    def run(self) -> int:
        """Go through the positions; returns how many were found."""
        lang = self.lang
        name = self.review.names[lang][self.player]
        found = positions(self.record, self.review, self.player)
        if not found:
            self.say(text("none", lang, name=name))
            return 0
        self.say(text("title", lang, count=len(found), name=name), "bold")
        try:
            for number, at in enumerate(found, start=1):
                self.position(number, len(found), at)
        except _Stop:
            pass
        self.say(text("done", lang, solved=self.solved, count=len(found)), "bold")
        return self.solved

    def read(self, prompt: str) -> str:
        try:
            return typed_line(self.out, prompt)
        except (EOFError, KeyboardInterrupt):
            self.out.print()
            raise _Stop from None

    def position(self, number: int, count: int, at: Position) -> None:
        lang = self.lang
        d = at.decision
        self.out.rule(style="dim")
        self.say(text("position", lang, number=number, count=count), "bold")
        self.say(self.review.key_line(d, lang, you=True, better=False))
        self.say(text("task", lang), "dim")
        while True:
            tried = self.try_move(at)
            if tried is None:  # shown or skipped
                return
            verdict = judge_try(self.game, self.review, at, tried)
            self.say(
                ("✓ " if verdict.solved else "✗ ") + verdict.said[lang],
                "bold green" if verdict.solved else "yellow",
            )
            if verdict.solved:
                self.solved += 1
                return
            self.say(text("again", lang))

    def try_move(self, at: Position) -> tuple[Any, ...] | None:
        """Read one whole decision (a Labyrinth push and walk) checked by the engine;
        None when the player asked to see the better move or to skip."""
        game, p, lang = self.game, at.decision.player, self.lang
        span = len(at.decision.played)
        state = at.state
        actions: list[Any] = []
        ui_state: UIState = {**self.ui.new_ui_state(), "lang": lang}
        self.draw(state, ui_state)
        while len(actions) < span:
            view = game.view(state, p)
            legal = game.legal_actions(state, p)
            line = self.read(self.ui.prompt(game, view, ui_state))
            word = line.strip().lower()
            if word in QUIT:
                raise _Stop
            if word in SHOW:
                better = at.decision.better_you.get(lang) or at.decision.better.get(lang, "")
                self.say(better)
                return None
            if word in SKIP:
                return None
            if word in HELP:
                self.say(self.ui.help_text(game, ui_state))
                continue
            if not word:
                self.draw(state, ui_state)
                continue
            try:
                action = self.ui.interpret(game, view, legal, line, ui_state)
                if isinstance(action, Handled):
                    self.draw(state, ui_state)
                    if action.message:
                        self.say(action.message)
                    continue
                after = game.apply(state, p, action)
            except SpelkastError as exc:
                self.say("✗ " + self.ui.explain(game, view, exc, ui_state), "yellow")
                continue
            actions.append(action)
            state = after
            if len(actions) < span:
                ui_state = {**self.ui.new_ui_state(), "lang": lang}
                self.draw(state, ui_state)
                self.say(text("next_part", lang), "dim")
        return tuple(actions)

    def draw(self, state: Any, ui_state: UIState) -> None:
        game, p = self.game, self.player
        ui_state["screen"] = (self.out.width, self.out.height - 6)
        view = game.view(state, p)
        self.out.print(self.ui.render(game, view, game.legal_actions(state, p), ui_state))
