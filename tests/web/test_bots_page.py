"""The bots page in Chromium against a real server: reached from the header, it shows
every game's table with the figures of src/spelkast/bots/measured.json, "not measured
yet" for the standard match-ups missing there, and fits a phone's width."""

from __future__ import annotations

import math
import re
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from playwright.sync_api import Page, expect

from spelkast.core.registry import all_games, get_game
from spelkast.server.bots.info import MEASURED, load_measured

STANDARD = ("hard-medium", "medium-easy", "hard-easy", "expert-hard")


def _half_up(value: float, places: int = 0) -> str:
    """``value`` rounded half away from zero on its exact binary value (as Intl does),
    without trailing zeros."""
    exact = Decimal(value).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    text = f"{exact:,f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def _percent(rate: float) -> str:
    return _half_up(rate * 100)


def _elo(value: float | None, infinite: int) -> str:
    if value is None:
        return "+∞" if infinite > 0 else "−∞"
    rounded = math.floor(value + 0.5)  # JavaScript's Math.round
    return "0" if rounded == 0 else f"{rounded:+d}".replace("-", "−")


def _ms(value: float) -> str:
    return _half_up(value, 2 if value < 1 else 1 if value < 10 else 0) + " ms"


def expected_cells(report: dict[str, Any]) -> dict[str, str]:
    """The cells the page must show for ``report``, worked out here independently."""
    first, second = report["bots"][:2]
    elo = report["elo"]
    wins = (
        f"{_percent(first['win_rate'])}% "
        f"[{_percent(first['win_rate_low'])}–{_percent(first['win_rate_high'])}%]"
    )
    side = 1 if elo["score_rate"] >= 0.5 else -1
    return {
        "wins": wins,
        "elo": f"{_elo(elo['difference'], side)} [{_elo(elo['low'], -1)}, {_elo(elo['high'], 1)}]",
        "time": f"{_ms(first['median_ms'])} / {_ms(second['median_ms'])}",
    }


def matchup(report: dict[str, Any]) -> str:
    return "-".join(seat.removeprefix("bot:").split(":")[0] for seat in report["seats"])


def variant(report: dict[str, Any]) -> str:
    """The report's options that differ from the game's defaults, as the page writes them."""
    defaults = get_game(report["game"]).resolve_options(None)
    return ",".join(
        f"{key}={str(value).lower() if isinstance(value, bool) else value}"
        for key, value in report["options"].items()
        if key in defaults and defaults[key] != value
    )


def test_the_bots_page_shows_the_measured_figures(page: Page, shot: Any) -> None:
    reports = load_measured(MEASURED)
    assert reports, "measured.json holds no reports"
    page.goto("/")
    page.locator("header nav").get_by_role("link", name="Bots").click()
    expect(page).to_have_url(re.compile(r"/bots$"))
    expect(page.locator("h1")).to_contain_text("Bots")
    tables = page.get_by_test_id("bots-table")
    expect(tables).to_have_count(len(all_games()))
    for report in reports:
        table = page.locator(f'table[data-game="{report["game"]}"]')
        row = table.locator(
            f'tr[data-matchup="{matchup(report)}"][data-variant="{variant(report)}"]'
        )
        expect(row).to_have_count(1)
        for field, text in expected_cells(report).items():
            expect(row.locator(f'[data-field="{field}"]')).to_have_text(text)
        expect(row.locator('[data-field="games"]')).to_contain_text(f"{report['finished']:,}")
    measured = {(report["game"], matchup(report)) for report in reports if not variant(report)}
    for game in all_games():
        table = page.locator(f'table[data-game="{game.info.id}"]')
        for pair in STANDARD:
            missing = table.locator(f'tr[data-matchup="{pair}"] [data-field="missing"]')
            if (game.info.id, pair) in measured:
                expect(missing).to_have_count(0)
            else:
                expect(missing).to_have_text("not measured yet")
    expect(page.get_by_test_id("bots-interval")).to_contain_text("95%")
    shot(page, "desktop")
    page.get_by_test_id("lang").select_option("fi")
    expect(page.locator("h1")).to_contain_text("Botit")
    page.set_viewport_size({"width": 375, "height": 800})
    phone = shot(page, "phone-fi")
    # the first table on a phone: it scrolls sideways inside its own box
    section = page.locator('section[data-game="labyrinth"]')
    section.scroll_into_view_if_needed()
    section.screenshot(path=str(phone.with_name(phone.name.replace("phone-fi", "phone-table"))))
    # tables scroll inside their own box; the page itself never scrolls sideways
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
