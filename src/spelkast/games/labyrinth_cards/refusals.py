"""The card game's refusals in English, Dutch and Finnish, by the codes of the
:class:`~spelkast.core.errors.Reason` values its engine gives: the card game's rules and
its placement notation.

:mod:`spelkast.games.refusals` gathers every game's entries and says them.
"""

from __future__ import annotations

REFUSALS: dict[str, dict[str, str]] = {
    "cards.not_in_hand": {
        "en": "card {card} is not in your hand (you hold {hand})",
        "nl": "kaart {card} heb je niet in je hand (je hebt {hand})",
        "fi": "korttia {card} ei ole kädessäsi (kädessäsi: {hand})",
    },
    "cards.discard_when_stuck": {
        "en": "you may only discard when none of your cards can be placed; {example} is possible",
        "nl": "je mag alleen afleggen als geen van je kaarten past; {example} kan",
        "fi": "saat poistaa kortin vain, jos mikään korteistasi ei sovi pöytään; {example} käy",
    },
    "cards.placement_fields": {
        "en": "a placement needs a rotation 0-3 and whole-number coordinates",
        "nl": "een kaart leggen vraagt een draaiing 0-3 en gehele coördinaten",
        "fi": "kortin asettaminen vaatii käännön 0–3 ja kokonaislukukoordinaatit",
    },
    "cards.same_rotation": {
        "en": "card {card} turned r{rotation} lies exactly as r{same}: write r{same}",
        "nl": "kaart {card} gedraaid r{rotation} ligt precies als r{same}: schrijf r{same}",
        "fi": "kortti {card} käännettynä r{rotation} on täsmälleen sama kuin r{same}: "
        "kirjoita r{same}",
    },
    "cards.cell_taken": {
        "en": "cell {cell} already holds card {card}",
        "nl": "op vak {cell} ligt al kaart {card}",
        "fi": "ruudussa {cell} on jo kortti {card}",
    },
    "cards.no_neighbour": {
        "en": "cell {cell} shares no edge with the cards on the table",
        "nl": "vak {cell} raakt met geen zijde een kaart op tafel",
        "fi": "ruudulla {cell} ei ole yhteistä reunaa pöydän korttien kanssa",
    },
    "cards.no_corridor": {
        "en": "card {card} turned r{rotation} on {cell} makes no corridor connection "
        "with a neighbouring card",
        "nl": "kaart {card} gedraaid r{rotation} op {cell} sluit met geen gang aan op "
        "een buurkaart",
        "fi": "kortti {card} käännettynä r{rotation} ruudussa {cell} ei yhdistä yhtään "
        "käytävää viereiseen korttiin",
    },
    "cards.take_list": {
        "en": "the cards to take must be a list of card numbers",
        "nl": "de kaarten die je pakt moeten een lijst kaartnummers zijn",
        "fi": "otettavien korttien pitää olla luettelo korttien numeroita",
    },
    "cards.take_order": {
        "en": "list the cards to take once each, in increasing order",
        "nl": "noem de kaarten die je pakt elk één keer, van laag naar hoog",
        "fi": "luettele otettavat kortit kukin kerran, pienimmästä suurimpaan",
    },
    "cards.take_placed": {
        "en": "the card just placed is never taken",
        "nl": "de kaart die je net legt, pak je nooit",
        "fi": "juuri asetettua korttia ei koskaan oteta",
    },
    "cards.not_joined": {
        "en": "card {take} is not joined by a corridor to the same treasure on card {card} "
        "(you may take: {matched})",
        "nl": "kaart {take} is niet met een gang verbonden met dezelfde schat op kaart "
        "{card} (je mag pakken: {matched})",
        "fi": "korttia {take} ei yhdistä käytävä samaan aarteeseen kortilla {card} "
        "(saat ottaa: {matched})",
    },
    "cards.would_split": {
        "en": "taking {take} would split the layout into separate groups; allowed: {allowed}",
        "nl": "als je {take} pakt, valt de tafel uiteen in losse groepen; wel mag: {allowed}",
        "fi": "korttien {take} ottaminen jakaisi pöydän erillisiin ryhmiin; sallittu: {allowed}",
    },
    "cards.take_maximal": {
        "en": "with taking=maximal take as many as the layout allows: {allowed}",
        "nl": "met taking=maximal pak je zoveel als de tafel toelaat: {allowed}",
        "fi": "säännöllä taking=maximal otetaan niin monta kuin pöytä sallii: {allowed}",
    },
    "cards.cannot_read": {
        "en": "cannot read {text}: {detail}. Write a placement as CARDrROT@X,Y (e.g. "
        "17r1@2,-1), add xA,B to take cards A and B (17r1@2,-1x5,12), or dCARD to discard",
        "nl": "kan {text} niet lezen: {detail}. Schrijf het leggen van een kaart als "
        "KAARTrDRAAI@X,Y "
        "(bv. 17r1@2,-1), zet er xA,B achter om kaarten A en B te pakken (17r1@2,-1x5,12), "
        "of dKAART om een kaart af te leggen",
        "fi": "syötettä {text} ei voi lukea: {detail}. Kirjoita kortin asettaminen muodossa "
        "KORTTIrKÄÄNTÖ@X,Y (esim. 17r1@2,-1), lisää xA,B ottaaksesi kortit A ja B "
        "(17r1@2,-1x5,12), tai dKORTTI poistaaksesi kortin",
    },
    "cards.no_card": {
        "en": "there is no card {card}; cards are numbered 1-{count}",
        "nl": "er is geen kaart {card}; de kaarten zijn genummerd van 1 tot en met {count}",
        "fi": "korttia {card} ei ole; kortit on numeroitu 1–{count}",
    },
    "cards.rotation": {
        "en": "{text} is not a rotation: r0-r3 (quarter turns clockwise)",
        "nl": "{text} is geen draaiing: r0-r3 (kwartslagen met de klok mee)",
        "fi": "{text} ei ole kääntö: r0–r3 (neljänneskierroksia myötäpäivään)",
    },
    "cards.unknown_form": {
        "en": "{text} is neither a placement nor a discard",
        "nl": "{text} is niet het leggen of afleggen van een kaart",
        "fi": "{text} ei ole kortin asettaminen eikä poistaminen",
    },
}
