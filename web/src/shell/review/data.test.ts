import { describe, expect, it } from "vitest";
import { estimateGraph, estimateTable } from "./graph";
import { hintsUsedOf, luckAndDecisions, markedOf, type ReviewData, versionAfter, versionBefore } from "./data";
import { REVIEW_STRINGS } from "./strings";
import { summaryTable } from "./summary";

function decision(move: number, player: number, drop: number | null, mark: ReviewData["decisions"][0]["mark"]) {
  return { move, player, played: [], best: [], before: 0.5, after: 0.5, best_after: 0.5, drop, mark, words: {}, better: {} };
}

const REVIEW: ReviewData = {
  game: "sudoids",
  num_players: 2,
  players: [0, 1],
  names: { en: ["Anna", "Ben"], nl: ["Anna", "Ben"], fi: ["Anna", "Ben"] },
  measure: "win",
  thresholds: { inaccuracy: 0.05, mistake: 0.1, blunder: 0.15 },
  iterations: 20,
  moves: 4,
  decisions: [decision(3, 0, 0.2, "blunder"), decision(1, 0, 0.06, "inaccuracy"), decision(2, 1, 0.01, null), decision(4, 1, null, null)],
  luck: [
    { move: 1, player: 0, kinds: ["deal"], swing: 0.1, change: 0.1 },
    { move: 2, player: 0, kinds: ["tile"], swing: -0.04, change: -0.02 },
    { move: 2, player: 1, kinds: ["tile"], swing: 0.03, change: 0.03 },
  ],
  results: [0, 1],
  players_summary: [
    { player: 0, accuracy: 60, marks: { inaccuracy: 1, mistake: 0, blunder: 1 }, series: [[1, 0.6], [3, 0.55], [5, 0]] },
    { player: 1, accuracy: 99, marks: { inaccuracy: 0, mistake: 0, blunder: 0 }, series: [[2, 0.4], [4, 0.45], [5, 1]] },
  ],
  key_moments: { en: [{ move: 3, text: "Move 3: a blunder" }] },
};

describe("review figures", () => {
  it("keeps luck apart from what the decisions cost", () => {
    const anna = luckAndDecisions(REVIEW, 0);
    expect(anna.luck).toBeCloseTo(0.06);
    expect(anna.lost).toBeCloseTo(0.26);
    expect(luckAndDecisions(REVIEW, 1)).toEqual({ luck: 0.03, lost: 0.01 });
  });

  it("lists a player's marked decisions by move", () => {
    expect(markedOf(REVIEW, 0).map((d) => d.move)).toEqual([1, 3]);
    expect(markedOf(REVIEW, 1)).toEqual([]);
  });

  it("finds the replay's position before and after a record move", () => {
    const versions = [1, 2, 4, 5]; // version 3 was no action (e.g. a notice)
    expect(versionBefore(versions, 1)).toBe(0);
    expect(versionBefore(versions, 3)).toBe(2);
    expect(versionAfter(versions, 3)).toBe(4);
  });
});

describe("the estimate graph", () => {
  const t = (key: string) => `«${key}»`;
  it("is an image named by its title and description, with a line per player and a dot per mark", () => {
    const graph = estimateGraph(REVIEW, t, "en");
    expect(graph.getAttribute("role")).toBe("img");
    const [title, desc] = graph.getAttribute("aria-labelledby")!.split(" ");
    expect(graph.querySelector(`#${title}`)!.textContent).toBe("«review.graph»");
    expect(graph.querySelector(`#${desc}`)!.textContent).toBe("«review.graphDesc.win»");
    expect(graph.querySelectorAll("polyline")).toHaveLength(2);
    expect(graph.querySelectorAll("circle.review-dot")).toHaveLength(2);
  });

  it("has the same numbers as a table", () => {
    const table = estimateTable(REVIEW, t, "en");
    const rows = [...table.querySelectorAll("tbody tr")].map((row) => row.textContent);
    expect(rows).toEqual(["160%", "240%", "355%", "445%", "«review.axis.end»0%100%"]);
  });
});

describe("the players' table", () => {
  const names = ["Anna", "Ben"];
  const rows = (table: HTMLElement) =>
    [...table.querySelectorAll("tr")].map((row) => [...row.children].map((cell) => cell.textContent));

  it("counts each player's hints and help as the history does, in every language", () => {
    const record = { hints: true, hints_used: [{ hints: 3, helps: 1 }] }; // Ben is not listed
    expect(hintsUsedOf(record, 0)).toEqual({ hints: 3, helps: 1 });
    expect(hintsUsedOf(record, 1)).toEqual({ hints: 0, helps: 0 });
    const expected = { en: ["Hints used", "Help asked"], nl: ["Hints gebruikt", "Om hulp gevraagd"], fi: ["Vihjeitä käytetty", "Apua pyydetty"] };
    for (const [lang, heads] of Object.entries(expected)) {
      const t = (key: string) => REVIEW_STRINGS[lang as "en"][key] ?? `«${key}»`;
      const table = summaryTable(REVIEW, record, t, (seat) => names[seat]!);
      const [head, anna, ben] = rows(table);
      expect(head!.slice(-2)).toEqual(heads);
      expect(anna).toEqual(["Anna", "60%", "1", "0", "1", "3", "1"]);
      expect(ben).toEqual(["Ben", "99%", "0", "0", "0", "0", "0"]);
    }
  });

  it("has no hint columns when the match showed no hints", () => {
    const t = (key: string) => `«${key}»`;
    const table = summaryTable(REVIEW, { hints: false, hints_used: [{ hints: 0, helps: 0 }] }, t, (seat) => names[seat]!);
    expect(hintsUsedOf({}, 0)).toBeNull();
    expect(rows(table)[0]).toHaveLength(5);
    expect(table.querySelector("[data-testid=review-hints]")).toBeNull();
  });
});
