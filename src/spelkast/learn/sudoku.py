"""The Sudoku courses: the table rules, the helping (assisted) rules, and Sudoids.

The learner is player 1 of two. The positions are seeded games played on by scripted
placements that fit (:mod:`.build`); the same placements are legal with both rules.
"""

from __future__ import annotations

from typing import Any

from spelkast.core.registry import get_game
from spelkast.games.sudoku.state import CLAIM, Place, SudokuState
from spelkast.learn.build import Script
from spelkast.learn.lesson import Course, Lesson, say

#: Twelve placements of the seeded Sudoku game; then player 1 holds a 2.
SUDOKU_MID = ("d2", "d6", "g9", "e1", "i3", "f4", "a9", "i6", "b7", "g7", "h5", "a4")
#: The same game on to where player 1's tile fits nowhere.
SUDOKU_STUCK = (*SUDOKU_MID, "f6", "a1", "f3", "h2", "b9", "i8", "b1", "e8", "h6", "c3", "b4",
                "d8", "i1", "f7", "c1", "e2", "d1", "f8", "g3", "h7", "g4", "f9", "e5", "f5",
                "i9", "i5", "e7", "h8", "i2", "a3")  # fmt: skip
#: Eight placements of the seeded Sudoids game; then player 1 holds the bird.
SUDOIDS_MID = ("a2", "a3", "c4", "f2", "d5", "e6", "f4", "c5")


def _position(game_id: str, mode: str, moves: tuple[str, ...]) -> Script:
    return Script(game_id, 2, 1, moves, {"mode": mode})


def _filled(state: SudokuState) -> int:
    return sum(1 for value in state.board if value)


def _fitted(start: SudokuState, end: SudokuState) -> bool:
    """The learner's tile went on the board (not set aside)."""
    return _filled(end) > _filled(start) and len(end.aside) == len(start.aside)


def _best(game_id: str) -> Any:
    def goal(start: SudokuState, end: SudokuState) -> bool:
        game = get_game(game_id)
        best = max(
            game.apply(start, 0, action).scores[0]
            for action in game.legal_actions(start, 0)
            if isinstance(action, Place) and _fitted(start, game.apply(start, 0, action))
        )
        return _fitted(start, end) and end.scores[0] == best

    return goal


def fit(game_id: str, mode: str, moves: tuple[str, ...], good: str, bad: str) -> Lesson:
    if mode == "table":
        rule = say(
            "Put your tile on an empty cell. The Sudoku rule: the same tile may appear only "
            "once in each row, each column and each block. With the table rules you may try "
            "any empty cell, but a tile that breaks the rule is set aside: no points.",
            "Leg je tegel op een leeg vakje. De sudokuregel: dezelfde tegel mag maar één "
            "keer in elke rij, elke kolom en elk blok. Met de tafelregels mag je elk leeg "
            "vakje proberen, maar een tegel die de regel breekt gaat aan de kant: geen punten.",
            "Laita laattasi tyhjään ruutuun. Sudokusääntö: sama laatta saa olla vain kerran "
            "jokaisella rivillä, jokaisessa sarakkeessa ja jokaisessa lohkossa. Pöytäsäännöillä "
            "saat kokeilla mitä tahansa tyhjää ruutua, mutta sääntöä rikkova laatta "
            "siirretään sivuun: ei pisteitä.",
        )
        teaches: tuple[str, ...] = (
            'Sudoku rule (row, column, block) — the "4" picture',
            "Table rules: any empty cell and claim offered",
            "Table rules: breaking placement set aside, no points, draw, next",
            "Turn: place, score, draw, next player",
        )
    else:
        rule = say(
            "Put your tile on an empty cell. The Sudoku rule: the same tile may appear only "
            "once in each row, each column and each block. With the helping rules the game "
            "only lets you use cells where your tile fits.",
            "Leg je tegel op een leeg vakje. De sudokuregel: dezelfde tegel mag maar één "
            "keer in elke rij, elke kolom en elk blok. Met de hulpregels laat het spel je "
            "alleen vakjes kiezen waar je tegel past.",
            "Laita laattasi tyhjään ruutuun. Sudokusääntö: sama laatta saa olla vain kerran "
            "jokaisella rivillä, jokaisessa sarakkeessa ja jokaisessa lohkossa. Apusäännöillä "
            "peli antaa käyttää vain ruutuja, joihin laattasi sopii.",
        )
        teaches = (
            'Sudoku rule (row, column, block) — the "4" picture',
            "Assisted: only legal cells, no claim",
            "Turn: place, score, draw, next player",
        )
    return Lesson(
        key="fit",
        game_id=game_id,
        title=say("Where does it fit?", "Waar past hij?", "Mihin se sopii?"),
        rule=rule,
        prompt=say(
            f"Put your tile on a cell where it fits, for example {good}.",
            f"Leg je tegel op een vakje waar hij past, bijvoorbeeld {good}.",
            f"Laita laattasi ruutuun, johon se sopii, esimerkiksi {good}.",
        ),
        success=say(
            "It fits! You score points and draw a new tile.",
            "Hij past! Je krijgt punten en trekt een nieuwe tegel.",
            "Se sopii! Saat pisteitä ja nostat uuden laatan.",
        ),
        build=_position(game_id, mode, moves),
        goal=_fitted,
        intended=(good,),
        wrong=(bad,),
        teaches=teaches,
    )


def score(game_id: str, mode: str, moves: tuple[str, ...], best: str, low: str) -> Lesson:
    return Lesson(
        key="score",
        game_id=game_id,
        title=say("Score big", "Scoor veel", "Kerää paljon pisteitä"),
        rule=say(
            "When your tile fits you score: one point for every tile in its block, plus "
            "every tile in its row and column outside the block. Your own new tile does "
            "not count. So a cell among many tiles is worth more. Your points move your marker "
            "along the track; every 40 points gives a round token. Most points wins.",
            "Als je tegel past, scoor je: één punt voor elke tegel in zijn blok, plus elke "
            "tegel in zijn rij en kolom buiten het blok. Je nieuwe tegel zelf telt niet "
            "mee. Een vakje tussen veel tegels is dus meer waard. Je punten zetten je pion "
            "verder op het scorespoor; elke 40 punten geven een rondefiche. Wie de meeste "
            "punten heeft, wint.",
            "Kun laattasi sopii, saat pisteitä: yhden jokaisesta sen lohkon laatasta sekä "
            "jokaisesta sen rivin ja sarakkeen laatasta lohkon ulkopuolella. Uusi laattasi "
            "ei itse ole mukana laskussa. Ruutu monen laatan keskellä on siis arvokkaampi. "
            "Pisteesi siirtävät merkkiäsi pisteradalla; jokaisesta 40 pisteestä saat "
            "kierrosmerkin. Eniten pisteitä saanut voittaa.",
        ),
        prompt=say(
            f"Find the cell where your tile scores the most points (hint: {best}).",
            f"Zoek het vakje waar je tegel de meeste punten scoort (tip: {best}).",
            f"Etsi ruutu, jossa laattasi tuo eniten pisteitä (vihje: {best}).",
        ),
        success=say(
            "The best cell on the board. Top score!",
            "Het beste vakje van het bord. Topscore!",
            "Laudan paras ruutu. Huippupisteet!",
        ),
        build=_position(game_id, mode, moves),
        goal=_best(game_id),
        intended=(best,),
        wrong=(low,),
        teaches=(
            "Rulebook scoring example (2 in the row, 1 in the column)",
            "The placed tile does not count",
            "Track 0–39 and 40-point round tokens",
            "Most points wins, ties shared",
        ),
    )


def only_claim_when_stuck(good: str) -> Lesson:
    return Lesson(
        key="no-false-claim",
        game_id="sudoku",
        title=say("Don't cry wolf", "Niet zomaar melden", "Älä huuda turhaan"),
        rule=say(
            "With the table rules you say 'claim' when your tile fits nowhere. But if it "
            "does fit somewhere, the claim is wrong: your tile is set aside and you lose "
            "your turn.",
            "Met de tafelregels zeg je 'claim' als je tegel nergens past. Maar past hij wel "
            "ergens, dan is de melding fout: je tegel gaat aan de kant en je beurt is voorbij.",
            "Pöytäsäännöillä kirjoitat claim, kun laattasi ei sovi mihinkään. Jos se kuitenkin "
            "sopii jonnekin, olet väärässä: laattasi siirretään sivuun ja vuorosi menee.",
        ),
        prompt=say(
            f"Your tile fits, so don't claim: place it (for example on {good}).",
            f"Je tegel past, dus niet melden: leg hem neer (bijvoorbeeld op {good}).",
            f"Laattasi sopii, joten älä kirjoita claim: laita se (esimerkiksi ruutuun {good}).",
        ),
        success=say(
            "Right: it fitted, so you placed it.",
            "Juist: hij paste, dus je legde hem neer.",
            "Oikein: se sopi, joten laitoit sen.",
        ),
        build=_position("sudoku", "table", SUDOKU_MID),
        goal=_fitted,
        intended=(good,),
        wrong=("claim",),
        teaches=("Wrong claim penalty",),
    )


def claim() -> Lesson:
    return Lesson(
        key="claim",
        game_id="sudoku",
        title=say("Stuck? Claim!", "Vast? Meld het!", "Jumissa? Sano se!"),
        rule=say(
            "Sometimes your tile fits nowhere. With the table rules you then say 'claim'. "
            "If you are right, the game ends at once and the most points win. If you put "
            "the tile down anyway, it breaks the rule and the game ends too, without you "
            "claiming.",
            "Soms past je tegel nergens. Met de tafelregels zeg je dan 'claim'. Heb je "
            "gelijk, dan is het spel meteen uit en wint wie de meeste punten heeft. Leg je "
            "de tegel toch neer, dan breekt hij de regel en is het spel ook uit, zonder je "
            "melding.",
            "Joskus laattasi ei sovi mihinkään. Pöytäsäännöillä sanot sen kirjoittamalla claim. Jos "
            "olet oikeassa, peli päättyy heti ja eniten pisteitä saanut voittaa. Jos laitat "
            "laatan silti, se rikkoo sääntöä ja peli päättyy myös, ilman että sanoit sen.",
        ),
        prompt=say(
            "Look closely: your tile fits nowhere. Type claim.",
            "Kijk goed: je tegel past nergens. Typ claim.",
            "Katso tarkkaan: laattasi ei sovi mihinkään. Kirjoita claim.",
        ),
        success=say(
            "Well spotted! A right claim ends the game.",
            "Goed gezien! Een juiste melding beëindigt het spel.",
            "Hyvin huomattu! Oikea ilmoitus päättää pelin.",
        ),
        build=_position("sudoku", "table", SUDOKU_STUCK),
        goal=lambda start, end: end.end == CLAIM and end.ended_by == 0,
        intended=("claim",),
        wrong=("b2",),
        teaches=(
            "End: right claim",
            "Table rules: a stuck player claims; placing against the rule instead ends the game",
        ),
    )


def no_claim(game_id: str, moves: tuple[str, ...], good: str) -> Lesson:
    return Lesson(
        key="no-claim",
        game_id=game_id,
        title=say("The game keeps watch", "Het spel let op", "Peli pitää huolen"),
        rule=say(
            "With the helping rules you never need to claim: when your tile fits nowhere, "
            "the game sees it and ends by itself.",
            "Met de hulpregels hoef je nooit te melden: als je tegel nergens past, ziet het "
            "spel dat en stopt het vanzelf.",
            "Apusäännöillä sinun ei koskaan tarvitse kirjoittaa claim: kun laattasi ei sovi "
            "mihinkään, peli huomaa sen ja päättyy itsestään.",
        ),
        prompt=say(
            f"Just place your tile where it fits, for example {good}.",
            f"Leg je tegel gewoon waar hij past, bijvoorbeeld op {good}.",
            f"Laita laattasi vain sinne, mihin se sopii, esimerkiksi ruutuun {good}.",
        ),
        success=say(
            "That's it: place, score, and let the game watch the end.",
            "Zo gaat het: leggen, scoren, en het spel let op het einde.",
            "Juuri niin: laita, kerää pisteet ja anna pelin valvoa loppua.",
        ),
        build=_position(game_id, "assisted", moves),
        goal=_fitted,
        intended=(good,),
        wrong=("claim",),
        teaches=("End: assisted engine detects a stuck player",),
    )


def empty_cell(game_id: str, moves: tuple[str, ...], good: str, taken: str) -> Lesson:
    return Lesson(
        key="empty-cell",
        game_id=game_id,
        title=say("One tile per cell", "Eén tegel per vakje", "Yksi laatta ruutuun"),
        rule=say(
            "A cell holds one tile. The golden starting tiles and every tile placed stay "
            "where they are: your tile needs an empty cell.",
            "Op een vakje past één tegel. De gouden starttegels en elke gelegde tegel "
            "blijven liggen: je tegel heeft een leeg vakje nodig.",
            "Ruutuun mahtuu yksi laatta. Kultaiset aloituslaatat ja jokainen laitettu laatta "
            "pysyvät paikallaan: laattasi tarvitsee tyhjän ruudun.",
        ),
        prompt=say(
            f"{taken} is taken. Put your tile on an empty cell where it fits, like {good}.",
            f"{taken} is bezet. Leg je tegel op een leeg vakje waar hij past, zoals {good}.",
            f"{taken} on varattu. Laita laattasi tyhjään ruutuun, johon se sopii, "
            f"esimerkiksi {good}.",
        ),
        success=say(
            "An empty cell, and it fits. Good!",
            "Een leeg vakje, en hij past. Goed zo!",
            "Tyhjä ruutu, ja se sopii. Hyvä!",
        ),
        build=_position(game_id, "assisted", moves),
        goal=_fitted,
        intended=(good,),
        wrong=(taken,),
        teaches=("Occupied cells refused",),
    )


def block() -> Lesson:
    return Lesson(
        key="block",
        game_id="sudoids",
        title=say(
            "Six animals, six blocks", "Zes dieren, zes blokken", "Kuusi eläintä, kuusi lohkoa"
        ),
        rule=say(
            "Sudoids has six animals on a 6 × 6 board, with six blocks of 2 rows by 3 "
            "columns. Each animal may live only once in each row, each column and each "
            "block.",
            "Sudoids heeft zes dieren op een bord van 6 × 6, met zes blokken van 2 rijen bij "
            "3 kolommen. Elk dier mag maar één keer in elke rij, elke kolom en elk blok.",
            "Sudoidsissa on kuusi eläintä 6 × 6 -laudalla, jossa on kuusi lohkoa, kukin 2 "
            "riviä ja 3 saraketta. Kukin eläin saa asua vain kerran jokaisella rivillä, "
            "jokaisessa sarakkeessa ja jokaisessa lohkossa.",
        ),
        prompt=say(
            "Your bird may not go into a block that already has a bird. Put it on d5.",
            "Je vogel mag niet in een blok dat al een vogel heeft. Zet hem op d5.",
            "Lintusi ei saa mennä lohkoon, jossa on jo lintu. Laita se ruutuun d5.",
        ),
        success=say(
            "A happy bird in its own block!",
            "Een blije vogel in zijn eigen blok!",
            "Iloinen lintu omassa lohkossaan!",
        ),
        build=_position("sudoids", "assisted", ()),
        goal=_fitted,
        intended=("d5",),
        wrong=("a5",),
        refusals={
            "sudoku.breaks_rule": say(
                "The block a5-c6 already has a bird. One of each animal per block!",
                "In het blok a5-c6 zit al een vogel. Eén van elk dier per blok!",
                "Lohkossa a5-c6 on jo lintu. Kutakin eläintä vain yksi lohkoa kohden!",
            )
        },
        teaches=("Two sides, board shapes, Sudoids 2 × 3 blocks",),
    )


COURSES = (
    Course(
        "sudoku",
        "table",
        say("Sudoku (table rules)", "Sudoku (tafelregels)", "Sudoku (pöytäsäännöt)"),
        say(
            "Place number tiles without breaking the Sudoku rule, score, and claim when stuck.",
            "Leg cijfertegels zonder de sudokuregel te breken, scoor, en meld als je vastzit.",
            "Laita numerolaattoja rikkomatta sudokusääntöä, kerää pisteitä ja väitä, kun "
            "olet jumissa.",
        ),
        (
            fit("sudoku", "table", SUDOKU_MID, "g4", "b1"),
            score("sudoku", "table", SUDOKU_MID, "g4", "c1"),
            only_claim_when_stuck("g4"),
            claim(),
        ),
    ),
    Course(
        "sudoku",
        "assisted",
        say("Sudoku (helping rules)", "Sudoku (hulpregels)", "Sudoku (apusäännöt)"),
        say(
            "The game shows where your tile fits and sees the end for you.",
            "Het spel laat zien waar je tegel past en ziet het einde voor je.",
            "Peli näyttää, mihin laattasi sopii, ja huomaa lopun puolestasi.",
        ),
        (
            fit("sudoku", "assisted", SUDOKU_MID, "g4", "b1"),
            empty_cell("sudoku", SUDOKU_MID, "g4", "e1"),
            score("sudoku", "assisted", SUDOKU_MID, "g4", "c1"),
            no_claim("sudoku", SUDOKU_MID, "g4"),
        ),
    ),
    Course(
        "sudoids",
        "base",
        say("Sudoids", "Sudoids", "Sudoids"),
        say(
            "Six animals on a small board: no animal twice in a row, column or block.",
            "Zes dieren op een klein bord: geen dier twee keer in een rij, kolom of blok.",
            "Kuusi eläintä pienellä laudalla: sama eläin ei kahdesti rivillä, sarakkeessa "
            "eikä lohkossa.",
        ),
        (
            fit("sudoids", "assisted", SUDOIDS_MID, "f5", "a1"),
            block(),
            empty_cell("sudoids", SUDOIDS_MID, "f5", "c1"),
            score("sudoids", "assisted", SUDOIDS_MID, "f5", "d1"),
            no_claim("sudoids", SUDOIDS_MID, "f5"),
        ),
    ),
)
