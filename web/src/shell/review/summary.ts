/**
 * The review's table of players: per player the accuracy and how many decisions were
 * marked, and, in a match that showed hints, the turns each used hints and asked for
 * help on (as the match's history counts them, the same counts as the game-over result).
 */
import { h } from "../../dom";
import { type HintsRecord, MARKS, type ReviewData, hintsUsedOf } from "./data";

type T = (key: string, vars?: Record<string, string | number>) => string;

export function summaryTable(
  review: ReviewData,
  record: HintsRecord,
  t: T,
  nameOf: (seat: number) => string,
): HTMLElement {
  const hinted = hintsUsedOf(record, 0) !== null;
  const hintCells = (player: number): HTMLElement[] => {
    const used = hintsUsedOf(record, player);
    if (!used) return [];
    return [
      h("td", { "data-testid": "review-hints" }, String(used.hints)),
      h("td", { "data-testid": "review-helps" }, String(used.helps)),
    ];
  };
  const hintHeads = hinted
    ? [h("th", { scope: "col" }, t("review.hintsCol")), h("th", { scope: "col" }, t("review.helpsCol"))]
    : [];
  return h(
    "table",
    { class: "results review-figures", "data-testid": "review-summary" },
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", { scope: "col" }, t("review.player")),
        h("th", { scope: "col" }, t("review.accuracy")),
        ...MARKS.map((mark) => h("th", { scope: "col" }, t(`review.${mark}`))),
        ...hintHeads,
      ),
    ),
    h(
      "tbody",
      {},
      ...review.players_summary.map((s) =>
        h(
          "tr",
          { "data-seat": s.player },
          h("th", { scope: "row" }, nameOf(s.player)),
          h("td", { "data-testid": "review-accuracy" }, s.accuracy === null ? t("review.none") : `${Math.round(s.accuracy)}%`),
          ...MARKS.map((mark) => h("td", {}, String(s.marks[mark] ?? 0))),
          ...hintCells(s.player),
        ),
      ),
    ),
  );
}
