/**
 * UI state of the Labyrinth card-game board as pure functions: the legal actions sorted
 * into placements (card + rotation -> cells -> the sets of cards that may be taken),
 * card-face geometry, and the pan/zoom camera. No DOM here; no rules either: everything
 * offered comes from the `legal` list the server sent.
 */
import type { LegalEntry } from "../../types";

// ------------------------------------------------------------------ the data
/** One card in the static game data (unrotated). */
export interface CardData {
  treasures: [string, string];
  groups: string[]; // "NESab", "ESa", ...
  rotations: number[]; // the rotations that differ on the table
}

export interface TreasureData {
  key: string;
  en: string;
  nl: string;
  fi: string;
}

export interface GameData {
  cards: Record<string, CardData>;
  treasures: Record<string, TreasureData>;
}

/** A lying card as the view sends it. */
export interface LyingCard {
  x: number;
  y: number;
  card: number;
  rotation: number;
  ports: string;
  treasures: [string, string];
  groups: string[];
}

export interface PlaceAction {
  type: "place";
  card: number;
  rotation: number;
  x: number;
  y: number;
  take: number[];
}

export interface DiscardAction {
  type: "discard";
  card: number;
}

// -------------------------------------------------------------- the actions
/** One way to take cards when placing on a cell. */
export interface TakeOption {
  take: number[];
  action: PlaceAction;
  text: string;
}

/** A cell where the selected card (in the selected rotation) may be placed. */
export interface Target {
  x: number;
  y: number;
  /** Largest sets first; one entry when the rules leave no choice. */
  options: TakeOption[];
}

export interface Moves {
  /** "card/rotation" -> "x,y" -> target */
  places: Map<string, Map<string, Target>>;
  discards: { card: number; action: DiscardAction; text: string }[];
}

export const placeKey = (card: number, rotation: number): string => `${card}/${rotation}`;
export const cellKey = (x: number, y: number): string => `${x},${y}`;

function isPlace(action: unknown): action is PlaceAction {
  return typeof action === "object" && action !== null && (action as PlaceAction).type === "place";
}

function isDiscard(action: unknown): action is DiscardAction {
  return (
    typeof action === "object" && action !== null && (action as DiscardAction).type === "discard"
  );
}

/** Sort the legal list into placements by card, rotation and cell, and discards. */
export function readLegal(legal: readonly LegalEntry[]): Moves {
  const places = new Map<string, Map<string, Target>>();
  const discards: Moves["discards"] = [];
  for (const entry of legal) {
    const action = entry.action;
    if (isPlace(action)) {
      const key = placeKey(action.card, action.rotation);
      let cells = places.get(key);
      if (!cells) places.set(key, (cells = new Map()));
      const cell = cellKey(action.x, action.y);
      let target = cells.get(cell);
      if (!target) cells.set(cell, (target = { x: action.x, y: action.y, options: [] }));
      target.options.push({ take: [...action.take], action, text: entry.text });
    } else if (isDiscard(action)) {
      discards.push({ card: action.card, action, text: entry.text });
    }
  }
  for (const cells of places.values()) {
    for (const target of cells.values()) target.options.sort(compareTakes);
  }
  return { places, discards };
}

/** More cards first, then by the card numbers. */
function compareTakes(a: TakeOption, b: TakeOption): number {
  if (a.take.length !== b.take.length) return b.take.length - a.take.length;
  for (let i = 0; i < a.take.length; i++) {
    if (a.take[i] !== b.take[i]) return a.take[i]! - b.take[i]!;
  }
  return 0;
}

/** The cells where `card` turned `rotation` may go (row by row, then column). */
export function targetsFor(moves: Moves, card: number, rotation: number): Target[] {
  const cells = moves.places.get(placeKey(card, rotation));
  if (!cells) return [];
  return [...cells.values()].sort((a, b) => a.y - b.y || a.x - b.x);
}

/** The rotations of `card` that have at least one legal cell. */
export function playableRotations(moves: Moves, card: number): number[] {
  const found = new Set<number>();
  for (const key of moves.places.keys()) {
    const [c, r] = key.split("/").map(Number);
    if (c === card) found.add(r!);
  }
  return [...found].sort((a, b) => a - b);
}

/** Whether a hand card can be placed at all. */
export function isPlayable(moves: Moves, card: number): boolean {
  return playableRotations(moves, card).length > 0;
}

/** Turn to the next (dir 1) or previous (dir -1) rotation among those the card has. */
export function nextRotation(rotations: readonly number[], current: number, dir: 1 | -1): number {
  if (rotations.length === 0) return current;
  const index = rotations.indexOf(current);
  if (index < 0) return rotations[0]!;
  return rotations[(index + dir + rotations.length) % rotations.length]!;
}

/** The rotation to show for a freshly selected card: keep `current` if it can be played,
 *  else the first playable one, else `current`. */
export function pickRotation(moves: Moves, card: number, current: number): number {
  const playable = playableRotations(moves, card);
  if (playable.length === 0 || playable.includes(current)) return current;
  return playable[0]!;
}

/** The hand card to select: keep `current` if still in hand, else the first playable. */
export function pickCard(moves: Moves, hand: readonly number[], current: number | null): number | null {
  if (current !== null && hand.includes(current)) return current;
  return hand.find((card) => isPlayable(moves, card)) ?? hand[0] ?? null;
}

/** Every card some option of `target` may take (for the preview of a choice). */
export function mayTake(target: Target): number[] {
  const all = new Set<number>();
  for (const option of target.options) for (const card of option.take) all.add(card);
  return [...all].sort((a, b) => a - b);
}

/** Whether the player must choose what to take at this target. */
export function needsChoice(target: Target): boolean {
  return target.options.length > 1;
}

// ------------------------------------------------------------- card faces
export type Point = [number, number];

const PORT_VECTORS: Record<string, Point> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
const CLOCKWISE: Record<string, string> = { N: "E", E: "S", S: "W", W: "N" };

/** Turn a point `quarterTurns` clockwise about the card centre (y grows downwards). */
export function rotatePoint([x, y]: Point, quarterTurns: number): Point {
  let p: Point = [x, y];
  for (let k = 0; k < ((quarterTurns % 4) + 4) % 4; k++) p = [-p[1] + 0, p[0] + 0];
  return p;
}

/** Turn the ports of a group text clockwise ("NEab" turned once: "ESab"). */
export function rotateGroup(group: string, quarterTurns: number): string {
  let ports = [...group].filter((c) => c in PORT_VECTORS);
  for (let k = 0; k < ((quarterTurns % 4) + 4) % 4; k++) ports = ports.map((p) => CLOCKWISE[p]!);
  const spots = [...group].filter((c) => c === "a" || c === "b").join("");
  return "NESW".split("").filter((p) => ports.includes(p)).join("") + spots;
}

/** A card face in card units (centre 0,0; edges at ±50), unrotated: one SVG path per
 *  corridor group, and where the two treasures sit. */
export interface Face {
  paths: string[];
  spots: { a: Point; b: Point };
}

const EDGE = 50;
const ARM = 27; // distance of a treasure from the centre along its corridor arm

export function cardFace(groups: readonly string[]): Face {
  const paths: string[] = [];
  const spots: { a: Point; b: Point } = { a: [-ARM, 0], b: [ARM, 0] };
  const several = groups.length > 1;
  for (const group of groups) {
    const ports = [...group].filter((c) => c in PORT_VECTORS).map((c) => PORT_VECTORS[c]!);
    const letters = [...group].filter((c) => c === "a" || c === "b") as ("a" | "b")[];
    const ends = ports.map(([x, y]): Point => [x * EDGE, y * EDGE]);
    if (several && ends.length === 2) {
      // A corridor of its own (the two-corner cards): a curve between its two ports that
      // leaves each edge square to it.
      const [p, q] = ends as [Point, Point];
      const k = 0.55;
      const c1: Point = [p[0] * k, p[1] * k];
      const c2: Point = [q[0] * k, q[1] * k];
      paths.push(`M${p[0]},${p[1]} C${c1[0]},${c1[1]} ${c2[0]},${c2[1]} ${q[0]},${q[1]}`);
      const mid: Point = [
        0.125 * (p[0] + q[0]) + 0.375 * (c1[0] + c2[0]),
        0.125 * (p[1] + q[1]) + 0.375 * (c1[1] + c2[1]),
      ];
      for (const letter of letters) spots[letter] = mid;
      continue;
    }
    const hub: Point = [0, 0];
    paths.push(ends.length ? ends.map(([x, y]) => `M${hub[0]},${hub[1]} L${x},${y}`).join(" ") : "");
    letters.forEach((letter, i) => {
      const port = ports[i];
      spots[letter] = port ? [port[0] * ARM, port[1] * ARM] : hub;
    });
  }
  return { paths: paths.filter(Boolean), spots };
}

/** Where the treasures of a card turned `rotation` sit on the table (text stays upright). */
export function spotsAt(face: Face, rotation: number): { a: Point; b: Point } {
  return { a: rotatePoint(face.spots.a, rotation), b: rotatePoint(face.spots.b, rotation) };
}

/** A treasure's look: one of five shapes and a hue, besides its letter (colour is never
 *  the only cue). */
export function treasureStyle(letter: string): { shape: number; hue: number } {
  const index = Math.max(0, letter.charCodeAt(0) - 65);
  return { shape: index % 5, hue: Math.round((index * 137.5) % 360) };
}

// ------------------------------------------------------------------ camera
/** The visible part of the table in world units (one card = `CELL` units): a viewBox. */
export interface Camera {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const CELL = 110; // a card (100) and its gap (10)
export const MIN_W = CELL * 1.5;
export const MAX_W = CELL * 40;

/** A camera showing every cell of `cells` with half a card around, at `aspect` (w / h). */
/** The smallest a card is drawn on screen when the view is fitted, in CSS pixels: below it
 *  the symbols on a card are no longer readable. */
export const MIN_CARD_PX = 80;

/** The fitted view, but never so wide that a card (CELL) is drawn under MIN_CARD_PX on an
 *  element `widthPx` wide: a table grown past that is shown around `focus` (the cells that
 *  matter now: the selected card's targets, else the last laid card), the rest a pan away. */
export function fitReadable(
  cells: readonly { x: number; y: number }[],
  focus: readonly { x: number; y: number }[],
  aspect: number,
  widthPx: number,
): Camera {
  const whole = fitCamera(cells, aspect);
  if (widthPx <= 0) return whole;
  const maxW = (widthPx / MIN_CARD_PX) * CELL;
  if (whole.w <= maxW) return whole;
  const around = focus.length ? fitCamera(focus, aspect) : whole;
  const w = Math.max(around.w, maxW);
  const h = (whole.h / whole.w) * w;
  const cx = around.x + around.w / 2;
  const cy = around.y + around.h / 2;
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}

export function fitCamera(cells: readonly { x: number; y: number }[], aspect: number): Camera {
  const safe = aspect > 0 && Number.isFinite(aspect) ? aspect : 1;
  const xs = cells.map((c) => c.x);
  const ys = cells.map((c) => c.y);
  const minX = (xs.length ? Math.min(...xs) : 0) - 0.5;
  const maxX = (xs.length ? Math.max(...xs) : 0) + 1.5;
  const minY = (ys.length ? Math.min(...ys) : 0) - 0.5;
  const maxY = (ys.length ? Math.max(...ys) : 0) + 1.5;
  let w = (maxX - minX) * CELL;
  let h = (maxY - minY) * CELL;
  if (w / h > safe) h = w / safe;
  else w = h * safe;
  const cx = ((minX + maxX) / 2) * CELL - 5;
  const cy = ((minY + maxY) / 2) * CELL - 5;
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}

/** Zoom by `factor` (>1 closer) keeping the world point under (fx, fy) in place, where
 *  fx, fy are fractions of the view (0.5, 0.5 = the middle). */
export function zoomAt(cam: Camera, factor: number, fx = 0.5, fy = 0.5): Camera {
  const w = Math.min(MAX_W, Math.max(MIN_W, cam.w / factor));
  const scale = w / cam.w;
  const h = cam.h * scale;
  return { x: cam.x + fx * (cam.w - w), y: cam.y + fy * (cam.h - h), w, h };
}

/** Move the view by (dx, dy) world units. */
export function panBy(cam: Camera, dx: number, dy: number): Camera {
  return { ...cam, x: cam.x + dx, y: cam.y + dy };
}

/** Keep the centre and width, change the aspect (the element was resized). */
export function withAspect(cam: Camera, aspect: number): Camera {
  if (!(aspect > 0) || !Number.isFinite(aspect)) return cam;
  const h = cam.w / aspect;
  return { x: cam.x, y: cam.y + (cam.h - h) / 2, w: cam.w, h };
}

/** Whether the cell lies wholly inside the view. */
export function cellVisible(cam: Camera, x: number, y: number): boolean {
  return x * CELL >= cam.x && y * CELL >= cam.y && (x + 1) * CELL - 10 <= cam.x + cam.w && (y + 1) * CELL - 10 <= cam.y + cam.h;
}
