"""The Träxx courses: with other players (here one, who has chosen already) and solo.

Every position is a seeded game played on by scripted choices (:mod:`.build`). In a
round with two players the other player's choice is made first, so the learner's
choice completes the round and the engine resolves it.
"""

from __future__ import annotations

from typing import Any

from spelkast.games.traexx.state import TraexxState
from spelkast.learn.build import Script
from spelkast.learn.lesson import Course, Lesson, Texts, say

GAME = "traexx"
ROUNDS = 15


def _position(players: int, moves: tuple[tuple[int, str], ...]) -> Script:
    return Script(GAME, players, 1, moves)


def _last_card(players: int) -> Script:
    """Everybody passed the first 14 cards; the last card is on the table (the other
    player, if any, has passed it too)."""
    passes = tuple((seat, "pass") for _ in range(ROUNDS - 1) for seat in range(players))
    return _position(players, (*passes, *((seat, "pass") for seat in range(1, players))))


def _grew(start: TraexxState, end: TraexxState) -> bool:
    return len(end.paths[0]) > len(start.paths[0])


def _numbers(count: int, full: bool) -> Any:
    def goal(start: TraexxState, end: TraexxState) -> bool:
        new = end.scored[0][len(start.scored[0]) :]
        return len(new) >= count and (not full or all(points == n for n, points in new))

    return goal


def _over(start: TraexxState, end: TraexxState) -> bool:
    return end.round == ROUNDS and len(end.paths[0]) >= len(start.paths[0]) + 3


FIRST_ROUND_MULTI = ((1, "pass"),)
SECOND_ROUND = ((0, "d5:c4-c3-d4"),)

EXTEND_RULE = say(
    "Everybody draws their own path at the same time. The card shows colours: you may "
    "add one field for each colour, in any order. Each new field must touch the one "
    "before it, and a field may be on your path only once. In the first round you start "
    "from your start field.",
    "Iedereen tekent tegelijk zijn eigen pad. De kaart toont kleuren: je mag voor elke "
    "kleur één veld toevoegen, in elke volgorde. Elk nieuw veld moet tegen het vorige "
    "liggen, en een veld mag maar één keer op je pad. In de eerste ronde begin je op je "
    "startveld.",
    "Kaikki piirtävät omaa polkuaan samaan aikaan. Kortissa on värejä: saat lisätä yhden "
    "kentän kutakin väriä kohden, missä järjestyksessä tahansa. Jokaisen uuden kentän on "
    "oltava edellisen vieressä, ja kenttä saa olla polullasi vain kerran. Ensimmäisellä "
    "kierroksella aloitat aloituskentältäsi.",
)

HIDDEN_RULE = {
    lang: text + extra
    for (lang, text), extra in zip(
        EXTEND_RULE.items(),
        (
            " Nobody sees the others' choices until everyone has chosen; then all paths "
            "are drawn at once.",
            " Niemand ziet de keuzes van de anderen tot iedereen gekozen heeft; dan worden "
            "alle paden tegelijk getekend.",
            " Kukaan ei näe muiden valintoja ennen kuin kaikki ovat valinneet; sitten kaikki "
            "polut piirretään yhtä aikaa.",
        ),
        strict=True,
    )
}


def extend(players: int) -> Lesson:
    moves = FIRST_ROUND_MULTI if players > 1 else ()
    teaches = [
        "1 (set-up, shuffle from seed, 1–4 players)",
        "3 (colours, any order, doubles, neighbours, once only, alongside)",
    ]
    if players > 1:
        teaches += ["2 (simultaneous choices, round resolves)"]
        teaches += ["5 (hidden choices; hidden deck order; public after)"]
    return Lesson(
        key="extend",
        game_id=GAME,
        title=say("Draw your path", "Teken je pad", "Piirrä polkusi"),
        rule=EXTEND_RULE if players == 1 else HIDDEN_RULE,
        prompt=say(
            "Grow your path from d5 with the card's colours, for example d5:c4-c3-d4.",
            "Laat je pad vanaf d5 groeien met de kleuren van de kaart, bijvoorbeeld d5:c4-c3-d4.",
            "Kasvata polkuasi kentästä d5 kortin väreillä, esimerkiksi d5:c4-c3-d4.",
        ),
        success=say(
            "Your path is on its way!",
            "Je pad is onderweg!",
            "Polkusi on matkalla!",
        ),
        build=_position(players, moves),
        goal=_grew,
        intended=("d5:c4-c3-d4",),
        wrong=("d5:c4-a1",),
        teaches=tuple(teaches),
    )


def colours(players: int) -> Lesson:
    moves = FIRST_ROUND_MULTI if players > 1 else ()
    return Lesson(
        key="colours",
        game_id=GAME,
        title=say("Only the card's colours", "Alleen de kleuren van de kaart", "Vain kortin värit"),
        rule=say(
            "Each field you add must have one of the colours on the card, and each colour "
            "on the card is used at most once (twice if it is on the card twice). You "
            "need not use them all.",
            "Elk veld dat je toevoegt moet een van de kleuren van de kaart hebben, en elke "
            "kleur van de kaart gebruik je hooguit één keer (twee keer als hij er twee keer "
            "op staat). Je hoeft ze niet allemaal te gebruiken.",
            "Jokaisen lisäämäsi kentän on oltava jotakin kortin väriä, ja kutakin kortin "
            "väriä käytetään enintään kerran (kahdesti, jos se on kortissa kahdesti). "
            "Kaikkia ei tarvitse käyttää.",
        ),
        prompt=say(
            "The card has no white. Step onto a field of the card's colours, such as d5:e5.",
            "Er staat geen wit op de kaart. Stap op een veld in de kleuren van de kaart, "
            "zoals d5:e5.",
            "Kortissa ei ole valkoista. Astu kortin väriselle kentälle, esimerkiksi d5:e5.",
        ),
        success=say(
            "Right colour, right step.",
            "Goede kleur, goede stap.",
            "Oikea väri, oikea askel.",
        ),
        build=_position(players, moves),
        goal=_grew,
        intended=("d5:e5",),
        wrong=("d5:c5",),
        teaches=("3 (colours, any order, doubles, neighbours, once only, alongside)",),
    )


def first_number(players: int) -> Lesson:
    moves = (*FIRST_ROUND_MULTI, *SECOND_ROUND, (1, "pass")) if players > 1 else SECOND_ROUND
    if players > 1:
        rule: Texts = say(
            "Number fields give points. Whoever reaches a number first scores all of it; "
            "players who reach it in the same round all score it in full. From the second "
            "round on you may grow your path at either end.",
            "Getalvelden leveren punten op. Wie als eerste een getal bereikt, krijgt alle "
            "punten; spelers die het in dezelfde ronde bereiken, krijgen allemaal de volle "
            "punten. Vanaf de tweede ronde mag je pad aan beide uiteinden groeien.",
            "Numerokentät tuovat pisteitä. Ensimmäisenä numeroon ehtivä saa sen koko arvon; "
            "samalla kierroksella siihen ehtivät saavat kaikki täydet pisteet. Toisesta "
            "kierroksesta alkaen polku saa kasvaa kummasta päästä tahansa.",
        )
        teaches: tuple[str, ...] = (
            "7 (first full; same-round ties)",
            "4 (one end; round 1 start; round 2 either end)",
        )
    else:
        rule = say(
            "Number fields give points. Playing alone, a number scores in full only if you "
            "have not scored a higher number before it; otherwise it scores half, rounded "
            "up. So go for the small numbers first! From the second round on you may grow "
            "your path at either end.",
            "Getalvelden leveren punten op. Als je alleen speelt, telt een getal alleen "
            "volledig als je niet eerder een hoger getal scoorde; anders telt het de helft, "
            "naar boven afgerond. Ga dus eerst voor de kleine getallen! Vanaf de tweede "
            "ronde mag je pad aan beide uiteinden groeien.",
            "Numerokentät tuovat pisteitä. Yksin pelatessa numero antaa täydet pisteet vain, "
            "jos et ole aiemmin saanut suurempaa numeroa; muuten se antaa puolet, ylöspäin "
            "pyöristettynä. Tavoittele siis ensin pieniä numeroita! Toisesta kierroksesta "
            "alkaen polku saa kasvaa kummasta päästä tahansa.",
        )
        teaches = (
            "11 (solo scoring, 4 7 5 9 → 4 7 3 9)",
            "4 (one end; round 1 start; round 2 either end)",
        )
    return Lesson(
        key="number",
        game_id=GAME,
        title=say("Reach a number", "Bereik een getal", "Saavuta numero"),
        rule=rule,
        prompt=say(
            "Grow your path from its d5 end to the 10 on c7 for full points: d5:c5-c6-c7.",
            "Laat je pad vanaf het uiteinde d5 groeien naar de 10 op c7 voor de volle "
            "punten: d5:c5-c6-c7.",
            "Kasvata polkuasi sen päästä d5 kentän c7 numeroon 10 täysillä pisteillä: d5:c5-c6-c7.",
        ),
        success=say(
            "Ten points, all yours!",
            "Tien punten, helemaal voor jou!",
            "Kymmenen pistettä, kaikki sinulle!",
        ),
        build=_position(players, moves),
        goal=_numbers(1, full=True),
        intended=("d5:c5-c6-c7",),
        wrong=("d5:e5-f4-f3",) if players == 1 else ("d5:c5",),
        teaches=teaches,
    )


HALF_MOVES = ((1, "d4:d5-e5-f5"), (0, "d5:e5-f5"), (1, "f5:g5"), (0, "d5:c5-c4-c3-d4"),
              (1, "d4:d3-c2-d2-c1"), (0, "d4:e4"), (1, "g5:h4-i4-h5-i5"))  # fmt: skip


def late_number() -> Lesson:
    return Lesson(
        key="late-number",
        game_id=GAME,
        title=say("Late, but still points", "Laat, maar toch punten", "Myöhässä, silti pisteitä"),
        rule=say(
            "A number someone else reached in an earlier round still scores, but only half "
            "of it, rounded up: a 9 gives 5.",
            "Een getal dat iemand anders in een eerdere ronde bereikte, telt nog steeds mee, "
            "maar slechts voor de helft, naar boven afgerond: een 9 geeft 5.",
            "Numero, johon joku muu ehti aiemmalla kierroksella, tuo yhä pisteitä, mutta "
            "vain puolet ylöspäin pyöristettynä: 9 antaa 5.",
        ),
        prompt=say(
            "Player 2 reached the 9 on c1 first. Go there anyway for 5 points: e4:e3-d2-c1.",
            "Speler 2 bereikte de 9 op c1 als eerste. Ga er toch heen voor 5 punten: e4:e3-d2-c1.",
            "Pelaaja 2 ehti kentän c1 numeroon 9 ensin. Mene sinne silti 5 pisteen "
            "vuoksi: e4:e3-d2-c1.",
        ),
        success=say(
            "Five points: half of nine, rounded up.",
            "Vijf punten: de helft van negen, naar boven afgerond.",
            "Viisi pistettä: puolet yhdeksästä ylöspäin pyöristettynä.",
        ),
        build=_position(2, HALF_MOVES),
        goal=_numbers(1, full=False),
        intended=("e4:e3-d2-c1",),
        wrong=("pass",),
        teaches=("8 (later half, rounded up)",),
    )


TWO_MOVES = ((0, "d5:c4-c3-d4"), (0, "d4:d3-e3-f2-e2"), (0, "e2:f1"), (0, "d5:d6-d7-c6-b5-a5"))


def two_numbers() -> Lesson:
    return Lesson(
        key="two-numbers",
        game_id=GAME,
        title=say("Two at once", "Twee tegelijk", "Kaksi kerralla"),
        rule=say(
            "If your path reaches two numbers in one round, both of them score.",
            "Als je pad in één ronde twee getallen bereikt, tellen ze allebei.",
            "Jos polkusi saavuttaa kaksi numeroa samalla kierroksella, molemmat tuovat pisteitä.",
        ),
        prompt=say(
            "Reach the 6 and the 2 in one go: f1:g1-g2-g3-f3.",
            "Bereik de 6 en de 2 in één keer: f1:g1-g2-g3-f3.",
            "Saavuta 6 ja 2 yhdellä kertaa: f1:g1-g2-g3-f3.",
        ),
        success=say(
            "Two numbers in one round!",
            "Twee getallen in één ronde!",
            "Kaksi numeroa yhdellä kierroksella!",
        ),
        build=_position(1, TWO_MOVES),
        goal=_numbers(2, full=False),
        intended=("f1:g1-g2-g3-f3",),
        wrong=("pass",),
        teaches=("9 (two numbers in a round)",),
    )


def last_card(players: int) -> Lesson:
    return Lesson(
        key="last-card",
        game_id=GAME,
        title=say("The last card", "De laatste kaart", "Viimeinen kortti"),
        rule=say(
            "You may always pass, and here everybody passed every card. But careful: after "
            "the 15th card the game ends, and every field of the board not on your path "
            "costs you one point. Most points wins.",
            "Je mag altijd passen, en hier paste iedereen bij elke kaart. Maar let op: na "
            "de 15e kaart is het spel uit, en elk veld van het bord dat niet op je pad ligt, "
            "kost je één punt. Wie de meeste punten heeft, wint.",
            "Aina saa passata, ja tässä kaikki passasivat joka kortin. Mutta varo: 15. "
            "kortin jälkeen peli päättyy, ja jokainen laudan kenttä, joka ei ole polullasi, "
            "maksaa yhden pisteen. Eniten pisteitä saanut voittaa.",
        ),
        prompt=say(
            "This is the last card. Use at least three of its colours to make your path longer.",
            "Dit is de laatste kaart. Gebruik minstens drie van zijn kleuren om je pad "
            "langer te maken.",
            "Tämä on viimeinen kortti. Käytä ainakin kolmea sen väreistä polkusi pidentämiseen.",
        ),
        success=say(
            "The game is over. Every field you reached saved you a point.",
            "Het spel is uit. Elk veld dat je bereikte, scheelde je een punt.",
            "Peli on ohi. Jokainen saavuttamasi kenttä säästi sinulta pisteen.",
        ),
        build=_last_card(players),
        goal=_over,
        intended=("d5:e5-f5-g5-h4",),
        wrong=("pass",),
        teaches=(
            "6 (pass always legal)",
            "10 (end after 15 cards; minus per unreached; ties share)",
        ),
    )


COURSES = (
    Course(
        GAME,
        "multi",
        say("Träxx", "Träxx", "Träxx"),
        say(
            "Everybody draws a path at once; reach the numbers first.",
            "Iedereen tekent tegelijk een pad; bereik de getallen als eerste.",
            "Kaikki piirtävät polkua yhtä aikaa; ehdi numeroihin ensimmäisenä.",
        ),
        (extend(2), colours(2), first_number(2), late_number(), last_card(2)),
    ),
    Course(
        GAME,
        "solo",
        say("Träxx solo", "Träxx solo", "Träxx yksin"),
        say(
            "Alone against the cards: small numbers first, then the big ones.",
            "Alleen tegen de kaarten: eerst de kleine getallen, dan de grote.",
            "Yksin korttipakkaa vastaan: ensin pienet numerot, sitten suuret.",
        ),
        (extend(1), colours(1), first_number(1), two_numbers(), last_card(1)),
    ),
)
