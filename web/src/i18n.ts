/** Languages: the strings of the shell and of every game module, and the chosen language
 *  (remembered in localStorage). */
import { GAMES } from "./games";
import { ACCOUNT_STRINGS } from "./shell/account/strings";
import { PLAY_STRINGS } from "./shell/play/strings";
import { RATING_STRINGS } from "./shell/ratings/strings";
import { DAILY_STRINGS } from "./shell/daily/strings";
import { PLAYNOW_STRINGS } from "./shell/playnow/strings";
import { SHELL_STRINGS } from "./shell/strings";
import { LANGS, type Lang, type Strings } from "./types";

const STORAGE_KEY = "spelkast.lang";

export function mergeStrings(...all: Strings[]): Strings {
  const merged: Strings = { en: {}, nl: {}, fi: {} };
  for (const strings of all) {
    for (const lang of LANGS) Object.assign(merged[lang], strings[lang]);
  }
  return merged;
}

const ALL = mergeStrings(SHELL_STRINGS, PLAY_STRINGS, ACCOUNT_STRINGS, RATING_STRINGS, DAILY_STRINGS, PLAYNOW_STRINGS, ...GAMES.map((game) => game.strings));

/** Fill `{name}` placeholders. */
export function fill(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** A translator for `lang`: falls back to English, then to the key itself. */
export function translator(
  lang: Lang,
  strings: Strings = ALL,
): (key: string, vars?: Record<string, string | number>) => string {
  return (key, vars) => fill(strings[lang][key] ?? strings.en[key] ?? key, vars);
}

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/** The remembered language, else the browser's first supported one, else English. */
export function initialLang(
  storage: Pick<Storage, "getItem"> | null,
  preferred: readonly string[],
): Lang {
  const stored = storage?.getItem(STORAGE_KEY);
  if (isLang(stored)) return stored;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLang(base)) return base;
  }
  return "en";
}

export function rememberLang(storage: Pick<Storage, "setItem"> | null, lang: Lang): void {
  try {
    storage?.setItem(STORAGE_KEY, lang);
  } catch {
    // private mode: the choice lasts for this page only
  }
}
