/**
 * Träxx hints on the seat's board, all from the server: the fields the card allows from
 * either end of the path (number fields within reach ringed more strongly) and a
 * proposed extension. This module only draws them.
 */
import type { Advice } from "../../types";
import { drawPath, el, type HexMap } from "./hexmap";

/** Draw the hint and the proposal into the map's mark layer (it takes no pointer). */
export function drawAdvice(map: HexMap, hint: Advice | null, help: Advice | null): void {
  const layer = el("g", { class: "traexx-advice", "data-testid": "traexx-advice" }, map.markLayer);
  const numbers = new Set<string>();
  const fields = new Set<string>();
  for (const end of (hint?.ends ?? []) as Advice[]) {
    for (const f of end.fields as string[]) fields.add(f);
    for (const n of end.numbers as { field: string }[]) numbers.add(n.field);
  }
  for (const id of fields) {
    const node = map.fields.get(id);
    if (!node) continue;
    const ring = el(
      "circle",
      { class: numbers.has(id) ? "traexx-hint-ring traexx-hint-number" : "traexx-hint-ring", cx: node.x, cy: node.y, r: 4.6 },
      layer,
    );
    ring.setAttribute("data-hint-field", id);
  }
  const proposed = help?.actions?.[0];
  if (proposed && typeof proposed.end === "string" && Array.isArray(proposed.fields)) {
    const path = el("g", { class: "traexx-help", "data-testid": "traexx-help" }, layer);
    drawPath(map, path, [proposed.end, ...(proposed.fields as string[])], "traexx-help-path", 1.6);
  }
}
