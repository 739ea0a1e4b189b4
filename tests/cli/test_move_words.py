"""The terminal says moves in the engines' words and shows no English in a
Dutch or Finnish game: the play loop's, the replay viewer's and the online client's move
lines are :func:`spelkast.games.describe.describe` in ``--lang`` with the terminal's seat
names, and the help (``?``) and move lines hold no English catalogue phrase."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from spelkast.cli.online import OnlineClient
from spelkast.cli.play import PlayLoop, replay_record
from spelkast.core.game import Game
from spelkast.core.record import GameRecord
from spelkast.core.registry import get_game
from spelkast.games.describe import describe
from spelkast.games.labyrinth import describe as labyrinth_words
from spelkast.games.labyrinth_cards import describe as cards_words
from spelkast.games.sudoku import describe as sudoku_words
from spelkast.games.sudoku.rules import conflicts
from spelkast.games.traexx import describe as traexx_words
from spelkast.match import Match, parse_seats
from spelkast.tui import error_words, get_ui, words
from spelkast.tui.sudoku import ui as sudoku_ui
from spelkast.tui.traexx import draw as traexx_draw

from .conftest import Run

GAMES = ["labyrinth", "labyrinth-cards", "sudoku", "sudoids", "traexx"]
LANGS = ["en", "nl", "fi"]
#: (seats, options): two bots, and for Sudoku table rules, where tiles break the rule
#: and claims happen, so that every kind of line comes up.
SETUPS: dict[str, tuple[str, dict[str, Any]]] = {
    "labyrinth": ("bot:random,bot:random", {}),
    "labyrinth-cards": ("bot:random,bot:random", {}),
    "sudoku": ("bot:random,bot:random", {"mode": "table"}),
    "sudoids": ("bot:random,bot:random", {"mode": "table"}),
    "traexx": ("bot:random,bot:random", {}),
}
STEPS = 60  # rounds played per game: enough for every kind of action, quick on 2 cores


def console() -> Console:
    return Console(file=io.StringIO(), width=400, height=60, color_system=None)


def bot_game(game_id: str, lang: str, seed: int = 3) -> PlayLoop:
    """A bots-only game played ``STEPS`` rounds (or to the end) by the terminal's loop."""
    seats, options = SETUPS[game_id]
    match = Match(get_game(game_id), parse_seats(seats), options, seed)
    loop = PlayLoop(match, console(), lang)
    for _ in range(STEPS):
        if match.over:
            break
        loop.step()
    return loop


def engine_lines(game: Game[Any, Any], record: GameRecord, lang: str) -> list[str]:
    """The engine's words for every move of ``record``, with the terminal's seat names."""
    names = get_ui(game.info.id).seat_names(game, record.num_players, lang)
    state = game.new_initial_state(record.num_players, dict(record.options), record.seed)
    out = []
    for move in record.moves:
        action = game.action_from_json(move.action)
        out.append(describe(game, state, move.player, action, names, lang))
        state = game.apply(state, move.player, action)
    return out


def rule_breaks(game: Game[Any, Any], record: GameRecord) -> dict[int, set[str]]:
    """Per move of a Sudoku record that broke the rule: the cells in the same row, column
    or block that already held the tile."""
    side = game.side  # type: ignore[attr-defined]
    state = game.new_initial_state(record.num_players, dict(record.options), record.seed)
    found = {}
    for number, move in enumerate(record.moves):
        action = game.action_from_json(move.action)
        value = state.hands[move.player]
        if move.action.get("type") == "place" and conflicts(side, state.board, action.cell, value):
            units = set(side.units(action.cell))
            found[number] = {
                side.cell_name(c)
                for c in range(side.cells)
                if state.board[c] == value and units & set(side.units(c))
            }
        state = game.apply(state, move.player, action)
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_play_loop_move_lines_are_the_engines_words(game_id: str, lang: str) -> None:
    """The engine's words; after a Sudoku placement against the rule the terminal adds
    which units already held the tile, naming the cells (the rest is the engine's)."""
    loop = bot_game(game_id, lang)
    record = loop.match.record
    assert len(record.moves) >= 10
    said = [line for _, line in loop.log]
    engine = engine_lines(loop.game, record, lang)
    breaks = rule_breaks(loop.game, record) if game_id in ("sudoku", "sudoids") else {}
    assert game_id not in ("sudoku", "sudoids") or breaks  # the case comes up
    for number, (line, expected) in enumerate(zip(said, engine, strict=True)):
        if number not in breaks:
            assert line == expected
            continue
        assert line.startswith(expected + "; "), line
        added = line[len(expected) + 2 :]
        # each unit with the cell holding the tile: "column h (on h3)", "(ruudussa h3)"
        assert breaks[number] == set(re.findall(r"\(\w+ ([a-i][1-9])\)", added)), line
    assert [seat for seat, _ in loop.log] == [m.player for m in record.moves]
    # With nobody at the screen the loop prints each line as it happens.
    printed = loop.out.file.getvalue()  # type: ignore[attr-defined]
    for line in said:
        assert line in printed


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_replay_move_lines_are_the_engines_words(game_id: str, lang: str) -> None:
    loop = bot_game(game_id, "en")
    record = loop.match.record
    out = console()
    replay_record(record, out, interactive=False, lang=lang)
    shown = out.file.getvalue()  # type: ignore[attr-defined]
    for number, line in enumerate(engine_lines(loop.game, record, lang), start=1):
        assert words.text("replay_move", lang, number=number, line=line) in shown


def test_names_are_the_terminals_own() -> None:
    """Labyrinth names seats by pawn colour, the other games by number, in ``--lang``."""
    for lang, first in (("en", "yellow"), ("nl", "geel"), ("fi", "keltainen")):
        loop = bot_game("labyrinth", lang)
        assert loop.log[0][1].startswith(first + " "), loop.log[0]
    for lang, first in (("en", "player 1 "), ("nl", "speler 1 "), ("fi", "pelaaja 1 ")):
        loop = bot_game("sudoku", lang)
        assert loop.log[0][1].startswith(first), loop.log[0]


@pytest.mark.parametrize("lang", LANGS)
def test_online_client_shows_the_servers_words_in_its_language(lang: str) -> None:
    client = OnlineClient("http://x", "m", None, console(), input, lang)
    client.names = {0: "Anna", 1: "Ben"}
    event = {
        "seat": 1,
        "sealed": False,
        "text": "e5",
        "words": {"en": "Ben placed a 7 on e5 (+5)", "nl": "Ben legde een 7 op e5 (+5)", "fi": "x"},
    }
    assert client.event_line(event) == event["words"][lang]  # type: ignore[index]
    sealed = {"seat": 0, "sealed": True, "text": None, "action": None}
    assert client.event_line(sealed) == f"Anna: {words.text('sealed_choice', lang)}"
    bare = {"seat": 0, "sealed": False, "text": "d5:c4"}  # an older server: no words
    assert client.event_line(bare) == "Anna: d5:c4"


# ------------------------------------------------------------------ no English left
def phrases(text: str) -> list[str]:
    """The word runs of ``text`` between fields and punctuation, of two words or more
    and ten letters or more (short ones such as 'ok' are the same in every language)."""
    out = []
    for part in re.split(r"\{[^}]*\}|[:()·,;.!?…=\[\]\n]", text):
        part = part.strip()
        if len(part) >= 10 and len(part.split()) >= 2:
            out.append(part)
    return out


def entries() -> list[dict[str, str]]:
    """Every sentence of the terminal's and the engines' catalogues, as ``{lang: text}``."""
    out: list[dict[str, str]] = []
    for table in (words.TEXTS, traexx_draw.WORDS, error_words.ERRORS, error_words.GENERIC):
        out.extend(table.values())
    out.append(dict(sudoku_ui.ASK))
    for by_lang in (
        labyrinth_words._SHIFT,
        labyrinth_words._WORDS,
        labyrinth_words._REASONS,
        cards_words._WORDS,
        cards_words._REASONS,
        sudoku_words._WORDS,
        sudoku_words._REASONS,
        traexx_words._WORDS,
        traexx_words._REASONS,
    ):
        for key in by_lang["en"]:
            out.append({lang: str(by_lang[lang][key]) for lang in LANGS})
    return out


def english_phrases() -> set[str]:
    """The English phrases of the catalogues. A phrase that the same sentence keeps in
    both Dutch and Finnish is the same in every language (a typed command, a notation)
    and does not count; one kept in only one of them is an untranslated string."""
    english: set[str] = set()
    for entry in entries():
        same = (entry.get("nl", "") + "\n").lower(), (entry.get("fi", "") + "\n").lower()
        english.update(
            p for p in phrases(entry["en"]) if not all(p.lower() in text for text in same)
        )
    return english


ENGLISH = english_phrases()


def flat(text: str) -> str:
    """``text`` with every run of blanks and line breaks one space (the terminal wraps
    long lines, which must not hide a phrase)."""
    return " ".join(text.split())


def english_in(text: str) -> list[str]:
    lowered = flat(text).lower()
    return sorted(p for p in ENGLISH if p.lower() in lowered)


def test_the_check_finds_english() -> None:
    """The check would fail on an untranslated string: the English help and move lines
    are full of the phrases it looks for."""
    assert len(ENGLISH) > 100
    for game_id in GAMES:
        help_text = get_ui(game_id).help_text(get_game(game_id), {"lang": "en"})
        assert english_in(help_text), game_id
        lines = "\n".join(line for _, line in bot_game(game_id, "en").log)
        assert english_in(lines), game_id


@pytest.mark.parametrize("lang", ["nl", "fi"])
@pytest.mark.parametrize("game_id", GAMES)
def test_help_and_move_lines_hold_no_english(
    game_id: str, lang: str, run: Run, tmp_path: Path
) -> None:
    game = get_game(game_id)
    ui = get_ui(game_id)
    assert english_in(ui.help_text(game, {"lang": lang})) == []
    loop = bot_game(game_id, lang)
    lines = "\n".join(line for _, line in loop.log)
    assert english_in(lines) == []
    # The whole screen of a game at the terminal: board, help, the bots' moves.
    path = tmp_path / "game.json"
    args = ["play", game_id, "--lang", lang, "--seed", "2", "--seats", "human,bot:random"]
    result = run([*args, "--save", str(path)], "?\nq\n")
    assert result.exit_code == 0, result.output
    assert flat(ui.help_text(game, {"lang": lang}).splitlines()[0]) in flat(result.output)
    assert english_in(result.output) == []
    replayed = run(["replay", str(path), "--all", "--lang", lang])
    assert english_in(replayed.output) == []


@pytest.mark.parametrize("lang", ["nl", "fi"])
def test_online_outcome_is_said_in_the_clients_language(lang: str) -> None:
    out = console()
    client = OnlineClient("http://x", "m", None, out, input, lang)
    client.names = {0: "Anna", 1: "Ben"}
    reason = {"en": "all 15 cards played", "nl": "alle 15 kaarten gespeeld", "fi": "kaikki"}
    outcome = {
        "winners": [1],
        "reason": reason["en"],
        "reason_words": reason,
        "scores": [3, 5],
        "ranks": [2, 1],
    }
    client.print_outcome(outcome)
    shown = out.file.getvalue()  # type: ignore[attr-defined]
    assert words.text("winner", lang, names="Ben") in shown
    assert reason[lang] in shown
    assert words.text("on_score", lang, name="Anna", points=3, place=2) in shown
    assert english_in(shown) == []
