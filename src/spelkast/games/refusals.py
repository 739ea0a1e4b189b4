"""The refusals a player reads, in English, Dutch and Finnish, for every front end.

The engines give their reasons as :class:`spelkast.core.errors.Reason` values: an
English text with a code and parameters. :func:`say` looks the code up here and fills
in the parameters in a language, naming seats as the front end names them;
:func:`refusal_words` says one refusal in every language at once (what the server sends
with a refused move). A refusal without a code (or with one this catalogue does not
know) is said in English only in English; in another language it is said what kind of
refusal it was (:data:`GENERIC`) rather than show English. A parameter that is itself a
reason (what was wrong inside a line that could not be read: "b9 is not a field") is
said the same way, and ``{n:one|many}`` picks a word by a number
(:func:`spelkast.core.errors.fill`).

The entries of each game live beside its engine (``games/<game>/refusals.py``: its
rules' refusals and what its notation cannot read); this module holds the core's own and
the position notation's, shared by the games. A front end may add entries of its own
screens by passing a larger ``catalogue`` (the terminal does).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from spelkast.core.errors import (
    GameOverError,
    IllegalActionError,
    MalformedActionError,
    Reason,
    WrongPlayerError,
    fill,
    listed,
)
from spelkast.games.labyrinth import refusals as labyrinth
from spelkast.games.labyrinth_cards import refusals as labyrinth_cards
from spelkast.games.sudoku import refusals as sudoku
from spelkast.games.traexx import refusals as traexx

LANGUAGES = ("en", "nl", "fi")

Catalogue = Mapping[str, Mapping[str, str]]

CORE: dict[str, dict[str, str]] = {
    "core.game_over": {
        "en": "the game is over; no more actions are accepted",
        "nl": "het spel is afgelopen; er worden geen zetten meer aangenomen",
        "fi": "peli on päättynyt; siirtoja ei enää oteta vastaan",
    },
    "core.game_over_short": {
        "en": "the game is over",
        "nl": "het spel is afgelopen",
        "fi": "peli on päättynyt",
    },
    "core.not_a_player": {
        "en": "{value} is not a player number",
        "nl": "{value} is geen spelersnummer",
        "fi": "{value} ei ole pelaajan numero",
    },
    "core.not_your_turn": {
        "en": "it is not {player}'s turn (waiting for {waiting_players})",
        "nl": "{player} is niet aan de beurt (we wachten op {waiting_players})",
        "fi": "nyt ei ole pelaajan {player} vuoro (odotetaan: {waiting_players})",
    },
    "core.not_turn": {
        "en": "it is not {player}'s turn",
        "nl": "{player} is niet aan de beurt",
        "fi": "nyt ei ole pelaajan {player} vuoro",
    },
    "core.not_legal": {
        "en": "{action} is not a legal action here",
        "nl": "{action} is hier geen toegestane zet",
        "fi": "{action} ei ole tässä sallittu siirto",
    },
    "core.not_an_action": {
        "en": "{action} is not a move of this game",
        "nl": "{action} is geen zet van dit spel",
        "fi": "{action} ei ole tämän pelin siirto",
    },
}

POSITION: dict[str, dict[str, str]] = {
    "position.fields": {
        "en": "a {game} position has {fields} space-separated fields, this one has {found}",
        "nl": "een stand van {game} heeft {fields} velden, gescheiden door spaties; "
        "deze heeft er {found}",
        "fi": "pelin {game} asemassa on {fields} välilyönnein erotettua kenttää; "
        "tässä niitä on {found}",
    },
    "position.cannot_read": {
        "en": "cannot read the position: {detail}",
        "nl": "kan de stand niet lezen: {detail}",
        "fi": "asemaa ei voi lukea: {detail}",
    },
    "position.board_rows": {
        "en": "the board needs {rows} rows, found {found}",
        "nl": "het bord heeft {rows} rijen nodig, gevonden: {found}",
        "fi": "laudalla pitää olla {rows} riviä, löytyi {found}",
    },
    "position.unknown_flag": {
        "en": "unknown flag {flag}",
        "nl": "onbekende vlag {flag}",
        "fi": "tuntematon lippu {flag}",
    },
    "position.flag_twice": {
        "en": "flag {flag} given twice",
        "nl": "vlag {flag} staat er twee keer",
        "fi": "lippu {flag} on annettu kahdesti",
    },
    "position.flag_number": {
        "en": "{flag} needs a whole number",
        "nl": "bij {flag} hoort een geheel getal",
        "fi": "kohdassa {flag} pitää olla kokonaisluku",
    },
}

NOTATION: dict[str, dict[str, str]] = {
    **POSITION,
    **labyrinth.NOTATION,
    **sudoku.NOTATION,
    **traexx.NOTATION,
}
"""What the notations cannot read (typed lines and positions), every game's."""

ERRORS: dict[str, dict[str, str]] = {
    **CORE,
    **labyrinth.REFUSALS,
    **labyrinth_cards.REFUSALS,
    **sudoku.REFUSALS,
    **traexx.REFUSALS,
    **NOTATION,
}
"""Every refusal the core and the engines give, by code."""

GENERIC: dict[str, dict[str, str]] = {
    "malformed": {
        "en": "that cannot be read as a move",
        "nl": "dat kan ik niet als zet lezen",
        "fi": "tätä ei voi lukea siirroksi",
    },
    "illegal": {
        "en": "that move is not allowed here",
        "nl": "die zet mag hier niet",
        "fi": "tämä siirto ei ole tässä sallittu",
    },
    "wrong_player": {
        "en": "it is not your turn",
        "nl": "je bent niet aan de beurt",
        "fi": "nyt ei ole sinun vuorosi",
    },
    "game_over": {
        "en": "the game is over",
        "nl": "het spel is afgelopen",
        "fi": "peli on päättynyt",
    },
    "none": {"en": "none", "nl": "geen", "fi": "ei yhtään"},
}

_KINDS: dict[str, type[Exception]] = {
    "malformed": MalformedActionError,
    "illegal": IllegalActionError,
    "wrong_player": WrongPlayerError,
    "game_over": GameOverError,
}

Extra = Callable[[Reason, str], Mapping[str, object]]
"""A front end's own wording of some parameters (e.g. Sudoku's tiles), by reason and
language."""


def kind_of(error: BaseException) -> str:
    """Which :data:`GENERIC` entry says ``error`` when its code cannot be said."""
    if isinstance(error, WrongPlayerError):
        return "wrong_player"
    if isinstance(error, GameOverError):
        return "game_over"
    if isinstance(error, IllegalActionError):
        return "illegal"
    return "malformed"


def reason_of(error: BaseException) -> Reason | None:
    """The engine's coded reason carried by ``error`` (``None`` if it has none)."""
    found = error.args[0] if error.args else None
    return found if isinstance(found, Reason) else None


def text(code: str, lang: str, catalogue: Catalogue = ERRORS, **fields: object) -> str:
    """The entry ``code`` in ``lang`` (English if missing), with ``fields`` filled in."""
    entry = catalogue[code]
    return fill(entry.get(lang, entry["en"]), **fields)


def say(
    error: BaseException,
    lang: str,
    names: Sequence[str] = (),
    extra: Extra | None = None,
    catalogue: Catalogue = ERRORS,
) -> str:
    """``error`` said in ``lang`` (see the module text): ``names`` are the seats' names,
    ``extra`` gives a front end's own wording of some parameters."""
    reason = reason_of(error)
    said = words(reason, lang, names, extra, catalogue) if reason is not None else None
    if said is not None:
        return said
    return str(error) if lang not in ("nl", "fi") else GENERIC[kind_of(error)][lang]


def refusal_words(
    refused: BaseException | Reason,
    seat_names_by_language: Mapping[str, Sequence[str]] | None = None,
    kind: str = "illegal",
) -> dict[str, str]:
    """A refusal in every language, ``{"en": ..., "nl": ..., "fi": ...}``.

    ``refused`` is the error an engine raised, or its :class:`Reason` alone (then
    ``kind``, a :data:`GENERIC` key, says what kind of refusal it was, for a language
    that cannot say its code). Seats are named by ``seat_names_by_language`` (each
    language's list, by seat number); a seat without a name is said by its number.
    """
    names = seat_names_by_language or {}
    error = refused if isinstance(refused, BaseException) else _KINDS[kind](refused)
    return {lang: say(error, lang, names.get(lang, ())) for lang in LANGUAGES}


def words(
    reason: Reason,
    lang: str,
    names: Sequence[str] = (),
    extra: Extra | None = None,
    catalogue: Catalogue = ERRORS,
) -> str | None:
    """``reason`` in ``lang``, or ``None`` when the catalogue cannot say it all (an
    unknown code, a field the front end did not word, a detail without words)."""
    entry = catalogue.get(reason.code)
    if entry is None:
        return None
    none = GENERIC["none"].get(lang, "none")
    fields: dict[str, object] = {}
    for key, value in reason.params.items():
        if isinstance(value, Reason):
            inner = words(value, lang, names, extra, catalogue)
            if inner is None and lang in ("nl", "fi"):
                return None
            fields[key] = inner if inner is not None else str(value)
        elif key == "player" or key.endswith("_player"):
            fields[key] = _name(value, names)
        elif key.endswith("_players") and isinstance(value, list | tuple):
            fields[key] = ", ".join(_name(v, names) for v in value) or none
        else:
            fields[key] = listed(value, none)
    if extra is not None:
        fields.update(extra(reason, lang))
    template = entry.get(lang, entry["en"])
    note = reason.params.get("note")
    if isinstance(note, str) and note in catalogue:
        template += catalogue[note].get(lang, catalogue[note]["en"])
    try:
        return fill(template, **fields)
    except (KeyError, IndexError, ValueError):  # a field the front end did not word
        return None


def _name(value: object, names: Sequence[str]) -> str:
    if isinstance(value, int) and 0 <= value < len(names):
        return names[value]
    return str(value)
