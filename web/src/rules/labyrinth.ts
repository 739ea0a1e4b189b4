/** Labyrinth, the sliding-maze board game, with the young-children variants and Day & Night. */
import type { Lang } from "../types";
import type { RulesPage } from "./model";

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
    {
      id: "children",
      title: "Playing with young children",
      blocks: [
        { p: "Two easier ways to play. Each is chosen separately in the lobby, and they can be combined." },
        {
          ul: [
            "**Open cards:** all treasure cards lie face up for everybody to see. Collect your treasures in any order: any of your remaining treasures counts when your turn ends on it. You still have to go home to win.",
            "**No return:** the game ends as soon as a player has found all their treasures; nobody needs to go back to the start square.",
          ],
        },
      ],
    },
    {
      id: "daynight",
      title: "Day & Night",
      blocks: [
        {
          p: "In this variant the light goes out halfway through the game. The maze glows in the dark, and twelve night treasures appear that cannot be found by day. There are also three coins, worth 1, 3 and 5 points, and every pawn bears a symbol — sun, moon, star or lightning — so you can tell them apart in the dark.",
        },
      ],
      subs: [
        {
          id: "dn-setup",
          title: "Setting up for Day & Night",
          blocks: [
            {
              ul: [
                "With 2 or 3 players everybody gets 4 treasure cards and 4 night-treasure cards; with 4 players, 3 of each. The remaining cards are not used.",
                "The treasure cards form a face-down pile as usual. The night-treasure cards lie **face up**, so everybody knows them.",
                "The three coins are shuffled and laid face down: no one knows which value is which.",
              ],
            },
          ],
        },
        {
          id: "dn-day",
          title: "The day",
          blocks: [
            {
              ul: [
                "Play the normal game. Night treasures cannot be seen or found yet.",
                "The day ends **immediately** when one player has found all of their treasure cards; that player does not have to go home first. Cards that the others have not found are out of the game.",
              ],
            },
          ],
        },
        {
          id: "dn-night",
          title: "The night",
          blocks: [
            {
              ul: [
                "The light goes out and the pawns stay where they are. The player to the left of the one who ended the day — the next player in turn — begins the night.",
                "Shifting and moving work just as before. Now you are looking for your night treasures, in any order; you find one by ending your turn on it.",
                "The night, and the game, end as soon as one player has found all of their night treasures and stands on their start square again. That player turns over one of the three coins, whichever they like, and keeps it.",
              ],
            },
            {
              fig: "lab-night",
              caption:
                "At night only the glowing parts can be seen: the corridors, the × of the fixed tiles, the pawns with their symbols and the night treasures.",
            },
            {
              example:
                "Mia, Teo and Sanna play. Mia finds her fourth treasure, which ends the day at once. Teo and Sanna each still miss one card; those go back into the box. The light goes out, the pawns stay put, and Teo, who sits to Mia's left, starts the night.",
            },
          ],
        },
        {
          id: "dn-score",
          title: "Scoring",
          blocks: [
            {
              ul: [
                "Each treasure found by day is worth 1 point, each night treasure 2 points. The player who ended the game adds the value of their coin.",
                "The highest score wins. On a tie, the player with more treasures in total (day and night) wins; if that is equal too, the win is shared.",
              ],
            },
            {
              play: [
                "At night spelkast draws the maze dark and glowing. At the end, the player who finished clicks one of the three face-down coins.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "options",
      title: "Options in the lobby",
      blocks: [
        {
          ul: [
            "**Open cards** and **No return:** the young-children variants above.",
            "**Day & Night:** the variant with night treasures and coins.",
            "**Tiles:** 13 straights and 15 corners (the default), or 12 straights and 16 corners as in some editions.",
            "**First player:** a seat number, or random.",
          ],
        },
      ],
    },
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
    {
      id: "children",
      title: "Spelen met jonge kinderen",
      blocks: [
        { p: "Twee makkelijkere manieren van spelen. Je kiest ze los van elkaar in de lobby en je kunt ze combineren." },
        {
          ul: [
            "**Open kaarten:** alle schatkaarten liggen open, zodat iedereen ze ziet. Verzamel je schatten in elke gewenste volgorde: elke schat die je nog moet vinden telt als je beurt erop eindigt. Om te winnen moet je nog steeds terug naar huis.",
            "**Niet terugkeren:** het spel is uit zodra iemand al zijn schatten heeft gevonden; niemand hoeft terug naar het startveld.",
          ],
        },
      ],
    },
    {
      id: "daynight",
      title: "Dag & Nacht",
      blocks: [
        {
          p: "In deze variant gaat halverwege het licht uit. Het doolhof geeft licht in het donker en er verschijnen twaalf nachtschatten die je overdag niet kunt vinden. Verder zijn er drie munten van 1, 3 en 5 punten, en elke pion draagt een symbool — zon, maan, ster of bliksem — zodat je ze in het donker uit elkaar houdt.",
        },
      ],
      subs: [
        {
          id: "dn-setup",
          title: "Voorbereiding voor Dag & Nacht",
          blocks: [
            {
              ul: [
                "Met 2 of 3 spelers krijgt iedereen 4 schatkaarten en 4 nachtschatkaarten; met 4 spelers van elk 3. De overige kaarten doen niet mee.",
                "De schatkaarten vormen zoals altijd een gesloten stapel. De nachtschatkaarten liggen **open**, dus iedereen kent ze.",
                "De drie munten worden geschud en omgekeerd neergelegd: niemand weet welke munt wat waard is.",
              ],
            },
          ],
        },
        {
          id: "dn-day",
          title: "De dag",
          blocks: [
            {
              ul: [
                "Speel het gewone spel. Nachtschatten zijn nog niet te zien en niet te vinden.",
                "De dag is **meteen** voorbij zodra één speler al zijn schatkaarten heeft gevonden; die speler hoeft niet eerst naar huis. Kaarten die de anderen nog niet hebben gevonden, doen niet meer mee.",
              ],
            },
          ],
        },
        {
          id: "dn-night",
          title: "De nacht",
          blocks: [
            {
              ul: [
                "Het licht gaat uit en de pionnen blijven staan waar ze staan. De linkerbuur van wie de dag beëindigde — de volgende speler — begint de nacht.",
                "Schuiven en lopen gaan precies als eerst. Nu zoek je je nachtschatten, in welke volgorde je maar wilt; je vindt er een door je beurt erop te eindigen.",
                "De nacht, en daarmee het spel, is voorbij zodra iemand al zijn nachtschatten heeft gevonden en weer op zijn startveld staat. Die speler draait een van de drie munten om, naar keuze, en houdt hem.",
              ],
            },
            {
              fig: "lab-night",
              caption:
                "'s Nachts zie je alleen wat oplicht: de gangen, de × van de vaste kaarten, de pionnen met hun symbool en de nachtschatten.",
            },
            {
              example:
                "Mia, Teo en Sanna spelen. Mia vindt haar vierde schat en daarmee is de dag meteen voorbij. Teo en Sanna missen elk nog één kaart; die gaan terug in de doos. Het licht gaat uit, de pionnen blijven staan en Teo, die links van Mia zit, begint de nacht.",
            },
          ],
        },
        {
          id: "dn-score",
          title: "Puntentelling",
          blocks: [
            {
              ul: [
                "Elke schat die je overdag vond is 1 punt waard, elke nachtschat 2 punten. Wie het spel beëindigde, telt daar de waarde van zijn munt bij op.",
                "De hoogste score wint. Bij gelijkspel wint wie in totaal (dag en nacht) de meeste schatten heeft; is ook dat gelijk, dan delen die spelers de overwinning.",
              ],
            },
            {
              play: [
                "'s Nachts tekent spelkast het doolhof donker en lichtgevend. Aan het eind klikt de speler die het spel beëindigde op een van de drie omgekeerde munten.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "options",
      title: "Opties in de lobby",
      blocks: [
        {
          ul: [
            "**Open kaarten** en **Niet terugkeren:** de varianten voor jonge kinderen hierboven.",
            "**Dag & Nacht:** de variant met nachtschatten en munten.",
            "**Gangkaarten:** 13 rechte gangen en 15 bochten (standaard), of 12 rechte en 16 bochten zoals in sommige uitgaven.",
            "**Beginspeler:** een plaatsnummer, of willekeurig.",
          ],
        },
      ],
    },
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
    {
      id: "children",
      title: "Pelaaminen pienten lasten kanssa",
      blocks: [
        { p: "Kaksi helpompaa tapaa pelata. Kumpikin valitaan aulassa erikseen, ja niitä voi käyttää yhdessä." },
        {
          ul: [
            "**Avoimet kortit:** kaikki aarrekortit ovat kuvapuoli ylöspäin kaikkien nähtävillä. Kerää aarteesi missä järjestyksessä tahansa: mikä tahansa löytämättömistä aarteistasi lasketaan, kun vuorosi päättyy sen kohdalle. Voittaaksesi sinun on silti palattava kotiin.",
            "**Ei paluuta:** peli päättyy heti, kun joku on löytänyt kaikki aarteensa; kenenkään ei tarvitse palata lähtöruutuun.",
          ],
        },
      ],
    },
    {
      id: "daynight",
      title: "Päivä & Yö",
      blocks: [
        {
          p: "Tässä muunnelmassa valot sammuvat kesken pelin. Labyrintti hehkuu pimeässä, ja esiin tulee kaksitoista yöaarretta, joita päivällä ei voi löytää. Lisäksi on kolme kolikkoa, arvoltaan 1, 3 ja 5 pistettä, ja jokaisessa nappulassa on symboli — aurinko, kuu, tähti tai salama — jotta ne erottaa toisistaan pimeässä.",
        },
      ],
      subs: [
        {
          id: "dn-setup",
          title: "Päivä & Yö -pelin valmistelut",
          blocks: [
            {
              ul: [
                "Kahdella tai kolmella pelaajalla jokainen saa 4 aarrekorttia ja 4 yöaarrekorttia; neljällä pelaajalla kumpiakin 3. Loput kortit eivät ole mukana.",
                "Aarrekortit ovat tavalliseen tapaan pinona kuvapuoli alaspäin. Yöaarrekortit ovat **kuvapuoli ylöspäin**, joten kaikki tietävät ne.",
                "Kolme kolikkoa sekoitetaan ja asetetaan kuvapuoli alaspäin: kukaan ei tiedä, mikä niistä on minkäkin arvoinen.",
              ],
            },
          ],
        },
        {
          id: "dn-day",
          title: "Päivä",
          blocks: [
            {
              ul: [
                "Pelatkaa tavallista peliä. Yöaarteita ei vielä näe eikä niitä voi löytää.",
                "Päivä päättyy **heti**, kun joku on löytänyt kaikki aarrekorttinsa; hänen ei tarvitse ensin palata kotiin. Muiden löytämättömät kortit jäävät pois pelistä.",
              ],
            },
          ],
        },
        {
          id: "dn-night",
          title: "Yö",
          blocks: [
            {
              ul: [
                "Valot sammuvat, ja nappulat jäävät paikoilleen. Yön aloittaa päivän päättäneen pelaajan vasemmalla puolella istuva eli seuraava vuorossa oleva.",
                "Siirtäminen ja liikkuminen toimivat kuten ennenkin. Nyt etsit yöaarteitasi missä järjestyksessä tahansa; löydät aarteen päättämällä vuorosi sen kohdalle.",
                "Yö ja koko peli päättyvät heti, kun joku on löytänyt kaikki yöaarteensa ja seisoo taas lähtöruudussaan. Hän kääntää yhden kolmesta kolikosta, minkä haluaa, ja pitää sen.",
              ],
            },
            {
              fig: "lab-night",
              caption:
                "Yöllä näkyy vain se, mikä hehkuu: käytävät, kiinteiden palojen ×-merkit, nappulat symboleineen ja yöaarteet.",
            },
            {
              example:
                "Mia, Teo ja Sanna pelaavat. Mia löytää neljännen aarteensa, ja päivä päättyy saman tien. Teolta ja Sannalta puuttuu kummaltakin vielä yksi kortti; ne palaavat laatikkoon. Valot sammuvat, nappulat pysyvät paikoillaan, ja Mian vasemmalla puolella istuva Teo aloittaa yön.",
            },
          ],
        },
        {
          id: "dn-score",
          title: "Pisteet",
          blocks: [
            {
              ul: [
                "Jokainen päivällä löydetty aarre on 1 piste ja jokainen yöaarre 2 pistettä. Pelin päättänyt pelaaja lisää tähän kolikkonsa arvon.",
                "Eniten pisteitä saanut voittaa. Tasapelissä voittaa se, jolla on eniten aarteita yhteensä (päivä ja yö); jos nekin menevät tasan, voitto jaetaan.",
              ],
            },
            {
              play: [
                "Yöllä spelkast piirtää labyrintin tummana ja hehkuvana. Lopuksi pelin päättänyt pelaaja napsauttaa yhtä kolmesta kuvapuoli alaspäin olevasta kolikosta.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "options",
      title: "Asetukset aulassa",
      blocks: [
        {
          ul: [
            "**Avoimet kortit** ja **Ei paluuta:** edellä kuvatut muunnelmat pienille lapsille.",
            "**Päivä & Yö:** muunnelma yöaarteineen ja kolikoineen.",
            "**Palat:** 13 suoraa ja 15 kulmaa (oletus) tai joidenkin painosten tapaan 12 suoraa ja 16 kulmaa.",
            "**Aloittaja:** paikan numero tai satunnainen.",
          ],
        },
      ],
    },
  ],
};

export const LABYRINTH: Record<Lang, RulesPage> = { en, nl, fi };
