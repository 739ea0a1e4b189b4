"""Every registered game appears in every per-game table of every layer.

A game declares itself once, in its ``GameInfo`` (see :mod:`spelkast.core.registry` for
why there is one registry per layer rather than one for everything). Each layer above
keeps its own table keyed by that id: bots, move words, research codecs and twins, the
terminal's UIs and help words, the server's component data, the browser's boards, rules
pages, pictures and board fixtures, the rules pages in ``docs/rules``, the measured bots.
Each test here reads one table and names what a new game lacks there, so that adding a
game is a list to work through (``docs/adding-a-game.md``), not a hunt.

The browser's tables are TypeScript: they are read here as text (the keys of one object
literal, or the ``ids`` of each board module).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from spelkast.bots import available_bots, get_bot
from spelkast.bots.levels import LEVELS, levels_of
from spelkast.core import all_games, get_game
from spelkast.games.describe import worded_games
from spelkast.server.gamedata import BUILDERS
from spelkast.tui import GENERIC_UI, get_ui

ROOT = Path(__file__).resolve().parents[1]
WEB = ROOT / "web" / "src"
GAMES = all_games()
GAME_IDS = [game.info.id for game in GAMES]
LANGUAGES = ("en", "nl", "fi")

NEEDS_NO_COMPONENT_DATA = {"sudoku", "sudoids"}
"""Games whose boards draw everything from the match's view (board size, tiles), so the
server's ``gamedata`` has no builder for them."""


def test_the_five_games_are_registered() -> None:
    assert GAME_IDS == ["labyrinth", "labyrinth-cards", "sudoids", "sudoku", "traexx"]


# ------------------------------------------------------------- reading tables
def ts_object_keys(path: Path, name: str) -> set[str]:
    """The top-level keys of the object literal ``const <name> ... = { ... };`` in a
    TypeScript file (written one entry a line, as the project's formatter leaves them;
    ``key: value``, ``"key": value`` or the shorthand ``key,``)."""
    text = path.read_text(encoding="utf-8")
    start = re.search(rf"const {name}\b[^\n]*?=\s*{{\n", text)
    assert start, f"no object literal {name} in {path.relative_to(ROOT)}"
    body = text[start.end() : text.index("\n};", start.end())]
    return {
        match[1] or match[2]
        for match in re.finditer(r'^  (?:"([\w-]+)"|(\w+))\s*[:,]', body, re.MULTILINE)
    }


def web_rules_ids() -> set[str]:
    """The games with a rules page in the web app: a page of their own (a key of
    ``LOADERS``, each page a chunk) or another game's page (``loadRules`` picks the owner:
    ``gameId === "sudoids" ? "sudoku"``)."""
    path = WEB / "rules" / "index.ts"
    shared = re.findall(r'gameId === "([\w-]+)" \? "([\w-]+)"', path.read_text("utf-8"))
    own = ts_object_keys(path, "LOADERS")
    return own | {game for game, owner in shared if owner in own}


def web_board_ids() -> dict[str, set[str]]:
    """Board folder (``web/src/games/<folder>``) -> the game ids its module draws."""
    boards = {}
    for index in sorted(WEB.glob("games/*/index.ts")):
        declared = re.search(r"^\s*ids:\s*\[([^\]]*)\]", index.read_text("utf-8"), re.MULTILINE)
        assert declared, f"{index.relative_to(ROOT)} declares no ids"
        boards[index.parent.name] = set(re.findall(r'"([\w-]+)"', declared[1]))
    return boards


def rules_page_ids() -> set[str]:
    """The games with a rules page in ``docs/rules``: its own ``<id>.md``, or a page whose
    title names the game (Sudoids share the Sudoku page)."""
    found = set()
    pages = sorted((ROOT / "docs" / "rules").glob("*.md"))
    titles = [page.read_text("utf-8").partition("\n")[0] for page in pages]
    for game in GAMES:
        own = any(page.stem == game.info.id for page in pages)
        named = any(title.startswith("# ") and game.info.name() in title for title in titles)
        if own or named:
            found.add(game.info.id)
    return found


def measured_games() -> set[str]:
    path = ROOT / "src" / "spelkast" / "bots" / "measured.json"
    return {report["game"] for report in json.loads(path.read_text("utf-8"))}


def bots_table_games() -> set[str]:
    text = (ROOT / "bench" / "bots_table.py").read_text("utf-8")
    declared = re.search(r"^GAMES = \(([^)]*)\)", text, re.MULTILINE)
    assert declared, "bench/bots_table.py declares no GAMES"
    return set(re.findall(r'"([\w-]+)"', declared[1]))


def web_fixture_games() -> set[str]:
    from web_fixtures import BOARDS

    boards = web_board_ids()
    return {gid for folder in BOARDS for gid in boards.get(folder, set())}


def codec_games() -> set[str]:
    pytest.importorskip("numpy", reason="the research extra is not installed")
    from spelkast.research.codec import codec_ids

    return set(codec_ids())


def twin_games() -> set[str]:
    from spelkast.research.twins import TWINS, VARIANTS

    return set(TWINS) & {gid for gid, _ in VARIANTS}


def with_bot_levels() -> set[str]:
    return {gid for gid in GAME_IDS if levels_of(gid) == list(LEVELS)}


def with_terminal_ui() -> set[str]:
    return {gid for gid in GAME_IDS if get_ui(gid) is not GENERIC_UI}


def with_help_words() -> set[str]:
    """The games whose terminal help (``?``) is their own, in every language."""
    found = set()
    for game in GAMES:
        texts = {lang: get_ui(game.info.id).help_text(game, {"lang": lang}) for lang in LANGUAGES}
        generic = {lang: GENERIC_UI.help_text(game, {"lang": lang}) for lang in LANGUAGES}
        translated = texts["nl"] != texts["en"] != texts["fi"]
        if translated and all(texts[lang] != generic[lang] for lang in LANGUAGES):
            found.add(game.info.id)
    return found


# name -> (where the table is, what reads it)
TABLES: dict[str, tuple[str, Callable[[], set[str]]]] = {
    "bot levels": ("spelkast.bots (register_levels and the hard bot)", with_bot_levels),
    "measured bots": ("src/spelkast/bots/measured.json (bench/bots_table.py)", measured_games),
    "bots table games": ("bench/bots_table.py GAMES", bots_table_games),
    "move words": (
        "spelkast.games.describe (_DESCRIBERS and _REASONS)",
        lambda: set(worded_games()),
    ),
    "research codecs": ("spelkast.research.codec (a codec_<game> module's CODECS)", codec_games),
    "research twins": ("spelkast.research.twins (TWINS and VARIANTS)", twin_games),
    "terminal UI": ("spelkast.tui (_UI_MODULES)", with_terminal_ui),
    "terminal help words": ("spelkast.tui.<game>.words (<prefix>_help)", with_help_words),
    "server component data": (
        "spelkast.server.gamedata.BUILDERS (or NEEDS_NO_COMPONENT_DATA here)",
        lambda: set(BUILDERS) | NEEDS_NO_COMPONENT_DATA,
    ),
    "web boards": (
        "web/src/games/<folder>/index.ts ids (and GAMES in web/src/games/index.ts)",
        lambda: {gid for ids in web_board_ids().values() for gid in ids},
    ),
    "web rules pages": (
        "web/src/rules/index.ts LOADERS (or a game drawn on another's page in loadRules)",
        lambda: web_rules_ids(),
    ),
    "web game pictures": (
        "web/src/shell/pictures.ts DRAW",
        lambda: ts_object_keys(WEB / "shell" / "pictures.ts", "DRAW"),
    ),
    "web board fixtures": ("tools/web_fixtures BOARDS", web_fixture_games),
    "rules pages": ("docs/rules/<id>.md (or a page whose title names the game)", rules_page_ids),
}


@pytest.mark.parametrize("table", list(TABLES))
def test_every_game_is_in_the_table(table: str) -> None:
    where, read = TABLES[table]
    found = read()
    missing = [gid for gid in GAME_IDS if gid not in found]
    assert not missing, f"{', '.join(missing)} missing from the {table}: add it to {where}"
    unknown = sorted(found - set(GAME_IDS))
    assert not unknown, f"the {table} ({where}) names games nobody registered: {unknown}"


def test_every_web_board_module_is_in_the_app() -> None:
    """Each board folder's module is fetched by an entry of ``GAMES``, the list the shell
    picks from (each board a chunk of its own: ``import("./<folder>")``), for the ids the
    folder's module draws."""
    listed = (WEB / "games" / "index.ts").read_text("utf-8")
    games = re.search(r"GAMES[^=]*=\s*\[(.*?)\n\];", listed, re.DOTALL)
    assert games, "web/src/games/index.ts has no GAMES"
    entries = re.findall(r'ids: \[([^\]]*)\].*?import\("\./(\w+)"\)', games[1])
    in_app = {folder: set(re.findall(r'"([\w-]+)"', ids)) for ids, folder in entries}
    for folder, ids in web_board_ids().items():
        assert folder in in_app, f"web/src/games/{folder} is fetched by no entry of GAMES"
        assert ids == in_app[folder], f"GAMES gives {folder} the ids {in_app[folder]}, not {ids}"


def test_the_table_reader_sees_a_missing_game(tmp_path: Path) -> None:
    """The TypeScript reader finds every spelling of a key, so a left-out game shows."""
    source = tmp_path / "table.ts"
    source.write_text(
        'const DRAW: Record<string, X> = {\n  labyrinth,\n  "labyrinth-cards": f,\n'
        "  sudoku: g,\n  ...more,\n};\n",
        encoding="utf-8",
    )
    assert ts_object_keys(source, "DRAW") == {"labyrinth", "labyrinth-cards", "sudoku"}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_every_bot_level(game_id: str) -> None:
    assert levels_of(game_id) == list(LEVELS)
    for level in LEVELS:
        assert callable(get_bot(game_id, level).choose)
    assert "random" in available_bots(game_id)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_its_own_terminal_ui(game_id: str) -> None:
    ui = get_ui(game_id)
    assert ui is not GENERIC_UI
    assert ui.game_id == game_id
    assert get_game(game_id).info.id == game_id
