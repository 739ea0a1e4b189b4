/** Sudoku, the board game, with its children's side Sudoids. */
import type { Lang } from "../types";
import type { RulesPage } from "./model";

const en: RulesPage = {
  title: "Sudoku – the board game",
  summary:
    "Take turns placing number tiles without breaking the Sudoku rule, and score for every tile already around them. With Sudoids, the 6 × 6 animal game for children. 1–4 players.",
  intro:
    "You all fill one Sudoku grid together, one tile per turn. A tile may never repeat a number in its row, column or block, and the fuller its surroundings, the more it scores. For 1 to 4 players; the children's side, Sudoids, is at the end of this page.",
  sections: [
    {
      id: "material",
      title: "Board and tiles",
      blocks: [
        {
          ul: [
            "A 9 × 9 grid: nine rows, nine columns and nine blocks of 3 × 3 squares.",
            "81 number tiles, nine each of 1 to 9. Nine of them have a **golden** background, one of each number; they are the starting tiles.",
            "A score track from 0 to 39 and round tokens: every time your score passes 0 again you take a token worth 40 points.",
          ],
        },
      ],
    },
    {
      id: "setup",
      title: "Setting up",
      blocks: [
        {
          ol: [
            "Lay the nine golden tiles on the board so that **each row and each column has exactly one**.",
            "Shuffle the other 72 tiles face down: that is the draw pile.",
            "Everyone draws one tile and keeps it hidden from the others.",
            "All scores start at 0. The oldest player begins and play goes clockwise.",
          ],
        },
        {
          play: [
            "spelkast lays out the golden tiles at random. With the lobby option “one per block” they also lie one in each block.",
            "Seat 1 begins, so the oldest player takes seat 1.",
          ],
        },
      ],
    },
    {
      id: "turn",
      title: "Your turn",
      blocks: [{ p: "A turn has three steps: place a tile, score it, and draw a new one." }],
      subs: [
        {
          id: "place",
          title: "1. Place your tile",
          blocks: [
            {
              p: "Put the tile from your hand on any empty square. The **Sudoku rule** must hold: no number may appear twice in the same row, the same column or the same block.",
            },
          ],
        },
        {
          id: "score",
          title: "2. Score",
          blocks: [
            {
              p: "Count the tiles that are already in the **block** of your new tile. Then add the tiles in its **row** and its **column** that lie outside that block. Your new tile itself does not count. In other words: every other tile that shares a row, column or block with it scores one point, and none is counted twice. Move your marker that many spaces.",
            },
            {
              fig: "sudoku-score",
              caption:
                "The 7 goes on e5. In its block lie the 8 and the 2 (2 points); in row 5 outside the block lie the 5 and the 3 (2 points); in column e outside the block lies the golden 1 (1 point). Together: 5 points. Golden starting tiles have a yellow background and a ring.",
            },
          ],
        },
        {
          id: "draw",
          title: "3. Draw",
          blocks: [{ p: "Draw a new tile, if there are any left. Then it is the next player's turn." }],
        },
      ],
    },
    {
      id: "mistakes",
      title: "Breaking the rule",
      blocks: [
        {
          ul: [
            "If you place a tile that breaks the Sudoku rule, you must take it off again and **set it aside**. It scores nothing. You draw a new tile and the next player goes.",
            "At the table a mistake that nobody notices before the next turn stays on the board. spelkast notices every mistake at once.",
          ],
        },
        {
          play: [
            "**Table rules** (the default for Sudoku): you may click any empty square, as at a real table. If the tile does not fit there, it is set aside and you score nothing.",
            "**Assisted** (the default for Sudoids): only the squares where your tile fits can be clicked, and they are highlighted.",
            "The mode is chosen in the lobby.",
          ],
        },
      ],
    },
    {
      id: "end",
      title: "End of the game",
      blocks: [
        {
          ul: [
            "The game ends when the player whose turn it is **cannot place their tile legally anywhere**.",
            "Under table rules you must say so yourself: press “claim”. If you are right, the game ends. If your tile did fit somewhere after all, it is set aside without points, you draw a new one and the next player goes. In assisted mode spelkast notices by itself that you are stuck.",
            "The game also ends when every tile is either on the board or set aside.",
            "Your total is 40 points per round token plus your place on the track. The highest total wins; equal totals share the win.",
          ],
        },
      ],
    },
    {
      id: "variants",
      title: "Other ways to score",
      blocks: [
        {
          ul: [
            "**Full** (the normal way): block, plus row and column outside the block, as described above.",
            "**Simple:** only the tiles in the same row and the same column count, whichever block they are in. In the picture above the 7 would score 4.",
            "**Block only** (for young children): only the tiles in the same block count. The 7 above would score 2.",
          ],
        },
        { play: ["Choose the scoring in the lobby (“scoring”: full, simple or block)."] },
      ],
    },
    {
      id: "solo",
      title: "Playing alone",
      blocks: [
        {
          p: "With one player the rules stay the same: draw a tile, place it straight away, score, and try to reach the highest total you can.",
        },
      ],
    },
    {
      id: "sudoids",
      title: "Sudoids: the children's game",
      blocks: [
        {
          ul: [
            "Sudoids are played on the other side of the board: a 6 × 6 grid with six rows, six columns and six blocks of 2 rows by 3 squares.",
            "Instead of numbers there are 36 animal tiles: cat, dog, mouse, bird, fish and horse, six of each.",
            "Everything else works as in the big game: **no animal may appear twice** in a row, column or block, and placing a tile scores for the tiles around it.",
            "The game starts with six tiles on the board, one of each animal, one in every row and every column. The other 30 tiles form the pile.",
            "Any of the three ways to score may be used; counting only the block is the easiest for young children.",
          ],
        },
        {
          fig: "sudoids-grid",
          caption:
            "The six starting tiles (C cat, D dog, M mouse, B bird, F fish, H horse). A cat may not go on b1: row 1 already has one.",
        },
        {
          play: [
            "Sudoids is its own game in the lobby. It starts in assisted mode, so only squares where the animal fits can be chosen.",
          ],
        },
      ],
    },
  ],
};

const nl: RulesPage = {
  title: "SuDoku – het bordspel",
  summary:
    "Leg om beurten getallenfiches zonder de Sudoku-regel te breken, en scoor voor elk fiche dat er al omheen ligt. Met Sudoids, het 6 × 6-dierenspel voor kinderen. 1–4 spelers.",
  intro:
    "Samen vullen jullie één Sudoku-rooster, één fiche per beurt. Een fiche mag nooit een getal herhalen in zijn rij, kolom of blok, en hoe voller het eromheen is, hoe meer punten het oplevert. Voor 1 tot 4 spelers; de kinderkant, Sudoids, vind je onderaan deze pagina.",
  sections: [
    {
      id: "material",
      title: "Bord en fiches",
      blocks: [
        {
          ul: [
            "Een rooster van 9 × 9: negen rijen, negen kolommen en negen blokken van 3 × 3 vakken.",
            "81 getallenfiches, van elk getal 1 tot en met 9 er negen. Negen daarvan hebben een **gouden** achtergrond, één van elk getal; dat zijn de startfiches.",
            "Een scorespoor van 0 tot 39 en rondefiches: elke keer dat je score weer langs de 0 gaat, krijg je een rondefiche van 40 punten.",
          ],
        },
      ],
    },
    {
      id: "setup",
      title: "Voorbereiding",
      blocks: [
        {
          ol: [
            "Leg de negen gouden fiches zo op het bord dat er in **elke rij en elke kolom precies één** ligt.",
            "Schud de andere 72 fiches met de getallen naar beneden: dat is de trekvoorraad.",
            "Iedereen trekt één fiche en houdt het verborgen voor de anderen.",
            "Alle scores beginnen op 0. De oudste speler begint en het spel gaat met de klok mee.",
          ],
        },
        {
          play: [
            "spelkast legt de gouden fiches willekeurig neer. Met de lobby-optie “één per blok” liggen ze ook in elk blok precies één keer.",
            "Plaats 1 begint, dus de oudste speler neemt plaats 1.",
          ],
        },
      ],
    },
    {
      id: "turn",
      title: "Je beurt",
      blocks: [{ p: "Een beurt bestaat uit drie stappen: een fiche neerleggen, scoren en een nieuw fiche trekken." }],
      subs: [
        {
          id: "place",
          title: "1. Je fiche neerleggen",
          blocks: [
            {
              p: "Leg het fiche uit je hand op een willekeurig leeg vak. De **Sudoku-regel** moet kloppen: geen getal mag twee keer voorkomen in dezelfde rij, dezelfde kolom of hetzelfde blok.",
            },
          ],
        },
        {
          id: "score",
          title: "2. Scoren",
          blocks: [
            {
              p: "Tel de fiches die al in het **blok** van je nieuwe fiche liggen. Tel daar de fiches in zijn **rij** en zijn **kolom** bij die buiten dat blok liggen. Je nieuwe fiche zelf telt niet mee. Anders gezegd: elk ander fiche dat een rij, kolom of blok met het nieuwe deelt, levert één punt op, en geen enkel fiche telt dubbel. Zet je pion zoveel vakken vooruit.",
            },
            {
              fig: "sudoku-score",
              caption:
                "De 7 komt op e5. In zijn blok liggen de 8 en de 2 (2 punten); in rij 5 buiten het blok liggen de 5 en de 3 (2 punten); in kolom e buiten het blok ligt de gouden 1 (1 punt). Samen 5 punten. Gouden startfiches hebben een gele achtergrond en een rand.",
            },
          ],
        },
        {
          id: "draw",
          title: "3. Trekken",
          blocks: [{ p: "Trek een nieuw fiche, als er nog fiches zijn. Daarna is de volgende speler aan de beurt." }],
        },
      ],
    },
    {
      id: "mistakes",
      title: "De regel breken",
      blocks: [
        {
          ul: [
            "Leg je een fiche dat de Sudoku-regel breekt, dan moet je het weer weghalen en **opzij leggen**. Het levert niets op. Je trekt een nieuw fiche en de volgende speler is aan de beurt.",
            "Aan tafel blijft een fout die niemand vóór de volgende beurt opmerkt gewoon liggen. spelkast ziet elke fout meteen.",
          ],
        },
        {
          play: [
            "**Tafelregels** (standaard bij Sudoku): je mag op elk leeg vak klikken, net als aan een echte tafel. Past het fiche daar niet, dan gaat het opzij en scoor je niets.",
            "**Met hulp** (standaard bij Sudoids): je kunt alleen klikken op vakken waar je fiche past, en die lichten op.",
            "De modus kies je in de lobby.",
          ],
        },
      ],
    },
    {
      id: "end",
      title: "Einde van het spel",
      blocks: [
        {
          ul: [
            "Het spel is afgelopen als de speler die aan de beurt is zijn fiche **nergens volgens de regels kwijt kan**.",
            "Met tafelregels moet je dat zelf melden: druk op “melden”. Heb je gelijk, dan is het spel uit. Paste je fiche toch ergens, dan gaat het zonder punten opzij, trek je een nieuw en is de volgende speler aan de beurt. In de modus met hulp merkt spelkast zelf dat je vastzit.",
            "Het spel is ook afgelopen als alle fiches op het bord of opzij liggen.",
            "Je totaal is 40 punten per rondefiche plus je plaats op het scorespoor. Het hoogste totaal wint; bij een gelijk totaal wordt de overwinning gedeeld.",
          ],
        },
      ],
    },
    {
      id: "variants",
      title: "Andere manieren van scoren",
      blocks: [
        {
          ul: [
            "**Volledig** (de gewone manier): blok, plus rij en kolom buiten het blok, zoals hierboven.",
            "**Eenvoudig:** alleen de fiches in dezelfde rij en dezelfde kolom tellen, in welk blok ze ook liggen. In het plaatje hierboven zou de 7 dan 4 punten halen.",
            "**Alleen het blok** (voor jonge kinderen): alleen de fiches in hetzelfde blok tellen. De 7 hierboven zou 2 punten halen.",
          ],
        },
        { play: ["Kies de telling in de lobby (“scoren”: volledig, eenvoudig of blok)."] },
      ],
    },
    {
      id: "solo",
      title: "Alleen spelen",
      blocks: [
        {
          p: "Met één speler blijven de regels hetzelfde: trek een fiche, leg het meteen neer, scoor, en probeer een zo hoog mogelijk totaal te halen.",
        },
      ],
    },
    {
      id: "sudoids",
      title: "Sudoids: het spel voor kinderen",
      blocks: [
        {
          ul: [
            "Sudoids speel je op de achterkant van het bord: een rooster van 6 × 6 met zes rijen, zes kolommen en zes blokken van 2 rijen bij 3 vakken.",
            "In plaats van getallen zijn er 36 dierfiches: kat, hond, muis, vogel, vis en paard, van elk zes.",
            "Verder gaat alles zoals in het grote spel: **geen dier mag twee keer voorkomen** in een rij, kolom of blok, en een fiche leggen levert punten op voor de fiches eromheen.",
            "Het spel begint met zes fiches op het bord, van elk dier één, één in elke rij en elke kolom. De andere 30 fiches vormen de voorraad.",
            "Alle drie de manieren van scoren mogen; alleen het blok tellen is voor jonge kinderen het makkelijkst.",
          ],
        },
        {
          fig: "sudoids-grid",
          caption:
            "De zes startfiches (C kat, D hond, M muis, B vogel, F vis, H paard). Een kat mag niet op b1: in rij 1 ligt er al een.",
        },
        {
          play: [
            "Sudoids is in de lobby een eigen spel. Het begint in de modus met hulp, zodat je alleen vakken kunt kiezen waar het dier past.",
          ],
        },
      ],
    },
  ],
};

const fi: RulesPage = {
  title: "Sudoku – lautapeli",
  summary:
    "Asettakaa vuorotellen numerolaattoja rikkomatta sudokusääntöä ja saakaa pisteitä jokaisesta ympärillä jo olevasta laatasta. Mukana Sudoids, lasten 6 × 6 -eläinpeli. 1–4 pelaajaa.",
  intro:
    "Täytätte yhdessä yhden sudokuruudukon, laatta kerrallaan. Laatta ei saa koskaan toistaa numeroa rivillään, sarakkeessaan tai lohkossaan, ja mitä täydempää sen ympärillä on, sitä enemmän pisteitä se tuo. 1–4 pelaajalle; lasten puoli, Sudoids, on tämän sivun lopussa.",
  sections: [
    {
      id: "material",
      title: "Lauta ja laatat",
      blocks: [
        {
          ul: [
            "9 × 9 -ruudukko: yhdeksän riviä, yhdeksän saraketta ja yhdeksän 3 × 3 ruudun lohkoa.",
            "81 numerolaattaa, kutakin numeroa 1–9 yhdeksän kappaletta. Yhdeksällä niistä on **kultainen** tausta, yksi jokaista numeroa; ne ovat aloituslaatat.",
            "Pisterata 0–39 ja kierrosmerkit: aina kun pisteesi ohittavat taas nollan, saat 40 pisteen arvoisen merkin.",
          ],
        },
      ],
    },
    {
      id: "setup",
      title: "Valmistelut",
      blocks: [
        {
          ol: [
            "Aseta yhdeksän kultaista laattaa laudalle niin, että **jokaisella rivillä ja jokaisessa sarakkeessa on täsmälleen yksi**.",
            "Sekoita loput 72 laattaa kuvapuoli alaspäin: ne ovat nostovarasto.",
            "Jokainen nostaa yhden laatan ja pitää sen piilossa muilta.",
            "Kaikkien pisteet alkavat nollasta. Vanhin pelaaja aloittaa, ja vuoro kiertää myötäpäivään.",
          ],
        },
        {
          play: [
            "spelkast asettaa kultaiset laatat satunnaisesti. Aulan asetuksella ”yksi per lohko” niitä on myös jokaisessa lohkossa yksi.",
            "Paikka 1 aloittaa, joten vanhin pelaaja ottaa paikan 1.",
          ],
        },
      ],
    },
    {
      id: "turn",
      title: "Pelivuoro",
      blocks: [{ p: "Vuorossa on kolme vaihetta: aseta laatta, laske sen pisteet ja nosta uusi laatta." }],
      subs: [
        {
          id: "place",
          title: "1. Aseta laattasi",
          blocks: [
            {
              p: "Aseta kädessäsi oleva laatta mihin tahansa tyhjään ruutuun. **Sudokusäännön** on pädettävä: sama numero ei saa esiintyä kahdesti samalla rivillä, samassa sarakkeessa eikä samassa lohkossa.",
            },
          ],
        },
        {
          id: "score",
          title: "2. Laske pisteet",
          blocks: [
            {
              p: "Laske laatat, jotka ovat jo uuden laattasi **lohkossa**. Lisää niihin sen **rivin** ja **sarakkeen** laatat, jotka ovat lohkon ulkopuolella. Uutta laattaa itseään ei lasketa. Toisin sanoen jokainen muu laatta, jolla on sama rivi, sarake tai lohko, tuo yhden pisteen, eikä mitään laattaa lasketa kahdesti. Siirrä merkkiäsi yhtä monta askelta.",
            },
            {
              fig: "sudoku-score",
              caption:
                "7 asetetaan ruutuun e5. Sen lohkossa ovat 8 ja 2 (2 pistettä); rivillä 5 lohkon ulkopuolella ovat 5 ja 3 (2 pistettä); sarakkeessa e lohkon ulkopuolella on kultainen 1 (1 piste). Yhteensä 5 pistettä. Kultaisilla aloituslaatoilla on keltainen tausta ja kehys.",
            },
          ],
        },
        {
          id: "draw",
          title: "3. Nosta",
          blocks: [{ p: "Nosta uusi laatta, jos niitä on vielä jäljellä. Sitten on seuraavan pelaajan vuoro." }],
        },
      ],
    },
    {
      id: "mistakes",
      title: "Säännön rikkominen",
      blocks: [
        {
          ul: [
            "Jos asetat laatan, joka rikkoo sudokusääntöä, sinun on otettava se pois ja **pantava sivuun**. Siitä ei saa pisteitä. Nostat uuden laatan, ja vuoro siirtyy seuraavalle.",
            "Pöydän ääressä virhe, jota kukaan ei huomaa ennen seuraavaa vuoroa, jää laudalle. spelkast huomaa jokaisen virheen heti.",
          ],
        },
        {
          play: [
            "**Pöytäsäännöt** (Sudokun oletus): voit napsauttaa mitä tahansa tyhjää ruutua kuten oikean pöydän ääressä. Jos laatta ei sovi siihen, se pannaan sivuun etkä saa pisteitä.",
            "**Avustettu** (Sudoidsin oletus): voit napsauttaa vain ruutuja, joihin laattasi sopii, ja ne on korostettu.",
            "Tila valitaan aulassa.",
          ],
        },
      ],
    },
    {
      id: "end",
      title: "Pelin loppu",
      blocks: [
        {
          ul: [
            "Peli päättyy, kun vuorossa oleva pelaaja **ei voi asettaa laattaansa sääntöjen mukaan mihinkään**.",
            "Pöytäsäännöillä sinun on ilmoitettava se itse: paina ”ilmoita”. Jos olet oikeassa, peli päättyy. Jos laattasi kuitenkin sopi johonkin, se pannaan sivuun ilman pisteitä, nostat uuden ja vuoro siirtyy seuraavalle. Avustetussa tilassa spelkast huomaa itse, ettet pääse eteenpäin.",
            "Peli päättyy myös, kun kaikki laatat ovat joko laudalla tai sivussa.",
            "Kokonaispisteesi ovat 40 pistettä jokaisesta kierrosmerkistä plus paikkasi pisteradalla. Suurin summa voittaa; tasapisteissä voitto jaetaan.",
          ],
        },
      ],
    },
    {
      id: "variants",
      title: "Muita pisteytystapoja",
      blocks: [
        {
          ul: [
            "**Täysi** (tavallinen tapa): lohko sekä rivi ja sarake lohkon ulkopuolelta, kuten edellä.",
            "**Yksinkertainen:** vain samalla rivillä ja samassa sarakkeessa olevat laatat lasketaan, olivatpa ne missä lohkossa tahansa. Yllä olevassa kuvassa 7 saisi silloin 4 pistettä.",
            "**Vain lohko** (pienille lapsille): vain samassa lohkossa olevat laatat lasketaan. Yllä oleva 7 saisi 2 pistettä.",
          ],
        },
        { play: ["Valitse pisteytys aulassa (”pisteytys”: täysi, yksinkertainen tai lohko)."] },
      ],
    },
    {
      id: "solo",
      title: "Yksinpeli",
      blocks: [
        {
          p: "Yksin pelatessa säännöt pysyvät samoina: nosta laatta, aseta se heti, laske pisteet ja yritä päästä mahdollisimman suureen summaan.",
        },
      ],
    },
    {
      id: "sudoids",
      title: "Sudoids: lasten peli",
      blocks: [
        {
          ul: [
            "Sudoidsia pelataan laudan toisella puolella: 6 × 6 -ruudukossa on kuusi riviä, kuusi saraketta ja kuusi lohkoa, joissa on 2 riviä ja 3 ruutua.",
            "Numeroiden sijaan on 36 eläinlaattaa: kissa, koira, hiiri, lintu, kala ja hevonen, kutakin kuusi.",
            "Muuten kaikki toimii kuten isossa pelissä: **sama eläin ei saa esiintyä kahdesti** rivillä, sarakkeessa eikä lohkossa, ja laatan asettamisesta saa pisteitä ympärillä olevista laatoista.",
            "Peli alkaa kuudella laatalla laudalla: yksi jokaista eläintä, yksi jokaisella rivillä ja jokaisessa sarakkeessa. Loput 30 laattaa ovat nostovarasto.",
            "Mitä tahansa kolmesta pisteytystavasta voi käyttää; pelkän lohkon laskeminen on pienille lapsille helpointa.",
          ],
        },
        {
          fig: "sudoids-grid",
          caption:
            "Kuusi aloituslaattaa (C kissa, D koira, M hiiri, B lintu, F kala, H hevonen). Kissaa ei saa asettaa ruutuun b1, koska rivillä 1 on jo kissa.",
        },
        {
          play: [
            "Sudoids on aulassa oma pelinsä. Se alkaa avustetussa tilassa, joten voit valita vain ruutuja, joihin eläin sopii.",
          ],
        },
      ],
    },
  ],
};

export const SUDOKU: Record<Lang, RulesPage> = { en, nl, fi };
