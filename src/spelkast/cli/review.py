"""``spelkast review RECORD``: the hard bot's review of a saved game in the terminal.

Prints each player's accuracy and marks, a small graph of their estimate over the game
(from their own view at each decision, ending at the result) and the key moments in
words; progress is shown while the review is computed
(:mod:`spelkast.review.game_review`). ``--you N`` speaks to player N in their moments
("you pushed ..."); ``--practise`` replays the marked positions of a player for them to
find a better move (:mod:`spelkast.cli.practise`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Table

from spelkast.cli.common import Lang, app, console, friendly_errors, say
from spelkast.core.errors import OptionError
from spelkast.core.record import GameRecord
from spelkast.tui.base import FirstThatFits, table_as_lines

BARS = "▁▂▃▄▅▆▇█"
GRAPH_WIDTH = 48

_WORDS = {
    "en": {
        "computing": "Reviewing",
        "title": "Review of {game} (the hard bot's estimates, {iterations} iterations a search)",
        "player": "Player",
        "accuracy": "Accuracy",
        "marks": "Inaccuracies / mistakes / blunders",
        "graph": "{measure} over the game",
        "moments": "Key moments",
        "none": "No marked moves and no big swings of luck.",
    },
    "nl": {
        "computing": "Bezig met de analyse",
        "title": "Analyse van {game} (schattingen van de moeilijke bot, {iterations} iteraties "
        "per zoektocht)",
        "player": "Speler",
        "accuracy": "Nauwkeurigheid",
        "marks": "Onnauwkeurigheden / fouten / blunders",
        "graph": "{measure} tijdens het spel",
        "moments": "Belangrijke momenten",
        "none": "Geen gemarkeerde zetten en geen grote geluksmomenten.",
    },
    "fi": {
        "computing": "Analysoidaan",
        "title": "Pelin {game} analyysi (vaikean botin arviot, {iterations} iteraatiota haussa)",
        "player": "Pelaaja",
        "accuracy": "Tarkkuus",
        "marks": "Epätarkkuudet / virheet / pahat virheet",
        "graph": "{measure} pelin aikana",
        "moments": "Tärkeät hetket",
        "none": "Ei merkittyjä siirtoja eikä suuria onnenheilahduksia.",
    },
}


def graph(points: list[float], low: float, high: float, width: int = GRAPH_WIDTH) -> str:
    """``points`` as a one-line bar graph between ``low`` and ``high``, at most ``width``
    characters (evenly picked when there are more points).

    >>> graph([0.0, 0.5, 1.0], 0.0, 1.0)
    '▁▅█'
    """
    if not points:
        return ""
    if len(points) > width:
        points = [points[round(i * (len(points) - 1) / (width - 1))] for i in range(width)]
    span = (high - low) or 1.0
    top = len(BARS) - 1
    return "".join(BARS[max(0, min(top, round((v - low) / span * top)))] for v in points)


def practise_seat(record: GameRecord) -> int:
    """The seat to practise when none is named: the first person at the table (the
    first seat if the record names none)."""
    return next((p for p, kind in enumerate(record.players) if kind == "human"), 0)


@app.command("review")
@friendly_errors
def review_command(
    file: Annotated[Path, typer.Argument(help="A saved game record (JSON).")],
    player: Annotated[
        int | None, typer.Option(help="Review this player only (1 is the first seat).")
    ] = None,
    lang: Lang = "en",
    iterations: Annotated[
        int | None, typer.Option(help="Search iterations per estimate (default: the game's).")
    ] = None,
    seed: Annotated[int, typer.Option(help="Seed of the searches (same seed, same review).")] = 0,
    you: Annotated[
        int | None,
        typer.Option(help="You are this player (1 is the first seat): your moments say 'you'."),
    ] = None,
    practise: Annotated[
        bool,
        typer.Option(
            "--practise",
            help="Practise your mistakes: find a better move in each marked position "
            "(of --player, else --you, else the first person at the table).",
        ),
    ] = False,
) -> None:
    """Review a saved game: accuracy, a graph of each player's estimate, key moments."""
    from spelkast.cli.practise import PractiseRunner
    from spelkast.core.registry import get_game
    from spelkast.review import words as W
    from spelkast.review.game_review import review_record

    if lang not in _WORDS:
        raise OptionError(f"--lang must be en, nl or fi, not {lang!r}")
    if iterations is not None and iterations < 1:
        raise OptionError(f"--iterations must be at least 1, not {iterations}")
    record = GameRecord.load(file)
    for option, value in (("--player", player), ("--you", you)):
        if value is not None and not 1 <= value <= record.num_players:
            raise OptionError(f"{option} must be 1-{record.num_players}, not {value}")
    out = console()
    words = _WORDS[lang]
    if practise and player is None:
        player = you or practise_seat(record) + 1
    chosen = None if player is None else [player - 1]
    with Progress(
        TextColumn(words["computing"]),
        BarColumn(),
        MofNCompleteColumn(),
        console=Console(file=out.file, highlight=False, soft_wrap=True),
        transient=True,
    ) as progress:
        task = progress.add_task("review", total=None)

        def report(done: int, total: int) -> None:
            progress.update(task, completed=done, total=total)

        review = review_record(record, chosen, iterations, seed, progress=report)
    if practise:
        assert player is not None
        PractiseRunner(record, review, player - 1, out, lang).run()
        return
    game = get_game(record.game)
    out.print(
        words["title"].format(game=game.info.name(lang), iterations=review.iterations),
        markup=False,
    )
    names = review.names[lang]
    series = {p: [v for _, v in review.series(p)] for p in review.players}
    values = [v for points in series.values() for v in points]
    low, high = (
        (0.0, 1.0)
        if review.measure != "score"
        else (min(values, default=0.0), max(values, default=1.0))
    )
    table = Table(show_edge=False)
    table.add_column(words["player"])
    table.add_column(words["accuracy"], justify="right")
    table.add_column(words["marks"], justify="center")
    table.add_column(words["graph"].format(measure=W.text(review.measure, lang)))
    for p in review.players:
        accuracy = review.accuracy(p)
        marks = review.marks(p)
        table.add_row(
            names[p],
            "—" if accuracy is None else f"{accuracy:.0f}%",
            " / ".join(str(marks[m]) for m in ("inaccuracy", "mistake", "blunder")),
            graph(series[p], low, high),
        )
    out.print(FirstThatFits(table, table_as_lines(table)))
    out.print(f"[bold]{words['moments']}[/]")
    moments = review.key_moments(lang, you=None if you is None else you - 1)
    for _, said in moments:
        say(out, said, 2)
    if not moments:
        say(out, words["none"], 2)
