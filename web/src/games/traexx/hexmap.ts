/**
 * The Träxx hex board as SVG, built once from the component data (GET /api/games/traexx/data)
 * and then restyled for each state: field colours with a letter and a pattern each (colour
 * is never the only cue), numbers, start fields, paths and the path being drawn.
 */

import { svgTo as el } from "../../dom";

export { svgTo as el } from "../../dom";

/** One field of the component data. */
export interface FieldData {
  id: string;
  q: number;
  r: number;
  colour: string;
  number: number;
  start: number | null;
  neighbours: string[];
}

export interface ColourData {
  letter: string;
  en: string;
  nl: string;
  fi: string;
}

export interface TraexxData {
  radius: number;
  colours: ColourData[];
  fields: FieldData[];
  centre: string;
  starts: string[];
  cards: string[];
}

/** The hex size in SVG units (centre to corner). */
export const SIZE = 10;
const ROOT3 = Math.sqrt(3);

/** The centre of a field (pointy-top hexes, rows horizontal). */
export function centre(field: { q: number; r: number }): [number, number] {
  return [SIZE * ROOT3 * (field.q + field.r / 2), SIZE * 1.5 * field.r];
}

export function hexPoints(cx: number, cy: number, size: number): string {
  const points: string[] = [];
  for (let k = 0; k < 6; k++) {
    const angle = (Math.PI / 180) * (60 * k - 30);
    points.push(`${(cx + size * Math.cos(angle)).toFixed(2)},${(cy + size * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(" ");
}

let instances = 0;


/** The pattern of each colour letter, drawn over the colour in a 6×6 tile. */
function patternShapes(letter: string, tile: SVGPatternElement): void {
  const ink = { stroke: "rgba(0,0,0,0.28)", "stroke-width": 1 };
  switch (letter) {
    case "Y": // dots
      el("circle", { cx: 3, cy: 3, r: 1, fill: "rgba(0,0,0,0.28)" }, tile);
      break;
    case "B": // horizontal stripes
      el("path", { d: "M0 3H6", ...ink }, tile);
      break;
    case "R": // diagonal stripes
      el("path", { d: "M-1 1L1 -1M0 6L6 0M5 7L7 5", ...ink }, tile);
      break;
    case "G": // vertical stripes
      el("path", { d: "M3 0V6", ...ink }, tile);
      break;
    case "A": // cross-hatch
      el("path", { d: "M0 3H6M3 0V6", stroke: "rgba(0,0,0,0.22)", "stroke-width": 0.8 }, tile);
      break;
    default: // W: small rings
      el("circle", { cx: 3, cy: 3, r: 1.2, fill: "none", stroke: "rgba(0,0,0,0.22)", "stroke-width": 0.6 }, tile);
  }
}

/** Add the colour patterns to an SVG's defs; returns the id prefix of this SVG. */
export function addPatterns(svg: SVGSVGElement, letters: string[]): string {
  const prefix = `traexx${++instances}`;
  const defs = el("defs", {}, svg);
  for (const letter of letters) {
    const tile = el(
      "pattern",
      { id: `${prefix}-${letter}`, width: 6, height: 6, patternUnits: "userSpaceOnUse" },
      defs,
    );
    patternShapes(letter, tile);
  }
  return prefix;
}

/** The elements of one drawn field. */
export interface FieldNode {
  data: FieldData;
  group: SVGGElement;
  x: number;
  y: number;
}

export interface HexMap {
  svg: SVGSVGElement;
  fields: Map<string, FieldNode>;
  pathLayer: SVGGElement;
  draftLayer: SVGGElement;
  markLayer: SVGGElement;
}

/**
 * Build the board. `mini`: a small multiple without letters (the patterns remain);
 * `abbr` names a colour letter in the page's language (two letters in Dutch and Finnish).
 */
export function buildHexMap(
  data: TraexxData,
  mini: boolean,
  label: string,
  abbr: (colour: string) => string = (colour) => colour,
): HexMap {
  const extent = SIZE * ROOT3 * (data.radius + 0.5) + 1;
  const height = SIZE * (1.5 * data.radius + 1) + 1;
  const svg = el("svg", {
    viewBox: `${-extent} ${-height} ${2 * extent} ${2 * height}`,
    class: mini ? "traexx-map traexx-mini" : "traexx-map",
    role: "group",
    "aria-label": label,
  });
  const prefix = addPatterns(
    svg,
    data.colours.map((c) => c.letter),
  );
  const fieldLayer = el("g", { class: "traexx-fields" }, svg);
  const pathLayer = el("g", { class: "traexx-paths", "aria-hidden": "true" }, svg);
  const draftLayer = el("g", { class: "traexx-draft", "aria-hidden": "true" }, svg);
  const markLayer = el("g", { class: "traexx-marks", "aria-hidden": "true" }, svg);
  const fields = new Map<string, FieldNode>();
  for (const field of data.fields) {
    const [x, y] = centre(field);
    const group = el("g", {
      class: `traexx-field traexx-c-${field.colour}`,
      "data-field": field.id,
      "data-colour": field.colour,
    }, fieldLayer);
    el("polygon", { class: "traexx-hex", points: hexPoints(x, y, SIZE - 0.35) }, group);
    el("polygon", {
      class: "traexx-pattern",
      points: hexPoints(x, y, SIZE - 0.35),
      fill: `url(#${prefix}-${field.colour})`,
    }, group);
    el("polygon", { class: "traexx-ring", points: hexPoints(x, y, SIZE - 1.6) }, group);
    if (!mini) {
      const letter = el("text", { class: "traexx-letter", x, y: y - SIZE * 0.52 }, group);
      letter.textContent = abbr(field.colour);
    }
    if (field.number) {
      el("circle", { class: "traexx-numdisc", cx: x, cy: y + (mini ? 0 : 1), r: mini ? 5.4 : 5 }, group);
      const number = el("text", { class: "traexx-number", x, y: y + (mini ? 0 : 1) }, group);
      number.textContent = String(field.number);
    }
    fields.set(field.id, { data: field, group, x, y });
  }
  return { svg, fields, pathLayer, draftLayer, markLayer };
}

/** The SVG points of a sequence of fields. */
export function polyline(map: HexMap, ids: readonly string[]): string {
  return ids
    .map((id) => map.fields.get(id))
    .filter((node): node is FieldNode => node !== undefined)
    .map((node) => `${node.x.toFixed(2)},${node.y.toFixed(2)}`)
    .join(" ");
}

/** Draw a path (a line through the field centres, dots on the fields) into `layer`. */
export function drawPath(
  map: HexMap,
  layer: SVGGElement,
  ids: readonly string[],
  cls: string,
  dot = 2.1,
): void {
  if (ids.length === 0) return;
  if (ids.length > 1) {
    el("polyline", { class: `${cls}-casing`, points: polyline(map, ids) }, layer);
    el("polyline", { class: `${cls}-line`, points: polyline(map, ids) }, layer);
  }
  for (const id of ids) {
    const node = map.fields.get(id);
    if (node) el("circle", { class: `${cls}-dot`, cx: node.x, cy: node.y, r: dot }, layer);
  }
}
