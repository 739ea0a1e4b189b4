"""Träxx's refusals in English, Dutch and Finnish, by the codes of the
:class:`~spelkast.core.errors.Reason` values its engine gives: the path rules
(``REFUSALS``) and what its notation cannot read in a typed line or a position
(``NOTATION``).

:mod:`spelkast.games.refusals` gathers every game's entries and says them.
"""

from __future__ import annotations

REFUSALS: dict[str, dict[str, str]] = {
    "traexx.not_an_end": {
        "en": "{field} is not an end of the path; extend it at {end_fields}",
        "nl": "{field} is geen uiteinde van het pad; verleng het bij {end_fields}",
        "fi": "{field} ei ole polun pää; jatka polkua kohdasta {end_fields}",
    },
    "traexx.no_field": {
        "en": "there is no field number {field}",
        "nl": "er is geen veld nummer {field}",
        "fi": "kenttää numero {field} ei ole",
    },
    "traexx.not_next": {
        "en": "{field} is not next to {previous}",
        "nl": "{field} ligt niet naast {previous}",
        "fi": "{field} ei ole kentän {previous} vieressä",
    },
    "traexx.on_path": {
        "en": "{field} is already on the path; a field may be entered only once",
        "nl": "{field} ligt al op het pad; elk veld mag maar één keer betreden worden",
        "fi": "{field} on jo polulla; kenttään saa mennä vain kerran",
    },
    "traexx.colour_missing": {
        "en": "{field} is {colour} and the card does not show {colour}",
        "nl": "{field} is {colour} en de kaart toont geen {colour}",
        "fi": "{field} on {colour}, eikä kortissa ole väriä {colour}",
    },
    "traexx.colour_used": {
        "en": "{field} is {colour} and the card shows {colour} {shown}× (already used)",
        "nl": "{field} is {colour} en de kaart toont {colour} {shown}× (al gebruikt)",
        "fi": "{field} on {colour}, ja kortissa on {colour} {shown}× (jo käytetty)",
    },
    "traexx.pass_no_end": {
        "en": "a pass names no end: write just 'pass'",
        "nl": "bij passen noem je geen uiteinde: schrijf alleen 'pass'",
        "fi": "passatessa ei nimetä päätä: kirjoita vain 'pass'",
    },
    "traexx.too_many": {
        "en": "the card has {colours} colour fields; {fields} fields is too many",
        "nl": "de kaart heeft {colours} kleurvelden; {fields} velden is te veel",
        "fi": "kortissa on {colours} värikenttää; {fields} kenttää on liikaa",
    },
    "traexx.already_chosen": {
        "en": "{player} has already chosen this round",
        "nl": "{player} heeft deze ronde al gekozen",
        "fi": "{player} on jo valinnut tällä kierroksella",
    },
    "traexx.first_round": {
        "en": " (in the first round the path starts at your start field)",
        "nl": " (in de eerste ronde begint het pad op je startveld)",
        "fi": " (ensimmäisellä kierroksella polku alkaa lähtökentästäsi)",
    },
}

NOTATION: dict[str, dict[str, str]] = {
    "traexx.cannot_read": {
        "en": "cannot read {text}: {detail}. Write an extension as end:field-field "
        "(e.g. d5:c4-c5) or 'pass'",
        "nl": "kan {text} niet lezen: {detail}. Schrijf een verlenging als "
        "uiteinde:veld-veld (bv. d5:c4-c5) of pass",
        "fi": "syötettä {text} ei voi lukea: {detail}. Kirjoita jatke muodossa "
        "pää:kenttä-kenttä (esim. d5:c4-c5) tai pass",
    },
    "traexx.end_and_field": {
        "en": "cannot read {text}: name the end, then at least one field (e.g. d5:c4), "
        "or write 'pass'",
        "nl": "kan {text} niet lezen: noem het uiteinde en dan minstens één veld "
        "(bv. d5:c4), of schrijf pass",
        "fi": "syötettä {text} ei voi lukea: nimeä pää ja sitten vähintään yksi kenttä "
        "(esim. d5:c4) tai kirjoita pass",
    },
    "traexx.not_a_field": {
        "en": "there is no field {text} (rows a-i, e.g. a1-a5, e1-e9, i1-i5)",
        "nl": "er is geen veld {text} (rijen a-i, bv. a1-a5, e1-e9, i1-i5)",
        "fi": "kenttää {text} ei ole (rivit a–i, esim. a1–a5, e1–e9, i1–i5)",
    },
    "traexx.position_fields": {
        "en": "a traexx position has 6 fields: deck, cards played, paths, pending, scored, "
        "seed; this one has {found}",
        "nl": "een stand van traexx heeft 6 velden: stapel, gespeelde kaarten, paden, keuzes, "
        "scores, startgetal; deze heeft er {found}",
        "fi": "traexx-asemassa on 6 kenttää: pakka, pelatut kortit, polut, valinnat, pisteet, "
        "siemenluku; tässä niitä on {found}",
    },
    "traexx.bad_position": {
        "en": "not a traexx position: {detail}",
        "nl": "geen stand van traexx: {detail}",
        "fi": "tämä ei ole traexx-asema: {detail}",
    },
    "traexx.played_number": {
        "en": "cards played must be a whole number, got {text}",
        "nl": "het aantal gespeelde kaarten moet een geheel getal zijn, niet {text}",
        "fi": "pelattujen korttien määrän pitää olla kokonaisluku, ei {text}",
    },
    "traexx.score_number": {
        "en": "a number reached must be a whole number, got {text}",
        "nl": "een bereikt getal moet een geheel getal zijn, niet {text}",
        "fi": "saavutetun numeron pitää olla kokonaisluku, ei {text}",
    },
    "traexx.score_points": {
        "en": "points must be a whole number, got {text}",
        "nl": "punten moeten een geheel getal zijn, niet {text}",
        "fi": "pisteiden pitää olla kokonaisluku, ei {text}",
    },
    "traexx.seed_number": {
        "en": "the seed must be a whole number, got {text}",
        "nl": "het startgetal (seed) moet een geheel getal zijn, niet {text}",
        "fi": "siemenluvun pitää olla kokonaisluku, ei {text}",
    },
    "traexx.path_count": {
        "en": "{paths} {paths:path|paths} but {pending} pending and {scored} score "
        "{scored:list|lists}",
        "nl": "{paths} {paths:pad|paden} maar {pending} {pending:keuze|keuzes} en {scored} "
        "{scored:scorelijst|scorelijsten}",
        "fi": "{paths} {paths:polku|polkua}, mutta {pending} {pending:valinta|valintaa} ja "
        "{scored} {scored:pistelista|pistelistaa}",
    },
    "traexx.not_a_card": {
        "en": "{card} is not a card (colour letters {letters})",
        "nl": "{card} is geen kaart (kleurletters {letters})",
        "fi": "{card} ei ole kortti (värikirjaimet {letters})",
    },
    "traexx.no_card": {
        "en": "there is no card {card}",
        "nl": "er is geen kaart {card}",
        "fi": "korttia {card} ei ole",
    },
}
