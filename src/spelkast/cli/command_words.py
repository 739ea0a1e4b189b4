"""What ``simulate``, ``arena``, ``perft``, ``serve``, ``bots-worker`` and ``ratings
recompute`` print for a person, in each language of ``--lang`` (their ``--json`` output
stays in the fixed machine form)."""

from __future__ import annotations

#: Every line (or table heading) those commands print, by key and language.
COMMAND_WORDS: dict[str, dict[str, str]] = {
    # simulate
    "game_line": {
        "en": "game {number} (seed {seed}): winner {who}; scores {scores}; {turns} turns",
        "nl": "partij {number} (seed {seed}): winnaar {who}; scores {scores}; {turns} beurten",
        "fi": "peli {number} (siemen {seed}): voittaja {who}; pisteet {scores}; {turns} vuoroa",
    },
    "unfinished": {"en": "unfinished", "nl": "onbeslist", "fi": "kesken"},
    "summary": {
        "en": "summary of {games} games (seeds {first}-{last}):",
        "nl": "samenvatting van {games} partijen (seeds {first}-{last}):",
        "fi": "yhteenveto {games} pelistä (siemenet {first}-{last}):",
    },
    "seat_wins": {
        "en": "{player} [{seat}]: {wins} wins, {shared} shared wins",
        "nl": "{player} [{seat}]: {wins} gewonnen, {shared} gedeeld gewonnen",
        "fi": "{player} [{seat}]: {wins} voittoa, {shared} jaettua voittoa",
    },
    "unfinished_count": {
        "en": "unfinished: {count}",
        "nl": "onbeslist: {count}",
        "fi": "kesken: {count}",
    },
    "mean_turns": {
        "en": "mean turns: {mean}",
        "nl": "gemiddeld aantal beurten: {mean}",
        "fi": "vuoroja keskimäärin: {mean}",
    },
    "bots_only": {
        "en": "simulate plays bots only; use seats like bot:random,bot:greedy",
        "nl": "simulate speelt alleen met bots; gebruik plaatsen als bot:random,bot:greedy",
        "fi": "simulate pelaa vain botteja; käytä paikkoja kuten bot:random,bot:greedy",
    },
    "games_word": {"en": "games", "nl": "partijen", "fi": "peliä"},
    # arena
    "arena_title": {
        "en": "{name}: {games} games, seed {seed}",
        "nl": "{name}: {games} partijen, seed {seed}",
        "fi": "{name}: {games} peliä, siemen {seed}",
    },
    "col_bot": {"en": "bot", "nl": "bot", "fi": "botti"},
    "col_games": {"en": "games", "nl": "partijen", "fi": "pelejä"},
    "col_wins": {"en": "wins", "nl": "gewonnen", "fi": "voittoja"},
    "col_rate": {"en": "win % [95% CI]", "nl": "winst % [95% BI]", "fi": "voitto % [95% LV]"},
    "col_score": {"en": "score", "nl": "score", "fi": "pisteet"},
    "col_rank": {"en": "rank", "nl": "plaats", "fi": "sija"},
    "col_median": {"en": "ms med", "nl": "ms med", "fi": "ms med"},
    "col_p90": {"en": "ms p90", "nl": "ms p90", "fi": "ms p90"},
    "arena_legend": {
        "en": "wins: win share (a shared win split equally); rank: average place",
        "nl": "gewonnen: aandeel in de winst (een gedeelde winst gelijk verdeeld); "
        "plaats: gemiddelde plaats",
        "fi": "voittoja: osuus voitoista (jaettu voitto jaetaan tasan); sija: keskimääräinen sija",
    },
    "elo": {
        "en": "Elo {first} - {second}: {difference} (95% interval {low} to {high}; "
        "head-to-head score {score}/{games})",
        "nl": "Elo {first} - {second}: {difference} (95%-interval {low} tot {high}; "
        "onderlinge score {score}/{games})",
        "fi": "Elo {first} - {second}: {difference} (95 %:n väli {low}…{high}; "
        "keskinäiset pisteet {score}/{games})",
    },
    "arena_unfinished": {
        "en": "unfinished games (left out): {count}",
        "nl": "onbesliste partijen (weggelaten): {count}",
        "fi": "keskeneräiset pelit (jätetty pois): {count}",
    },
    "unbalanced": {
        "en": "note: {games} games is not a multiple of {seats} seats; "
        "the seats are not quite balanced",
        "nl": "let op: {games} partijen is geen veelvoud van {seats} plaatsen; "
        "de plaatsen zijn niet helemaal in evenwicht",
        "fi": "huom: {games} peliä ei ole {seats} paikan monikerta; "
        "paikat eivät ole aivan tasapainossa",
    },
    "time": {"en": "time: {seconds} s", "nl": "tijd: {seconds} s", "fi": "aika: {seconds} s"},
    # perft
    "total": {"en": "total: {total}", "nl": "totaal: {total}", "fi": "yhteensä: {total}"},
    "depth": {
        "en": "depth {depth}: {total} in {seconds} s",
        "nl": "diepte {depth}: {total} in {seconds} s",
        "fi": "syvyys {depth}: {total} ajassa {seconds} s",
    },
    # serve, bots-worker, ratings recompute
    "serve_open": {
        "en": "spelkast: open {url} to play  (database: {where})",
        "nl": "spelkast: open {url} om te spelen  (database: {where})",
        "fi": "spelkast: avaa {url} pelataksesi  (tietokanta: {where})",
    },
    "worker": {
        "en": "spelkast bots-worker: {processes}, {timed} timed decisions at once, on {where}",
        "nl": "spelkast bots-worker: {processes}, {timed} getimede beslissingen tegelijk, "
        "op {where}",
        "fi": "spelkast bots-worker: {processes}, {timed} ajastettua päätöstä kerralla, "
        "palvelimella {where}",
    },
    "one_process": {"en": "1 process", "nl": "1 proces", "fi": "1 prosessi"},
    "processes": {
        "en": "{count} processes",
        "nl": "{count} processen",
        "fi": "{count} prosessia",
    },
    "worker_reviews": {
        "en": "  and the post-game reviews of the servers' database",
        "nl": "  en de nabesprekingen van de database van de servers",
        "fi": "  sekä palvelinten tietokannan pelien jälkikatsaukset",
    },
    "recomputed": {
        "en": "ratings recomputed from {rated} rated matches",
        "nl": "ratings opnieuw berekend uit {rated} gewaardeerde partijen",
        "fi": "vahvuusluvut laskettu uudelleen {rated} pisteytetystä ottelusta",
    },
}


def said(key: str, lang: str, **fields: object) -> str:
    """One of :data:`COMMAND_WORDS` in ``lang``, its fields filled in."""
    return COMMAND_WORDS[key][lang].format(**fields)
