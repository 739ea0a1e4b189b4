"""The terminal play command (``spelkast play``) and the record viewer (``spelkast replay``).

``spelkast play`` runs the terminal's play loop (:mod:`spelkast.tui.lines`) over the
local transport (:mod:`spelkast.cli.local`): a :class:`~spelkast.match.Match` with its
bots in this process. When input ends (EOF, no terminal) or a person types ``q``, the
game is saved as a record and the program exits normally; ``spelkast play --resume
FILE`` continues it (:func:`resume_match`) with the same seats, bots included.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.rule import Rule

from spelkast.cli.common import records_dir, say
from spelkast.cli.hints import TerminalHints
from spelkast.cli.local import LocalTransport
from spelkast.core.errors import InvalidPositionError, SpelkastError
from spelkast.core.game import JSON
from spelkast.core.record import GameRecord, replay
from spelkast.core.registry import get_game
from spelkast.games.describe import reason
from spelkast.match import Match, parse_seats
from spelkast.tui import UIState, get_ui, words
from spelkast.tui.lines import QUIT, LineLoop, QuitRequest, Terminal, print_result


def default_record_path(record: GameRecord, now: datetime.datetime | None = None) -> Path:
    """``<game>-<YYYYmmdd-HHMMSS>-seed<N>.json`` in :func:`records_dir` (the user's data
    directory, wherever the command is started)."""
    stamp = (now or datetime.datetime.now()).strftime("%Y%m%d-%H%M%S")
    return records_dir() / f"{record.game}-{stamp}-seed{record.seed}.json"


RANDOM_KEY = "bot_random"  # the record's meta: each bot's random state when it was saved


def random_states_json(states: Mapping[int, Any]) -> dict[str, JSON]:
    """Bots' ``random.Random`` states by seat, as JSON."""
    return {
        str(seat): [version, list(internal), gauss]
        for seat, (version, internal, gauss) in states.items()
    }


def restore_random_states(match: Match, data: JSON) -> None:
    """Give the bots of ``match`` the random states :func:`random_states_json` wrote, so
    a resumed game goes on exactly as the uninterrupted one would have."""
    if not isinstance(data, dict):
        raise InvalidPositionError("the record's bot random states are not readable")
    for seat, rng in match.rngs.items():
        saved = data.get(str(seat))
        if not isinstance(saved, list) or len(saved) != 3 or not isinstance(saved[1], list):
            raise InvalidPositionError(f"the record has no random state for the bot in seat {seat}")
        version, internal, gauss = saved
        rng.setstate((version, tuple(internal), gauss))


class PlayLoop(LineLoop):
    """The terminal's play loop over ``match`` held here (the local transport)."""

    def __init__(self, match: Match, out: Console, lang: str = "en") -> None:
        self.local = LocalTransport(match)
        super().__init__(self.local, out, lang)
        self.match = match


def play_game(
    match: Match,
    out: Console,
    save: Path | None = None,
    lang: str = "en",
    hints: TerminalHints | None = None,
    full_screen: bool = False,
) -> Path:
    """Play ``match`` at the terminal (line by line, or on the full-screen client), save
    its record, print where; return the path. ``hints``: whether it shows hints (None:
    the default for its seats and options)."""
    loop = PlayLoop(match, out, lang)
    loop.local.hints = hints = hints or TerminalHints.chosen(match, None)
    ui_state: UIState = {**loop.ui.new_ui_state(), "lang": lang}
    seats = ", ".join(
        f"{loop.ui.seat_name(match.game, p, ui_state)}: {words.seat_kind(seat, lang)}"
        for p, seat in enumerate(match.seats)
    )
    if full_screen:
        return play_full_screen(match, out, save, lang, seats, hints)
    game = match.game.info.name(lang)
    out.print(
        words.text("play_header", lang, game=game, seed=match.seed, seats=seats),
        markup=False,
        soft_wrap=False,
    )
    if match.record.moves:
        out.print(words.text("resumed", lang, count=len(match.record.moves)), markup=False)
    reason = loop.run()
    if match.over:
        loop.term.clear()
        end_screen(loop, out, lang)
        for line in hints.result_lines(loop.local.seat_names(lang), lang):
            out.print(line, markup=False)
    elif reason == "input ended":
        out.print(words.text("input_ended", lang), markup=False)
    else:
        out.print(words.text("stopped", lang), markup=False)
    return save_game(match, loop.local, out, save, lang)


def play_full_screen(
    match: Match,
    out: Console,
    save: Path | None,
    lang: str,
    seats: str,
    hints: TerminalHints | None = None,
) -> Path:
    """:func:`play_game` on the full-screen client (:mod:`spelkast.tui.live`): the
    screen is the terminal's alternate screen, so what is printed before and after (the
    seats, the result, where the game is saved) stays in the scrollback."""
    from spelkast.tui.live.app import LiveApp

    game = match.game.info.name(lang)
    out.print(
        words.text("play_header", lang, game=game, seed=match.seed, seats=seats), markup=False
    )
    local = LocalTransport(match)
    local.hints = hints
    LiveApp(local, lang, saves=True).run()
    result = local.result(lang)
    if result is not None:
        print_result(result, out, lang)
        if hints is not None:
            for line in hints.result_lines(local.seat_names(lang), lang):
                out.print(line, markup=False)
    else:
        out.print(words.text("stopped", lang), markup=False)
    return save_game(match, local, out, save, lang)


def save_game(
    match: Match, local: LocalTransport, out: Console, save: Path | None, lang: str
) -> Path:
    """Save ``match``'s record (where ``save`` says, else the data folder), with its
    bots' random states when it is not over, and say where and how to go on."""
    record = match.record
    path = save or default_record_path(record)
    stamp = datetime.datetime.now().isoformat(timespec="seconds")
    meta: dict[str, JSON] = {
        **record.meta,
        **(local.hints.meta() if local.hints is not None else {}),
        "saved": stamp,
        "finished": match.over,
    }
    if not match.over:  # to go on as if never stopped
        meta[RANDOM_KEY] = random_states_json(local.bot_random_states())
    record = replace(record, meta=meta)
    record.save(path)
    said = "saved" if save is not None else "saved_in_data"
    say(out, words.text(said, lang, path=path))  # a path longer than a line stays whole
    if not match.over:
        say(out, words.text("continue", lang, path=path))
    return path


def end_screen(loop: LineLoop, out: Console, lang: str) -> None:
    """The finished game as everybody may see it, the last moves that fit, the result:
    :meth:`LineLoop.end_screen`, drawn on the loop's console in its language (the ones
    the loop was made with, as ``out`` and ``lang`` are)."""
    del out, lang
    loop.end_screen()


def resume_match(record: GameRecord) -> Match:
    """The match a saved record left off: same game, options, seed and seats (bots
    included), with every recorded move played again through the rules and the bots'
    random states as they were saved (when the record has them), so the game goes on
    as the uninterrupted one would have.
    """
    game = get_game(record.game)
    if not record.players:
        raise InvalidPositionError("the record names no seats, so it cannot be continued")
    seats = parse_seats(",".join(record.players))
    if len(seats) != record.num_players:
        raise InvalidPositionError(
            f"the record names {len(seats)} seats for {record.num_players} players"
        )
    match = Match(game, seats, record.options, record.seed)
    for number, move in enumerate(record.moves, start=1):
        try:
            match.play(move.player, game.action_from_json(move.action))
        except SpelkastError as exc:
            raise InvalidPositionError(
                f"move {number} of the record cannot be played: {exc}"
            ) from None
    if match.over:
        raise InvalidPositionError(
            "that game is over; look through it with spelkast replay instead"
        )
    if RANDOM_KEY in record.meta:
        restore_random_states(match, record.meta[RANDOM_KEY])
    return match


def replay_record(record: GameRecord, out: Console, interactive: bool, lang: str = "en") -> None:
    """Show a record's positions: all at once, or stepping with Enter/n, p and q."""
    ui = get_ui(record.game)
    steps = list(replay(record))
    game = get_game(record.game)
    ui_state: UIState = {**ui.new_ui_state(), "lang": lang}
    last = len(steps) - 1

    def show(index: int) -> None:
        move, state = steps[index]
        out.print(Rule(words.text("replay_position", lang, number=index, last=last)))
        if move is None:
            seats = (
                ", ".join(words.seat_kind(p, lang) for p in record.players) or record.num_players
            )
            out.print(words.text("replay_start", lang, seats=seats, seed=record.seed), markup=False)
        else:
            action = game.action_from_json(move.action)
            line = ui.describe(game, steps[index - 1][1], move.player, action, lang)
            out.print(words.text("replay_move", lang, number=index, line=line), markup=False)
        out.print(ui.render(game, game.view(state, None), (), ui_state))
        if index == last and game.is_terminal(state):
            outcome = game.outcome(state)
            if outcome is not None:
                names = ui.seat_names(game, record.num_players, lang)
                winners = words.text("and", lang).join(names[p] for p in outcome.winners)
                said = reason(game, state, names, lang) or outcome.reason
                winner = words.text("winner", lang, names=winners)
                out.print(f"{winner} — {said}", style="bold green", markup=False)

    if not interactive:
        for index in range(len(steps)):
            show(index)
        return
    term = Terminal(out, True)
    index = 0
    ui_state["screen"] = (out.width, out.height - 4)  # room for the lines round the board
    while True:
        term.clear()
        show(index)
        try:
            key = term.read(words.text("replay_keys", lang))
        except QuitRequest:
            return
        key = key.strip().lower()
        if key in QUIT:
            return
        if key == "p":
            index = max(0, index - 1)
        elif key.isdigit():
            index = min(last, int(key))
        elif key in ("", "n"):
            if index == last:
                return
            index += 1
