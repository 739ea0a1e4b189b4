"""No English reaches a page in Dutch or Finnish: the lobby, a board of
every game mid-game against a bot, and a finished game of every game with its game-over
dialog (the reason why it ended, the bots' names) and its replay, in nl and fi. The page's
text, titles and labels are searched for every English phrase of the app's string
catalogues (web/src/**/strings.ts) and of the engines' words (games/*/describe.py)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from spelkast.games import describe as words
from spelkast.games.labyrinth import describe as labyrinth_words
from spelkast.games.labyrinth_cards import describe as cards_words
from spelkast.games.sudoku import describe as sudoku_words
from spelkast.games.traexx import describe as traexx_words

from .lobby import create_in_lobby, step_by_move_list

Shot = Callable[[Page, str], Path]

WEB = Path(__file__).resolve().parents[2] / "web" / "src"
GAMES = ["labyrinth", "labyrinth-cards", "sudoku", "sudoids", "traexx"]
ALL_BOTS = {
    "labyrinth": "greedy",
    "labyrinth-cards": "random",
    "sudoku": "random",
    "sudoids": "random",
    "traexx": "random",
}


def catalogues() -> dict[str, dict[str, dict[str, str]]]:
    """Every strings.ts of the app: file -> language -> key -> text."""
    found: dict[str, dict[str, dict[str, str]]] = {}
    entry = re.compile(r'^\s*"([^"]+)":\s*"((?:[^"\\]|\\.)*)",?\s*$')
    for path in sorted(WEB.rglob("strings.ts")):
        tables: dict[str, dict[str, str]] = {}
        lang = None
        for line in path.read_text(encoding="utf-8").splitlines():
            marker = re.match(r"^\s*(en|nl|fi)\s*:\s*\{", line)
            if marker:
                lang = marker.group(1)
                tables[lang] = {}
                continue
            match = entry.match(line)
            if match and lang:
                tables[lang][match.group(1)] = match.group(2)
        found[str(path.relative_to(WEB))] = tables
    return found


def phrases(text: str) -> list[str]:
    """The literal parts of a template (placeholders cut out) that are phrases: two words
    or more and ten letters or more."""
    out = []
    for part in re.split(r"\{[^}]*\}|[:()·,;.!?…]", text):
        part = part.strip()
        if len(part) >= 10 and len(part.split()) >= 2:
            out.append(part)
    return out


def english_phrases() -> set[str]:
    """English phrases that have no equal in the Dutch and Finnish texts."""
    english: set[str] = set()
    other: list[str] = []
    for tables in catalogues().values():
        for value in tables.get("en", {}).values():
            english.update(phrases(value))
        for lang in ("nl", "fi"):
            other.extend(tables.get(lang, {}).values())
    engines = [
        labyrinth_words._SHIFT,
        labyrinth_words._WORDS,
        labyrinth_words._REASONS,
        cards_words._WORDS,
        cards_words._REASONS,
        sudoku_words._WORDS,
        sudoku_words._REASONS,
        traexx_words._WORDS,
        traexx_words._REASONS,
    ]
    for table in engines:
        for value in table["en"].values():
            english.update(phrases(value))
        for lang in ("nl", "fi"):
            other.extend(table[lang].values())
    for bot in ("random", "greedy", "easy", "medium", "hard", "expert"):
        english.add(words.bot_name(bot, "en"))
    joined = "\n".join(other).lower()
    return {p for p in english if p.lower() not in joined}


ENGLISH = english_phrases()

#: Everything a person reads or hears on the page: its text, titles, labels, alt texts,
#: placeholders and SVG titles.
READ_PAGE = """
() => {
  const parts = [document.body.innerText, document.title];
  for (const el of document.querySelectorAll('[title],[aria-label],[placeholder],[alt]')) {
    for (const a of ['title', 'aria-label', 'placeholder', 'alt']) {
      const v = el.getAttribute(a);
      if (v) parts.push(v);
    }
  }
  for (const t of document.querySelectorAll('svg title')) parts.push(t.textContent || '');
  return parts.join('\\n');
}
"""


def english_on(page: Page) -> list[str]:
    text = page.evaluate(READ_PAGE).lower()
    return sorted(p for p in ENGLISH if p.lower() in text)


def test_the_catalogues_hold_english_phrases_to_look_for() -> None:
    """The search is not empty: it knows the shell's, the boards' and the engines'
    English (a check that would find nothing could not fail)."""
    assert "Waiting for players to join" in ENGLISH
    assert "medium bot" in ENGLISH
    assert any("pushed row" in p for p in ENGLISH)
    assert any("collected the most cards" in p for p in ENGLISH)
    assert len(ENGLISH) > 150


@pytest.mark.parametrize("lang", ["nl", "fi"])
def test_no_english_reaches_a_page_in_dutch_or_finnish(page: Page, lang: str, shot: Shot) -> None:
    page.add_init_script(
        f"try {{ localStorage.setItem('spelkast.lang', '{lang}') }} catch (e) {{}}"
    )
    found: dict[str, list[str]] = {}
    page.goto("/")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    found["lobby"] = english_on(page)
    # a finished game of every game (all bots): created first, so that they play while
    # the boards below are looked at
    finished: dict[str, str] = {}
    for game in GAMES:
        bot = ALL_BOTS[game]
        response = page.request.post(
            "/api/matches",
            data={"game": game, "seats": [{"kind": "bot", "bot": bot}] * 2, "options": {}},
        )
        assert response.status == 201, response.text()
        finished[game] = response.json()["id"]
    rng = random.Random(2)
    # a board of every game mid-game, against a bot, after a few moves each
    for game in GAMES:
        create_in_lobby(page, game, ["me", "bot:medium"])
        made = 0
        for _ in range(400):
            if made >= 3:
                break
            if step_by_move_list(page, rng):
                made += 1
            else:
                page.wait_for_timeout(40)
        found[f"{game} playing"] = english_on(page)
        shot(page, f"{game}-playing")
    # a finished game of every game: the result, the reason, the replay
    for game, match_id in finished.items():
        page.goto(f"/match/{match_id}")
        expect(page.get_by_test_id("game-over")).to_be_visible(timeout=240_000)
        expect(page.get_by_test_id("over-reason")).to_be_visible()
        found[f"{game} over"] = english_on(page)
        shot(page, f"{game}-over")
        page.get_by_test_id("replay-open").click()
        expect(page.get_by_test_id("replay")).to_be_visible()
        page.get_by_test_id("replay-first").click()
        page.get_by_test_id("replay-next").click()
        found[f"{game} replay"] = english_on(page)
    leaks = {where: hits for where, hits in found.items() if hits}
    assert not leaks, f"English in a {lang} page: {leaks}"
