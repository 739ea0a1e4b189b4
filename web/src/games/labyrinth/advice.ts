/**
 * Labyrinth hints on the board, all from the server: the floor a pawn could walk to
 * (after a previewed push, or now when it walks), the targets within reach, the arrows
 * whose push reaches a target, and a proposed walk. This module only draws them.
 */
import { svgTo as svg } from "../../dom";
import type { Advice } from "../../types";
import { parseCell } from "./logic";

/** A push as the key a hint's pushes are found by (arrow and open sides in any order). */
export function pushKey(arrow: string, open: string): string {
  return `${arrow}:${[...open].sort().join("")}`;
}

/** The floor the hint gives for what the board shows: the walk's floor when the pawn
 *  walks, a previewed push's floor before it; null when there is none to show. */
export function floorOf(
  hint: Advice | null,
  step: string,
  preview: { arrow: string; open: string } | null,
): { floor: string[]; reaches: string[] } | null {
  if (!hint) return null;
  if (step === "move" && hint.step === "move") return { floor: hint.floor, reaches: hint.reaches };
  if (step !== "shift" || hint.step !== "shift" || !preview) return null;
  const wanted = pushKey(preview.arrow, preview.open);
  const entry = (hint.pushes as Advice[]).find((p) => pushKey(p.push.arrow, p.push.open) === wanted);
  return entry ? { floor: entry.floor, reaches: entry.reaches } : null;
}

/** The arrows whose push (turned some way) lets the pawn reach a target. */
export function reachingArrows(hint: Advice | null): Set<string> {
  if (!hint || hint.step !== "shift" || hint.reaching === undefined) return new Set();
  return new Set((hint.pushes as Advice[]).filter((p) => p.reaches.length > 0).map((p) => p.push.arrow as string));
}

/** Light `floor` (cell names), mark the `reaches` among them and the proposed `walk`. */
export function drawAdvice(
  layer: SVGGElement,
  lit: { floor: string[]; reaches: string[] } | null,
  walk: string | null,
  size: number,
  cell: number,
  t: (key: string) => string,
): void {
  layer.replaceChildren();
  const mark = (name: string, cls: string, label: string) => {
    const index = parseCell(name, size);
    const x = (index % size) * cell;
    const y = Math.floor(index / size) * cell;
    const rect = svg("rect", { x: x + 4, y: y + 4, width: cell - 8, height: cell - 8, rx: 12, class: cls }, layer);
    rect.dataset.hintCell = name;
    const title = svg("title", {}, rect);
    title.textContent = `${name}: ${label}`;
  };
  if (lit) {
    const goals = new Set(lit.reaches);
    for (const name of lit.floor) mark(name, goals.has(name) ? "lab-reach lab-reach-goal" : "lab-reach", t(goals.has(name) ? "hints.goal" : "hints.reach"));
  }
  if (walk) mark(walk, "lab-help-cell", t("hints.proposed"));
}
