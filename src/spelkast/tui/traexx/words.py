"""The sentences of the Träxx screens in English, Dutch and Finnish: the panels, the
prompts, the help (``?``) and its rarer lines; :mod:`spelkast.tui.words` gathers them.
"""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "tr_prompt_keys": {"en": "number/field", "nl": "nummer/veld", "fi": "numero/kenttä"},
    "tr_help": {
        "en": "Extend your path with the colours of the card, field by field to a neighbour, "
        "never onto a field already on the path; from round 2 at either end (one end "
        "per round).\n"
        "Type the number of an offered next field or its name (c4); with two ends, an "
        "end's name first picks that end. u = undo the last field, c = clear, "
        "ok = play the extension, pass = pass, names = show field names on the board.\n"
        "You may also type a whole extension: end:field-field (d5:c4-c5).\n"
        "Board: letters are colours (Y yellow, B blue, R red, G green, A grey, W white), "
        "digits after them numbers; ● your path, ◆ its ends, [ ] possible next fields.",
        "nl": "Verleng je pad met de kleuren van de kaart, veld voor veld naar een buurveld, "
        "nooit op een veld dat al op het pad ligt; vanaf ronde 2 aan een van beide uiteinden "
        "(één uiteinde per ronde).\n"
        "Typ het nummer van een aangeboden volgend veld of zijn naam (c4); met twee "
        "uiteinden kiest de naam van een uiteinde eerst dat uiteinde. u = laatste veld "
        "terug, c = wissen, ok = de verlenging spelen, pass = passen, names = veldnamen op "
        "het bord tonen.\n"
        "Je mag ook een hele verlenging typen: uiteinde:veld-veld (d5:c4-c5).\n"
        "Bord: letters zijn kleuren (Y geel, B blauw, R rood, G groen, A grijs, W wit), "
        "cijfers erachter zijn getallen; ● je pad, ◆ de uiteinden, [ ] mogelijke volgende "
        "velden.",
        "fi": "Jatka polkuasi kortin väreillä kenttä kerrallaan naapurikenttään, ei koskaan "
        "kentälle, joka on jo polulla; kierroksesta 2 alkaen kummasta tahansa päästä (yksi "
        "pää kierroksessa).\n"
        "Kirjoita tarjotun seuraavan kentän numero tai nimi (c4); kun päitä on kaksi, pään "
        "nimi ensin valitsee sen pään. u = peru viimeinen kenttä, c = tyhjennä, ok = pelaa "
        "jatke, pass = passaa, names = näytä kenttien nimet laudalla.\n"
        "Voit myös kirjoittaa koko jatkeen: pää:kenttä-kenttä (d5:c4-c5).\n"
        "Lauta: kirjaimet ovat värejä (Y keltainen, B sininen, R punainen, G vihreä, "
        "A harmaa, W valkoinen), niiden perässä numerot; ● polkusi, ◆ sen päät, [ ] "
        "mahdolliset seuraavat kentät.",
    },
    "tx_names_shown": {
        "en": "Field names shown.",
        "nl": "Veldnamen getoond.",
        "fi": "Kenttien nimet näkyvissä.",
    },
    "tx_colours_shown": {
        "en": "Colours shown.",
        "nl": "Kleuren getoond.",
        "fi": "Värit näkyvissä.",
    },
}
