"""What the review API says, in English, Dutch and Finnish: its refusals (each with its
code) and the verdicts on a practised move."""

from __future__ import annotations

from typing import Any

from spelkast.games.describe import LANGUAGES
from spelkast.review import words as W
from spelkast.server.errors import (
    NoSuchDecisionError,
    NoSuchReviewError,
    RefusedError,
    ReviewNotDoneError,
    ReviewNotFinishedError,
    ReviewRequestError,
)

_TEXT: dict[str, dict[str, str]] = {
    "en": {
        "not_finished": "A review opens when the game is over: this match is still going on.",
        "no_review": "There is no such review.",
        "not_done": "The review is not finished yet; practise once it is.",
        "no_decision": "There is no marked decision at move {move} of this review.",
        "too_many": "A turn here takes {span} moves; send at most that many.",
        "next": "Now finish your turn.",
        "best": "Well found: as good as the best move ({measure}: {value}).",
        "better": "Better than the move played ({measure}: {value} instead of {played}), "
        "but there is a better one still ({best}).",
        "not_better": "Not better than the move played ({measure}: {value}; the move played: "
        "{played}). Try again.",
        "same": "That is the move that was played. Look for a better one.",
    },
    "nl": {
        "not_finished": "Een analyse kan pas als het spel afgelopen is: deze partij loopt nog.",
        "no_review": "Die analyse bestaat niet.",
        "not_done": "De analyse is nog niet klaar; oefen zodra ze klaar is.",
        "no_decision": "Deze analyse heeft geen gemarkeerde beslissing bij zet {move}.",
        "too_many": "Een beurt bestaat hier uit {span} zetten; stuur er niet meer.",
        "next": "Maak nu je beurt af.",
        "best": "Goed gevonden: net zo goed als de beste zet ({measure}: {value}).",
        "better": "Beter dan de gespeelde zet ({measure}: {value} in plaats van {played}), "
        "maar er is nog een betere ({best}).",
        "not_better": "Niet beter dan de gespeelde zet ({measure}: {value}; de gespeelde zet: "
        "{played}). Probeer het nog eens.",
        "same": "Dat is de zet die gespeeld werd. Zoek een betere.",
    },
    "fi": {
        "not_finished": "Analyysin voi avata vasta, kun peli on päättynyt: tämä ottelu on "
        "vielä kesken.",
        "no_review": "Tällaista analyysia ei ole.",
        "not_done": "Analyysi ei ole vielä valmis; harjoittele, kun se on valmis.",
        "no_decision": "Tässä analyysissa ei ole merkittyä päätöstä siirrolla {move}.",
        "too_many": "Vuoro koostuu tässä {span} siirrosta; lähetä enintään niin monta.",
        "next": "Vie nyt vuorosi loppuun.",
        "best": "Hyvin löydetty: yhtä hyvä kuin paras siirto ({measure}: {value}).",
        "better": "Parempi kuin pelattu siirto ({measure}: {value}, pelatulla {played}), "
        "mutta vielä parempikin on ({best}).",
        "not_better": "Ei parempi kuin pelattu siirto ({measure}: {value}; pelatulla siirrolla "
        "{played}). Yritä uudestaan.",
        "same": "Se on siirto, joka pelattiin. Etsi parempi.",
    },
}


def said(key: str, **values: Any) -> dict[str, str]:
    """``key`` in every language."""
    return {lang: _TEXT[lang][key].format(**values) for lang in LANGUAGES}


def measured(key: str, measure: str, **values: float) -> dict[str, str]:
    """A verdict with estimates in it, each said as a person reads it (a percentage, or
    points solo), the measure named in each language."""
    numbers = {name: W.value_text(measure, value) for name, value in values.items()}
    return {
        lang: _TEXT[lang][key].format(measure=W.text(measure, lang), **numbers)
        for lang in LANGUAGES
    }


def _with_words(error: RefusedError, key: str, **values: Any) -> RefusedError:
    error.words = said(key, **values)
    return error


def not_finished() -> RefusedError:
    """A review asked for while the match is not over."""
    return _with_words(ReviewNotFinishedError(_TEXT["en"]["not_finished"]), "not_finished")


def no_review() -> RefusedError:
    return _with_words(NoSuchReviewError(_TEXT["en"]["no_review"]), "no_review")


def not_done() -> RefusedError:
    return _with_words(ReviewNotDoneError(_TEXT["en"]["not_done"]), "not_done")


def no_decision(move: int) -> RefusedError:
    message = _TEXT["en"]["no_decision"].format(move=move)
    return _with_words(NoSuchDecisionError(message), "no_decision", move=move)


def too_many(span: int) -> RefusedError:
    message = _TEXT["en"]["too_many"].format(span=span)
    return _with_words(ReviewRequestError(message), "too_many", span=span)
