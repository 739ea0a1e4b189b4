/**
 * The words of the preset phrases said across the table, and of the control that says
 * them, in English, Dutch and Finnish; shell/strings.ts merges them into SHELL_STRINGS.
 * Only a phrase's id travels, so each reader sees it in their own language.
 */
import type { Strings } from "../../types";

export const PHRASE_STRINGS: Strings = {
  en: {
    "phrase.say": "Say…",
    "phrase.hello": "Hello!",
    "phrase.good_luck": "Good luck!",
    "phrase.well_played": "Well played!",
    "phrase.thanks": "Thanks!",
    "phrase.oops": "Oops!",
    "phrase.heard": "{name}: {phrase}",
    "err.phrase_limit": "Too many phrases at once: wait a moment.",
    "err.phrases_off": "Phrases are off in kid mode.",
    "err.unknown_phrase": "That is not one of the phrases.",
  },
  nl: {
    "phrase.say": "Zeg…",
    "phrase.hello": "Hallo!",
    "phrase.good_luck": "Veel succes!",
    "phrase.well_played": "Goed gespeeld!",
    "phrase.thanks": "Bedankt!",
    "phrase.oops": "Oeps!",
    "phrase.heard": "{name}: {phrase}",
    "err.phrase_limit": "Te veel zinnetjes tegelijk: wacht even.",
    "err.phrases_off": "Zinnetjes staan uit in de kindermodus.",
    "err.unknown_phrase": "Dat is geen van de zinnetjes.",
  },
  fi: {
    "phrase.say": "Sano…",
    "phrase.hello": "Hei!",
    "phrase.good_luck": "Onnea!",
    "phrase.well_played": "Hyvin pelattu!",
    "phrase.thanks": "Kiitos!",
    "phrase.oops": "Hups!",
    "phrase.heard": "{name}: {phrase}",
    "err.phrase_limit": "Liian monta fraasia kerralla: odota hetki.",
    "err.phrases_off": "Fraasit ovat pois päältä lapsitilassa.",
    "err.unknown_phrase": "Se ei ole yksi fraaseista.",
  },
};
