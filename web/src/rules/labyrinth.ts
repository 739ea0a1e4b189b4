/** Labyrinth, the sliding-maze board game: the basic game here; the young-children variants,
 *  Day & Night and the lobby's options in labyrinth-variants.ts. */
import type { Lang } from "../types";
import type { RulesPage } from "./model";
import { LABYRINTH_VARIANTS } from "./labyrinth-variants";

const en: RulesPage = {
  title: "Labyrinth",
  summary:
    "Shift the maze, walk its corridors and collect your secret treasures. With variants for young children and Day & Night. 2–4 players.",
  intro:
    "A maze that never stands still: every turn you push a tile into the board, which changes the corridors, and then walk your pawn as far as the way is open. Be the first to collect all your treasures and get back to your corner. For 2 to 4 players.",
  sections: [
    {
      id: "goal",
      title: "Aim of the game",
      blocks: [
        {
          p: "Every player hunts a set of treasures that was dealt to them in secret. The winner is the first player who has found all of their treasures and then brings their pawn back to the corner where it started.",
        },
      ],
    },
    {
      id: "material",
      title: "Board and tiles",
      blocks: [
        {
          ul: [
            "The board is a grid of 7 × 7 squares. Sixteen of them are printed on the board and **never move**: the squares where row 1, 3, 5 or 7 crosses column a, c, e or g. They are marked with a small ×.",
            "34 loose tiles fill the other 33 squares; the one left over is the **spare tile**. Loose tiles come in three shapes: 13 straights, 15 corners and 6 T-junctions. There are no crossings.",
            "24 treasures are printed on the tiles: 12 on fixed tiles, 6 on loose corners and 6 on loose T-junctions.",
            "The four corners are the start squares, one per colour: yellow top left, red top right, green bottom right and blue bottom left.",
            "Twelve arrows along the edge show where the spare can be pushed in: at both ends of rows 2, 4 and 6 and of columns b, d and f.",
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
            "Shuffle the loose tiles and lay them on the free squares, each turned any which way. One tile is left over: the spare.",
            "Shuffle the 24 treasure cards and deal them all out: 12 each with two players, 8 each with three and 6 each with four. Everyone keeps their cards as a face-down pile.",
            "You may look only at the **top card** of your own pile: that is the treasure you are after right now. Nobody else knows it.",
            "Every pawn starts on the corner of its own colour. Then the first player begins (at the table, whoever most recently went on an adventure) and play goes clockwise.",
          ],
        },
        {
          play: [
            "spelkast shuffles and deals for you. Your current treasure card is shown to you alone; of the other players you see how many cards they still have to find.",
            "Who begins is set in the lobby (“first player”: a seat or random).",
          ],
        },
      ],
    },
    {
      id: "turn",
      title: "Your turn",
      blocks: [{ p: "A turn always has two steps, in this order: first **shift** the maze, then **move** your pawn." }],
      subs: [
        {
          id: "shift",
          title: "Step 1: shift the maze",
          blocks: [
            {
              ul: [
                "Turn the spare tile as you like and push it in at one of the arrows. The whole row or column slides one square, and the tile at the far end drops out. That tile is the spare for the next player.",
                "Shifting is **compulsory**, even when your treasure is already within reach.",
                "**No pushing back:** you may not push the spare in at the spot where a tile was pushed out in the turn before; that would simply undo it. On the very first turn every arrow is allowed.",
                "Pawns ride along with their tile. A pawn that is pushed off the board — yours or anybody else's — comes back at the other end of the same line, on the tile that was just pushed in. That is not a turn or a move of its own.",
              ],
            },
            {
              fig: "lab-shift",
              caption:
                "The spare (with the ★) goes in on the left. Each tile of the row moves one square to the right; the last one drops out and becomes the new spare. The pawn ☾ that stood on it reappears on the tile that was pushed in.",
            },
            {
              play: [
                "Turn the spare with the rotate buttons or the keys shown under the board, then click an arrow to shift. The arrow you may not use is disabled.",
                "Every possible move is also listed in the move list under the board, which works with the keyboard alone.",
              ],
            },
          ],
        },
        {
          id: "move",
          title: "Step 2: move your pawn",
          blocks: [
            {
              ul: [
                "After the shift you may move your pawn as far as you like along an unbroken corridor, or leave it where it is.",
                "Two neighbouring tiles are joined only when both are open towards each other.",
                "Pawns never block each other, and any number of them may stand on the same square.",
              ],
            },
            {
              fig: "lab-move",
              caption:
                "The pawn ☀ can go to every square marked with a dot: the squares joined to its own by open corridors. Walls cut off the rest.",
            },
            {
              play: [
                "After the shift the squares you can reach are highlighted. Click one to walk there, or click your own square to stay.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "treasures",
      title: "Finding treasures and winning",
      blocks: [
        {
          ul: [
            "You find your treasure when your turn **ends** on its square. Walking across it does not count, nor does being carried onto it during another player's turn.",
            "The found card is turned face up beside your pile. You may look at your next card straight away, but your turn is over.",
            "A treasure on the spare tile cannot be reached until someone pushes that tile back into the maze.",
            "When all your treasures are found, you must go back to your start square. The first player to end a turn there with every treasure found wins, and the game is over.",
          ],
        },
        {
          p: "Tip: if your treasure is out of reach this turn, stop on a square from which your chances are best next time.",
        },
      ],
    },
    ...LABYRINTH_VARIANTS.en,
  ],
};

const nl: RulesPage = {
  title: "Doolhof",
  summary:
    "Verschuif het doolhof, loop door de gangen en verzamel je geheime schatten. Met varianten voor jonge kinderen en Dag & Nacht. 2–4 spelers.",
  intro:
    "Een doolhof dat nooit stilstaat: elke beurt schuif je een gangkaart het bord in, waardoor de gangen veranderen, en daarna loop je met je pion zo ver als de weg open is. Wie verzamelt als eerste al zijn schatten en staat weer in zijn hoek? Voor 2 tot 4 spelers.",
  sections: [
    {
      id: "goal",
      title: "Doel van het spel",
      blocks: [
        {
          p: "Iedere speler zoekt een reeks schatten die hij in het geheim heeft gekregen. Wie als eerste al zijn schatten heeft gevonden en daarna met zijn pion terug is in de hoek waar hij begon, wint.",
        },
      ],
    },
    {
      id: "material",
      title: "Bord en gangkaarten",
      blocks: [
        {
          ul: [
            "Het bord heeft 7 × 7 vakken. Zestien daarvan zijn op het bord gedrukt en **bewegen nooit**: de vakken waar rij 1, 3, 5 of 7 kolom a, c, e of g kruist. Ze hebben een klein ×-teken.",
            "34 losse gangkaarten vullen de andere 33 vakken; de kaart die overblijft is de **losse gangkaart**. Er zijn drie vormen: 13 rechte gangen, 15 bochten en 6 T-splitsingen. Kruisingen zijn er niet.",
            "Op de gangkaarten staan 24 schatten: 12 op vaste kaarten, 6 op losse bochten en 6 op losse T-splitsingen.",
            "De vier hoeken zijn de startvelden, één per kleur: geel linksboven, rood rechtsboven, groen rechtsonder en blauw linksonder.",
            "Twaalf pijlen langs de rand geven aan waar je de losse kaart kunt inschuiven: aan beide kanten van de rijen 2, 4 en 6 en van de kolommen b, d en f.",
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
            "Schud de losse gangkaarten en leg ze willekeurig gedraaid op de vrije vakken. Er blijft één kaart over: de losse gangkaart.",
            "Schud de 24 schatkaarten en deel ze allemaal uit: bij twee spelers 12 per persoon, bij drie 8 en bij vier 6. Iedereen legt zijn kaarten als een gesloten stapel voor zich neer.",
            "Je mag alleen de **bovenste kaart** van je eigen stapel bekijken: dat is de schat waar je nu naar op zoek bent. Niemand anders weet welke het is.",
            "Elke pion begint op de hoek in zijn eigen kleur. De beginspeler start (aan tafel: wie het laatst op avontuur is geweest) en daarna gaat het spel met de klok mee.",
          ],
        },
        {
          play: [
            "spelkast schudt en deelt voor je. Je huidige schatkaart zie alleen jij; van de anderen zie je hoeveel kaarten ze nog moeten vinden.",
            "Wie begint, stel je in de lobby in (“beginspeler”: een plaats of willekeurig).",
          ],
        },
      ],
    },
    {
      id: "turn",
      title: "Je beurt",
      blocks: [{ p: "Een beurt bestaat altijd uit twee stappen, in deze volgorde: eerst het doolhof **verschuiven**, dan je pion **verzetten**." }],
      subs: [
        {
          id: "shift",
          title: "Stap 1: het doolhof verschuiven",
          blocks: [
            {
              ul: [
                "Draai de losse gangkaart zoals je wilt en schuif hem bij een van de pijlen naar binnen. De hele rij of kolom schuift één vak op en aan de overkant valt er een kaart uit. Die kaart is de losse gangkaart voor de volgende speler.",
                "Verschuiven is **verplicht**, ook als je schat al bereikbaar is.",
                "**Niet terugschuiven:** je mag de losse kaart niet inschuiven op de plek waar in de vorige beurt een kaart is uitgeschoven; dan zou je die zet gewoon ongedaan maken. In de allereerste beurt mag elke pijl.",
                "Pionnen schuiven mee met hun kaart. Wordt een pion van het bord geduwd — die van jou of van een ander — dan komt hij aan de andere kant van dezelfde rij terug, op de kaart die net is ingeschoven. Dat telt niet als beurt of zet.",
              ],
            },
            {
              fig: "lab-shift",
              caption:
                "De losse kaart (met de ★) gaat links naar binnen. Elke kaart van de rij schuift één vak naar rechts; de laatste valt eruit en wordt de nieuwe losse kaart. De pion ☾ die erop stond, komt terug op de ingeschoven kaart.",
            },
            {
              play: [
                "Draai de losse kaart met de draaiknoppen of met de toetsen die onder het bord staan en klik dan op een pijl om te schuiven. De pijl die niet mag, is uitgeschakeld.",
                "Alle mogelijke zetten staan ook in de zettenlijst onder het bord; die werkt volledig met het toetsenbord.",
              ],
            },
          ],
        },
        {
          id: "move",
          title: "Stap 2: je pion verzetten",
          blocks: [
            {
              ul: [
                "Na het schuiven mag je je pion zo ver als je wilt door een ononderbroken gang verplaatsen, of hem laten staan.",
                "Twee buurkaarten zijn alleen verbonden als ze allebei naar elkaar toe open zijn.",
                "Pionnen houden elkaar nooit tegen, en er mogen er zoveel op één vak staan als je wilt.",
              ],
            },
            {
              fig: "lab-move",
              caption:
                "Pion ☀ kan naar elk vak met een stip: de vakken die via open gangen met zijn eigen vak verbonden zijn. Muren sluiten de rest af.",
            },
            {
              play: [
                "Na het schuiven lichten de vakken op die je kunt bereiken. Klik op een vak om erheen te lopen, of op je eigen vak om te blijven staan.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "treasures",
      title: "Schatten vinden en winnen",
      blocks: [
        {
          ul: [
            "Je vindt je schat als je beurt op dat vak **eindigt**. Er langs lopen telt niet, en er tijdens de beurt van een ander naartoe geschoven worden ook niet.",
            "Leg de gevonden kaart open naast je stapel. Je mag meteen je volgende kaart bekijken, maar je beurt is voorbij.",
            "Een schat op de losse gangkaart is onbereikbaar tot iemand die kaart weer in het doolhof schuift.",
            "Heb je al je schatten gevonden, dan moet je terug naar je startveld. Wie daar als eerste een beurt eindigt met alle schatten gevonden, wint en het spel is afgelopen.",
          ],
        },
        {
          p: "Tip: kun je je schat deze beurt niet halen, zet je pion dan op een plek waar je volgende beurt de beste kansen hebt.",
        },
      ],
    },
    ...LABYRINTH_VARIANTS.nl,
  ],
};

const fi: RulesPage = {
  title: "Labyrintti",
  summary:
    "Siirrä labyrintin käytäviä, kulje niitä pitkin ja kerää salaiset aarteesi. Mukana muunnelmat pienille lapsille sekä Päivä & Yö. 2–4 pelaajaa.",
  intro:
    "Labyrintti, joka ei pysy hetkeäkään paikallaan: joka vuorolla työnnät laudalle palan, joka muuttaa käytäviä, ja kuljet sitten nappulallasi niin pitkälle kuin tie on auki. Kerää ensimmäisenä kaikki aarteesi ja palaa omaan kulmaasi. 2–4 pelaajalle.",
  sections: [
    {
      id: "goal",
      title: "Pelin tavoite",
      blocks: [
        {
          p: "Jokainen pelaaja etsii aarteita, jotka hänelle on jaettu salaa. Voittaja on se, joka ensimmäisenä löytää kaikki aarteensa ja vie sen jälkeen nappulansa takaisin kulmaan, josta se lähti.",
        },
      ],
    },
    {
      id: "material",
      title: "Lauta ja labyrinttipalat",
      blocks: [
        {
          ul: [
            "Laudalla on 7 × 7 ruutua. Niistä kuusitoista on painettu lautaan eivätkä ne **liiku koskaan**: ne ruudut, joissa rivi 1, 3, 5 tai 7 kohtaa sarakkeen a, c, e tai g. Niissä on pieni ×-merkki.",
            "Muihin 33 ruutuun tulee 34 irrallista palaa; yli jäävä pala on **irtopala**. Paloja on kolmea muotoa: 13 suoraa, 15 kulmaa ja 6 T-risteystä. Nelihaaraisia risteyksiä ei ole.",
            "Paloihin on painettu 24 aarretta: 12 kiinteisiin paloihin, 6 irrallisiin kulmiin ja 6 irrallisiin T-risteyksiin.",
            "Neljä kulmaa ovat lähtöruudut, yksi kullekin värille: keltainen vasemmalla ylhäällä, punainen oikealla ylhäällä, vihreä oikealla alhaalla ja sininen vasemmalla alhaalla.",
            "Reunan kaksitoista nuolta näyttävät, mistä irtopalan voi työntää sisään: rivien 2, 4 ja 6 sekä sarakkeiden b, d ja f kummastakin päästä.",
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
            "Sekoita irralliset palat ja aseta ne vapaisiin ruutuihin mihin asentoon tahansa käännettyinä. Yksi pala jää yli: se on irtopala.",
            "Sekoita 24 aarrekorttia ja jaa ne kaikki: kahdella pelaajalla 12 kullekin, kolmella 8 ja neljällä 6. Kukin pitää korttinsa kuvapuoli alaspäin pinona edessään.",
            "Saat katsoa vain oman pinosi **päällimmäistä korttia**: se on aarre, jota etsit nyt. Muut eivät tiedä, mikä se on.",
            "Jokainen nappula aloittaa oman värinsä kulmasta. Aloittaja pelaa ensin (pöydän ääressä se, joka on viimeksi ollut seikkailemassa), ja sitten vuoro kiertää myötäpäivään.",
          ],
        },
        {
          play: [
            "spelkast sekoittaa ja jakaa puolestasi. Nykyisen aarrekorttisi näet vain sinä; muista pelaajista näet, montako korttia heillä on vielä löytämättä.",
            "Aloittaja valitaan aulassa (”aloittaja”: paikka tai satunnainen).",
          ],
        },
      ],
    },
    {
      id: "turn",
      title: "Pelivuoro",
      blocks: [{ p: "Vuorossa on aina kaksi vaihetta tässä järjestyksessä: ensin **siirrät käytäviä**, sitten **liikutat nappulaasi**." }],
      subs: [
        {
          id: "shift",
          title: "Vaihe 1: käytävien siirtäminen",
          blocks: [
            {
              ul: [
                "Käännä irtopala haluamaasi asentoon ja työnnä se sisään jonkin nuolen kohdalta. Koko rivi tai sarake liukuu yhden ruudun, ja vastakkaisesta päästä putoaa pala ulos. Siitä tulee seuraavan pelaajan irtopala.",
                "Siirtäminen on **pakollista**, vaikka aarteesi olisi jo valmiiksi ulottuvilla.",
                "**Ei takaisin työntämistä:** irtopalaa ei saa työntää sisään siitä kohdasta, josta edellisellä vuorolla työnnettiin pala ulos, koska se vain kumoaisi edellisen siirron. Aivan ensimmäisellä vuorolla kaikki nuolet ovat sallittuja.",
                "Nappulat liikkuvat palansa mukana. Jos nappula — oma tai kenen tahansa — työntyy laudalta, se siirretään saman rivin toiseen päähän juuri sisään työnnetyn palan päälle. Sitä ei lasketa vuoroksi eikä siirroksi.",
              ],
            },
            {
              fig: "lab-shift",
              caption:
                "Irtopala (jossa on ★) työnnetään sisään vasemmalta. Rivin jokainen pala siirtyy ruudun oikealle; viimeinen putoaa pois ja on uusi irtopala. Sen päällä seissyt nappula ☾ ilmestyy sisään työnnetylle palalle.",
            },
            {
              play: [
                "Käännä irtopalaa kääntöpainikkeilla tai laudan alla mainituilla näppäimillä ja napsauta sitten nuolta. Kielletty nuoli ei ole käytettävissä.",
                "Kaikki mahdolliset siirrot löytyvät myös laudan alla olevasta siirtolistasta, jota voi käyttää pelkällä näppäimistöllä.",
              ],
            },
          ],
        },
        {
          id: "move",
          title: "Vaihe 2: nappulan liikuttaminen",
          blocks: [
            {
              ul: [
                "Siirron jälkeen saat kuljettaa nappulaasi yhtenäistä käytävää pitkin niin pitkälle kuin haluat, tai jättää sen paikalleen.",
                "Kaksi vierekkäistä palaa ovat yhteydessä vain, jos molemmat ovat avoinna toisiaan kohti.",
                "Nappulat eivät estä toistensa kulkua, ja samassa ruudussa voi olla useita nappuloita.",
              ],
            },
            {
              fig: "lab-move",
              caption:
                "Nappula ☀ pääsee jokaiseen pisteellä merkittyyn ruutuun: ne ovat avoimien käytävien kautta yhteydessä sen omaan ruutuun. Seinät erottavat loput.",
            },
            {
              play: [
                "Siirron jälkeen ruudut, joihin pääset, korostetaan. Napsauta ruutua kulkeaksesi sinne tai omaa ruutuasi jäädäksesi paikallesi.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "treasures",
      title: "Aarteiden löytäminen ja voittaminen",
      blocks: [
        {
          ul: [
            "Löydät aarteesi, kun vuorosi **päättyy** sen ruutuun. Ohi kulkeminen ei riitä, eikä sekään, että joudut sen päälle toisen pelaajan vuorolla.",
            "Löydetty kortti käännetään kuvapuoli ylöspäin pinosi viereen. Saat katsoa seuraavan korttisi heti, mutta vuorosi on ohi.",
            "Irtopalassa olevaa aarretta ei voi tavoittaa, ennen kuin joku työntää palan takaisin labyrinttiin.",
            "Kun kaikki aarteesi on löydetty, sinun on palattava lähtöruutuusi. Ensimmäinen, joka päättää vuoronsa siellä kaikki aarteensa löydettyinä, voittaa, ja peli päättyy.",
          ],
        },
        {
          p: "Vinkki: jos aarteesi ei ole tällä vuorolla ulottuvillasi, pysähdy ruutuun, josta sinulla on seuraavalla vuorolla parhaat mahdollisuudet.",
        },
      ],
    },
    ...LABYRINTH_VARIANTS.fi,
  ],
};

export const LABYRINTH: Record<Lang, RulesPage> = { en, nl, fi };
