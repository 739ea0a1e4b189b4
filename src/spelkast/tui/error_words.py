"""The refusals a player reads at the terminal, in English, Dutch and Finnish: the
engines' (:mod:`spelkast.games.refusals`) and the terminal screens' own (:data:`SCREENS`:
what a screen refuses before the rules are asked, such as an offer number that is not
offered), said with the seats named as the terminal names them.
"""

from __future__ import annotations

from collections.abc import Sequence

from spelkast.games import refusals
from spelkast.games.refusals import GENERIC, Extra, reason_of

SCREENS: dict[str, dict[str, str]] = {
    "ui.not_legal_now": {
        "en": "that is not one of your legal actions now",
        "nl": "dat is nu geen toegestane zet voor jou",
        "fi": "se ei ole nyt sallittu siirtosi",
    },
    "ui.no_action_number": {
        "en": "there is no action number {number}; pick 1-{count}",
        "nl": "er is geen zet nummer {number}; kies 1-{count}",
        "fi": "siirtoa numero {number} ei ole; valitse 1–{count}",
    },
    "ui.labyrinth_shifted": {
        "en": "the maze is already shifted this turn: now type a cell to move to, or stay",
        "nl": "het doolhof is deze beurt al geschoven: typ nu een vak om heen te lopen, of stay",
        "fi": "labyrinttiä on jo siirretty tällä vuorolla: kirjoita nyt ruutu, johon liikut, "
        "tai stay",
    },
    "ui.labyrinth_read_shift": {
        "en": "cannot read {text}: {detail}; type an arrow (Nb, E4, Sd, W2, ...) to push the "
        "spare in, r / l to turn it first, or the open sides too, e.g. Nb:ES",
        "nl": "kan {text} niet lezen: {detail}; typ een pijl (Nb, E4, Sd, W2, ...) om de "
        "losse kaart in te schuiven, r / l om hem eerst te draaien, of ook de open kanten, "
        "bv. Nb:ES",
        "fi": "en ymmärrä {text}: {detail}; kirjoita nuoli (Nb, E4, Sd, W2, ...) "
        "työntääksesi irtolaatan sisään, r / l kääntää sitä ensin, tai myös avoimet sivut, "
        "esim. Nb:ES",
    },
    "ui.labyrinth_read_move": {
        "en": "cannot read {text}: {detail}; type a cell among the dotted ones (d4; a1 is top "
        "left), or stay",
        "nl": "kan {text} niet lezen: {detail}; typ een vak tussen de gestippelde (d4; a1 is "
        "linksboven), of stay",
        "fi": "en ymmärrä {text}: {detail}; kirjoita ruutu pisteellä merkityistä (d4; a1 on "
        "vasen yläkulma), tai stay",
    },
    "ui.labyrinth_read_coin": {
        "en": "cannot read {text}: {detail}; type coin1, coin2 or coin3",
        "nl": "kan {text} niet lezen: {detail}; typ coin1, coin2 of coin3",
        "fi": "en ymmärrä {text}: {detail}; kirjoita coin1, coin2 tai coin3",
    },
    "ui.cards_no_mark": {
        "en": "no cell is marked '{mark}'; the letters on the layout mark the cells where a card fits",
        "nl": "geen vak heeft de letter '{mark}'; de letters op tafel tonen de vakken waar "
        "een kaart past",
        "fi": "mikään ruutu ei ole merkitty kirjaimella '{mark}'; pöydän kirjaimet näyttävät "
        "ruudut, joihin kortti sopii",
    },
    "ui.cards_preview_discard": {
        "en": "only placements can be previewed",
        "nl": "alleen het leggen van een kaart kun je vooraf bekijken",
        "fi": "vain kortin asettamista voi esikatsella",
    },
    "ui.cards_not_legal": {
        "en": "{action} is not a legal placement; the · cells show where cards fit",
        "nl": "{action} mag niet; de vakken met · tonen waar kaarten passen",
        "fi": "{action} ei ole sallittu; ·-ruudut näyttävät, mihin kortit sopivat",
    },
    "ui.cards_choose_take": {
        "en": "taking everything would split the layout; choose one: {choices}",
        "nl": "alles pakken zou de tafel in stukken breken; kies er een: {choices}",
        "fi": "kaiken ottaminen jakaisi pöydän osiin; valitse yksi: {choices}",
    },
    "ui.sudoku_no_claim": {
        "en": "in assisted mode there is nothing to claim: type one of the cells marked +",
        "nl": "in de hulpstand valt er niets te claimen: typ een van de vakken met een +",
        "fi": "avustetussa tilassa ei ole mitään väitettävää: kirjoita jokin +-merkityistä ruuduista",
    },
    "ui.sudoku_cannot_read": {
        "en": "cannot read {text}: {detail}",
        "nl": "kan {text} niet lezen: {detail}",
        "fi": "syötettä {text} ei voi lukea: {detail}",
    },
    "ui.sudoku_or_claim": {
        "en": "; or type claim if your tile fits nowhere",
        "nl": "; of typ claim als je steen nergens past",
        "fi": "; tai kirjoita claim, jos laattasi ei sovi mihinkään",
    },
    "ui.traexx_choose_first": {
        "en": "choose at least one field first, or type pass",
        "nl": "kies eerst minstens één veld, of typ pass",
        "fi": "valitse ensin vähintään yksi kenttä tai kirjoita pass",
    },
    "ui.traexx_no_offer": {
        "en": "there is no offer {number}; pick 1-{count}",
        "nl": "er is geen keuze {number}; kies 1-{count}",
        "fi": "vaihtoehtoa {number} ei ole; valitse 1–{count}",
    },
    "ui.traexx_no_further": {
        "en": "no further field is possible: type ok or u",
        "nl": "er kan geen veld meer bij: typ ok of u",
        "fi": "kenttiä ei voi lisätä enempää: kirjoita ok tai u",
    },
    "ui.traexx_both_ends": {
        "en": "{field} is next to both ends: type an end's name first",
        "nl": "{field} ligt naast beide uiteinden: typ eerst de naam van een uiteinde",
        "fi": "{field} on molempien päiden vieressä: kirjoita ensin pään nimi",
    },
    "ui.traexx_not_next": {
        "en": "{field} cannot come next (possible: {offered})",
        "nl": "{field} kan niet als volgende (mogelijk: {offered})",
        "fi": "{field} ei voi tulla seuraavaksi (mahdolliset: {offered})",
    },
}

ERRORS: dict[str, dict[str, str]] = {**refusals.ERRORS, **SCREENS}


def text(code: str, lang: str, **fields: object) -> str:
    """The entry ``code`` in ``lang`` (English if missing), with ``fields`` filled in."""
    return refusals.text(code, lang, ERRORS, **fields)


def say(
    error: BaseException, lang: str, names: Sequence[str] = (), extra: Extra | None = None
) -> str:
    """``error`` as the terminal says it in ``lang``: ``names`` are the seats' names,
    ``extra`` gives a screen's own wording of some parameters."""
    return refusals.say(error, lang, names, extra, ERRORS)


__all__ = ["ERRORS", "GENERIC", "SCREENS", "Extra", "reason_of", "say", "text"]
