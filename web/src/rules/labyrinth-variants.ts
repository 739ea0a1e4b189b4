/**
 * The Labyrinth rules page's variants (young children, Day & Night) and the lobby's options,
 * in every language: labyrinth.ts puts these sections after those of the basic game.
 */
import type { Lang } from "../types";
import type { Section } from "./model";

const en: Section[] = [
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
];

const nl: Section[] = [
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
];

const fi: Section[] = [
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
];

export const LABYRINTH_VARIANTS: Record<Lang, Section[]> = { en, nl, fi };
