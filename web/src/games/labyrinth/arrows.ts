/**
 * The Labyrinth board's twelve arrows: their drawing, a hit pad of at least 44 CSS px on a
 * phone, the preview of the push and how each input plays one:
 *
 * - mouse: hovering shows the push, a click plays it;
 * - keyboard: focusing shows the push, Enter or Space plays it, the arrow keys move to the
 *   nearest arrow in that direction;
 * - touch: the first tap shows the push and keeps it shown (turning the spare redraws it),
 *   a second tap on the same arrow (or the Push button) plays it; another arrow shows that
 *   push instead; a tap elsewhere on the board takes the preview away.
 */
import { svgTo as svg } from "../../dom";
import type { LegalEntry } from "../../types";
import { arrowSpot, shiftChoices, type ArrowData, type LabyrinthData, type LabyrinthView } from "./logic";

/** What the arrows draw from and call back into. */
export interface ArrowBoard {
  readonly data: LabyrinthData;
  readonly view: LabyrinthView;
  readonly legal: LegalEntry[];
  readonly preview: string | null;
  /** Whether the shown preview was pinned by a tap (it stays until the next tap). */
  readonly pinned: boolean;
  /** The board is moving focus itself (a new turn): show the push only to a keyboard user. */
  readonly quiet: boolean;
  /** The arrow's name for people (in words, see index.ts), with "not allowed" if forbidden. */
  label(arrow: ArrowData, forbidden: boolean): string;
  push(arrow: string): void;
  setPreview(arrow: string | null, pinned: boolean): void;
}

const CELL = 100;
/** The hit pad: `ALONG` units along the board's edge, `OUT` units outwards from the arrow's
 *  centre (to the board's margin) and `IN` units inwards (over the edge cell, only while the
 *  arrows can be pushed). 110 units are ≥ 44 CSS px on a 390 px wide phone. */
const ALONG = 140;
const OUT = 28;
const IN = 82;

/** The arrow's centre in board units. */
export function arrowCentre(arrow: ArrowData, size: number): [number, number] {
  const spot = arrowSpot(arrow, size);
  const cx = spot.col * CELL + CELL / 2 + (spot.col < 0 ? 22 : spot.col >= size ? -22 : 0);
  const cy = spot.row * CELL + CELL / 2 + (spot.row < 0 ? 22 : spot.row >= size ? -22 : 0);
  return [cx, cy];
}

function pad(side: ArrowData["side"]): { x: number; y: number; width: number; height: number } {
  if (side === "W") return { x: -OUT, y: -ALONG / 2, width: OUT + IN, height: ALONG };
  if (side === "E") return { x: -IN, y: -ALONG / 2, width: OUT + IN, height: ALONG };
  if (side === "N") return { x: -ALONG / 2, y: -OUT, width: ALONG, height: OUT + IN };
  return { x: -ALONG / 2, y: -IN, width: ALONG, height: OUT + IN };
}

/** Whether a pointer event came from a finger or a pen (a tap), not a mouse. */
export function isTap(event: Event): boolean {
  const type = (event as PointerEvent).pointerType;
  return type === "touch" || type === "pen";
}

/** Draw the arrows into `layer` (replacing what was there). */
export function drawArrows(layer: SVGGElement, board: ArrowBoard): void {
  const { data, view } = board;
  const choices = shiftChoices(board.legal);
  const active = choices.size > 0;
  const focused = (document.activeElement as SVGElement | null)?.dataset?.arrow;
  layer.replaceChildren();
  for (const arrow of data.arrows) {
    const [cx, cy] = arrowCentre(arrow, data.size);
    const allowed = choices.has(arrow.name);
    const forbidden = view.forbidden === arrow.index;
    const g = svg("g", { class: "lab-arrow", transform: `translate(${cx} ${cy})`, "data-arrow": arrow.name, "data-legal": allowed ? "true" : "false" }, layer);
    if (forbidden) g.classList.add("lab-arrow-off");
    if (view.last_shift?.[0] === arrow.index) {
      g.classList.add("lab-arrow-last");
      g.dataset.last = "true";
    }
    if (active && allowed) {
      g.classList.add("lab-arrow-on");
      svg("rect", { ...pad(arrow.side), class: "lab-arrow-pad" }, g);
    }
    if (board.preview === arrow.name) g.classList.add("lab-arrow-preview");
    const angle = { N: 180, E: 270, S: 0, W: 90 }[arrow.side];
    svg("circle", { r: 27, class: "lab-arrow-hit" }, g);
    svg("path", { d: "M0 -15 L15 8 L-15 8 Z", transform: `rotate(${angle + 180})`, class: "lab-arrow-head" }, g);
    const label = board.label(arrow, forbidden);
    const title = svg("title", {}, g);
    title.textContent = label;
    if (forbidden) {
      svg("path", { d: "M-11 -11L11 11M11 -11L-11 11", class: "lab-arrow-x" }, g);
      g.setAttribute("aria-disabled", "true");
    }
    if (!active) continue;
    g.setAttribute("role", "button");
    g.setAttribute("aria-label", label);
    if (!allowed) {
      g.setAttribute("aria-disabled", "true");
      continue;
    }
    g.setAttribute("tabindex", "0");
    g.addEventListener("click", (event) => {
      // A tap shows the push first; the same arrow tapped again plays it.
      if (isTap(event) && !(board.pinned && board.preview === arrow.name)) {
        board.setPreview(arrow.name, true);
        return;
      }
      board.push(arrow.name);
    });
    g.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        board.push(arrow.name);
      } else if (event.key.startsWith("Arrow")) {
        event.preventDefault();
        focusNearArrow(layer, data, arrow, event.key);
      }
    });
    g.addEventListener("pointerenter", (event) => {
      if (!isTap(event) && !board.pinned) board.setPreview(arrow.name, false);
    });
    g.addEventListener("pointerleave", (event) => {
      if (!isTap(event) && !board.pinned && board.preview === arrow.name) board.setPreview(null, false);
    });
    // Focus shows the push, except when the board itself put focus here after a click.
    g.addEventListener("focus", () => {
      if (!board.pinned && (!board.quiet || g.matches(":focus-visible"))) board.setPreview(arrow.name, false);
    });
    g.addEventListener("blur", () => {
      if (!board.pinned && board.preview === arrow.name) board.setPreview(null, false);
    });
    if (focused === arrow.name) queueMicrotask(() => g.focus());
  }
}

/** Arrow keys among the pushable arrows: the nearest one in that direction. */
export function focusNearArrow(layer: SVGGElement, data: LabyrinthData, from: ArrowData, key: string): void {
  const [dx, dy] = key === "ArrowUp" ? [0, -1] : key === "ArrowDown" ? [0, 1] : key === "ArrowLeft" ? [-1, 0] : [1, 0];
  const [fx, fy] = arrowCentre(from, data.size);
  let best: SVGGElement | null = null;
  let bestScore = Infinity;
  for (const node of layer.querySelectorAll<SVGGElement>('[data-legal="true"]')) {
    const arrow = data.arrows.find((a) => a.name === node.dataset.arrow);
    if (!arrow || arrow === from) continue;
    const [x, y] = arrowCentre(arrow, data.size);
    const along = (x - fx) * dx + (y - fy) * dy;
    if (along <= 0) continue;
    const across = Math.abs((x - fx) * dy) + Math.abs((y - fy) * dx);
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = node;
    }
  }
  best?.focus();
}
