/** The bots page (/bots): what each bot level does, and how strong it measured in the
 *  arena, per game (GET /api/bots: the reports of `spelkast arena --json`). */
import { api, type ArenaReport, type GameBots } from "../api";
import { h } from "../dom";
import type { Lang } from "../types";
import type { AppContext, Page } from "./context";
import { botLabel, choiceLabel, joinNames, optionLabel } from "./format";

type T = AppContext["t"];

/** The match-ups every game's table shows, stronger level first (as measured). */
export const MATCHUPS: readonly (readonly [string, string])[] = [
  ["hard", "medium"],
  ["medium", "easy"],
  ["hard", "easy"],
  ["expert", "hard"],
];

/** A seat spec's level and settings: "bot:hard:seconds=0.25" -> ["hard", ["seconds=0.25"]]. */
export function parseSeat(seat: string): { level: string; settings: string[] } {
  const [level = "", ...settings] = seat.replace(/^bot:/, "").split(":");
  return { level, settings };
}

/** The options a report ran with that differ from the game's defaults: ["day_night=true"]. */
export function variantOf(report: ArenaReport, defaults: Record<string, unknown> | undefined): string[] {
  if (!defaults) return [];
  return Object.entries(report.options)
    .filter(([key, value]) => key in defaults && defaults[key] !== value)
    .map(([key, value]) => `${key}=${String(value)}`);
}

/** The options a report ran with that differ from the game's defaults, as a player reads
 *  them in the page's language: "Day & Night variant", "without …", "Scoring: block only". */
export function variantLabels(
  t: T,
  lang: Lang,
  report: ArenaReport,
  defaults: Record<string, unknown> | undefined,
): string[] {
  if (!defaults) return [];
  return Object.entries(report.options)
    .filter(([key, value]) => key in defaults && defaults[key] !== value)
    .map(([name, value]) => {
      const label = optionLabel(t, { name }, lang);
      if (value === true) return label;
      if (value === false) return t("bots.optionOff", { option: label });
      return `${label}: ${choiceLabel(t, { name }, String(value))}`;
    });
}

/** A standard row's report: two seats, the game's default options. */
function isPlain(report: ArenaReport, defaults: Record<string, unknown> | undefined): boolean {
  return report.seats.length === 2 && variantOf(report, defaults).length === 0;
}

/** One row of a game's table: a match-up and its report, or null when not measured yet. */
export interface MatchupRow {
  levels: [string, string];
  report: ArenaReport | null;
}

/** The rows for a game: the standard match-ups of two players and default options
 *  (measured or not), then the other reports the file holds (more players, variants,
 *  the oracle), in file order. */
export function matchupRows(entry: GameBots): MatchupRow[] {
  const used = new Set<ArenaReport>();
  const rows: MatchupRow[] = [];
  const levelsOf = (report: ArenaReport) => report.seats.map((seat) => parseSeat(seat).level);
  for (const [strong, weak] of MATCHUPS) {
    const found = entry.reports.filter((report) => {
      const levels = levelsOf(report);
      return isPlain(report, entry.defaults) && levels[0] === strong && levels[1] === weak;
    });
    if (found.length === 0) rows.push({ levels: [strong, weak], report: null });
    for (const report of found) {
      used.add(report);
      rows.push({ levels: [strong, weak], report });
    }
  }
  for (const report of entry.reports) {
    const levels = levelsOf(report);
    if (used.has(report) || levels.length < 2) continue;
    rows.push({ levels: [levels[0]!, levels[1]!], report });
  }
  return rows;
}

/** Number formatting in the page's language. */
export function formats(lang: Lang) {
  const percent = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 });
  const whole = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
  const signed = new Intl.NumberFormat(lang, { maximumFractionDigits: 0, signDisplay: "exceptZero" });
  return {
    /** 0.684 -> "68%" (with the language's percent sign and spacing). */
    percent: (rate: number) => percent.format(rate),
    /** The interval's ends, the second with the percent sign: "63–72%". */
    range: (low: number, high: number) => `${whole.format(low * 100)}–${percent.format(high)}`,
    /** An Elo difference: "+130", "−40", "0"; null is infinite on the side `infinite`. */
    elo: (value: number | null, infinite: 1 | -1) =>
      value === null ? (infinite > 0 ? "+∞" : "−∞") : signed.format(Math.round(value)).replace("-", "−"),
    /** Milliseconds: two decimals below 1 ms, one below 10 ms, whole ones above. */
    ms: (value: number) =>
      new Intl.NumberFormat(lang, {
        maximumFractionDigits: value < 1 ? 2 : value < 10 ? 1 : 0,
      }).format(value),
    count: (value: number) => whole.format(value),
  };
}

/** The figures of a measured row, formatted as the table shows them. */
export function rowFigures(report: ArenaReport, lang: Lang) {
  const f = formats(lang);
  const first = report.bots[0];
  const second = report.bots[1];
  const elo = report.elo;
  const wins =
    first && first.win_rate !== null
      ? `${f.percent(first.win_rate)} [${f.range(first.win_rate_low, first.win_rate_high)}]`
      : "–";
  const eloText =
    elo && elo.score_rate !== null
      ? `${f.elo(elo.difference, elo.score_rate >= 0.5 ? 1 : -1)} [${f.elo(elo.low, -1)}, ${f.elo(elo.high, 1)}]`
      : "–";
  const time = [first, second].map((bot) =>
    bot && bot.median_ms !== null ? `${f.ms(bot.median_ms)} ms` : "–",
  );
  return { wins, games: f.count(report.finished), elo: eloText, time: time.join(" / ") };
}

function levelName(t: T, level: string): string {
  return botLabel(t, level);
}

/** A row's label: "hard vs medium", with the number of players beyond two and the
 *  variant's options: "hard vs medium (3 players)", "hard vs medium (Day & Night variant)". */
export function rowLabel(t: T, lang: Lang, row: MatchupRow, defaults?: Record<string, unknown>): string {
  const [a, b] = row.levels;
  const label = t("bots.vs", { a: levelName(t, a), b: levelName(t, b) });
  const extras: string[] = [];
  if (row.report && row.report.seats.length > 2) extras.push(t("bots.players", { n: row.report.seats.length }));
  if (row.report) extras.push(...variantLabels(t, lang, row.report, defaults));
  return extras.length ? `${label} (${extras.join(", ")})` : label;
}

/** The settings a bot spec gives as a number: the string that says it and how the
 *  number is written ("{value}" in the string). */
const NUMBER_SETTINGS: Record<string, readonly [string, "number" | "percent"]> = {
  iterations: ["bots.setting.iterations", "number"],
  seconds: ["bots.setting.seconds", "number"],
  mistake_rate: ["bots.setting.mistakes", "percent"],
  horizon: ["bots.setting.horizon", "number"],
  search_empty: ["bots.setting.searchEmpty", "percent"],
  endgame: ["bots.setting.searchEmpty", "percent"],
  deep_empty: ["bots.setting.deepEmpty", "number"],
  rounds: ["bots.setting.rounds", "number"],
  opening: ["bots.setting.opening", "number"],
  playouts: ["bots.setting.playouts", "number"],
};

/** The settings that switch a behaviour on (1) or off (0). */
const SWITCH_SETTINGS = new Set(["leader", "plan", "chase", "greedy", "infer", "blind"]);

/** One bot setting ("iterations=300") as a player reads it, in the page's language. */
export function settingLabel(t: T, lang: Lang, setting: string): string {
  const [key = "", text = ""] = setting.split("=");
  const value = Number(text);
  if (text === "" || !Number.isFinite(value)) return t("bots.setting.other", { key, value: text });
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(value);
  if (key === "seconds" && value <= 0) return t("bots.setting.noCap");
  if (SWITCH_SETTINGS.has(key)) return t(`bots.setting.${key}.${value ? "on" : "off"}`);
  const known = NUMBER_SETTINGS[key];
  if (!known) return t("bots.setting.other", { key, value: number });
  const [string, kind] = known;
  return t(string, { value: kind === "percent" ? formats(lang).percent(value) : number });
}

/** Settings a report's seats ran with, e.g. "hard: 300 search iterations a move, no time
 *  limit", in the page's language; each level once; empty when none. */
export function seatSettings(t: T, lang: Lang, report: ArenaReport): string[] {
  const notes: string[] = [];
  for (const seat of report.seats) {
    const { level, settings } = parseSeat(seat);
    if (!settings.length) continue;
    const note = `${levelName(t, level)}: ${settings.map((s) => settingLabel(t, lang, s)).join(", ")}`;
    if (!notes.includes(note)) notes.push(note);
  }
  return notes;
}

/** A note's seed, or the seeds of a report that covers runs on several. */
function seedsNote(t: T, lang: Lang, report: ArenaReport): string {
  const seeds = report.seeds ?? [];
  if (seeds.length < 2) return t("bots.seed", { seed: report.seed });
  return t("bots.seeds", { seeds: joinNames(lang, seeds.map(String)) });
}

/** A note's game options: the ones that differ from the game's defaults, or that there
 *  are none. */
function optionsNote(t: T, lang: Lang, report: ArenaReport, defaults: Record<string, unknown> | undefined): string {
  const labels = variantLabels(t, lang, report, defaults);
  return labels.length ? t("bots.options", { options: labels.join("; ") }) : t("bots.defaultOptions");
}

/** One game's section: its levels and its table of match-ups. */
export function gameSection(entry: GameBots, t: T, lang: Lang): HTMLElement {
  const name = entry.names[lang] ?? entry.names.en ?? entry.game;
  const rows = matchupRows(entry);
  const head = h(
    "tr",
    {},
    h("th", { scope: "col" }, t("bots.col.matchup")),
    h("th", { scope: "col" }, t("bots.col.wins")),
    h("th", { scope: "col" }, t("bots.col.games")),
    h("th", { scope: "col" }, t("bots.col.elo")),
    h("th", { scope: "col" }, t("bots.col.time")),
  );
  const body = h("tbody", {});
  const notes: HTMLElement[] = [];
  for (const row of rows) {
    const [a, b] = row.levels;
    const label = rowLabel(t, lang, row, entry.defaults);
    const seats = row.report ? row.report.seats.map((seat) => parseSeat(seat).level) : [a, b];
    const variant = row.report ? variantOf(row.report, entry.defaults).join(",") : "";
    const tr = h(
      "tr",
      { "data-matchup": seats.join("-"), "data-players": String(seats.length), "data-variant": variant },
      h("th", { scope: "row" }, label),
    );
    if (row.report === null) {
      tr.append(h("td", { colspan: 4, class: "muted", "data-field": "missing" }, t("bots.notMeasured")));
    } else {
      const figures = rowFigures(row.report, lang);
      tr.append(
        h("td", { "data-field": "wins" }, figures.wins),
        h(
          "td",
          { "data-field": "games" },
          figures.games,
          row.report.unfinished
            ? h("span", { class: "muted" }, ` (${t("bots.unfinished", { n: row.report.unfinished })})`)
            : null,
        ),
        h("td", { "data-field": "elo" }, figures.elo),
        h("td", { "data-field": "time" }, figures.time),
      );
      const settings = seatSettings(t, lang, row.report);
      notes.push(
        h(
          "li",
          { "data-matchup": `${a}-${b}` },
          `${label}: `,
          settings.length
            ? settings.join("; ")
            : t(row.report.seats.length > 2 ? "bots.defaultsAll" : "bots.defaults"),
          `; ${seedsNote(t, lang, row.report)}`,
          Object.keys(row.report.options).length ? `; ${optionsNote(t, lang, row.report, entry.defaults)}` : "",
          ".",
        ),
      );
    }
    body.append(tr);
  }
  const levels = entry.levels.map((level) => levelName(t, level)).join(", ");
  return h(
    "section",
    { class: "bots-game panel", "data-game": entry.game },
    h("h2", {}, name),
    h("p", { class: "muted" }, t("bots.levels", { levels })),
    h(
      "div",
      { class: "bots-scroll", tabindex: 0, role: "region", "aria-label": name },
      h(
        "table",
        { class: "bots-table", "data-testid": "bots-table", "data-game": entry.game },
        h("thead", {}, head),
        body,
      ),
    ),
    notes.length ? h("ul", { class: "bots-notes muted" }, ...notes) : null,
  );
}

/** The page's intro: the levels, fair play, how the figures were measured and read. */
export function intro(t: T): HTMLElement {
  return h(
    "div",
    { class: "bots-intro" },
    h("p", {}, t("bots.intro")),
    h(
      "dl",
      { class: "bots-levels" },
      h("dt", {}, botLabel(t, "easy")),
      h("dd", {}, t("bots.easy")),
      h("dt", {}, botLabel(t, "medium")),
      h("dd", {}, t("bots.medium")),
      h("dt", {}, botLabel(t, "hard")),
      h("dd", {}, t("bots.hard")),
      h("dt", {}, botLabel(t, "expert")),
      h("dd", {}, t("bots.expert")),
    ),
    h("p", {}, t("bots.fair")),
    h("p", {}, t("bots.how")),
    h("p", {}, t("bots.share")),
    h("p", { "data-testid": "bots-oracle" }, t("bots.oracle")),
    h("p", { "data-testid": "bots-interval" }, t("bots.interval")),
    h("p", {}, t("bots.elo")),
  );
}

/** The whole page's content for the data of /api/bots. */
export function renderBots(root: HTMLElement, data: GameBots[], t: T, lang: Lang): void {
  root.replaceChildren(
    h(
      "section",
      { class: "bots" },
      h("h1", {}, t("bots.title")),
      intro(t),
      ...data.map((entry) => gameSection(entry, t, lang)),
    ),
  );
}

export function botsPage(root: HTMLElement, app: AppContext): Page {
  const t = app.t;
  let alive = true;
  app.setTitle(t("bots.title"));
  root.replaceChildren(
    h("section", { class: "bots" }, h("h1", {}, t("bots.title")), h("p", { class: "muted" }, t("bots.loading"))),
  );
  api
    .bots()
    .then((data) => {
      if (alive) renderBots(root, data, t, app.lang);
    })
    .catch((error: unknown) => {
      if (!alive) return;
      const message = error instanceof Error ? error.message : String(error);
      root.replaceChildren(
        h(
          "section",
          { class: "bots" },
          h("h1", {}, t("bots.title")),
          h("p", { class: "error", role: "alert" }, t("lobby.loadError", { message })),
        ),
      );
    });
  return {
    destroy() {
      alive = false;
    },
  };
}
