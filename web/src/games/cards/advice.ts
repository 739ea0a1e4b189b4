/**
 * Card game hints on the table, all from the server: for the chosen card (else the card
 * the hint finds best) the places where it would take cards, with how many, the best
 * place of all, and for each hand card the most it could take; and a proposed move. This
 * module only draws them.
 */
import type { Advice } from "../../types";
import { CELL } from "./logic";
import { svgEl } from "./svg";

interface Place {
  x: number;
  y: number;
  most: number;
}

/** The most cards each hand card could take somewhere (cards that take none left out). */
export function mostByCard(hint: Advice | null): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of (hint?.cards ?? []) as Advice[]) {
    const most = Math.max(0, ...(entry.places as Place[]).map((p) => p.most));
    if (most > 0) found.set(entry.card as number, most);
  }
  return found;
}

/** Rings on the table: where `card` would take cards (the best place stronger), and the
 *  proposal's place. Returns the group to put over the table (it takes no pointer). */
export function adviceLayer(
  hint: Advice | null,
  help: Advice | null,
  card: number | null,
  t: (key: string) => string,
): SVGGElement {
  const layer = svgEl("g", { class: "cards-advice", "data-testid": "cards-advice" });
  const shown = card ?? (hint?.best?.card as number | undefined) ?? null;
  const entry = ((hint?.cards ?? []) as Advice[]).find((c) => c.card === shown);
  const best = hint?.best as (Place & { card: number }) | null | undefined;
  for (const place of (entry?.places ?? []) as Place[]) {
    if (place.most <= 0) continue;
    const top = best && best.card === shown && best.x === place.x && best.y === place.y;
    const g = svgEl("g", {
      class: top ? "cards-hint-place cards-hint-best" : "cards-hint-place",
      transform: `translate(${place.x * CELL},${place.y * CELL})`,
      "data-hint-cell": `${place.x},${place.y}`,
      "data-most": place.most,
    });
    g.append(svgEl("rect", { x: -6, y: -6, width: 112, height: 112, rx: 14 }));
    const label = svgEl("text", { x: 50, y: 118 });
    label.textContent = `+${place.most}`;
    g.append(label);
    layer.append(g);
  }
  const proposed = help?.actions?.[0];
  if (proposed?.type === "place") {
    const g = svgEl("g", {
      class: "cards-help-place",
      transform: `translate(${proposed.x * CELL},${proposed.y * CELL})`,
      "data-hint-cell": `${proposed.x},${proposed.y}`,
    });
    const title = svgEl("title", {});
    title.textContent = t("hints.proposed");
    g.append(title, svgEl("rect", { x: -10, y: -10, width: 120, height: 120, rx: 16 }));
    layer.append(g);
  }
  return layer;
}
