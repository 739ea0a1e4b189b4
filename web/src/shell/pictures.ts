/**
 * A small picture per game for the lobby, drawn here in code (64 × 64 units): a corner of
 * the sliding maze with two pawns, two maze cards, the Sudoku board with its wooden
 * frame, the children's grid of Sudoids, and Träxx's coloured fields with a path. The
 * pictures are decorative (the game's name stands next to them) and look the same in
 * light and dark mode.
 */
import { svg } from "../dom";

type Part = SVGElement;

const WOOD = "#8d5a2b";
const WALL = "#6d4c33";
const FLOOR = "#f3e3c3";
const IVORY = "#fbf3df";

function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Record<string, string | number> = {}): Part {
  return svg("rect", { x, y, width: w, height: h, rx, fill, ...extra });
}

function text(x: number, y: number, value: string, fill: string, size: number): Part {
  return svg(
    "text",
    { x, y, fill, "font-size": size, "font-weight": 700, "font-family": "Georgia, serif", "text-anchor": "middle" },
    value,
  );
}

/** A maze tile at (x, y) of side s with corridors to the given sides (N, E, S, W). */
function mazeTile(x: number, y: number, s: number, open: string): Part {
  const g = svg("g", {});
  g.append(rect(x, y, s, s, WALL, 2));
  const c = s / 2;
  const w = s / 3;
  g.append(rect(x + c - w / 2, y + c - w / 2, w, w, FLOOR));
  if (open.includes("N")) g.append(rect(x + c - w / 2, y, w, c, FLOOR));
  if (open.includes("S")) g.append(rect(x + c - w / 2, y + c, w, c, FLOOR));
  if (open.includes("W")) g.append(rect(x, y + c - w / 2, c, w, FLOOR));
  if (open.includes("E")) g.append(rect(x + c, y + c - w / 2, c, w, FLOOR));
  return g;
}

function pawn(x: number, y: number, fill: string): Part {
  const g = svg("g", {});
  g.append(svg("circle", { cx: x, cy: y + 1.5, r: 5.5, fill: "rgb(0 0 0 / 35%)" }));
  g.append(svg("circle", { cx: x, cy: y, r: 5.5, fill, stroke: "#fff", "stroke-width": 1.5 }));
  return g;
}

function labyrinth(): Part[] {
  const parts: Part[] = [rect(2, 2, 60, 60, "#3f2a1b", 6)];
  const shapes = ["ES", "EW", "SW", "NS", "NES", "NW", "NE", "EW", "NW"];
  shapes.forEach((open, i) => parts.push(mazeTile(5 + (i % 3) * 18.3, 5 + Math.floor(i / 3) * 18.3, 17.3, open)));
  parts.push(pawn(13.5, 13.5, "#f0c22e"), pawn(50, 32, "#c8372d"));
  // the spare going in from the left
  parts.push(svg("path", { d: "M0 29 l5 3.5 l-5 3.5 z", fill: "#f0c22e" }));
  return parts;
}

/** A maze card (the card game) turned by `angle` around its centre. */
function mazeCard(cx: number, cy: number, angle: number, open: string, gem: string): Part {
  const g = svg("g", { transform: `rotate(${angle} ${cx} ${cy})` });
  const s = 30;
  g.append(rect(cx - s / 2 - 1.5, cy - s / 2 - 1.5, s + 3, s + 3, "#22382a", 5));
  g.append(rect(cx - s / 2, cy - s / 2, s, s, "#35523a", 4));
  const w = 10;
  g.append(rect(cx - w / 2, cy - w / 2, w, w, "#ecdcae"));
  if (open.includes("N")) g.append(rect(cx - w / 2, cy - s / 2, w, s / 2, "#ecdcae"));
  if (open.includes("S")) g.append(rect(cx - w / 2, cy, w, s / 2, "#ecdcae"));
  if (open.includes("W")) g.append(rect(cx - s / 2, cy - w / 2, s / 2, w, "#ecdcae"));
  if (open.includes("E")) g.append(rect(cx, cy - w / 2, s / 2, w, "#ecdcae"));
  g.append(svg("circle", { cx: cx + 7, cy: cy - 7, r: 4, fill: gem, stroke: "#fff", "stroke-width": 1 }));
  return g;
}

function labyrinthCards(): Part[] {
  return [
    rect(2, 2, 60, 60, "#1f3326", 8),
    mazeCard(24, 36, -12, "NES", "#7d44b8"),
    mazeCard(40, 26, 9, "SW", "#2f62c4"),
  ];
}

function sudoku(): Part[] {
  const parts: Part[] = [rect(2, 2, 60, 60, WOOD, 6), rect(9, 9, 46, 46, IVORY, 2)];
  for (let i = 1; i < 3; i++) {
    parts.push(rect(9 + (46 / 3) * i - 0.75, 9, 1.5, 46, "#5a3c27"));
    parts.push(rect(9, 9 + (46 / 3) * i - 0.75, 46, 1.5, "#5a3c27"));
  }
  // the score track's spaces around the edge
  for (let i = 0; i < 6; i++) parts.push(rect(6 + i * 9.2, 3.5, 7.5, 3.5, "#b07a45", 1));
  // two golden tiles and a placed one
  parts.push(rect(11.5, 11.5, 11, 11, "#e6bb45", 2), text(17, 21, "7", "#4a2c00", 10));
  parts.push(rect(42, 26.5, 11, 11, "#e6bb45", 2), text(47.5, 36, "3", "#4a2c00", 10));
  parts.push(rect(26.5, 42, 11, 11, "#fffaf0", 2, { stroke: "#a88a5c" }), text(32, 51.5, "9", "#2b1d12", 10));
  return parts;
}

function sudoids(): Part[] {
  const parts: Part[] = [rect(2, 2, 60, 60, "#6fae5a", 10), rect(8, 8, 48, 48, IVORY, 4)];
  const cell = 8;
  for (let i = 1; i < 6; i++) {
    const thick = i === 3;
    parts.push(rect(8 + i * cell - (thick ? 0.8 : 0.3), 8, thick ? 1.6 : 0.6, 48, "#7a6a4a"));
    const thickRow = i % 2 === 0;
    parts.push(rect(8, 8 + i * cell - (thickRow ? 0.8 : 0.3), 48, thickRow ? 1.6 : 0.6, "#7a6a4a"));
  }
  // round animal tiles in bright colours
  const tiles: [number, number, string][] = [
    [0, 0, "#e8704a"],
    [2, 1, "#4a90d9"],
    [4, 2, "#f0c22e"],
    [1, 3, "#9a5cc6"],
    [5, 4, "#e05a8a"],
    [3, 5, "#3aa37a"],
  ];
  for (const [col, row, fill] of tiles) {
    parts.push(svg("circle", { cx: 12 + col * cell, cy: 12 + row * cell, r: 3.3, fill }));
  }
  return parts;
}

/** A hexagon of radius r (pointy top) centred at (x, y). */
function hex(x: number, y: number, r: number, fill: string): Part {
  const points: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    points.push(`${(x + r * Math.cos(a)).toFixed(2)},${(y + r * Math.sin(a)).toFixed(2)}`);
  }
  return svg("polygon", { points: points.join(" "), fill, stroke: "#fff", "stroke-width": 1.2 });
}

function traexx(): Part[] {
  const r = 9.5;
  const dx = r * Math.sqrt(3);
  const dy = r * 1.5;
  const centres: [number, number, string][] = [
    [32, 32, "#9aa3ad"],
    [32 + dx, 32, "#e9c548"],
    [32 - dx, 32, "#5b8fd6"],
    [32 + dx / 2, 32 - dy, "#d9564b"],
    [32 - dx / 2, 32 - dy, "#f4f1ea"],
    [32 + dx / 2, 32 + dy, "#5aa867"],
    [32 - dx / 2, 32 + dy, "#e9c548"],
  ];
  const parts: Part[] = [rect(2, 2, 60, 60, "#e7ddc9", 10)];
  for (const [x, y, fill] of centres) parts.push(hex(x, y, r, fill));
  // a path through four fields, drawn like the board's
  const path = [centres[2]!, centres[0]!, centres[3]!, centres[1]!];
  parts.push(
    svg("polyline", {
      points: path.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" "),
      fill: "none",
      stroke: "#1d1915",
      "stroke-width": 3,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
  );
  for (const [x, y] of [path[0]!, path[path.length - 1]!])
    parts.push(svg("circle", { cx: x, cy: y, r: 3.2, fill: "#fff", stroke: "#1d1915", "stroke-width": 2 }));
  parts.push(svg("circle", { cx: centres[5]![0], cy: centres[5]![1], r: 5, fill: "#fff", stroke: "#555", "stroke-width": 1 }));
  parts.push(text(centres[5]![0], centres[5]![1] + 3.3, "7", "#333", 8.5));
  return parts;
}

const DRAW: Record<string, () => Part[]> = {
  labyrinth,
  "labyrinth-cards": labyrinthCards,
  sudoku,
  sudoids,
  traexx,
};

/** The game's picture (an empty frame for a game without one). */
export function gamePicture(game: string): SVGSVGElement {
  const picture = svg("svg", {
    viewBox: "0 0 64 64",
    class: "game-picture",
    "data-picture": game,
    "aria-hidden": "true",
    focusable: "false",
  });
  for (const part of (DRAW[game] ?? (() => [rect(2, 2, 60, 60, "#ccc", 8)]))()) picture.append(part);
  return picture;
}

/** Whether the lobby has a picture of its own for the game. */
export function hasPicture(game: string): boolean {
  return game in DRAW;
}
