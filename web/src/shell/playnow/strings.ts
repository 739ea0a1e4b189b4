/** The lobby's "Play now" section's strings in English, Dutch and Finnish. */
import type { Strings } from "../../types";

export const PLAYNOW_STRINGS: Strings = {
  en: {
    "playnow.title": "Play now",
    "playnow.about": "Meet other players looking for the same game and clock.",
    "playnow.game": "Game",
    "playnow.fewest": "Fewest players",
    "playnow.most": "Most players",
    "playnow.clock": "Move clock",
    "playnow.bots": "Allow a bot after {n} s",
    "playnow.start": "Play now",
    "playnow.looking": "Looking for players… {n} s",
    "playnow.cancel": "Cancel",
  },
  nl: {
    "playnow.title": "Nu spelen",
    "playnow.about": "Ontmoet andere spelers die hetzelfde spel met dezelfde klok zoeken.",
    "playnow.game": "Spel",
    "playnow.fewest": "Minste spelers",
    "playnow.most": "Meeste spelers",
    "playnow.clock": "Zetklok",
    "playnow.bots": "Na {n} s mag een bot meedoen",
    "playnow.start": "Nu spelen",
    "playnow.looking": "Spelers zoeken… {n} s",
    "playnow.cancel": "Annuleren",
  },
  fi: {
    "playnow.title": "Pelaa nyt",
    "playnow.about": "Tapaa muita pelaajia, jotka etsivät samaa peliä samalla kellolla.",
    "playnow.game": "Peli",
    "playnow.fewest": "Vähiten pelaajia",
    "playnow.most": "Eniten pelaajia",
    "playnow.clock": "Siirtokello",
    "playnow.bots": "Botti saa liittyä {n} s jälkeen",
    "playnow.start": "Pelaa nyt",
    "playnow.looking": "Etsitään pelaajia… {n} s",
    "playnow.cancel": "Peruuta",
  },
};
