/**
 * The graph of every reviewed player's estimate over the game (SVG), named by a title and
 * a description for screen readers, and the same numbers as a table.
 */
import { h, svg } from "../../dom";
import { seatVar } from "../../seatcolours";
import type { Lang } from "../../types";
import { type ReviewData, reviewName, valueText } from "./data";

type T = (key: string, vars?: Record<string, string | number>) => string;

const WIDTH = 640;
const HEIGHT = 260;
const LEFT = 46;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 34;

let nextId = 0;

/** The graph: one line per player, a dot on every marked decision (its title says the
 *  move and the mark). */
export function estimateGraph(review: ReviewData, t: T, lang: Lang): SVGSVGElement {
  nextId += 1;
  const titleId = `review-graph-title-${nextId}`;
  const descId = `review-graph-desc-${nextId}`;
  const lastX = Math.max(2, review.moves + 1);
  const series = review.players_summary.map((p) => p.series);
  const top =
    review.measure === "score" ? Math.max(1, ...series.flat().map(([, value]) => value)) : 1;
  const x = (move: number) => LEFT + ((move - 1) / (lastX - 1)) * (WIDTH - LEFT - RIGHT);
  const y = (value: number) => TOP + (1 - value / top) * (HEIGHT - TOP - BOTTOM);
  const root = svg("svg", {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    role: "img",
    "aria-labelledby": `${titleId} ${descId}`,
    class: "review-graph",
    "data-testid": "review-graph",
  });
  const title = svg("title", { id: titleId });
  title.textContent = t("review.graph");
  const desc = svg("desc", { id: descId });
  desc.textContent = t(`review.graphDesc.${review.measure}`);
  root.append(title, desc);
  const ticks = review.measure === "score" ? [0, top / 2, top] : [0, 0.5, 1];
  for (const tick of ticks) {
    root.append(
      svg("line", { x1: LEFT, x2: WIDTH - RIGHT, y1: y(tick), y2: y(tick), class: "review-grid" }),
    );
    const label = svg("text", { x: LEFT - 6, y: y(tick) + 4, "text-anchor": "end", class: "review-axis" });
    label.textContent = valueText(review.measure, tick);
    root.append(label);
  }
  const first = svg("text", { x: x(1), y: HEIGHT - 10, "text-anchor": "start", class: "review-axis" });
  first.textContent = `${t("review.axis.move")} 1`;
  const end = svg("text", { x: x(lastX), y: HEIGHT - 10, "text-anchor": "end", class: "review-axis" });
  end.textContent = t("review.axis.end");
  root.append(first, end);
  for (const summary of review.players_summary) {
    const colour = seatVar(summary.player);
    const points = summary.series.map(([move, value]) => `${x(move).toFixed(1)},${y(value).toFixed(1)}`);
    root.append(
      svg("polyline", {
        points: points.join(" "),
        fill: "none",
        stroke: colour,
        "stroke-width": 3,
        "data-seat": summary.player,
        class: "review-line",
      }),
    );
    for (const d of review.decisions.filter((d) => d.player === summary.player && d.mark)) {
      const dot = svg("circle", {
        cx: x(d.move),
        cy: y(d.before),
        r: d.mark === "blunder" ? 6 : d.mark === "mistake" ? 5 : 4,
        fill: colour,
        class: `review-dot ${d.mark}`,
      });
      const said = svg("title");
      said.textContent = `${t("review.axis.move")} ${d.move}: ${reviewName(review, lang, d.player)} — ${t(`review.mark.${d.mark}`)}`;
      dot.append(said);
      root.append(dot);
    }
  }
  return root;
}

/** The graph's numbers as a table: one row per decision, a column per player. */
export function estimateTable(review: ReviewData, t: T, lang: Lang): HTMLElement {
  const moves = [...new Set(review.players_summary.flatMap((p) => p.series.map(([move]) => move)))].sort(
    (a, b) => a - b,
  );
  const value = (player: number, move: number) => {
    const found = review.players_summary.find((p) => p.player === player)?.series.find(([m]) => m === move);
    return found ? valueText(review.measure, found[1]) : "";
  };
  return h(
    "details",
    { class: "review-table", "data-testid": "review-table" },
    h("summary", {}, t("review.table")),
    h(
      "table",
      {},
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", { scope: "col" }, t("review.moveCol")),
          ...review.players.map((p) => h("th", { scope: "col" }, reviewName(review, lang, p))),
        ),
      ),
      h(
        "tbody",
        {},
        ...moves.map((move) =>
          h(
            "tr",
            {},
            h("th", { scope: "row" }, move > review.moves ? t("review.axis.end") : String(move)),
            ...review.players.map((p) => h("td", {}, value(p, move))),
          ),
        ),
      ),
    ),
  );
}
