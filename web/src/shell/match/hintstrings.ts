/**
 * The strings of hints while playing (the match page's bar, the result, the lobby's
 * option) in English, Dutch and Finnish; shell/strings.ts merges them into SHELL_STRINGS.
 * What a hint says about the position comes from the server, in every language.
 */
import type { Strings } from "../../types";

export const HINT_STRINGS: Strings = {
  en: {
    "hints.title": "Hints",
    "hints.show": "Show hints",
    "hints.help": "Help",
    "hints.used": "Hints used: {n}",
    "hints.on": "Hints on",
    "hints.reach": "can be reached",
    "hints.goal": "your target, within reach",
    "hints.proposed": "proposed",
    "over.hints": "{name}: hints used: {n}",
    "over.hintsHelp": "{name}: hints used: {n}, help asked: {m}",
    "err.hints_off": "This match has no hints.",
    "lobby.hints": "Hints",
    "lobby.hints.auto": "Automatic",
    "lobby.hints.about": "Automatic: on against bots and with the young children's options, off online between people.",
    "lobby.hints.on": "On",
    "lobby.hints.off": "Off",
  },
  nl: {
    "hints.title": "Hints",
    "hints.show": "Hints tonen",
    "hints.help": "Help",
    "hints.used": "Hints gebruikt: {n}",
    "hints.on": "Hints aan",
    "hints.reach": "bereikbaar",
    "hints.goal": "je doel, bereikbaar",
    "hints.proposed": "voorgesteld",
    "over.hints": "{name}: hints gebruikt: {n}",
    "over.hintsHelp": "{name}: hints gebruikt: {n}, om hulp gevraagd: {m}",
    "err.hints_off": "Deze partij heeft geen hints.",
    "lobby.hints": "Hints",
    "lobby.hints.auto": "Automatisch",
    "lobby.hints.about": "Automatisch: aan tegen bots en met de opties voor jonge kinderen, uit online tussen mensen.",
    "lobby.hints.on": "Aan",
    "lobby.hints.off": "Uit",
  },
  fi: {
    "hints.title": "Vihjeet",
    "hints.show": "Näytä vihjeet",
    "hints.help": "Apua",
    "hints.used": "Vihjeitä käytetty: {n}",
    "hints.on": "Vihjeet käytössä",
    "hints.reach": "ulottuvilla",
    "hints.goal": "kohteesi, ulottuvilla",
    "hints.proposed": "ehdotettu",
    "over.hints": "{name}: vihjeitä käytetty: {n}",
    "over.hintsHelp": "{name}: vihjeitä käytetty: {n}, apua pyydetty: {m}",
    "err.hints_off": "Tässä ottelussa ei ole vihjeitä.",
    "lobby.hints": "Vihjeet",
    "lobby.hints.auto": "Automaattinen",
    "lobby.hints.about": "Automaattinen: käytössä botteja vastaan ja pienten lasten säännöillä, ei verkossa ihmisten kesken.",
    "lobby.hints.on": "Käytössä",
    "lobby.hints.off": "Pois",
  },
};
