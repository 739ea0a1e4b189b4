/** Labyrinth, the card game. */
import type { Lang } from "../types";
import type { RulesPage } from "./model";

const en: RulesPage = {
  title: "Labyrinth, the card game",
  summary:
    "Lay maze cards so that a corridor joins two equal treasures, and collect the cards you connect to. 2–6 players.",
  intro:
    "Together you build one growing maze out of cards. Whenever the card you lay opens a corridor from one of its treasures to the same treasure on a card already on the table, you may take that card. Whoever collects the most cards wins. For 2 to 6 players.",
  sections: [
    {
      id: "material",
      title: "The cards",
      blocks: [
        {
          ul: [
            "50 square cards. Each shows a small piece of maze — corridors running to some of its four edges — and **two different treasures** lying on those corridors.",
            "There are 25 treasures and each of them appears on exactly 4 cards.",
            "The exact printed deck is not known to us, so spelkast uses a deck of its own that follows these facts: mostly T-junctions and corners, some straights and a few crossings.",
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
            "Shuffle all cards. Every player gets **2 cards in hand**, which the others do not see.",
            "Lay the next four cards face up in a 2 × 2 square in the middle of the table: the start of the maze.",
            "The rest is the face-down draw pile.",
            "The youngest player begins; play goes clockwise.",
          ],
        },
        {
          play: [
            "Seat 1 begins unless the lobby option “first player” says otherwise, so give the youngest player seat 1.",
          ],
        },
      ],
    },
    {
      id: "turn",
      title: "Your turn",
      blocks: [{ p: "Every turn has three steps: lay a card, perhaps take cards, and draw." }],
      subs: [
        {
          id: "place",
          title: "1. Lay a card",
          blocks: [
            {
              ul: [
                "Choose one of your two cards and turn it any of the four ways.",
                "Put it on an empty place that shares **a whole edge** with a card on the table. Touching only at a corner is not enough.",
                "The new card must **continue at least one corridor**: somewhere a corridor of the new card meets a corridor of a neighbouring card across their shared edge. Its other edges may run into walls.",
              ],
            },
            {
              play: [
                "Pick a card from your hand and turn it with the rotate button or key. Places where it fits are highlighted; click one to lay it.",
                "You can drag to move around the maze and zoom in or out.",
              ],
            },
          ],
        },
        {
          id: "take",
          title: "2. Take cards",
          blocks: [
            {
              ul: [
                "Look at the two treasures on the card you just laid. If a continuous corridor leads from one of them to **the same treasure** on a card that was already lying on the table, you may take that card. The corridor may be as long as you like and pass through any number of cards; other treasures on the way do not block it.",
                "If your treasures connect to several matching cards, you may take all of them.",
                "The card you have just laid is never taken.",
                "**The maze must stay in one piece:** after taking, all cards left on the table must still be joined edge to edge. You may not take cards if that would split the maze into separate groups; then take only the ones that keep it whole.",
                "Keep the cards you take face down in front of you. Each one is worth a point at the end.",
              ],
            },
            {
              fig: "cards-place",
              caption:
                "The new card (dashed, on the right) shows treasures A and E. Its corridor runs through the card beside it to the A on the top-left card, so that card may be taken. The cards that remain, the new one included, are still joined together.",
            },
            {
              play: [
                "Before you lay a card, spelkast shows which cards you would take. When there is a choice, you pick the cards yourself.",
                "With the lobby option “taking: maximal” you must always take as many cards as the maze allows; by default (“free”) taking is up to you.",
              ],
            },
          ],
        },
        {
          id: "draw",
          title: "3. Draw",
          blocks: [
            {
              ul: [
                "Draw the top card of the pile, if there is one, so that you have two cards again. Then the next player goes.",
                "If you cannot lay either of your cards anywhere, you put one of them aside face up and draw instead. (The printed rules do not cover this; it is how spelkast keeps the game moving.)",
              ],
            },
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
            "When the pile is empty you keep playing the cards in your hand. Players with no cards left are skipped.",
            "The game ends once the pile is empty and everybody has played their hand.",
            "Everyone counts the cards they collected. Most cards wins; players with the same count share the win.",
          ],
        },
      ],
    },
  ],
};

const nl: RulesPage = {
  title: "Doolhof, het kaartspel",
  summary:
    "Leg doolhofkaarten zo dat een gang twee dezelfde schatten verbindt, en verzamel de kaarten waarmee je verbinding maakt. 2–6 spelers.",
  intro:
    "Samen bouwen jullie één steeds groter doolhof van kaarten. Opent de kaart die je legt een gang van een van zijn schatten naar dezelfde schat op een kaart die al op tafel ligt, dan mag je die kaart pakken. Wie de meeste kaarten verzamelt, wint. Voor 2 tot 6 spelers.",
  sections: [
    {
      id: "material",
      title: "De kaarten",
      blocks: [
        {
          ul: [
            "50 vierkante kaarten. Elke kaart toont een stukje doolhof — gangen die naar een of meer van de vier randen lopen — en **twee verschillende schatten** op die gangen.",
            "Er zijn 25 schatten en elke schat staat op precies 4 kaarten.",
            "Hoe het gedrukte spel er precies uitziet weten we niet, dus spelkast gebruikt een eigen set die aan deze feiten voldoet: vooral T-splitsingen en bochten, een aantal rechte gangen en een paar kruisingen.",
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
            "Schud alle kaarten. Iedere speler krijgt **2 kaarten in de hand**, die de anderen niet zien.",
            "Leg de volgende vier kaarten open in een vierkant van 2 × 2 midden op tafel: het begin van het doolhof.",
            "De rest is de gesloten trekstapel.",
            "De jongste speler begint; daarna gaat het met de klok mee.",
          ],
        },
        {
          play: [
            "Plaats 1 begint, tenzij de lobby-optie “beginspeler” iets anders zegt; geef de jongste speler dus plaats 1.",
          ],
        },
      ],
    },
    {
      id: "turn",
      title: "Je beurt",
      blocks: [{ p: "Elke beurt heeft drie stappen: een kaart aanleggen, misschien kaarten pakken, en trekken." }],
      subs: [
        {
          id: "place",
          title: "1. Een kaart aanleggen",
          blocks: [
            {
              ul: [
                "Kies een van je twee kaarten en draai hem in een van de vier richtingen.",
                "Leg hem op een lege plek die **een hele zijde** deelt met een kaart op tafel. Alleen met een hoekje raken is niet genoeg.",
                "De nieuwe kaart moet **minstens één gang laten doorlopen**: ergens sluit een gang van de nieuwe kaart over de gedeelde rand aan op een gang van een buurkaart. Aan de andere randen mag hij tegen muren aan liggen.",
              ],
            },
            {
              play: [
                "Kies een kaart uit je hand en draai hem met de draaiknop of -toets. De plekken waar hij past lichten op; klik er een aan om hem te leggen.",
                "Door te slepen verschuif je het doolhof, en je kunt in- en uitzoomen.",
              ],
            },
          ],
        },
        {
          id: "take",
          title: "2. Kaarten pakken",
          blocks: [
            {
              ul: [
                "Bekijk de twee schatten op de kaart die je net hebt gelegd. Loopt er een doorgaande gang van een van die schatten naar **dezelfde schat** op een kaart die al op tafel lag, dan mag je die kaart pakken. De gang mag zo lang zijn als je wilt en door willekeurig veel kaarten gaan; andere schatten onderweg houden hem niet tegen.",
                "Zijn je schatten met meerdere passende kaarten verbonden, dan mag je ze allemaal pakken.",
                "De kaart die je net hebt gelegd, pak je nooit.",
                "**Het doolhof moet heel blijven:** na het pakken moeten alle kaarten die nog op tafel liggen via hun zijden met elkaar verbonden zijn. Zou het doolhof in losse groepen uiteenvallen, dan pak je alleen de kaarten waarbij het geheel blijft.",
                "De kaarten die je pakt, leg je gesloten voor je neer. Elke kaart is aan het eind een punt waard.",
              ],
            },
            {
              fig: "cards-place",
              caption:
                "De nieuwe kaart (gestreept, rechts) heeft de schatten A en E. Zijn gang loopt via de kaart ernaast naar de A op de kaart linksboven, dus die kaart mag je pakken. De overgebleven kaarten, de nieuwe meegerekend, blijven aan elkaar vast zitten.",
            },
            {
              play: [
                "Voordat je een kaart legt, laat spelkast zien welke kaarten je zou pakken. Is er iets te kiezen, dan kies je de kaarten zelf.",
                "Met de lobby-optie “pakken: maximaal” moet je altijd zoveel kaarten pakken als het doolhof toelaat; standaard (“vrij”) bepaal je het zelf.",
              ],
            },
          ],
        },
        {
          id: "draw",
          title: "3. Trekken",
          blocks: [
            {
              ul: [
                "Trek de bovenste kaart van de stapel, als die er nog is, zodat je weer twee kaarten hebt. Dan is de volgende speler aan de beurt.",
                "Kun je geen van je kaarten ergens aanleggen, dan leg je er een open weg en trek je een nieuwe. (De gedrukte regels zeggen hier niets over; zo houdt spelkast het spel gaande.)",
              ],
            },
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
            "Is de stapel op, dan speel je verder met de kaarten in je hand. Wie geen kaarten meer heeft, wordt overgeslagen.",
            "Het spel is afgelopen zodra de stapel op is en iedereen zijn handkaarten heeft gelegd.",
            "Iedereen telt de kaarten die hij heeft verzameld. De meeste kaarten wint; bij een gelijke stand delen de spelers de overwinning.",
          ],
        },
      ],
    },
  ],
};

const fi: RulesPage = {
  title: "Labyrintti-korttipeli",
  summary:
    "Aseta labyrinttikortteja niin, että käytävä yhdistää kaksi samaa aarretta, ja kerää kortit, joihin yhteys syntyy. 2–6 pelaajaa.",
  intro:
    "Rakennatte yhdessä korteista yhden kasvavan labyrintin. Kun asettamasi kortti avaa käytävän jostakin sen aarteesta samaan aarteeseen pöydällä jo olevassa kortissa, saat ottaa sen kortin. Eniten kortteja kerännyt voittaa. 2–6 pelaajalle.",
  sections: [
    {
      id: "material",
      title: "Kortit",
      blocks: [
        {
          ul: [
            "50 neliön muotoista korttia. Jokaisessa on pala labyrinttiä — käytäviä, jotka johtavat joihinkin kortin neljästä reunasta — ja niiden varrella **kaksi eri aarretta**.",
            "Aarteita on 25, ja kukin niistä on täsmälleen neljässä kortissa.",
            "Painetun pakan tarkkaa sisältöä emme tunne, joten spelkast käyttää omaa pakkaa, joka noudattaa näitä tietoja: enimmäkseen T-risteyksiä ja kulmia, joitakin suoria ja muutama nelihaarainen risteys.",
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
            "Sekoita kaikki kortit. Jokainen pelaaja saa **2 korttia käteen**; muut eivät näe niitä.",
            "Aseta seuraavat neljä korttia kuvapuoli ylöspäin 2 × 2 -neliöksi pöydän keskelle: siitä labyrintti alkaa.",
            "Loput kortit ovat kuvapuoli alaspäin nostopakkana.",
            "Nuorin pelaaja aloittaa, ja vuoro kiertää myötäpäivään.",
          ],
        },
        {
          play: [
            "Paikka 1 aloittaa, ellei aulan asetus ”aloittaja” muuta sano, joten anna nuorimmalle pelaajalle paikka 1.",
          ],
        },
      ],
    },
    {
      id: "turn",
      title: "Pelivuoro",
      blocks: [{ p: "Vuorossa on kolme vaihetta: aseta kortti, ota mahdollisesti kortteja ja nosta." }],
      subs: [
        {
          id: "place",
          title: "1. Aseta kortti",
          blocks: [
            {
              ul: [
                "Valitse toinen kahdesta kortistasi ja käännä se mihin tahansa neljästä asennosta.",
                "Aseta se tyhjään kohtaan, jolla on **kokonainen yhteinen sivu** jonkin pöydällä olevan kortin kanssa. Pelkkä kulmien kosketus ei riitä.",
                "Uuden kortin on **jatkettava vähintään yhtä käytävää**: jossakin uuden kortin käytävä kohtaa naapurikortin käytävän yhteisen reunan yli. Muilta reunoiltaan kortti saa osua seiniin.",
              ],
            },
            {
              play: [
                "Valitse kortti kädestäsi ja käännä sitä kääntöpainikkeella tai -näppäimellä. Kohdat, joihin se sopii, korostetaan; napsauta kohtaa asettaaksesi kortin.",
                "Labyrinttia voi siirrellä vetämällä, ja sitä voi lähentää ja loitontaa.",
              ],
            },
          ],
        },
        {
          id: "take",
          title: "2. Ota kortteja",
          blocks: [
            {
              ul: [
                "Katso juuri asettamasi kortin kahta aarretta. Jos yhtenäinen käytävä johtaa jommastakummasta **samaan aarteeseen** kortissa, joka oli jo pöydällä, saat ottaa sen kortin. Käytävä saa olla miten pitkä tahansa ja kulkea minkä tahansa korttimäärän läpi; matkan varrella olevat muut aarteet eivät katkaise sitä.",
                "Jos aarteesi yhdistyvät useaan sopivaan korttiin, saat ottaa ne kaikki.",
                "Juuri asetettua korttia ei koskaan oteta.",
                "**Labyrintin on pysyttävä yhtenäisenä:** ottamisen jälkeen kaikkien pöydälle jäävien korttien on oltava toisissaan kiinni sivuistaan. Jos labyrintti hajoaisi erillisiksi ryhmiksi, otat vain ne kortit, joiden jälkeen se pysyy ehjänä.",
                "Ottamasi kortit pidät kuvapuoli alaspäin edessäsi. Jokainen niistä on lopussa yhden pisteen arvoinen.",
              ],
            },
            {
              fig: "cards-place",
              caption:
                "Uudessa kortissa (katkoviiva, oikealla) ovat aarteet A ja E. Sen käytävä kulkee viereisen kortin kautta vasemman yläkulman kortin A:han, joten sen kortin saa ottaa. Jäljelle jäävät kortit, uusi mukaan lukien, pysyvät yhtenäisinä.",
            },
            {
              play: [
                "Ennen kuin asetat kortin, spelkast näyttää, mitkä kortit saisit. Jos vaihtoehtoja on, valitset kortit itse.",
                "Aulan asetuksella ”ottaminen: enimmäis” on aina otettava niin monta korttia kuin labyrintti sallii; oletuksena (”vapaa”) päätät itse.",
              ],
            },
          ],
        },
        {
          id: "draw",
          title: "3. Nosta",
          blocks: [
            {
              ul: [
                "Nosta nostopakan päällimmäinen kortti, jos pakassa vielä on kortteja, niin että sinulla on taas kaksi korttia. Sitten vuoro siirtyy seuraavalle.",
                "Jos kumpaakaan korttiasi ei voi asettaa mihinkään, laitat toisen niistä sivuun kuvapuoli ylöspäin ja nostat uuden. (Painetut säännöt eivät kerro tästä; näin spelkast pitää pelin käynnissä.)",
              ],
            },
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
            "Kun nostopakka on loppunut, pelataan käsikorteilla. Pelaaja, jolla ei ole enää kortteja, jätetään väliin.",
            "Peli päättyy, kun nostopakka on tyhjä ja kaikki ovat pelanneet käsikorttinsa.",
            "Jokainen laskee keräämänsä kortit. Eniten kortteja kerännyt voittaa; tasatilanteessa voitto jaetaan.",
          ],
        },
      ],
    },
  ],
};

export const LABYRINTH_CARDS: Record<Lang, RulesPage> = { en, nl, fi };
