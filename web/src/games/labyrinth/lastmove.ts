/**
 * The last move on the Labyrinth board: the pawn's path drawn as a line in its colour
 * until the next push, and the walk played back cell by cell along the corridor (the
 * path comes from the engine with the move; no rule is worked out here).
 */
import { svgTo as svg } from "../../dom";
import { WALK_SHARE } from "../motion";

/** Cell index of a name like "c4" (column letter, row number from the top). */
export function cellIndex(name: string, size: number): number {
  const col = name.charCodeAt(0) - 97;
  const row = Number(name.slice(1)) - 1;
  return row * size + col;
}

/** The centre of a cell in board units. */
export function centre(cell: number, size: number, cellSize: number): [number, number] {
  return [(cell % size) * cellSize + cellSize / 2, Math.floor(cell / size) * cellSize + cellSize / 2];
}

/** Draw the walked path (at least two cells) into `layer`. */
export function drawPath(layer: Element, path: string[], size: number, cellSize: number, colour: string): void {
  if (path.length < 2) return;
  const points = path.map((name) => centre(cellIndex(name, size), size, cellSize).join(",")).join(" ");
  const line = svg("polyline", { points, class: `lab-lastpath lab-c-${colour}`, "data-testid": "lab-last-path" }, layer);
  line.dataset.cells = path.join(" ");
  const [ex, ey] = centre(cellIndex(path[path.length - 1]!, size), size, cellSize);
  svg("circle", { cx: ex, cy: ey, r: 9, class: `lab-lastpath-end lab-c-${colour}` }, layer);
}

/** Walk `node` (a pawn placed by a CSS transform) along `path` to where it stands now,
 *  `stepMs * WALK_SHARE` per cell; at once when `stepMs` is 0 or animations are missing. */
export function walk(node: SVGGElement, path: string[], size: number, cellSize: number, stepMs: number): void {
  const final = node.style.transform;
  // no straight-line transition through the walls: jump, or walk the corridor
  node.style.transition = "none";
  const restore = () => {
    node.style.transition = "";
    node.classList.remove("lab-pawn-walking");
  };
  if (stepMs <= 0 || path.length < 2 || typeof node.animate !== "function") {
    if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => requestAnimationFrame(restore));
    return;
  }
  const frames: Keyframe[] = path.slice(0, -1).map((name) => {
    const [x, y] = centre(cellIndex(name, size), size, cellSize);
    return { transform: `translate(${x}px, ${y}px) scale(0.85)` };
  });
  frames.push({ transform: final });
  node.classList.add("lab-pawn-walking");
  const animation = node.animate(frames, { duration: (path.length - 1) * stepMs * WALK_SHARE, easing: "linear" });
  animation.onfinish = restore;
  animation.oncancel = restore;
}
