/** Träxx, the path-drawing game. */
import type { Lang } from "../types";
import type { RulesPage } from "./model";

const en: RulesPage = {
  title: "Träxx",
  summary:
    "Everyone draws one long path across their own hex board with the colours of a shared card. Reach the number fields first and leave as few fields empty as you can. 1–4 players.",
  intro:
    "Each round a card shows a few colours, and all players at once use them to extend a single line across their board of hexagons. Number fields give points — full points to whoever gets there first — and every field your line never reaches costs a point at the end. For 1 to 4 players.",
  sections: [
    {
      id: "material",
      title: "Boards and cards",
      blocks: [
        {
          ul: [
            "Every player has a board of **61 hexagonal fields** forming one large hexagon. Each field has one of six colours: yellow, blue, red, green, grey or white.",
            "Nine fields also carry a **number from 2 to 10**: the 2, 3 and 4 lie near the middle, the 5 to 10 out on the edge.",
            "All boards have the same colours and numbers; only the **start field** differs. The four start fields lie right next to the centre.",
            "15 cards, each showing 4 or 5 coloured squares in four different colours; on a card with 5 squares one colour appears twice.",
            "The printed board and cards are not available to us, so spelkast uses its own layout that follows all these facts.",
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
            "Shuffle the 15 cards and put them face down in a pile.",
            "Everyone takes a board. Your path begins on your start field.",
          ],
        },
      ],
    },
    {
      id: "round",
      title: "A round",
      blocks: [
        {
          p: "Turn over the top card. Now **all players play at the same time**: each of you may extend their path with the colours on the card, or pass.",
        },
      ],
      subs: [
        {
          id: "extend",
          title: "Extending your path",
          blocks: [
            {
              ul: [
                "Use as many of the card's colours as you like — none, some or all — in any order. A colour shown twice may be used twice.",
                "Each colour you use adds one field of that colour to your path, and each new field must touch the previous one.",
                "In one round you may extend your path at **one end only**. In the first round that is your start field; from the second round on you choose which of the two ends to continue from.",
              ],
            },
            {
              fig: "traexx-path",
              caption:
                "The card shows blue, green, grey and yellow. Starting from the yellow start field, the path goes to blue (B), green (G), grey (A) and yellow (Y). Next round it may go on from either end. The 3 is a number field.",
            },
          ],
        },
        {
          id: "line",
          title: "The line never touches itself",
          blocks: [
            {
              ul: [
                "Your path is one unbroken line. It may **never cross or touch itself**: every field can be part of it only once.",
                "Running right alongside earlier parts of your own path is allowed.",
              ],
            },
            {
              play: [
                "Choose the end to continue from (from round 2 on), then click the fields one by one. Only fields you may enter next can be clicked. Undo removes the last field; confirm when you are done, or pass.",
                "What you draw stays secret until everyone has chosen. Then all paths and scores are shown, and the next card is turned.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "numbers",
      title: "Number fields",
      blocks: [
        {
          ul: [
            "The **first** player whose path reaches a number scores its full value. If several players reach the same number for the first time in the same round, they all score it in full.",
            "Reaching a number that another player already reached in an **earlier round** scores only **half, rounded up**: a 7 gives 4, a 5 gives 3.",
            "Reaching two or more numbers in one round is fine; each is scored by these rules.",
            "After every round everybody learns which numbers were reached, so you know which ones are still worth full points.",
          ],
        },
      ],
    },
    {
      id: "end",
      title: "End and scoring",
      blocks: [
        {
          ul: [
            "The game ends after all 15 cards have been played.",
            "Add up the points from your number fields, then subtract **one point for every field your path did not reach** — ordinary fields and number fields alike.",
            "The highest score wins; equal scores share the win.",
          ],
        },
        {
          example:
            "Lena was first on 3, 6 and 8 (17 points) and reached 2, 7 and 10 after others had (1 + 4 + 5 = 10 points): 27 points. Her path missed 12 fields, so she ends with 27 − 12 = 15.",
        },
      ],
    },
    {
      id: "solo",
      title: "Playing alone",
      blocks: [
        {
          ul: [
            "Play all 15 cards as usual.",
            "A number scores its full value only if you have **not yet scored a higher number**; otherwise it scores half, rounded up. Numbers reached in the same round count in the order your path enters them.",
            "Example: 3 (3 points), then 8 (8), then 6 (3, because the 8 came first), then 10 (10).",
            "A final score above 40 is excellent.",
          ],
        },
      ],
    },
  ],
};

const nl: RulesPage = {
  title: "Träxx",
  summary:
    "Iedereen tekent met de kleuren van een gezamenlijke kaart één lange weg over zijn eigen zeshoekenbord. Bereik als eerste de getallen en laat zo weinig mogelijk velden leeg. 1–4 spelers.",
  intro:
    "Elke ronde toont een kaart een paar kleuren, en alle spelers gebruiken die tegelijk om één lijn over hun bord van zeshoeken te verlengen. Getallenvelden leveren punten op — de volle waarde voor wie er het eerst is — en elk veld dat je lijn nooit bereikt, kost aan het eind een punt. Voor 1 tot 4 spelers.",
  sections: [
    {
      id: "material",
      title: "Borden en kaarten",
      blocks: [
        {
          ul: [
            "Elke speler heeft een bord met **61 zeshoekige velden**, samen één grote zeshoek. Elk veld heeft een van zes kleuren: geel, blauw, rood, groen, grijs of wit.",
            "Negen velden dragen ook een **getal van 2 tot 10**: de 2, 3 en 4 liggen dicht bij het midden, de 5 tot en met 10 aan de buitenrand.",
            "Alle borden hebben dezelfde kleuren en getallen; alleen het **startveld** verschilt. De vier startvelden liggen vlak naast het middelste veld.",
            "15 kaarten, elk met 4 of 5 gekleurde vakjes in vier verschillende kleuren; op een kaart met 5 vakjes staat één kleur dubbel.",
            "Het gedrukte bord en de kaarten hebben we niet, dus spelkast gebruikt een eigen indeling die aan al deze feiten voldoet.",
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
            "Schud de 15 kaarten en leg ze als gesloten stapel neer.",
            "Iedereen neemt een bord. Je weg begint op je startveld.",
          ],
        },
      ],
    },
    {
      id: "round",
      title: "Een ronde",
      blocks: [
        {
          p: "Draai de bovenste kaart om. Nu **spelen alle spelers tegelijk**: ieder mag zijn weg verlengen met de kleuren op de kaart, of passen.",
        },
      ],
      subs: [
        {
          id: "extend",
          title: "Je weg verlengen",
          blocks: [
            {
              ul: [
                "Gebruik zoveel kleuren van de kaart als je wilt — geen, een paar of allemaal — in elke volgorde. Een kleur die dubbel op de kaart staat, mag je twee keer gebruiken.",
                "Elke kleur die je gebruikt, voegt één veld van die kleur aan je weg toe, en elk nieuw veld moet aan het vorige grenzen.",
                "In één ronde mag je je weg maar **aan één kant** verlengen. In de eerste ronde is dat je startveld; vanaf de tweede ronde kies je zelf aan welk van de twee uiteinden je verdergaat.",
              ],
            },
            {
              fig: "traexx-path",
              caption:
                "De kaart toont blauw, groen, grijs en geel. Vanaf het gele startveld gaat de weg naar blauw (B), groen (G), grijs (A) en geel (Y). Volgende ronde mag hij aan elk van beide uiteinden verder. De 3 is een getallenveld.",
            },
          ],
        },
        {
          id: "line",
          title: "De lijn raakt zichzelf nooit",
          blocks: [
            {
              ul: [
                "Je weg is één doorlopende lijn. Hij mag zichzelf **nooit kruisen of raken**: elk veld kan er maar één keer deel van uitmaken.",
                "Vlak langs eerdere stukken van je eigen weg lopen mag wel.",
              ],
            },
            {
              play: [
                "Kies (vanaf ronde 2) het uiteinde waar je verdergaat en klik daarna de velden een voor een aan. Alleen velden waar je als volgende heen mag, zijn aan te klikken. Met Ongedaan maken haal je het laatste veld weg; bevestig als je klaar bent, of pas.",
                "Wat je tekent, blijft geheim tot iedereen heeft gekozen. Dan worden alle wegen en scores getoond en gaat de volgende kaart open.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "numbers",
      title: "Getallenvelden",
      blocks: [
        {
          ul: [
            "De **eerste** speler van wie de weg een getal bereikt, krijgt de volle waarde. Bereiken meerdere spelers hetzelfde getal in dezelfde ronde voor het eerst, dan krijgen ze allemaal de volle waarde.",
            "Bereik je een getal dat een ander al in een **eerdere ronde** heeft bereikt, dan krijg je maar **de helft, naar boven afgerond**: een 7 levert 4 op, een 5 levert 3 op.",
            "Twee of meer getallen in één ronde bereiken mag; elk getal telt volgens deze regels.",
            "Na elke ronde hoort iedereen welke getallen zijn bereikt, zodat je weet welke nog de volle waarde waard zijn.",
          ],
        },
      ],
    },
    {
      id: "end",
      title: "Einde en puntentelling",
      blocks: [
        {
          ul: [
            "Het spel is afgelopen nadat alle 15 kaarten zijn gespeeld.",
            "Tel de punten van je getallenvelden op en trek daar **één punt af voor elk veld dat je weg niet heeft bereikt** — gewone velden en getallenvelden allebei.",
            "De hoogste score wint; bij een gelijke score wordt de overwinning gedeeld.",
          ],
        },
        {
          example:
            "Lena was als eerste bij 3, 6 en 8 (17 punten) en bereikte 2, 7 en 10 na anderen (1 + 4 + 5 = 10 punten): 27 punten. Haar weg miste 12 velden, dus ze eindigt met 27 − 12 = 15.",
        },
      ],
    },
    {
      id: "solo",
      title: "Alleen spelen",
      blocks: [
        {
          ul: [
            "Speel zoals gewoonlijk alle 15 kaarten.",
            "Een getal levert alleen de volle waarde op als je **nog geen hoger getal** hebt gescoord; anders de helft, naar boven afgerond. Getallen die je in dezelfde ronde bereikt, tellen in de volgorde waarin je weg ze binnenkomt.",
            "Voorbeeld: 3 (3 punten), dan 8 (8), dan 6 (3, want de 8 kwam eerder), dan 10 (10).",
            "Een eindscore boven de 40 is uitstekend.",
          ],
        },
      ],
    },
  ],
};

const fi: RulesPage = {
  title: "Träxx",
  summary:
    "Jokainen piirtää yhteisen kortin väreillä yhden pitkän reitin omalle kuusikulmiolaudalleen. Ehdi ensimmäisenä numerokentille ja jätä mahdollisimman vähän kenttiä tyhjiksi. 1–4 pelaajaa.",
  intro:
    "Joka kierroksella kortti näyttää muutaman värin, ja kaikki pelaajat käyttävät niitä yhtä aikaa jatkaakseen yhtä viivaa kuusikulmiolaudallaan. Numerokentät tuovat pisteitä — täydet pisteet sille, joka ehtii ensin — ja jokainen kenttä, jota viivasi ei koskaan tavoita, maksaa lopussa pisteen. 1–4 pelaajalle.",
  sections: [
    {
      id: "material",
      title: "Laudat ja kortit",
      blocks: [
        {
          ul: [
            "Jokaisella pelaajalla on lauta, jossa on **61 kuusikulmaista kenttää** yhdeksi suureksi kuusikulmioksi koottuna. Jokainen kenttä on yhtä kuudesta väristä: keltainen, sininen, punainen, vihreä, harmaa tai valkoinen.",
            "Yhdeksässä kentässä on lisäksi **numero 2–10**: 2, 3 ja 4 ovat lähellä keskustaa, 5–10 ulkoreunalla.",
            "Kaikissa laudoissa on samat värit ja numerot; vain **lähtökenttä** vaihtelee. Neljä lähtökenttää ovat aivan keskikentän vieressä.",
            "15 korttia, joissa kussakin on 4 tai 5 väriruutua neljällä eri värillä; viiden ruudun kortissa yksi väri on kahdesti.",
            "Painettua lautaa ja kortteja meillä ei ole, joten spelkast käyttää omaa asettelua, joka noudattaa kaikkia näitä tietoja.",
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
            "Sekoita 15 korttia ja aseta ne pinoon kuvapuoli alaspäin.",
            "Jokainen ottaa laudan. Reittisi alkaa lähtökentästäsi.",
          ],
        },
      ],
    },
    {
      id: "round",
      title: "Kierros",
      blocks: [
        {
          p: "Käännä pinon päällimmäinen kortti. Nyt **kaikki pelaavat yhtä aikaa**: kukin saa jatkaa reittiään kortin väreillä tai passata.",
        },
      ],
      subs: [
        {
          id: "extend",
          title: "Reitin jatkaminen",
          blocks: [
            {
              ul: [
                "Käytä kortin väreistä niin montaa kuin haluat — ei yhtään, osaa tai kaikkia — missä järjestyksessä tahansa. Kahdesti näkyvää väriä saa käyttää kahdesti.",
                "Jokainen käyttämäsi väri lisää reittiisi yhden sen värisen kentän, ja jokaisen uuden kentän on oltava edellisen vieressä.",
                "Yhdellä kierroksella reittiä saa jatkaa **vain toisesta päästä**. Ensimmäisellä kierroksella se on lähtökenttäsi; toisesta kierroksesta alkaen valitset itse, kummasta päästä jatkat.",
              ],
            },
            {
              fig: "traexx-path",
              caption:
                "Kortissa ovat sininen, vihreä, harmaa ja keltainen. Keltaisesta lähtökentästä reitti kulkee siniseen (B), vihreään (G), harmaaseen (A) ja keltaiseen (Y). Seuraavalla kierroksella sitä voi jatkaa kummasta päästä tahansa. 3 on numerokenttä.",
            },
          ],
        },
        {
          id: "line",
          title: "Viiva ei koske itseään",
          blocks: [
            {
              ul: [
                "Reittisi on yksi katkeamaton viiva. Se ei saa **koskaan risteytyä eikä koskettaa itseään**: jokainen kenttä voi kuulua siihen vain kerran.",
                "Oman reitin aiempien osien vieressä kulkeminen on sallittua.",
              ],
            },
            {
              play: [
                "Valitse (toisesta kierroksesta alkaen) pää, josta jatkat, ja napsauta sitten kentät yksi kerrallaan. Vain kenttiä, joihin saat seuraavaksi mennä, voi napsauttaa. Kumoa poistaa viimeisen kentän; vahvista, kun olet valmis, tai passaa.",
                "Piirtämäsi reitti pysyy salassa, kunnes kaikki ovat valinneet. Sitten kaikkien reitit ja pisteet näytetään, ja seuraava kortti käännetään.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "numbers",
      title: "Numerokentät",
      blocks: [
        {
          ul: [
            "**Ensimmäinen** pelaaja, jonka reitti tavoittaa numeron, saa sen täyden arvon. Jos useampi pelaaja tavoittaa saman numeron ensimmäistä kertaa samalla kierroksella, kaikki saavat täydet pisteet.",
            "Jos tavoitat numeron, jonka joku muu on jo tavoittanut **aiemmalla kierroksella**, saat vain **puolet ylöspäin pyöristettynä**: 7 antaa 4, 5 antaa 3.",
            "Kaksi tai useampia numeroita samalla kierroksella on sallittua; kukin pisteytetään näiden sääntöjen mukaan.",
            "Jokaisen kierroksen jälkeen kaikki saavat tietää, mitkä numerot on tavoitettu, joten tiedät, mistä saa vielä täydet pisteet.",
          ],
        },
      ],
    },
    {
      id: "end",
      title: "Pelin loppu ja pisteet",
      blocks: [
        {
          ul: [
            "Peli päättyy, kun kaikki 15 korttia on pelattu.",
            "Laske yhteen numerokenttiesi pisteet ja vähennä niistä **yksi piste jokaisesta kentästä, jota reittisi ei tavoittanut** — sekä tavallisista kentistä että numerokentistä.",
            "Eniten pisteitä saanut voittaa; tasapisteissä voitto jaetaan.",
          ],
        },
        {
          example:
            "Lena ehti ensimmäisenä numeroihin 3, 6 ja 8 (17 pistettä) ja tavoitti numerot 2, 7 ja 10 muiden jälkeen (1 + 4 + 5 = 10 pistettä): 27 pistettä. Hänen reittinsä ohitti 12 kenttää, joten hän päättää pelin tulokseen 27 − 12 = 15.",
        },
      ],
    },
    {
      id: "solo",
      title: "Yksinpeli",
      blocks: [
        {
          ul: [
            "Pelaa kaikki 15 korttia tavalliseen tapaan.",
            "Numero antaa täyden arvonsa vain, jos et ole **vielä saanut pisteitä suuremmasta numerosta**; muuten se antaa puolet ylöspäin pyöristettynä. Samalla kierroksella tavoitetut numerot lasketaan siinä järjestyksessä, jossa reittisi saapuu niihin.",
            "Esimerkki: 3 (3 pistettä), sitten 8 (8), sitten 6 (3, koska 8 tuli ensin), sitten 10 (10).",
            "Yli 40 pisteen lopputulos on erinomainen.",
          ],
        },
      ],
    },
  ],
};

export const TRAEXX: Record<Lang, RulesPage> = { en, nl, fi };
