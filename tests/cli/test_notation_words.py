"""A line or a position the Labyrinth, Sudoku/Sudoids or Träxx notation cannot read is
refused with a coded reason that says what was wrong ("b9 is not a field", an unknown
arrow, a missing field), and the terminal says it in English, Dutch or Finnish
(:mod:`spelkast.games.refusals`, each game's ``NOTATION``): every code is reached here
by real input, in every language the line names the offending input, and no English is
left in Dutch or Finnish."""

from __future__ import annotations

import io
import pickle
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from spelkast.bots import get_bot
from spelkast.cli.online import OnlineClient
from spelkast.core.errors import (
    InvalidPositionError,
    MalformedActionError,
    Reason,
    SpelkastError,
    fill,
)
from spelkast.core.registry import get_game
from spelkast.games.refusals import NOTATION
from spelkast.match import Match, Seat
from spelkast.tui import error_words, get_ui
from spelkast.tui.base import Handled
from spelkast.tui.error_words import ERRORS, GENERIC

from .conftest import Run
from .test_move_words import english_in
from .test_refusal_words import fields, pattern_of, refusals

LANGS = ("en", "nl", "fi")
LABYRINTH = get_game("labyrinth")
SUDOKU = get_game("sudoku")
SUDOIDS = get_game("sudoids")
TRAEXX = get_game("traexx")


def changed(game_id: str, change: Callable[[list[str]], None]) -> str:
    """The text of a new 2-player position of ``game_id`` with its fields changed."""
    game = get_game(game_id)
    parts = game.position_to_text(game.new_initial_state(2, seed=3)).split()
    change(parts)
    return " ".join(parts)


def put(index: int, value: str) -> Callable[[list[str]], None]:
    def change(parts: list[str]) -> None:
        parts[index] = value

    return change


def edit(index: int, how: Callable[[str], str]) -> Callable[[list[str]], None]:
    def change(parts: list[str]) -> None:
        parts[index] = how(parts[index])

    return change


def short_first_row(board: str) -> str:
    rows = board.split("/")
    rows[0] = ",".join(rows[0].split(",")[:6])
    return "/".join(rows)


def position(game_id: str, change: Callable[[list[str]], None]) -> Callable[[], object]:
    return lambda: get_game(game_id).position_from_text(changed(game_id, change))


def action(game_id: str, text: str) -> Callable[[], object]:
    return lambda: get_game(game_id).parse_action(text, None)


# code -> (what raises it, the offending input every language must name)
CASES: dict[str, tuple[Callable[[], object], str]] = {
    # Labyrinth: typed actions
    "labyrinth.cannot_read": (action("labyrinth", "jump!"), "jump!"),
    "labyrinth.not_an_arrow": (action("labyrinth", "Xz"), "Xz"),
    "labyrinth.not_a_cell": (action("labyrinth", "h4"), "h4"),
    "labyrinth.not_sides": (action("labyrinth", "Nb:Q"), "'Q'"),
    "labyrinth.which_way": (action("labyrinth", "Nd"), "Nd:ES"),
    "labyrinth.coins": (action("labyrinth", "coin7"), "coin7"),
    "labyrinth.stay_position": (action("labyrinth", "stay"), "stay"),
    # Labyrinth: positions
    "position.fields": (lambda: LABYRINTH.position_from_text("a b c"), " 3"),
    "position.cannot_read": (position("labyrinth", put(4, "1x")), "1x"),
    "position.board_rows": (position("labyrinth", edit(0, lambda b: b.replace("/", ",", 1))), "6"),
    "position.unknown_flag": (position("labyrinth", put(6, "colour=red")), "colour"),
    "position.flag_number": (position("labyrinth", put(6, "seed=x")), "seed=x"),
    "labyrinth.tile_sides": (position("labyrinth", put(1, "zA")), "'zA'"),
    "labyrinth.tile_letter": (position("labyrinth", put(1, "5!")), "'!'"),
    "labyrinth.card_letter": (position("labyrinth", put(5, "Z./A.")), "'Z'"),
    "labyrinth.row_tiles": (position("labyrinth", edit(0, short_first_row)), "6"),
    "labyrinth.turn": (position("labyrinth", put(4, "1x")), "'1x'"),
    "labyrinth.cards_count": (position("labyrinth", put(5, "A.")), "2"),
    "labyrinth.night_flag": (position("labyrinth", put(6, "dn")), "dn"),
    "labyrinth.cards_dot": (position("labyrinth", put(5, "AB/CD")), "'AB'"),
    "labyrinth.night_dot": (
        lambda: LABYRINTH.position_from_text(
            changed("labyrinth", lambda p: (put(5, "A.:ab/B.:c.")(p), put(6, "dn")(p)))
        ),
        "'ab'",
    ),
    # Sudoku and Sudoids: typed actions
    "sudoku.cannot_read": (action("sudoku", "z5"), "z5"),
    "sudoku.not_a_cell": (action("sudoku", "z5"), "z5"),
    "sudoku.no_row": (action("sudoids", "c9"), "9"),
    # Sudoku: positions
    "sudoku.unknown_tile": (position("sudoku", put(1, "Q,1")), "'Q'"),
    "sudoku.star": (position("sudoku", edit(0, lambda b: "*" + b)), "*"),
    "sudoku.row_cells": (position("sudoku", edit(0, lambda b: "." + b)), "10"),
    "sudoku.score_number": (position("sudoku", put(4, "x,0")), "'x'"),
    "sudoku.score_count": (position("sudoku", put(4, "0")), "2"),
    "position.flag_twice": (position("sudoku", edit(6, lambda f: f + ";seed=1;seed=2")), "seed"),
    "sudoku.end_flag": (position("sudoku", edit(6, lambda f: f + ";end=won")), "'won'"),
    "sudoku.over_no_end": (position("sudoku", put(5, "-")), "'-'"),
    "sudoku.over_to_move": (position("sudoku", edit(6, lambda f: f + ";end=exhausted")), "'-'"),
    "sudoku.to_move": (position("sudoku", put(5, "x")), "'x'"),
    "sudoku.event_form": (position("sudoku", edit(6, lambda f: f + ";recent=bad")), "'bad'"),
    "sudoku.event_tile": (
        position("sudoku", edit(6, lambda f: f + ";recent=1:e5:Q:+3")),
        "1:e5:Q:+3",
    ),
    "sudoku.event_claim": (
        position("sudoku", edit(6, lambda f: f + ";recent=1:claim:1:maybe")),
        "1:claim:1:maybe",
    ),
    "sudoku.event_place": (
        position("sudoku", edit(6, lambda f: f + ";recent=1:e5:1:3")),
        "1:e5:1:3",
    ),
    # Träxx: typed actions
    "traexx.cannot_read": (action("traexx", "d5:b9"), "b9"),
    "traexx.not_a_field": (action("traexx", "d5:b9"), "b9"),
    "traexx.end_and_field": (action("traexx", "d5:"), "d5:"),
    # Träxx: positions
    "traexx.position_fields": (lambda: TRAEXX.position_from_text("a b"), "2"),
    "traexx.bad_position": (position("traexx", put(1, "x")), "'x'"),
    "traexx.played_number": (position("traexx", put(1, "x")), "'x'"),
    "traexx.score_number": (position("traexx", put(4, "x:3/-")), "'x'"),
    "traexx.score_points": (position("traexx", put(4, "3:y/-")), "'y'"),
    "traexx.seed_number": (position("traexx", put(5, "s")), "'s'"),
    "traexx.path_count": (position("traexx", put(3, "?")), "1"),
    "traexx.not_a_card": (position("traexx", edit(0, lambda d: "QQ" + d[d.index(",") :])), "'QQ'"),
    "traexx.no_card": (
        position("traexx", edit(0, lambda d: "YYYYYY" + d[d.index(",") :])),
        "'YYYYYY'",
    ),
}


def codes_in(reason: Reason) -> list[str]:
    """``reason``'s code and those of the reasons it carries as details."""
    found = [reason.code]
    for value in reason.params.values():
        if isinstance(value, Reason):
            found += codes_in(value)
    return found


def caught(code: str) -> Exception:
    raises, _ = CASES[code]
    with pytest.raises((MalformedActionError, InvalidPositionError)) as error:
        raises()
    return error.value


def test_every_notation_code_is_reached_by_real_input() -> None:
    assert sorted(CASES) == sorted(NOTATION)
    for code in CASES:
        reason = error_words.reason_of(caught(code))
        assert reason is not None, code
        assert code in codes_in(reason), (code, codes_in(reason))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("code", sorted(NOTATION))
def test_a_notation_error_is_said_specifically_in_every_language(code: str, lang: str) -> None:
    error = caught(code)
    _, offending = CASES[code]
    said = error_words.say(error, lang)
    assert offending in said, (code, lang, said)
    if lang == "en":  # the terminal's English is the engine's own message
        assert said == str(error)
        return
    assert said != GENERIC["malformed"][lang]
    assert said != error_words.say(error, "en")
    assert english_in(said) == [], (code, lang, said)


def test_the_english_of_every_entry_is_the_engines_template() -> None:
    """The catalogue's English is what the engine raises: the same fields, the same words."""
    for code in CASES:
        reason = error_words.reason_of(caught(code))
        assert reason is not None
        stack = [reason]
        while stack:
            current = stack.pop()
            assert current.template == ERRORS[current.code]["en"], current.code
            stack += [v for v in current.params.values() if isinstance(v, Reason)]


def test_plural_words_follow_the_number() -> None:
    one = caught("labyrinth.cards_count")
    assert str(one).endswith("2 pawns but cards for 1 player")
    assert error_words.say(one, "nl").endswith("2 pionnen maar kaarten voor 1 speler")
    assert error_words.say(one, "fi").endswith("2 nappulaa, mutta kortit 1 pelaajalle")
    reason = Reason(
        "sudoku.row_cells",
        "row {row} has {found} {found:cell|cells}, not {size}",
        row=3,
        found=1,
        size=9,
    )
    assert str(reason) == "row 3 has 1 cell, not 9"
    assert error_words.say(MalformedActionError(reason), "nl") == "rij 3 heeft 1 vak, niet 9"
    assert error_words.say(MalformedActionError(reason), "fi") == "rivillä 3 on 1 ruutu, ei 9"
    assert fill("{n} {n:rij|rijen}", n=2) == "2 rijen"


def test_a_detail_without_words_is_not_shown_in_english_to_a_dutch_player() -> None:
    """A cannot-read reason whose detail has no code (an option's own error) falls back
    to the generic line in Dutch and Finnish, and keeps the English in English."""
    error = InvalidPositionError(
        Reason("position.cannot_read", "cannot read the position: {detail}", detail="mode=fast?")
    )
    assert error_words.say(error, "en") == "cannot read the position: mode=fast?"
    inner = Reason("labyrinth.unknown_thing", "nothing {x}", x=1)
    error = MalformedActionError(
        Reason(
            "labyrinth.cannot_read", ERRORS["labyrinth.cannot_read"]["en"], text="'x'", detail=inner
        )
    )
    assert error_words.say(error, "en") == str(error)
    assert error_words.say(error, "nl") == GENERIC["malformed"]["nl"]
    assert error_words.say(error, "fi") == GENERIC["malformed"]["fi"]


# The terminal: per game, typed lines the notation refuses, and per refused line the
# outer code, the code of its detail (or None) and the offending text.
SESSIONS: dict[str, tuple[list[str], str, list[tuple[str, str | None, str]]]] = {
    "labyrinth": (
        ["--seed", "1"],
        "Xz\nh4\nNb:Q\ncoin7\nNb\na9\nstay\nq\n",
        [
            ("ui.labyrinth_read_shift", "labyrinth.not_an_arrow", "Xz"),
            # pushing, h4 and coin7 (no coins without Day & Night) are said to be no arrows
            ("ui.labyrinth_read_shift", "labyrinth.not_an_arrow", "h4"),
            ("ui.labyrinth_read_shift", "labyrinth.not_sides", "'Q'"),
            ("ui.labyrinth_read_shift", "labyrinth.not_an_arrow", "coin7"),
            ("ui.labyrinth_read_move", "labyrinth.not_a_cell", "a9"),
        ],
    ),
    "sudoku": (
        ["--seed", "2"],
        "z5\ne0\nq\n",
        [
            ("ui.sudoku_cannot_read", "sudoku.not_a_cell", "z5"),
            ("ui.sudoku_cannot_read", "sudoku.no_row", "e0"),
        ],
    ),
    "sudoids": (
        ["--seed", "2", "--option", "mode=assisted"],
        "c9\nq\n",
        [("ui.sudoku_cannot_read", "sudoku.no_row", "c9")],
    ),
    "traexx": (
        ["--seed", "2"],
        "b9\nd5:b9\nd5:\nq\n",
        [
            ("traexx.not_a_field", None, "b9"),
            ("traexx.cannot_read", "traexx.not_a_field", "b9"),
            ("traexx.end_and_field", None, "d5:"),
        ],
    ),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", sorted(SESSIONS))
def test_the_terminal_says_what_was_wrong_with_a_typed_line(
    game_id: str, lang: str, run: Run, tmp_path: Path
) -> None:
    args, script, expected = SESSIONS[game_id]
    seats = ["--seats", "human,bot:random"]
    command = ["play", game_id, *args, *seats, "--lang", lang, "--save", str(tmp_path / "g.json")]
    result = run(command, script)
    assert result.exit_code == 0, result.output
    said = refusals(result.output)
    assert len(said) == len(expected), said
    for line, (code, detail, offending) in zip(said, expected, strict=True):
        assert re.search(pattern_of(ERRORS[code][lang]), line), (code, line)
        if detail is not None:
            assert re.search(pattern_of(ERRORS[detail][lang]), line), (detail, line)
        assert offending in line, (offending, line)
        assert line != GENERIC["malformed"][lang]
    if lang == "en":
        assert english_in("\n".join(said))  # the check below could fail
    else:
        assert english_in("\n".join(said)) == [], said
        assert english_in(result.output) == []


def test_every_catalogue_field_is_given_by_its_reason() -> None:
    """nl/fi name only fields the English names, for the notation entries too (so a
    translation never falls back for a field nobody gives)."""
    for code, entry in NOTATION.items():
        for lang in ("nl", "fi"):
            assert fields(entry[lang]) <= fields(entry["en"]), (code, lang)


PIECES = [
    *"abcdefghiz014569NESWrl:-,@x ",
    *("coin", "stay", "claim", "pass", "ok", "10", "99", "d5", "Nb", "e2", "17", "r1"),
]


def typed(game: Any, ui: Any, match: Match, seat: int, text: str, state: Any) -> str | None:
    """What the screen says when ``text`` is refused at ``seat`` (``None`` if taken)."""
    view, legal = match.view(seat), match.legal(seat)
    try:
        action = ui.interpret(game, view, legal, text, state)
        if not isinstance(action, Handled):
            game.apply(match.state, seat, action)
    except SpelkastError as error:
        return str(ui.explain(game, view, error, state))
    return None


@pytest.mark.parametrize("game_id", ["labyrinth", "sudoku", "sudoids", "traexx"])
def test_nothing_typed_is_answered_with_the_generic_line(game_id: str) -> None:
    """Lines made of the games' own pieces (cells, arrows, commands, numbers and marks),
    typed at several moments of a game: every refusal is said by its code in Dutch, never
    with the generic "that cannot be read" line."""
    game = get_game(game_id)
    ui = get_ui(game_id)
    rng = random.Random(7)
    generic = {g["nl"] for g in GENERIC.values()}
    options = [{}, {"mode": "assisted"}] if game_id.startswith("sudo") else [{}]
    refused = 0
    for option in options:
        match = Match(game, [Seat("human"), Seat("human")], option, 3)
        for _ in range(6):
            seat = match.to_move()[0]
            view, legal = match.view(seat), match.legal(seat)
            for _ in range(150):
                text = "".join(rng.choice(PIECES) for _ in range(rng.randint(1, 4)))
                if text.strip().lower() in ("", "q", "?", "p", "-"):
                    continue
                state = {**ui.new_ui_state(), "lang": "nl"}
                said = typed(game, ui, match, seat, text, state)
                if said is not None:
                    refused += 1
                    assert said not in generic, (text, said)
            match.play(seat, get_bot(game_id, "random").choose(game, seat, view, legal, rng))
    assert refused > 100  # the lines were refused, so the check above was made


def test_a_detail_keeps_its_code_through_pickling() -> None:
    """Errors cross process boundaries (bot workers, the research envs): the detail of a
    cannot-read reason is still a coded reason on the other side."""
    error = caught("traexx.not_a_field")
    back = pickle.loads(pickle.dumps(error))
    reason = error_words.reason_of(back)
    assert reason is not None
    assert codes_in(reason) == ["traexx.cannot_read", "traexx.not_a_field"]
    assert str(back) == str(error)
    assert error_words.say(back, "fi") == error_words.say(error, "fi")


@pytest.mark.parametrize("lang", LANGS)
def test_the_online_client_says_a_refused_line_in_its_language(lang: str) -> None:
    """``spelkast connect``: a line the screen cannot read is said as at home (it was
    shown as the English exception text)."""
    out = Console(file=io.StringIO(), width=200, color_system=None)
    lines = iter(["d5:b9", "q"])
    client = OnlineClient("http://x", "m", None, out, lambda prompt: next(lines), lang)
    match = Match(TRAEXX, [Seat("human"), Seat("human")], {}, 2)
    ui = get_ui("traexx")
    view, legal = match.view(0), match.legal(0)
    assert client.ask(TRAEXX, ui, view, legal, {**ui.new_ui_state(), "lang": lang}) is None
    shown = out.file.getvalue()  # type: ignore[attr-defined]
    expected = error_words.say(caught("traexx.not_a_field"), lang)
    assert f"✗ {expected}" in shown, shown
    assert "'b9'" in shown
    if lang != "en":
        assert english_in(shown) == []


# The card game's typed actions: a "cannot read" line carries what was wrong as its detail.
CARD_CASES = {
    "cards.no_card": ("99r1@0,0", "99"),
    "cards.rotation": ("17r7@1,1", "r7"),
    "cards.unknown_form": ("hello", "hello"),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("code", sorted(CARD_CASES))
def test_the_card_game_says_what_it_could_not_read(code: str, lang: str) -> None:
    typed, offending = CARD_CASES[code]
    with pytest.raises(MalformedActionError) as caught_error:
        get_game("labyrinth-cards").parse_action(typed, None)
    reason = error_words.reason_of(caught_error.value)
    assert reason is not None
    assert reason.code == "cards.cannot_read"
    assert code in codes_in(reason)
    said = error_words.say(caught_error.value, lang)
    assert offending in said, (code, lang, said)
    assert typed in said, (code, lang, said)
    if lang == "en":
        assert said == str(caught_error.value)
        return
    assert ERRORS[code][lang] != ERRORS[code]["en"]
    assert str(reason.params["detail"]) not in said  # the detail is said in lang too
    assert english_in(said) == [], (code, lang, said)
