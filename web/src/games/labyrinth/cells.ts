/**
 * The Labyrinth board's cells as targets of the walk: every cell the pawn may reach after
 * the push is lit; the whole cell is the target (≥ 44 CSS px on a phone), the ring inset.
 * Enter or Space walks there, the arrow keys move to the nearest lit cell in that
 * direction; `bestCell` is where focus starts after the push.
 */
import { svgTo as svg } from "../../dom";
import { cellName, type LabyrinthData, type LabyrinthView } from "./logic";

const CELL = 100;

export interface CellBoard {
  readonly data: LabyrinthData;
  readonly view: LabyrinthView;
  /** The walk's action by cell name (empty while a push is previewed). */
  readonly targets: Map<string, unknown>;
  readonly me: number | null;
  t(key: string, vars?: Record<string, string | number>): string;
  send(action: unknown): void;
}

/** Column and row (from 0) of a cell name such as "c4". */
function at(name: string): [number, number] {
  return ["abcdefghi".indexOf(name[0]!), Number(name.slice(1)) - 1];
}

export function drawCells(layer: SVGGElement, board: CellBoard): void {
  const { data, view, targets, me } = board;
  layer.replaceChildren();
  const pawn = me !== null && view.players[me] ? view.players[me]!.pawn : -1;
  for (let cell = 0; cell < data.size * data.size; cell++) {
    const name = cellName(cell, data.size);
    const action = targets.get(name);
    const x = (cell % data.size) * CELL;
    const y = Math.floor(cell / data.size) * CELL;
    if (!action) {
      svg("rect", { x: 6, y: 6, width: CELL - 12, height: CELL - 12, rx: 9, transform: `translate(${x} ${y})`, class: "lab-cell", "data-cell": name, "data-legal": "false" }, layer);
      continue;
    }
    const r = svg("g", { transform: `translate(${x} ${y})`, class: "lab-cellbtn", "data-cell": name, "data-legal": "true" }, layer);
    svg("rect", { width: CELL, height: CELL, class: "lab-cellpad" }, r);
    const ring = svg("rect", { x: 6, y: 6, width: CELL - 12, height: CELL - 12, rx: 9, class: "lab-cell lab-reach" }, r);
    if (cell === pawn) ring.classList.add("lab-stay");
    r.setAttribute("tabindex", "0");
    r.setAttribute("role", "button");
    r.setAttribute("aria-label", board.t(cell === pawn ? "labyrinth.stay" : "labyrinth.move_to", { cell: name }));
    const go = () => board.send(action);
    r.addEventListener("click", go);
    r.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        go();
      } else if (event.key.startsWith("Arrow")) {
        event.preventDefault();
        focusNearCell(layer, data.size, cell, event.key);
      }
    });
  }
}

/** Arrow keys among the lit cells: the nearest one in that direction. */
export function focusNearCell(layer: SVGGElement, size: number, from: number, key: string): void {
  const [dx, dy] = key === "ArrowUp" ? [0, -1] : key === "ArrowDown" ? [0, 1] : key === "ArrowLeft" ? [-1, 0] : [1, 0];
  const fx = from % size;
  const fy = Math.floor(from / size);
  let best: SVGElement | null = null;
  let bestScore = Infinity;
  for (const node of layer.querySelectorAll<SVGElement>('[data-legal="true"]')) {
    const [c, r] = at(node.dataset.cell!);
    const along = (c - fx) * dx + (r - fy) * dy;
    if (along <= 0) continue;
    const across = Math.abs((c - fx) * dy) + Math.abs((r - fy) * dx);
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = node;
    }
  }
  best?.focus();
}

/** The lit cell to start the walk from: a sought one, else the one nearest to one. */
export function bestCell(layer: SVGGElement, tiles: SVGGElement, size: number): SVGElement | null {
  const sought = [...tiles.querySelectorAll<SVGElement>(".lab-sought")].map((n) => at(n.dataset.tile!));
  let best: SVGElement | null = null;
  let bestScore = Infinity;
  for (const node of layer.querySelectorAll<SVGElement>('[data-legal="true"]')) {
    const [c, r] = at(node.dataset.cell!);
    const score = Math.min(size * 2, ...sought.map(([sc, sr]) => Math.abs(sc - c) + Math.abs(sr - r)));
    if (score < bestScore) {
      bestScore = score;
      best = node;
    }
  }
  return best;
}
