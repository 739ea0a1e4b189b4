/**
 * Drawing single tiles in SVG: number tiles (ivory, or golden for the starting tiles),
 * the six Sudoids animals (each a small picture plus its letter, so neither colour nor
 * shape alone tells them apart) and the back of a hidden tile.
 */

import { svg } from "../../dom";

export { svg } from "../../dom";

type Attrs = Record<string, string | number>;


/** The one-letter code of the animals in the notation (1 cat ... 6 horse). */
export const ANIMAL_LETTERS = ["C", "D", "M", "B", "F", "H"];

/** The letter or digit a tile shows in text. */
export function tileLetter(game: string, value: number): string {
  return game === "sudoids" ? (ANIMAL_LETTERS[value - 1] ?? "?") : String(value);
}

/** An animal picture in a 100 x 100 box. */
function animal(value: number): SVGGElement {
  const g = svg("g", { class: `sudoku-animal sudoku-animal-${value}` });
  const ink = "#2b1d12";
  const add = (tag: keyof SVGElementTagNameMap, attrs: Attrs) => g.append(svg(tag, attrs));
  switch (value) {
    case 1: // cat
      add("polygon", { points: "20,42 28,8 48,30", fill: "#d9782a", stroke: ink, "stroke-width": 3 });
      add("polygon", { points: "80,42 72,8 52,30", fill: "#d9782a", stroke: ink, "stroke-width": 3 });
      add("circle", { cx: 50, cy: 56, r: 31, fill: "#e8913a", stroke: ink, "stroke-width": 3 });
      add("ellipse", { cx: 38, cy: 52, rx: 4, ry: 7, fill: ink });
      add("ellipse", { cx: 62, cy: 52, rx: 4, ry: 7, fill: ink });
      add("polygon", { points: "45,64 55,64 50,70", fill: "#c2455a" });
      for (const [x1, y1, x2, y2] of [
        [32, 66, 8, 60],
        [32, 71, 8, 76],
        [68, 66, 92, 60],
        [68, 71, 92, 76],
      ])
        add("line", { x1: x1!, y1: y1!, x2: x2!, y2: y2!, stroke: ink, "stroke-width": 2 });
      break;
    case 2: // dog
      add("ellipse", { cx: 50, cy: 52, rx: 27, ry: 31, fill: "#b07840", stroke: ink, "stroke-width": 3 });
      add("ellipse", { cx: 22, cy: 48, rx: 10, ry: 24, fill: "#6e4322", stroke: ink, "stroke-width": 3, transform: "rotate(18 22 48)" });
      add("ellipse", { cx: 78, cy: 48, rx: 10, ry: 24, fill: "#6e4322", stroke: ink, "stroke-width": 3, transform: "rotate(-18 78 48)" });
      add("ellipse", { cx: 50, cy: 70, rx: 15, ry: 11, fill: "#e7cfa6", stroke: ink, "stroke-width": 2 });
      add("ellipse", { cx: 50, cy: 64, rx: 7, ry: 5, fill: ink });
      add("circle", { cx: 39, cy: 45, r: 4.5, fill: ink });
      add("circle", { cx: 61, cy: 45, r: 4.5, fill: ink });
      break;
    case 3: // mouse
      add("circle", { cx: 26, cy: 30, r: 19, fill: "#9a9ca6", stroke: ink, "stroke-width": 3 });
      add("circle", { cx: 74, cy: 30, r: 19, fill: "#9a9ca6", stroke: ink, "stroke-width": 3 });
      add("circle", { cx: 26, cy: 30, r: 10, fill: "#e9a6b4" });
      add("circle", { cx: 74, cy: 30, r: 10, fill: "#e9a6b4" });
      add("ellipse", { cx: 50, cy: 60, rx: 27, ry: 25, fill: "#aeb0ba", stroke: ink, "stroke-width": 3 });
      add("circle", { cx: 41, cy: 55, r: 4, fill: ink });
      add("circle", { cx: 59, cy: 55, r: 4, fill: ink });
      add("circle", { cx: 50, cy: 70, r: 4.5, fill: "#d65d78" });
      add("line", { x1: 42, y1: 72, x2: 18, y2: 70, stroke: ink, "stroke-width": 1.8 });
      add("line", { x1: 58, y1: 72, x2: 82, y2: 70, stroke: ink, "stroke-width": 1.8 });
      break;
    case 4: // bird
      add("polygon", { points: "26,56 6,44 10,70", fill: "#23569c", stroke: ink, "stroke-width": 3 });
      add("circle", { cx: 48, cy: 55, r: 28, fill: "#3d82d8", stroke: ink, "stroke-width": 3 });
      add("ellipse", { cx: 40, cy: 63, rx: 15, ry: 9, fill: "#23569c", stroke: ink, "stroke-width": 2 });
      add("polygon", { points: "73,48 93,55 73,62", fill: "#f0a020", stroke: ink, "stroke-width": 2.5 });
      add("circle", { cx: 60, cy: 45, r: 4.5, fill: ink });
      add("line", { x1: 42, y1: 83, x2: 40, y2: 94, stroke: ink, "stroke-width": 3 });
      add("line", { x1: 54, y1: 83, x2: 56, y2: 94, stroke: ink, "stroke-width": 3 });
      break;
    case 5: // fish
      add("polygon", { points: "70,50 94,32 94,68", fill: "#157a6f", stroke: ink, "stroke-width": 3 });
      add("polygon", { points: "38,34 52,18 58,35", fill: "#157a6f", stroke: ink, "stroke-width": 2.5 });
      add("ellipse", { cx: 44, cy: 50, rx: 32, ry: 19, fill: "#25a898", stroke: ink, "stroke-width": 3 });
      add("path", { d: "M54 36 Q62 50 54 64", fill: "none", stroke: ink, "stroke-width": 2 });
      add("circle", { cx: 26, cy: 46, r: 4.5, fill: ink });
      break;
    default: // horse
      add("path", {
        d: "M60 10 L68 28 Q80 44 80 90 L44 90 L46 72 L24 72 Q10 72 12 58 L20 44 Q34 28 52 24 Z",
        fill: "#9b5632",
        stroke: ink,
        "stroke-width": 3,
        "stroke-linejoin": "round",
      });
      add("path", { d: "M60 12 Q90 34 86 90 L78 90 Q80 44 66 26 Z", fill: "#3b2314", stroke: ink, "stroke-width": 2 });
      add("polygon", { points: "52,24 58,6 64,22", fill: "#9b5632", stroke: ink, "stroke-width": 2.5 });
      add("circle", { cx: 44, cy: 40, r: 4.5, fill: ink });
      add("circle", { cx: 19, cy: 62, r: 2.5, fill: ink });
      break;
  }
  return g;
}

export interface TileOptions {
  golden?: boolean;
  /** Draw the tile a little smaller than its box (tiles lie in a cell). */
  inset?: number;
}

/** A face-up tile of `value` filling the square (x, y, size). */
export function tileFace(game: string, value: number, x: number, y: number, size: number, opts: TileOptions = {}): SVGGElement {
  const inset = opts.inset ?? size * 0.06;
  const s = size - 2 * inset;
  const g = svg("g", {
    class: `sudoku-tile${opts.golden ? " is-golden" : ""}`,
    transform: `translate(${x + inset} ${y + inset})`,
  });
  g.append(
    svg("rect", { class: "sudoku-tile-shadow", x: s * 0.03, y: s * 0.05, width: s, height: s, rx: s * 0.12 }),
    svg("rect", {
      class: "sudoku-tile-face",
      width: s,
      height: s,
      rx: s * 0.12,
      fill: opts.golden ? "url(#sudoku-gold)" : "url(#sudoku-ivory)",
    }),
  );
  if (opts.golden) {
    // The golden pattern: an inner double border and a star, not colour alone.
    g.append(
      svg("rect", { class: "sudoku-golden-ring", x: s * 0.08, y: s * 0.08, width: s * 0.84, height: s * 0.84, rx: s * 0.08 }),
      svg("path", { class: "sudoku-star", d: starPath(s * 0.2, s * 0.2, s * 0.11) }),
    );
  }
  if (game === "sudoids") {
    const pic = animal(value);
    const k = (s * 0.78) / 100;
    pic.setAttribute("transform", `translate(${s * 0.11} ${s * 0.08}) scale(${k})`);
    g.append(
      pic,
      svg("text", { class: "sudoku-animal-letter", x: s * 0.9, y: s * 0.93, "font-size": s * 0.2, "text-anchor": "end" }, tileLetter(game, value)),
    );
  } else {
    g.append(
      svg("text", { class: "sudoku-digit", x: s / 2, y: s / 2, "font-size": s * 0.66, "text-anchor": "middle", "dominant-baseline": "central" }, String(value)),
    );
  }
  return g;
}

/** The back of a hidden tile: wood with a lattice and a question mark. */
export function tileBack(x: number, y: number, size: number): SVGGElement {
  const inset = size * 0.06;
  const s = size - 2 * inset;
  return svg(
    "g",
    { class: "sudoku-tile sudoku-back", transform: `translate(${x + inset} ${y + inset})` },
    svg("rect", { class: "sudoku-tile-shadow", x: s * 0.03, y: s * 0.05, width: s, height: s, rx: s * 0.12 }),
    svg("rect", { class: "sudoku-back-face", width: s, height: s, rx: s * 0.12, fill: "url(#sudoku-lattice)" }),
    svg("text", { class: "sudoku-back-mark", x: s / 2, y: s / 2, "font-size": s * 0.5, "text-anchor": "middle", "dominant-baseline": "central" }, "?"),
  );
}

/** A five-pointed star around (cx, cy). */
export function starPath(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `M${points.join("L")}Z`;
}

/** Gradients and patterns the tiles use; one copy per SVG. */
export function tileDefs(): SVGDefsElement {
  return svg(
    "defs",
    {},
    svg(
      "linearGradient",
      { id: "sudoku-ivory", x1: 0, y1: 0, x2: 1, y2: 1 },
      svg("stop", { offset: "0", "stop-color": "#fffaf0" }),
      svg("stop", { offset: "1", "stop-color": "#eadcbc" }),
    ),
    svg(
      "linearGradient",
      { id: "sudoku-gold", x1: 0, y1: 0, x2: 1, y2: 1 },
      svg("stop", { offset: "0", "stop-color": "#fff1b0" }),
      svg("stop", { offset: "0.45", "stop-color": "#f2c94c" }),
      svg("stop", { offset: "1", "stop-color": "#b8860b" }),
    ),
    svg(
      "linearGradient",
      { id: "sudoku-wood", x1: 0, y1: 0, x2: 1, y2: 1 },
      svg("stop", { offset: "0", "stop-color": "#c8955a" }),
      svg("stop", { offset: "0.5", "stop-color": "#b07a40" }),
      svg("stop", { offset: "1", "stop-color": "#8d5a2b" }),
    ),
    svg(
      "pattern",
      { id: "sudoku-lattice", width: 10, height: 10, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" },
      svg("rect", { width: 10, height: 10, fill: "#7a4a24" }),
      svg("rect", { width: 10, height: 2, fill: "#5c3519" }),
      svg("rect", { width: 2, height: 10, fill: "#5c3519" }),
    ),
  );
}
