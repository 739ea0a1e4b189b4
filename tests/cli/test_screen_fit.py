"""Every game fits an 80 × 24 terminal: the whole screen of a turn (board, the current
choice, what happened since, the prompt) is at most 24 lines of at most 80 columns.

The play loop itself draws the screens (a console that says it is an 80 × 24 terminal,
so the loop clears between screens and picks the compact layouts); seats are people
whose choices a bot makes, so every seat's screen is drawn at every moment of a whole
game, and the end screen too. Larger terminals keep the full layout.
"""

from __future__ import annotations

import io
import random
import re
from typing import Any

import pytest
from rich.cells import cell_len
from rich.console import Console

from spelkast.bots import get_bot
from spelkast.cli.play import PlayLoop, end_screen
from spelkast.core.registry import get_game
from spelkast.match import Match, Seat

WIDTH, HEIGHT = 80, 24
CLEAR = "\x1b[2J"
ESCAPE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")

# (game, players, options, seed); the main options and the player counts at both ends.
CASES: list[tuple[str, int, dict[str, str], int]] = [
    ("labyrinth", 2, {}, 1),
    ("labyrinth", 4, {}, 2),
    ("labyrinth", 4, {"day_night": "true"}, 3),
    ("labyrinth-cards", 2, {}, 4),
    ("labyrinth-cards", 6, {}, 5),
    ("sudoku", 1, {}, 6),
    ("sudoku", 4, {}, 7),
    ("sudoku", 2, {"mode": "assisted", "scoring": "simple"}, 8),
    ("sudoids", 2, {}, 9),
    ("sudoids", 4, {"mode": "table"}, 10),
    ("traexx", 1, {}, 11),
    ("traexx", 2, {}, 12),
    ("traexx", 4, {}, 13),
]
MAX_TURNS = 400  # every case ends well within this (the test fails if one does not)
# The bot that makes the people's choices: random, except in Labyrinth, where random
# walks rarely reach the treasures; the greedy bot ends every case here in about sixty
# turns, so its end screen is drawn too.
CHOOSER = {"labyrinth": "greedy"}


class ScreenLoop(PlayLoop):
    """The real play loop; a random bot makes each person's choice after their screen
    (board, news and prompt) has been drawn, and every screen is kept."""

    def __init__(self, match: Match, out: Console, seed: int) -> None:
        super().__init__(match, out, "en")
        self.term.interactive = True
        self.rng = random.Random(seed)
        self.screens: list[str] = []

    def ask(self, seat: int) -> Any:
        self.draw(seat)
        view = self.match.view(seat)
        self.out.print(self.ui.prompt(self.game, view, self.ui_states[seat]), end="")
        self.screens.append(last_screen(self.out))
        bot = get_bot(self.game.info.id, CHOOSER.get(self.game.info.id, "random"))
        return bot.choose(self.game, seat, view, self.match.legal(seat), self.rng)


def terminal() -> Console:
    return Console(
        width=WIDTH,
        height=HEIGHT,
        force_terminal=True,
        color_system=None,
        file=io.StringIO(),
        legacy_windows=False,
    )


def last_screen(out: Console) -> str:
    file = out.file
    assert isinstance(file, io.StringIO)
    return ESCAPE.sub("", file.getvalue().rsplit(CLEAR, 1)[-1])


def check_fits(screen: str, where: str) -> None:
    lines = screen.split("\n")
    assert len(lines) <= HEIGHT, f"{where}: {len(lines)} lines\n{screen}"
    widest = max(cell_len(line) for line in lines)
    assert widest <= WIDTH, f"{where}: {widest} columns\n{screen}"


@pytest.mark.parametrize(("game_id", "players", "options", "seed"), CASES)
def test_every_screen_of_a_game_fits_80_by_24(
    game_id: str, players: int, options: dict[str, str], seed: int
) -> None:
    game = get_game(game_id)
    match = Match(game, [Seat("human")] * players, options, seed)
    out = terminal()
    loop = ScreenLoop(match, out, seed)
    while not match.over and len(loop.screens) < MAX_TURNS:
        loop.step()
    assert loop.screens
    for number, screen in enumerate(loop.screens):
        where = f"{game_id} {players}p {options} screen {number}"
        check_fits(screen, where)
        prompt = screen.split("\n")[-1]
        assert prompt.endswith("> "), f"{where}: the prompt is not the last line\n{screen}"
        assert BOARD_MARK[game_id].search(screen), f"{where}: no board\n{screen}"
        assert CHOICE_MARK[game_id].search(screen), f"{where}: no current choice\n{screen}"
    assert match.over, f"{game_id} {players}p {options}: no end after {MAX_TURNS} screens"
    out.clear()
    end_screen(loop, out, "en")
    ending = last_screen(out).rstrip("\n")
    check_fits(ending, f"{game_id} {players}p end screen")
    # The result is on it: who won, and a score line per seat.
    assert "Winner: " in ending, f"{game_id} {players}p: no winner\n{ending}"
    assert ending.count(" points, place ") == players, f"{game_id} {players}p\n{ending}"


# What shows that the board and the choice to make are on screen.
BOARD_MARK = {
    "labyrinth": re.compile(r"Nb.*Nd.*Nf"),  # the arrow names above the board
    "labyrinth-cards": re.compile(r"[━ ][A-Y][╋┣┫┳┻┃━┏┓┗┛╱╲][A-Y][━═ ]"),  # a card
    "sudoku": re.compile(r"a\s+b\s+c\s+d\s+e\s+f\s+g\s+h\s+i"),
    "sudoids": re.compile(r"a\s+b\s+c\s+d\s+e\s+f"),
    "traexx": re.compile(r"^i ", re.MULTILINE),  # the last row of the hex board
}
CHOICE_MARK = {
    "labyrinth": re.compile(r"Spare|coin"),
    "labyrinth-cards": re.compile(r"Your hand|card \d+"),
    "sudoku": re.compile(r"Your tile|no tile"),
    "sudoids": re.compile(r"Your tile|no tile"),
    "traexx": re.compile(r"Card:"),
}


def test_a_large_terminal_keeps_the_full_layout() -> None:
    game = get_game("sudoku")
    match = Match(game, [Seat("human")] * 2, {}, 1)
    small, large = (
        terminal(),
        Console(width=140, height=60, force_terminal=True, color_system=None, file=io.StringIO()),
    )
    for out in (small, large):
        loop = PlayLoop(match, out)
        loop.term.interactive = True
        loop.draw(0)
    assert "╭" in last_screen(large)  # the full layout's frame
    assert "╭" not in last_screen(small)


def test_after_a_refused_line_the_board_news_and_message_are_drawn_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = get_game("sudoku")
    match = Match(game, [Seat("bot", "random"), Seat("human")], {"mode": "assisted"}, 4)
    out = terminal()
    loop = PlayLoop(match, out)
    loop.term.interactive = True
    monkeypatch.setattr("sys.stdin", io.StringIO("zz\nq\n"))
    assert loop.run() == "quit"
    screens = [ESCAPE.sub("", s) for s in out.file.getvalue().split(CLEAR)[1:]]  # type: ignore[attr-defined]
    assert len(screens) == 2  # the first drawing, and the one after 'zz'
    bot_move = loop.log[0][1]
    assert bot_move.startswith(f"{game.player_name(0)} placed ")
    for screen in screens:
        check_fits(screen.rstrip("\n"), "sudoku")
        assert bot_move in screen
    assert "✗ cannot read 'zz'" in screens[1]


@pytest.mark.parametrize("game_id", ["labyrinth", "labyrinth-cards", "sudoku", "sudoids", "traexx"])
@pytest.mark.parametrize(("lang", "seat"), [("nl", "speler"), ("fi", "pelaaja")])
def test_a_screen_in_dutch_or_finnish_names_seats_in_that_language(
    game_id: str, lang: str, seat: str
) -> None:
    game = get_game(game_id)
    match = Match(game, [Seat("human"), Seat("human")], {}, 1)
    out = terminal()
    loop = PlayLoop(match, out, lang)
    loop.term.interactive = True
    player = match.to_move()[0]
    loop.draw(player)
    screen = last_screen(out)
    assert "player" not in screen
    assert " you" not in screen
    if game_id != "labyrinth":  # Labyrinth names seats by their pawn colours
        assert f"{seat} {player + 1}" in screen


class BadLineLoop(PlayLoop):
    """The real play loop at 80 × 24; the first ``auto`` choices of the person are made
    by a random bot (so that the others' moves pile up as news), then the person types."""

    def __init__(self, match: Match, out: Console, lang: str, auto: int) -> None:
        super().__init__(match, out, lang)
        self.term.interactive = True
        self.auto = auto
        self.rng = random.Random(auto)

    def ask(self, seat: int) -> Any:
        if self.auto:
            self.auto -= 1
            bot = get_bot(self.game.info.id, "random")
            return bot.choose(
                self.game, seat, self.match.view(seat), self.match.legal(seat), self.rng
            )
        return super().ask(seat)


# A line each game refuses with a long, wrapping message (the notation's own reason).
BAD_LINES = {
    "labyrinth": "Xz",
    "labyrinth-cards": "hallo",
    "sudoku": "z5",
    "sudoids": "zz9",
    "traexx": "d5:b9",
}


@pytest.mark.parametrize("lang", ["en", "nl", "fi"])
@pytest.mark.parametrize("game_id", sorted(BAD_LINES))
def test_a_long_refusal_under_the_news_still_fits_80_by_24(
    game_id: str, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The news under the board gives way to a refusal that wraps over several lines, so
    the board (top) and the prompt (bottom) stay on screen."""
    game = get_game(game_id)
    seats = [Seat("human")] + [Seat("bot", "random")] * (game.info.max_players - 1)
    match = Match(game, seats, {}, 5)
    out = terminal()
    auto = 2 if game_id == "labyrinth" else 1  # Labyrinth: a turn is a shift and a move
    loop = BadLineLoop(match, out, lang, auto)
    monkeypatch.setattr("sys.stdin", io.StringIO(f"{BAD_LINES[game_id]}\nq\n"))
    assert loop.run() == "quit"
    screens = [ESCAPE.sub("", s) for s in out.file.getvalue().split(CLEAR)[1:]]  # type: ignore[attr-defined]
    refused = screens[-1].rstrip("\n")
    assert "✗ " in refused
    assert len(loop.turn_news[0]) >= 2  # the others' moves are news on this screen
    check_fits(refused, f"{game_id} {lang} after a refused line")
    assert BOARD_MARK[game_id].search(refused), refused
    assert refused.split("\n")[-1].endswith("> q"), refused  # the prompt is the last line
    message = refused[refused.index("✗ ") :].split("\n")[:-1]  # up to the prompt
    assert len(message) >= 2, message  # it did wrap: the case this is about


@pytest.mark.parametrize("lang", ["en", "nl", "fi"])
@pytest.mark.parametrize("game_id", ["labyrinth", "labyrinth-cards", "sudoku", "sudoids", "traexx"])
def test_no_word_is_cut_short_at_80_by_24(game_id: str, lang: str) -> None:
    """The compact screens' headers and legends fit in every language: no word ends in
    "…" (the longer Dutch and Finnish words were cut: "löydet…", "piil…", "seuraavak…")."""
    game = get_game(game_id)
    for players in sorted({2, game.info.max_players}):
        match = Match(game, [Seat("human")] * players, {}, 3)
        out = terminal()
        loop = PlayLoop(match, out, lang)
        loop.term.interactive = True
        rng = random.Random(1)
        for _ in range(8):
            if match.over:
                break
            seat = match.to_move()[0]
            loop.draw(seat)
            screen = last_screen(out)
            assert not re.findall(r"\S*\w…", screen), f"{game_id} {lang} {players}p\n{screen}"
            bot = get_bot(game_id, "random")
            match.play(seat, bot.choose(game, seat, match.view(seat), match.legal(seat), rng))
