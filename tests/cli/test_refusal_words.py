"""A refused line at the terminal is said in the player's language: the engines give
coded reasons (:class:`spelkast.core.errors.Reason`), the terminal's screens too, and
:mod:`spelkast.tui.error_words` says them in English, Dutch or Finnish; a refusal with
no code is never shown in English to a Dutch or Finnish player."""

from __future__ import annotations

import pickle
import re
import string
from pathlib import Path

import pytest

from spelkast.core.errors import (
    IllegalActionError,
    MalformedActionError,
    Reason,
    WrongPlayerError,
)
from spelkast.core.registry import get_game
from spelkast.games import refusals as engine_words
from spelkast.games.labyrinth_cards import Discard, Place
from spelkast.games.sudoku.rules import conflicts
from spelkast.games.sudoku.state import Place as SudokuPlace
from spelkast.match import Match, parse_seats
from spelkast.tui import error_words, get_ui
from spelkast.tui.error_words import ERRORS, GENERIC

from .conftest import Run
from .test_move_words import english_in

SRC = Path(__file__).resolve().parents[2] / "src" / "spelkast"


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def pattern_of(template: str) -> str:
    """A regular expression for the lines ``template`` makes (any text in its fields)."""
    parts = []
    for literal, name, _, _ in string.Formatter().parse(template):
        parts.append(re.escape(literal))
        if name is not None:
            parts.append(".+?")
    return "".join(parts)


def test_every_entry_is_in_three_languages_with_the_same_fields() -> None:
    for code, entry in {**ERRORS, **GENERIC}.items():
        assert set(entry) == {"en", "nl", "fi"}, code
        # A translation may leave out the English detail of a parse error and give an
        # example or the typed text instead; it never asks for a field nobody gives.
        for lang in ("nl", "fi"):
            assert fields(entry[lang]) <= fields(entry["en"]) | {"example", "text"}, (code, lang)
            assert entry[lang] != entry["en"] or not re.search("[a-z]{4}", entry["en"]), code


def test_every_code_the_program_gives_is_in_the_catalogue() -> None:
    """Every ``Reason("code", ...)`` and every note in the source has an entry (a new
    refusal without one would show English to a Dutch player: this catches it)."""
    found = set()
    for path in SRC.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        found.update(re.findall(r'Reason\(\s*"([a-z_]+\.[a-z_]+)"', text))
        found.update(re.findall(r'\.noted\(\s*"([a-z_]+\.[a-z_]+)"', text))
        # codes handed to the notations' helpers (not the catalogues' own keys)
        if not re.search("/(cli|tui)/|refusals.py$", path.as_posix()):
            found.update(re.findall(r'"((?:position|labyrinth|sudoku|traexx)\.[a-z_]+)"', text))
    assert len(found) > 100
    assert sorted(found - set(ERRORS)) == []


def cards_match(seed: int = 2) -> Match:
    seats = parse_seats("human,bot:random")
    return Match(get_game("labyrinth-cards"), seats, {"first_player": "1"}, seed)


def test_an_engine_reason_is_said_with_the_terminals_names_and_lists() -> None:
    game = get_game("labyrinth-cards")
    state = cards_match().state
    player = state.current
    other = 1 - player
    lying = state.layout[0][2]
    with pytest.raises(IllegalActionError) as caught:
        game.apply(state, player, Discard(lying))
    reason = error_words.reason_of(caught.value)
    assert reason is not None
    assert reason.code == "cards.not_in_hand"
    hand = ", ".join(str(c) for c in state.hands[player])
    assert str(caught.value) == f"card {lying} is not in your hand (you hold {hand})"
    assert error_words.say(caught.value, "nl") == (
        f"kaart {lying} heb je niet in je hand (je hebt {hand})"
    )
    card = state.hands[other][0]
    with pytest.raises(WrongPlayerError) as wrong:
        game.apply(state, other, Place(card, 0, 9, 9))
    names = ["Anna", "Ben"]
    said = error_words.say(wrong.value, "fi", names)
    assert said.startswith(f"nyt ei ole pelaajan {names[other]} vuoro")
    assert names[player] in said


def test_a_refusal_without_a_code_is_not_shown_in_english_to_a_dutch_player() -> None:
    error = MalformedActionError("cannot read 'banana': unknown notation")
    assert error_words.say(error, "en") == str(error)
    assert error_words.say(error, "nl") == GENERIC["malformed"]["nl"]
    assert error_words.say(error, "fi") == GENERIC["malformed"]["fi"]
    # A coded reason whose field the screen does not word falls back the same way.
    half = IllegalActionError(Reason("sudoku.breaks_rule", "a 7 may not go on e5"))
    assert error_words.say(half, "fi") == GENERIC["illegal"]["fi"]


def scripts() -> dict[str, tuple[list[str], str, list[str]]]:
    """Per game: the arguments, the typed lines (all refused, then q), and the codes of
    the refusals they bring, in order."""
    state = cards_match().state
    hand = state.hands[0]
    lying = state.layout[0][2]
    seats = parse_seats("human,bot:random")
    sudoku = Match(get_game("sudoku"), seats, {"mode": "assisted"}, 2).state
    filled = next(c for c, v in enumerate(sudoku.board) if v)
    side = get_game("sudoku").side  # type: ignore[attr-defined]
    return {
        "labyrinth": (
            ["--seed", "1"],
            "d4\nNb:NESW\nbanana\nNb\nNd\nstay\nq\n",
            [
                "labyrinth.shift_first",
                "labyrinth.cannot_turn",
                "ui.labyrinth_read_shift",
                "ui.labyrinth_shifted",
            ],
        ),
        "labyrinth-cards": (
            ["--seed", "2", "--option", "first_player=1"],
            f"hallo\nd{lying}\np d{hand[0]}\n{hand[0]}r0@9,9\nq\n",
            [
                "cards.cannot_read",
                "cards.not_in_hand",
                "ui.cards_preview_discard",
                "cards.no_neighbour",
            ],
        ),
        "sudoku": (
            ["--seed", "2", "--option", "mode=assisted"],
            f"zz\nclaim\n{side.cell_name(filled)}\nq\n",
            ["ui.sudoku_cannot_read", "ui.sudoku_no_claim", "sudoku.not_empty"],
        ),
        "traexx": (
            ["--seed", "2"],
            "zz\nok\n99\nq\n",
            ["traexx.not_a_field", "ui.traexx_choose_first", "ui.traexx_no_offer"],
        ),
    }  # type: ignore[return-value]


def refusals(output: str) -> list[str]:
    """The refusals, each on one line (the board may show a ✗ too, never at the start of
    a line); a refusal wrapped to the terminal goes on in lines indented under it."""
    found: list[str] = []
    going_on = False
    for line in output.splitlines():
        if line.startswith("✗ "):
            found.append(line[2:].strip())
            going_on = True
        elif going_on and line.startswith("  ") and line.strip():
            found[-1] += " " + line.strip()
        else:
            going_on = False
    return found


@pytest.mark.parametrize("lang", ["en", "nl", "fi"])
@pytest.mark.parametrize("game_id", ["labyrinth", "labyrinth-cards", "sudoku", "traexx"])
def test_bad_input_at_the_terminal_is_refused_in_the_players_language(
    game_id: str, lang: str, run: Run, tmp_path: Path
) -> None:
    args, script, codes = scripts()[game_id]
    seats = ["--seats", "human,bot:random"]
    command = ["play", game_id, *args, *seats, "--lang", lang, "--save", str(tmp_path / "g.json")]
    result = run(command, script)
    assert result.exit_code == 0, result.output
    said = refusals(result.output)
    assert len(said) == len(codes), said
    for line, code in zip(said, codes, strict=True):
        assert re.search(pattern_of(ERRORS[code][lang]), line), (code, line)
    if lang == "en":
        assert english_in("\n".join(said))  # the check below could fail
    else:
        assert english_in("\n".join(said)) == []
        assert english_in(result.output) == []


def test_the_sudoku_screen_says_which_cells_hold_the_tile() -> None:
    game = get_game("sudoku")
    ui = get_ui("sudoku")
    side = game.side  # type: ignore[attr-defined]
    for seed in range(50):
        state = Match(game, parse_seats("human,bot:random"), {"mode": "assisted"}, seed).state
        player = state.current
        value = state.hands[player]
        clash = [
            c
            for c in range(side.cells)
            if not state.board[c] and conflicts(side, state.board, c, value)
        ]
        if clash:
            break
    cell = clash[0]
    with pytest.raises(IllegalActionError) as caught:
        game.apply(state, player, SudokuPlace(cell))
    view = game.view(state, player)
    said = ui.explain(game, view, caught.value, {"lang": "nl"})
    assert said.startswith(f"een {value} mag niet op {side.cell_name(cell)}: "), said
    assert "(op " in said
    assert "er al een" in said
    assert english_in(said) == []
    said = ui.explain(game, view, caught.value, {"lang": "en"})
    assert said.startswith(f"a {value} may not go on") or said.startswith(f"an {value} may")


def test_a_reason_keeps_its_code_through_pickling() -> None:
    """Errors cross process boundaries (bot workers, the research envs)."""
    error = IllegalActionError(
        Reason("cards.cell_taken", "cell {cell} holds {card}", cell="0,1", card=7)
    )
    back = pickle.loads(pickle.dumps(error))
    reason = error_words.reason_of(back)
    assert reason is not None
    assert (str(reason), reason.code, reason.params) == (
        "cell 0,1 holds 7",
        "cards.cell_taken",
        {"cell": "0,1", "card": 7},
    )
    assert error_words.say(back, "nl") == "op vak 0,1 ligt al kaart 7"


def test_every_refusal_the_engines_give_is_worded_beside_the_engines() -> None:
    """The server says refusals without the terminal: every code raised in the core and
    the games is in :mod:`spelkast.games.refusals`, and no terminal screen's code is."""
    found = set()
    for folder in ("core", "games"):
        for path in (SRC / folder).rglob("*.py"):
            if path.name == "refusals.py":  # the catalogue itself
                continue
            text = path.read_text(encoding="utf-8")
            found.update(re.findall(r'Reason\(\s*"([a-z_]+\.[a-z_]+)"', text))
            found.update(re.findall(r'\.noted\(\s*"([a-z_]+\.[a-z_]+)"', text))
            found.update(re.findall(r'"((?:position|labyrinth|sudoku|traexx)\.[a-z_]+)"', text))
    assert len(found) > 90
    assert sorted(found - set(engine_words.ERRORS)) == []
    assert [code for code in engine_words.ERRORS if code.startswith("ui.")] == []
    assert set(error_words.SCREENS) == set(error_words.ERRORS) - set(engine_words.ERRORS)


def test_a_refusal_is_said_in_every_language_at_once_with_the_seats_names() -> None:
    game = get_game("labyrinth-cards")
    state = cards_match().state
    player = state.current
    other = 1 - player
    card = state.hands[other][0]
    with pytest.raises(WrongPlayerError) as wrong:
        game.apply(state, other, Place(card, 0, 9, 9))
    names = {"en": ["Anna", "Ben"], "nl": ["Anna", "Ben"], "fi": ["Anna", "Ben"]}
    said = engine_words.refusal_words(wrong.value, names)
    assert set(said) == {"en", "nl", "fi"}
    for lang, line in said.items():
        assert line == error_words.say(wrong.value, lang, names[lang])
        assert "Anna" in line
        assert "Ben" in line
    assert said["fi"].startswith("nyt ei ole pelaajan")
    # Its reason alone says the same; a seat with no name is said by its number.
    reason = error_words.reason_of(wrong.value)
    assert reason is not None
    assert engine_words.refusal_words(reason, names, "wrong_player") == said
    assert f"{other}" in engine_words.refusal_words(reason)["en"]


def test_a_refusal_the_catalogue_cannot_say_is_said_by_its_kind_outside_english() -> None:
    unknown = Reason("nowhere.made_up", "no {thing} here", thing="dragon")
    said = engine_words.refusal_words(unknown, kind="malformed")
    assert said == {
        "en": "no dragon here",
        "nl": engine_words.GENERIC["malformed"]["nl"],
        "fi": engine_words.GENERIC["malformed"]["fi"],
    }
    assert (
        engine_words.refusal_words(IllegalActionError("plain"))["nl"]
        == (engine_words.GENERIC["illegal"]["nl"])
    )
