import { describe, expect, it } from "vitest";
import type { ArenaBot, ArenaReport, GameBots } from "../api";
import { translator } from "../i18n";
import { SHELL_STRINGS } from "./strings";
import {
  formats,
  matchupRows,
  parseSeat,
  renderBots,
  rowFigures,
  seatSettings,
  settingLabel,
  variantLabels,
  variantOf,
} from "./botspage";

function bot(spec: string, rate: number, low: number, high: number, ms: number): ArenaBot {
  return {
    spec,
    games: 400,
    wins: rate * 400,
    win_rate: rate,
    win_rate_low: low,
    win_rate_high: high,
    average_score: 10,
    average_rank: 1.5,
    decisions: 9000,
    median_ms: ms,
    p90_ms: ms * 2,
    games_per_seat: [200, 200],
  };
}

/** A hard-vs-medium report shaped like `spelkast arena --json` output. */
const HARD_MEDIUM: ArenaReport = {
  game: "labyrinth",
  seats: ["bot:hard:seconds=0.25", "bot:medium"],
  games: 400,
  finished: 400,
  unfinished: 0,
  seed: 1,
  options: { day_night: false },
  bots: [
    bot("bot:hard:seconds=0.25", 0.684, 0.6366, 0.7281, 240.4),
    bot("bot:medium", 0.316, 0.2719, 0.3634, 0.6531),
  ],
  elo: {
    first: "bot:hard:seconds=0.25",
    second: "bot:medium",
    games: 400,
    score: 273.6,
    score_rate: 0.684,
    difference: 133.4,
    low: 96.6,
    high: 171.2,
  },
  seconds: 1200,
};

/** A medium bot that never lost in 10 games: its Elo difference and upper end are infinite. */
const HARD_EASY: ArenaReport = {
  ...HARD_MEDIUM,
  seats: ["bot:hard", "bot:easy"],
  games: 12,
  finished: 10,
  unfinished: 2,
  bots: [bot("bot:hard", 1, 0.7225, 1, 5.04), bot("bot:easy", 0, 0, 0.2775, 0.3)],
  elo: {
    first: "bot:hard",
    second: "bot:easy",
    games: 10,
    score: 10,
    score_rate: 1,
    difference: null,
    low: 166.4,
    high: null,
  },
};

const EASY_RANDOM: ArenaReport = { ...HARD_MEDIUM, seats: ["bot:easy", "bot:random"] };

const ENTRY: GameBots = {
  game: "labyrinth",
  names: { en: "Labyrinth", nl: "Labyrinth", fi: "Labyrintti" },
  levels: ["easy", "medium", "hard"],
  defaults: {},
  reports: [HARD_EASY, EASY_RANDOM, HARD_MEDIUM],
};

describe("bots page: figures", () => {
  it("reads a seat spec's level and settings", () => {
    expect(parseSeat("bot:hard:seconds=0.25:iterations=300")).toEqual({
      level: "hard",
      settings: ["seconds=0.25", "iterations=300"],
    });
    expect(parseSeat("bot:medium")).toEqual({ level: "medium", settings: [] });
  });

  it("formats win rate, interval, Elo and times of a measured match-up", () => {
    expect(rowFigures(HARD_MEDIUM, "en")).toEqual({
      wins: "68% [64–73%]",
      games: "400",
      elo: "+133 [+97, +171]",
      time: "240 ms / 0.65 ms",
    });
  });

  it("writes an infinite Elo difference (a bot that never lost) as ∞", () => {
    const figures = rowFigures(HARD_EASY, "en");
    expect(figures.elo).toBe("+∞ [+166, +∞]");
    expect(figures.wins).toBe("100% [72–100%]");
    expect(figures.games).toBe("10");
    expect(figures.time).toBe("5 ms / 0.3 ms");
  });

  it("formats numbers in the page's language", () => {
    const nl = formats("nl");
    expect(nl.ms(0.6531)).toBe("0,65");
    expect(nl.percent(0.684)).toBe("68%");
    expect(nl.elo(-40.2, 1)).toBe("−40");
    expect(formats("fi").percent(0.684)).toBe("68\u00a0%");
  });

  it("lists the standard match-ups, missing ones unmeasured, then other reports", () => {
    const rows = matchupRows(ENTRY);
    expect(rows.map((row) => [row.levels.join("-"), row.report?.seats[0] ?? null])).toEqual([
      ["hard-medium", "bot:hard:seconds=0.25"],
      ["medium-easy", null],
      ["hard-easy", "bot:hard"],
      ["expert-hard", null],
      ["easy-random", "bot:easy"],
    ]);
  });
});

describe("bots page: seat settings", () => {
  const en = translator("en");
  it("names every setting a bot takes in each language, never as key=value", () => {
    const settings = [
      "iterations=300",
      "seconds=0",
      "seconds=2.5",
      "mistake_rate=0.35",
      "horizon=2",
      "search_empty=0.3",
      "deep_empty=24",
      "rounds=2",
      "playouts=16",
      "opening=2",
      ...["leader", "plan", "chase", "greedy", "infer", "blind"].flatMap((key) => [`${key}=1`, `${key}=0`]),
    ];
    for (const lang of ["en", "nl", "fi"] as const) {
      const t = translator(lang);
      const labels = settings.map((setting) => settingLabel(t, lang, setting));
      for (const label of labels) {
        expect(label).not.toMatch(/[a-z_]+=|bots\.setting/);
      }
      expect(new Set(labels).size).toBe(labels.length);
    }
    expect(settingLabel(en, "en", "iterations=1200")).toBe("1,200 search iterations a move");
    expect(settingLabel(translator("nl"), "nl", "seconds=2.5")).toBe("hoogstens 2,5 s per zet");
    expect(settingLabel(translator("fi"), "fi", "seconds=0")).toBe("ei aikarajaa");
    expect(settingLabel(en, "en", "search_empty=0.3")).toBe("searches once at most 30% of the cells are empty");
    expect(settingLabel(en, "en", "endgame=0.3")).toBe(settingLabel(en, "en", "search_empty=0.3"));
    // a setting the page does not know still reads as a sentence, with its number formatted
    expect(settingLabel(translator("nl"), "nl", "width=0.5")).toBe("instelling width = 0,5");
  });

  it("notes each level's settings once, and says when every seat ran at its defaults", () => {
    const three: ArenaReport = {
      ...HARD_MEDIUM,
      seats: ["bot:hard:iterations=300:seconds=0", "bot:medium", "bot:medium"],
    };
    expect(seatSettings(en, "en", three)).toEqual(["hard: 300 search iterations a move, no time limit"]);
    const experts: ArenaReport = {
      ...HARD_MEDIUM,
      seats: ["bot:expert", "bot:hard:seconds=0", "bot:hard:seconds=0"],
    };
    expect(seatSettings(en, "en", experts)).toEqual(["hard: no time limit"]);
    const root = document.createElement("div");
    const plain: ArenaReport = { ...HARD_MEDIUM, seats: ["bot:hard", "bot:medium", "bot:medium"] };
    renderBots(root, [{ ...ENTRY, reports: [plain] }], en, "en");
    const notes = root.querySelector(".bots-notes")!.textContent!;
    expect(notes).toContain("hard vs medium (3 players): all at their default settings");
  });
});

describe("bots page: rendering", () => {
  it("shows every game's table with its figures, and says which match-up is not measured", () => {
    const root = document.createElement("div");
    const empty: GameBots = { ...ENTRY, game: "sudoku", names: { en: "Sudoku" }, reports: [] };
    renderBots(root, [ENTRY, empty], translator("en"), "en");
    const table = root.querySelector('table[data-game="labyrinth"]')!;
    const row = table.querySelector('tr[data-matchup="hard-medium"]')!;
    expect(row.querySelector("th")!.textContent).toBe("hard vs medium");
    expect(row.querySelector('[data-field="wins"]')!.textContent).toBe("68% [64–73%]");
    expect(row.querySelector('[data-field="elo"]')!.textContent).toBe("+133 [+97, +171]");
    expect(row.querySelector('[data-field="time"]')!.textContent).toBe("240 ms / 0.65 ms");
    const missing = table.querySelector('tr[data-matchup="medium-easy"] [data-field="missing"]')!;
    expect(missing.textContent).toBe("not measured yet");
    expect(table.querySelector('tr[data-matchup="hard-easy"] [data-field="games"]')!.textContent).toBe(
      "10 (2 unfinished)",
    );
    // the budget each run used, from the seat specs
    const notes = root.querySelector('section[data-game="labyrinth"] .bots-notes')!.textContent!;
    expect(notes).toContain("hard vs medium: hard: at most 0.25 s a move; seed 1");
    expect(notes).toContain("hard vs easy: both at their default settings");
    // a game with nothing measured has all four rows unmeasured
    const blank = root.querySelectorAll('table[data-game="sudoku"] [data-field="missing"]');
    expect(blank).toHaveLength(4);
    expect(root.querySelector('tr[data-matchup="expert-hard"] th')!.textContent).toBe("expert vs hard");
    expect(root.querySelector("[data-testid=bots-interval]")!.textContent).toContain("95%");
  });

  it("renders in Finnish with the game's Finnish name", () => {
    const root = document.createElement("div");
    renderBots(root, [ENTRY], translator("fi"), "fi");
    expect(root.querySelector("h2")!.textContent).toBe("Labyrintti");
    expect(root.querySelector('tr[data-matchup="medium-easy"]')!.textContent).toContain(
      "ei vielä mitattu",
    );
    expect(root.querySelector('tr[data-matchup="hard-medium"] th')!.textContent).toBe(
      "vaikea vs. keskitaso",
    );
  });
});

describe("bots page: more players, variants and the oracle", () => {
  const THREE: ArenaReport = { ...HARD_MEDIUM, seats: ["bot:hard", "bot:medium", "bot:medium"] };
  const NIGHT: ArenaReport = { ...HARD_MEDIUM, seats: ["bot:hard", "bot:medium"], options: { day_night: true } };
  const ORACLE: ArenaReport = { ...HARD_MEDIUM, seats: ["bot:oracle", "bot:medium"] };
  const entry: GameBots = {
    ...ENTRY,
    defaults: { day_night: false },
    reports: [HARD_MEDIUM, THREE, NIGHT, ORACLE],
  };

  it("keeps the standard rows for two players and default options, and labels the others", () => {
    const rows = matchupRows(entry);
    expect(rows.map((row) => row.report?.seats.join(",") ?? null)).toEqual([
      "bot:hard:seconds=0.25,bot:medium",
      null,
      null,
      null,
      "bot:hard,bot:medium,bot:medium",
      "bot:hard,bot:medium",
      "bot:oracle,bot:medium",
    ]);
    expect(variantOf(NIGHT, entry.defaults)).toEqual(["day_night=true"]);
    expect(variantOf(HARD_MEDIUM, entry.defaults)).toEqual([]);
  });

  it("says how many players and which variant a row is, in every language", () => {
    const root = document.createElement("div");
    renderBots(root, [entry], translator("en"), "en");
    const labels = [...root.querySelectorAll("tbody th")].map((th) => th.textContent);
    expect(labels).toEqual([
      "hard vs medium",
      "medium vs easy",
      "hard vs easy",
      "expert vs hard",
      "hard vs medium (3 players)",
      "hard vs medium (Day & Night variant)",
      "oracle vs medium",
    ]);
    expect(root.querySelector('tr[data-players="3"] [data-field="wins"]')!.textContent).toBe("68% [64–73%]");
    expect(root.querySelector('tr[data-matchup="hard-medium-medium"]')).not.toBeNull();
    expect(root.querySelector('tr[data-matchup="hard-medium"][data-variant="day_night=true"]')).not.toBeNull();
    expect(root.querySelector("[data-testid=bots-oracle]")!.textContent).toContain("arena");
    const nl = document.createElement("div");
    renderBots(nl, [entry], translator("nl"), "nl");
    expect(nl.querySelector('tr[data-players="3"] th')!.textContent).toBe("moeilijk tegen gemiddeld (3 spelers)");
    expect(nl.querySelector('tr[data-variant="day_night=true"] th')!.textContent).toBe(
      `moeilijk tegen gemiddeld (${SHELL_STRINGS.nl["opt.day_night"]})`,
    );
    const fi = document.createElement("div");
    renderBots(fi, [entry], translator("fi"), "fi");
    expect([...fi.querySelectorAll("tbody th")].pop()!.textContent).toContain("oraakkeli");
    expect(fi.querySelector('tr[data-variant="day_night=true"] th')!.textContent).toContain(
      SHELL_STRINGS.fi["opt.day_night"]!,
    );
    for (const root of [nl, fi]) expect(root.textContent).not.toContain("day_night");
  });

  it("names a variant's options as players read them: on, off, or the choice", () => {
    const defaults = { day_night: false, no_return: true, scoring: "full", first_player: "1" };
    const report: ArenaReport = {
      ...HARD_MEDIUM,
      options: { day_night: true, no_return: false, scoring: "block", first_player: "2" },
    };
    const en = translator("en");
    expect(variantLabels(en, "en", report, defaults)).toEqual([
      SHELL_STRINGS.en["opt.day_night"],
      `without ${SHELL_STRINGS.en["opt.no_return"]}`,
      `${SHELL_STRINGS.en["opt.scoring"]}: ${SHELL_STRINGS.en["opt.scoring.block"]}`,
      `${SHELL_STRINGS.en["opt.first_player"]}: seat 2`,
    ]);
    expect(variantLabels(translator("nl"), "nl", report, defaults)[1]).toBe(
      `zonder ${SHELL_STRINGS.nl["opt.no_return"]}`,
    );
    expect(variantLabels(en, "en", { ...report, options: defaults }, defaults)).toEqual([]);
  });

  it("gives every seed of a report that covers several", () => {
    const both: ArenaReport = { ...THREE, seed: 75, seeds: [75, 76] };
    const root = document.createElement("div");
    renderBots(root, [{ ...entry, reports: [both] }], translator("en"), "en");
    const notes = [...root.querySelectorAll("li")].map((li) => li.textContent ?? "");
    expect(notes.some((note) => note.includes("; seeds 75 and 76;"))).toBe(true);
    const fi = document.createElement("div");
    renderBots(fi, [{ ...entry, reports: [both] }], translator("fi"), "fi");
    expect(fi.textContent).toContain("siemenet 75 ja 76");
  });

  it("gives a row's game options in its note in the page's language", () => {
    const root = document.createElement("div");
    renderBots(root, [entry], translator("nl"), "nl");
    const notes = [...root.querySelectorAll("li")].map((li) => li.textContent ?? "");
    expect(notes.some((note) => note.includes(`spelopties: ${SHELL_STRINGS.nl["opt.day_night"]}`))).toBe(true);
    expect(notes.some((note) => note.includes("de standaardopties van het spel"))).toBe(true);
    expect(notes.join(" ")).not.toContain("day_night");
  });
});
