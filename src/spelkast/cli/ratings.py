"""``spelkast ratings recompute``: rebuild every rating from the stored results."""

from __future__ import annotations

from typing import Annotated

import typer

from spelkast.cli.command_words import said
from spelkast.cli.common import Lang, app, check_lang, console, friendly_errors

ratings_app = typer.Typer(help="The server's ratings (see docs/accounts.md).", no_args_is_help=True)
app.add_typer(ratings_app, name="ratings")


@ratings_app.command("recompute")
@friendly_errors
def recompute_command(
    database_url: Annotated[
        str | None,
        typer.Option(
            help="The server's database URL. Default: the SQLite file in your data directory."
        ),
    ] = None,
    lang: Lang = "en",
) -> None:
    """Forget every rating and replay the finished rated matches in the order they
    finished (run it with the servers stopped)."""
    from spelkast.server.db import default_database_url, make_engine
    from spelkast.server.migrations import upgrade
    from spelkast.server.ratings.recompute import recompute

    check_lang(lang)
    engine = make_engine(database_url or default_database_url())
    try:
        upgrade(engine)
        rated = recompute(engine)
    finally:
        engine.dispose()
    console().print(said("recomputed", lang, rated=rated), markup=False)
