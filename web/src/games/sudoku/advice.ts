/**
 * Sudoku and Sudoids hints on the grid, all from the server: every cell where the tile
 * in hand fits (with the points it would score there), the cells that score most, and a
 * proposed cell. This module only draws them.
 */
import type { Advice } from "../../types";
import type { BoardModel } from "./model";
import { svg } from "./tiles";

type Box = (cell: { row: number; col: number }) => { x: number; y: number; s: number };

/** The hint and proposal over the grid (a group that takes no pointer). */
export function adviceLayer(
  model: BoardModel,
  box: Box,
  hint: Advice | null,
  help: Advice | null,
  t: (key: string) => string,
): SVGGElement {
  const layer = svg("g", { class: "sudoku-advice", "data-testid": "sudoku-advice" });
  const cells = new Map(model.cells.map((c) => [c.name, c]));
  const best = new Set<string>((hint?.best ?? []) as string[]);
  for (const fit of (hint?.fits ?? []) as { cell: string; points: number }[]) {
    const cell = cells.get(fit.cell);
    if (!cell) continue;
    const { x, y, s } = box(cell);
    const top = best.has(fit.cell);
    const g = svg("g", { class: top ? "sudoku-fit sudoku-fit-best" : "sudoku-fit", "data-hint-cell": fit.cell, "data-points": fit.points });
    g.append(svg("rect", { x: x + 3, y: y + 3, width: s - 6, height: s - 6, rx: s * 0.1 }));
    const text = svg("text", { x: x + s - 5, y: y + s - 6, "font-size": s * 0.24, "text-anchor": "end" });
    text.textContent = `+${fit.points}`;
    g.append(text);
    layer.append(g);
  }
  const proposed = help?.actions?.[0];
  const cell = proposed?.type === "place" ? cells.get(proposed.cell as string) : undefined;
  if (cell) {
    const { x, y, s } = box(cell);
    const g = svg("g", { class: "sudoku-help-cell", "data-hint-cell": cell.name });
    const title = svg("title", {});
    title.textContent = t("hints.proposed");
    g.append(title, svg("rect", { x: x + 1, y: y + 1, width: s - 2, height: s - 2, rx: s * 0.12 }));
    layer.append(g);
  }
  return layer;
}
