/**
 * The pictures of the rules pages: small SVG diagrams drawn in code.
 *
 * Every figure is built with createElementNS; labels are set with textContent. Colours come
 * from classes styled in rules.css, and every colour also carries a letter or symbol.
 */
import { svg as s } from "../dom";
import type { Lang } from "../types";




function frame(width: number, height: number, className: string): SVGSVGElement {
  const svg = s("svg", {
    viewBox: `0 0 ${width} ${height}`,
    width: "100%",
    class: `rules-svg ${className}`,
    preserveAspectRatio: "xMidYMid meet",
  });
  svg.style.maxWidth = `${width * 1.4}px`;
  const defs = s("defs");
  const marker = s("marker", {
    id: `arrowhead-${className}`,
    viewBox: "0 0 10 10",
    refX: 8,
    refY: 5,
    markerWidth: 6,
    markerHeight: 6,
    orient: "auto-start-reverse",
  });
  marker.append(s("path", { d: "M0,0 L10,5 L0,10 z", class: "fig-arrowhead" }));
  defs.append(marker);
  svg.append(defs);
  return svg;
}

function arrow(svg: SVGSVGElement, d: string, className = "fig-arrow"): void {
  const cls = svg.getAttribute("class")!.split(" ")[1]!;
  svg.append(s("path", { d, class: className, "marker-end": `url(#arrowhead-${cls})` }));
}

function label(x: number, y: number, text: string, className = "fig-label", anchor = "middle"): SVGTextElement {
  return s("text", { x, y, class: className, "text-anchor": anchor, "dominant-baseline": "middle" }, text);
}

// ---------------------------------------------------------------- Labyrinth tiles

const N = 1;
const E = 2;
const S = 4;
const W = 8;

/** A maze tile: walls with light corridors from the middle to each open side. */
function tile(x: number, y: number, size: number, open: number, opts: { treasure?: string; night?: boolean; fixed?: boolean } = {}): SVGGElement {
  const g = s("g", { class: opts.night ? "fig-tile fig-night" : "fig-tile" });
  g.append(s("rect", { x, y, width: size, height: size, rx: 3, class: "fig-wall" }));
  const c = size / 2;
  const w = size * 0.36;
  g.append(s("rect", { x: x + c - w / 2, y: y + c - w / 2, width: w, height: w, class: "fig-path" }));
  if (open & N) g.append(s("rect", { x: x + c - w / 2, y, width: w, height: c, class: "fig-path" }));
  if (open & S) g.append(s("rect", { x: x + c - w / 2, y: y + c, width: w, height: c, class: "fig-path" }));
  if (open & W) g.append(s("rect", { x, y: y + c - w / 2, width: c, height: w, class: "fig-path" }));
  if (open & E) g.append(s("rect", { x: x + c, y: y + c - w / 2, width: c, height: w, class: "fig-path" }));
  if (opts.fixed) g.append(label(x + size * 0.82, y + size * 0.18, "×", "fig-fixed"));
  if (opts.treasure) {
    g.append(s("circle", { cx: x + c, cy: y + c, r: size * 0.16, class: "fig-treasure" }));
    g.append(label(x + c, y + c + 0.5, opts.treasure, "fig-treasure-text"));
  }
  return g;
}

function pawn(x: number, y: number, symbol: string, className = "fig-pawn"): SVGGElement {
  const g = s("g", { class: className });
  g.append(s("circle", { cx: x, cy: y, r: 8 }));
  g.append(label(x, y + 0.5, symbol, "fig-pawn-text"));
  return g;
}

const WORDS: Record<Lang, Record<string, string>> = {
  en: { spare: "spare", out: "new spare", before: "before", after: "after", new: "new", taken: "taken", start: "start", end: "end", card: "card", no: "not here" },
  nl: { spare: "losse kaart", out: "nieuwe losse", before: "voor", after: "na", new: "nieuw", taken: "gepakt", start: "start", end: "eind", card: "kaart", no: "niet hier" },
  fi: { spare: "irtopala", out: "uusi irtopala", before: "ennen", after: "jälkeen", new: "uusi", taken: "otettu", start: "alku", end: "pää", card: "kortti", no: "ei tähän" },
};

/** Labyrinth: the spare pushed in from the left, the far tile falls out, a pawn comes round. */
function labyrinthShift(lang: Lang): SVGSVGElement {
  const t = WORDS[lang];
  const svg = frame(460, 190, "fig-lab-shift");
  const size = 40;
  const row = [5, 6, 10, 14, 3, 10, 9];
  const spare = 10;
  // before
  svg.append(label(6, 22, `1 · ${t.before}`, "fig-label", "start"));
  svg.append(tile(6, 36, size, spare, { treasure: "★" }));
  svg.append(label(26, 88, t.spare, "fig-small"));
  arrow(svg, "M50,56 L78,56");
  row.forEach((open, i) => svg.append(tile(84 + i * size, 36, size, open)));
  svg.append(pawn(84 + 6 * size + 20, 56, "☾"));
  arrow(svg, "M368,56 L398,56", "fig-arrow fig-arrow-out");
  // after
  svg.append(label(6, 118, `2 · ${t.after}`, "fig-label", "start"));
  svg.append(tile(84, 132, size, spare, { treasure: "★" }));
  row.slice(0, 6).forEach((open, i) => svg.append(tile(84 + (i + 1) * size, 132, size, open)));
  const out = tile(410, 132, size, row[6]!);
  out.setAttribute("opacity", "0.75");
  svg.append(out);
  svg.append(label(430, 182, t.out, "fig-small"));
  svg.append(pawn(104, 152, "☾"));
  arrow(svg, "M384,100 C300,110 150,112 108,138", "fig-arrow fig-arrow-dash");
  return svg;
}

/** Labyrinth: which cells a pawn can reach (computed, so the picture is right by construction). */
function labyrinthMove(): SVGSVGElement {
  const grid = [
    [6, 10, 12, 4],
    [5, 6, 9, 5],
    [3, 11, 5, 9],
    [6, 10, 14, 12],
  ];
  const n = grid.length;
  const size = 44;
  const svg = frame(n * size + 20, n * size + 20, "fig-lab-move");
  const reach = new Set<string>(["0,0"]);
  const queue: [number, number][] = [[0, 0]];
  const steps: [number, number, number, number][] = [
    [-1, 0, N, S],
    [0, 1, E, W],
    [1, 0, S, N],
    [0, -1, W, E],
  ];
  while (queue.length) {
    const [r, c] = queue.shift()!;
    for (const [dr, dc, mine, theirs] of steps) {
      const nr = r + dr;
      const nc = c + dc;
      if (nr < 0 || nc < 0 || nr >= n || nc >= n) continue;
      if (!(grid[r]![c]! & mine) || !(grid[nr]![nc]! & theirs)) continue;
      const key = `${nr},${nc}`;
      if (!reach.has(key)) {
        reach.add(key);
        queue.push([nr, nc]);
      }
    }
  }
  grid.forEach((cells, r) =>
    cells.forEach((open, c) => {
      const x = 10 + c * size;
      const y = 10 + r * size;
      svg.append(tile(x, y, size, open));
      if (reach.has(`${r},${c}`)) {
        svg.append(s("rect", { x: x + 2, y: y + 2, width: size - 4, height: size - 4, rx: 4, class: "fig-reach" }));
        svg.append(s("circle", { cx: x + size / 2, cy: y + size / 2, r: 3.5, class: "fig-reach-dot" }));
      }
    }),
  );
  svg.append(pawn(10 + size / 2, 10 + size / 2, "☀"));
  svg.dataset.reachable = [...reach].sort().join(" ");
  return svg;
}

/** Day & Night: the maze in the dark; corridors, pawns with symbols and night treasures glow. */
function labyrinthNight(): SVGSVGElement {
  const grid = [
    [6, 14, 12],
    [7, 13, 5],
    [3, 11, 9],
  ];
  const size = 50;
  const svg = frame(3 * size + 20, 3 * size + 20, "fig-lab-night");
  svg.append(s("rect", { x: 0, y: 0, width: 3 * size + 20, height: 3 * size + 20, rx: 8, class: "fig-dark" }));
  grid.forEach((cells, r) =>
    cells.forEach((open, c) => {
      const fixed = r % 2 === 0 && c % 2 === 0;
      svg.append(tile(10 + c * size, 10 + r * size, size, open, { night: true, fixed }));
    }),
  );
  const glow = (x: number, y: number, text: string) => {
    svg.append(s("circle", { cx: x, cy: y, r: 9, class: "fig-night-treasure" }));
    svg.append(label(x, y + 0.5, text, "fig-night-text"));
  };
  glow(10 + size * 1.5, 10 + size * 0.5, "✦");
  glow(10 + size * 0.5, 10 + size * 2.5, "◆");
  svg.append(pawn(10 + size * 2.5, 10 + size * 1.5, "☾", "fig-pawn fig-pawn-night"));
  svg.append(pawn(10 + size * 0.5, 10 + size * 1.5, "★", "fig-pawn fig-pawn-night"));
  return svg;
}

// ---------------------------------------------------------------- Labyrinth card game

interface CardSpec {
  col: number;
  row: number;
  open: number;
  /** Treasure letters and the side (N/E/S/W bit, 0 = middle) they sit on. */
  treasures: [string, number][];
  cls?: string;
}

function card(x: number, y: number, size: number, spec: CardSpec): SVGGElement {
  const g = s("g", { class: `fig-card ${spec.cls ?? ""}` });
  g.append(tile(x, y, size, spec.open));
  const c = size / 2;
  for (const [letter, side] of spec.treasures) {
    const dx = side === E ? size * 0.28 : side === W ? -size * 0.28 : 0;
    const dy = side === S ? size * 0.28 : side === N ? -size * 0.28 : 0;
    g.append(s("circle", { cx: x + c + dx, cy: y + c + dy, r: size * 0.13, class: `fig-treasure fig-t-${letter}` }));
    g.append(label(x + c + dx, y + c + dy + 0.5, letter, "fig-treasure-text"));
  }
  return g;
}

function cardPlacement(lang: Lang): SVGSVGElement {
  const t = WORDS[lang];
  const size = 64;
  const svg = frame(3 * size + 40, 2 * size + 56, "fig-cards");
  const cards: CardSpec[] = [
    { col: 0, row: 0, open: E | S, treasures: [["A", E], ["D", S]], cls: "fig-card-taken" },
    { col: 1, row: 0, open: E | S | W, treasures: [["B", S], ["C", 0]] },
    { col: 0, row: 1, open: N | E, treasures: [["C", N], ["B", E]] },
    { col: 1, row: 1, open: N | S, treasures: [["D", N], ["F", S]] },
    { col: 2, row: 0, open: W | S, treasures: [["A", W], ["E", S]], cls: "fig-card-new" },
  ];
  for (const spec of cards) svg.append(card(10 + spec.col * size, 10 + spec.row * size, size, spec));
  // outlines
  svg.append(s("rect", { x: 10 + 2 * size + 2, y: 12, width: size - 4, height: size - 4, rx: 4, class: "fig-outline-new" }));
  svg.append(s("rect", { x: 12, y: 12, width: size - 4, height: size - 4, rx: 4, class: "fig-outline-taken" }));
  svg.append(label(10 + 2.5 * size, 10 + size + 12, t.new, "fig-small"));
  svg.append(label(10 + 0.5 * size, 10 + 2 * size + 14, `✓ ${t.taken}: A`, "fig-small"));
  // the corridor from A to A
  const y = 10 + size / 2;
  svg.append(s("path", { d: `M${10 + 2 * size + size * 0.22},${y} L${10 + size * 0.78},${y}`, class: "fig-route" }));
  // the treasures on top of the corridor line
  svg.querySelectorAll(".fig-treasure, .fig-treasure-text").forEach((node) => svg.append(node));
  return svg;
}

// ---------------------------------------------------------------- Sudoku

function sudokuScoring(): SVGSVGElement {
  const cell = 26;
  const pad = 22;
  const svg = frame(9 * cell + pad + 6, 9 * cell + pad + 6, "fig-sudoku");
  const golden: Record<string, number> = { e1: 1, d2: 2, f3: 3, b4: 4, a5: 5, c6: 6, g7: 7, h8: 8, i9: 9 };
  const placed: Record<string, number> = { d4: 8, f5: 2, i5: 3 };
  const counted = new Set(["d4", "f5", "a5", "i5", "e1"]);
  const cols = "abcdefghi";
  for (let c = 0; c < 9; c++) svg.append(label(pad + c * cell + cell / 2, 10, cols[c]!, "fig-small"));
  for (let r = 0; r < 9; r++) svg.append(label(10, pad + r * cell + cell / 2, String(r + 1), "fig-small"));
  // row 5 and column e, faintly
  svg.append(s("rect", { x: pad, y: pad + 4 * cell, width: 9 * cell, height: cell, class: "fig-lane" }));
  svg.append(s("rect", { x: pad + 4 * cell, y: pad, width: cell, height: 9 * cell, class: "fig-lane" }));
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const name = `${cols[c]}${r + 1}`;
      const x = pad + c * cell;
      const y = pad + r * cell;
      const gold = golden[name];
      const value = gold ?? placed[name] ?? (name === "e5" ? 7 : undefined);
      svg.append(s("rect", { x, y, width: cell, height: cell, class: gold ? "fig-cell fig-gold" : "fig-cell" }));
      if (gold) svg.append(s("rect", { x: x + 3, y: y + 3, width: cell - 6, height: cell - 6, class: "fig-gold-ring" }));
      if (name === "e5") svg.append(s("rect", { x: x + 1.5, y: y + 1.5, width: cell - 3, height: cell - 3, class: "fig-placed" }));
      if (value !== undefined) svg.append(label(x + cell / 2, y + cell / 2 + 1, String(value), name === "e5" ? "fig-digit fig-digit-new" : "fig-digit"));
      if (counted.has(name)) svg.append(label(x + cell - 5, y + 6, "+1", "fig-plus"));
    }
  }
  for (let i = 0; i <= 9; i++) {
    const thick = i % 3 === 0 ? "fig-line-thick" : "fig-line";
    svg.append(s("line", { x1: pad, y1: pad + i * cell, x2: pad + 9 * cell, y2: pad + i * cell, class: thick }));
    svg.append(s("line", { x1: pad + i * cell, y1: pad, x2: pad + i * cell, y2: pad + 9 * cell, class: thick }));
  }
  return svg;
}

function sudoidsGrid(lang: Lang): SVGSVGElement {
  const cell = 32;
  const pad = 8;
  const svg = frame(6 * cell + 2 * pad, 6 * cell + 2 * pad, "fig-sudoids");
  // one of each animal, one per row and column (the engine's letters)
  const start: Record<string, string> = { "0,3": "C", "1,0": "D", "2,4": "M", "3,1": "B", "4,5": "F", "5,2": "H" };
  for (let r = 0; r < 6; r++) {
    for (let c = 0; c < 6; c++) {
      const x = pad + c * cell;
      const y = pad + r * cell;
      const a = start[`${r},${c}`];
      svg.append(s("rect", { x, y, width: cell, height: cell, class: a ? "fig-cell fig-gold" : "fig-cell" }));
      if (a) svg.append(label(x + cell / 2, y + cell / 2 + 1, a, "fig-digit"));
    }
  }
  // a cat may not go on b1: the block of a1-c2 has no cat, but row 1 has one on d1
  svg.append(label(pad + cell * 1.5, pad + cell / 2 + 1, "C", "fig-digit fig-digit-bad"));
  svg.append(s("path", { d: `M${pad + cell + 5},${pad + 5} l${cell - 10},${cell - 10} m0,${-(cell - 10)} l${-(cell - 10)},${cell - 10}`, class: "fig-cross" }));
  for (let i = 0; i <= 6; i++) {
    svg.append(s("line", { x1: pad, y1: pad + i * cell, x2: pad + 6 * cell, y2: pad + i * cell, class: i % 2 === 0 ? "fig-line-thick" : "fig-line" }));
    svg.append(s("line", { x1: pad + i * cell, y1: pad, x2: pad + i * cell, y2: pad + 6 * cell, class: i % 3 === 0 ? "fig-line-thick" : "fig-line" }));
  }
  svg.dataset.note = WORDS[lang].no!;
  return svg;
}

// ---------------------------------------------------------------- Träxx

export const TRAEXX_COLOURS: Record<string, string> = {
  Y: "fig-hex-yellow",
  B: "fig-hex-blue",
  R: "fig-hex-red",
  G: "fig-hex-green",
  A: "fig-hex-grey",
  W: "fig-hex-white",
};

/** Axial hex coordinates (q, r) of a radius-2 patch, pointy-top. */
function hexPatch(): [number, number][] {
  const out: [number, number][] = [];
  for (let q = -2; q <= 2; q++) {
    for (let r = -2; r <= 2; r++) {
      if (Math.abs(q + r) <= 2) out.push([q, r]);
    }
  }
  return out;
}

export const TRAEXX_PATH: [number, number][] = [
  [0, 0],
  [1, -1],
  [2, -1],
  [2, 0],
  [1, 1],
];

export function hexNeighbours(a: [number, number], b: [number, number]): boolean {
  const dq = b[0] - a[0];
  const dr = b[1] - a[1];
  return [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]].some(([x, y]) => x === dq && y === dr);
}

const HEX_COLOURS: Record<string, string> = {
  "0,0": "Y", "1,-1": "B", "2,-1": "G", "2,0": "A", "1,1": "Y", "0,-1": "3",
  "-2,0": "R", "-2,1": "G", "-2,2": "W", "-1,-1": "W", "-1,0": "B", "-1,1": "A", "-1,2": "R",
  "0,-2": "G", "0,1": "R", "0,2": "B", "1,-2": "A", "1,0": "W", "2,-2": "R",
};

function traexxPath(lang: Lang): SVGSVGElement {
  const t = WORDS[lang];
  const r = 21;
  const w = Math.sqrt(3) * r;
  const cx = 122;
  const cy = 100;
  const svg = frame(330, 220, "fig-traexx");
  const centre = (q: number, rr: number): [number, number] => [cx + w * (q + rr / 2), cy + 1.5 * r * rr];
  for (const [q, rr] of hexPatch()) {
    const [x, y] = centre(q, rr);
    const key = HEX_COLOURS[`${q},${rr}`] ?? "W";
    const points = [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const a = (Math.PI / 180) * (60 * i - 30);
        return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
      })
      .join(" ");
    const isNumber = /\d/.test(key);
    svg.append(s("polygon", { points, class: `fig-hex ${isNumber ? "fig-hex-number" : TRAEXX_COLOURS[key]}` }));
    svg.append(label(x, y + 1, key, isNumber ? "fig-hex-num" : "fig-hex-letter"));
  }
  const pts = TRAEXX_PATH.map(([q, rr]) => centre(q, rr).map((v) => v.toFixed(1)).join(",")).join(" ");
  svg.append(s("polyline", { points: pts, class: "fig-route fig-route-thin" }));
  // letters above the line; a filled dot marks the start, a ring the other end
  svg.querySelectorAll(".fig-hex-letter, .fig-hex-num").forEach((node) => svg.append(node));
  const [sx, sy] = centre(0, 0);
  const [ex, ey] = centre(1, 1);
  svg.append(s("circle", { cx: sx + 8, cy: sy - 8, r: 4.5, class: "fig-end" }));
  svg.append(s("circle", { cx: ex + 8, cy: ey - 8, r: 4.5, class: "fig-end fig-end-open" }));
  svg.append(s("circle", { cx: 16, cy: 200, r: 4.5, class: "fig-end" }));
  svg.append(label(26, 200, t.start!, "fig-small", "start"));
  svg.append(s("circle", { cx: 86, cy: 200, r: 4.5, class: "fig-end fig-end-open" }));
  svg.append(label(96, 200, t.end!, "fig-small", "start"));
  // the card
  svg.append(label(280, 24, t.card!, "fig-label"));
  svg.append(s("rect", { x: 245, y: 38, width: 70, height: 168, rx: 8, class: "fig-card-face" }));
  ["B", "G", "A", "Y"].forEach((colour, i) => {
    svg.append(s("rect", { x: 258, y: 48 + i * 38, width: 44, height: 30, rx: 4, class: `fig-hex ${TRAEXX_COLOURS[colour]}` }));
    svg.append(label(280, 64 + i * 38, colour, "fig-hex-letter"));
  });
  return svg;
}

export const FIGURES = {
  "lab-shift": labyrinthShift,
  "lab-move": (_lang: Lang) => labyrinthMove(),
  "lab-night": (_lang: Lang) => labyrinthNight(),
  "cards-place": cardPlacement,
  "sudoku-score": (_lang: Lang) => sudokuScoring(),
  "sudoids-grid": sudoidsGrid,
  "traexx-path": traexxPath,
} satisfies Record<string, (lang: Lang) => SVGSVGElement>;

export type FigureId = keyof typeof FIGURES;
