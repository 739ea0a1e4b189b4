/**
 * Labyrinth UI logic without the DOM: decoding the view's tile codes, the choices the
 * legal actions offer (arrows with orientations, reachable cells, coins), the preview of a
 * shift and the hint of whose step it is. The board (index.ts) only draws what these say.
 *
 * The browser knows no rules: every choice here is read from `legal`; the only geometry
 * computed locally is the preview of a push (where the tiles of one line go), using the
 * arrows' cell lists from the component data.
 */
import type { LegalEntry } from "../../types";

export interface TreasureData {
  id: number;
  key: string;
  letter: string;
  en: string;
  nl: string;
  fi: string;
}

export interface ArrowData {
  index: number;
  name: string;
  side: "N" | "E" | "S" | "W";
  /** The line from the cell where the spare goes in to the cell whose tile drops out. */
  cells: number[];
  opposite: number;
}

/** GET /api/games/labyrinth/data (see src/spelkast/server/gamedata.py). */
export interface LabyrinthData {
  size: number;
  tile_bits: {
    open_mask: number;
    day_shift: number;
    day_mask: number;
    night_shift: number;
    night_mask: number;
    directions: Record<"N" | "E" | "S" | "W", number>;
  };
  fixed_cells: number[];
  arrows: ArrowData[];
  homes: number[];
  colours: Record<string, string[]>;
  colour_keys: string[];
  symbols: Record<string, string[]>;
  symbol_keys: string[];
  treasures: TreasureData[];
  night_treasures: TreasureData[];
  coin_values: number[];
}

export interface Seeking {
  kind: "treasure" | "night" | "home";
  ids: number[];
}

export interface PlayerView {
  seat: number;
  colour: string;
  symbol: string | null;
  home: number;
  pawn: number;
  cards_left: number;
  cards_out: number;
  found: number[];
  cards: number[] | null;
  seeking: Seeking | null;
  night_cards: number[] | null;
  night_found: number[] | null;
}

/** The game's view (LabyrinthGame.view). */
export interface LabyrinthView {
  viewer: number | null;
  num_players: number;
  options: Record<string, unknown>;
  phase: "day" | "night";
  step: "shift" | "move" | "coin" | "over";
  current: number | null;
  turn: number;
  board: number[];
  spare: number;
  forbidden: number | null;
  last_shift: [number, number] | null;
  players: PlayerView[];
  coins: (number | null)[] | null;
  coin_taken: number | null;
  ended_by: number | null;
}

export const SIDES = ["N", "E", "S", "W"] as const;
export type Side = (typeof SIDES)[number];

// ------------------------------------------------------------------------------ tiles
export interface Tile {
  /** Open sides as bits N=1, E=2, S=4, W=8. */
  open: number;
  treasure: number | null;
  night: number | null;
}

export function decodeTile(code: number, data: LabyrinthData): Tile {
  const b = data.tile_bits;
  const day = (code & b.day_mask) >> b.day_shift;
  const night = (code & b.night_mask) >> b.night_shift;
  return { open: code & b.open_mask, treasure: day ? day - 1 : null, night: night ? night - 1 : null };
}

/** A tile code with other open sides (treasures kept). */
export function withOpen(code: number, open: number, data: LabyrinthData): number {
  return (code & ~data.tile_bits.open_mask) | open;
}

export function isOpen(open: number, side: Side): boolean {
  return (open >> SIDES.indexOf(side)) % 2 === 1;
}

/** Open sides as letters in N, E, S, W order ("ES"), as in the action JSON. */
export function sidesText(open: number): string {
  return SIDES.filter((side) => isOpen(open, side)).join("");
}

export function sidesFromText(text: string): number {
  let bits = 0;
  for (const char of text.toUpperCase()) {
    const index = SIDES.indexOf(char as Side);
    if (index < 0) throw new Error(`${text} is not a set of sides`);
    bits |= 1 << index;
  }
  return bits;
}

/** Turn open sides clockwise by quarter turns (negative: anticlockwise). */
export function rotateSides(open: number, quarterTurns: number): number {
  const k = ((quarterTurns % 4) + 4) % 4;
  return ((open << k) | (open >> (4 - k))) & 0xf;
}

// ------------------------------------------------------------------------------ cells
export function cellName(index: number, size = 7): string {
  return "abcdefg"[index % size]! + String(Math.floor(index / size) + 1);
}

export function parseCell(name: string, size = 7): number {
  const col = "abcdefg".indexOf(name[0]!.toLowerCase());
  const row = Number(name.slice(1)) - 1;
  if (col < 0 || !(row >= 0 && row < size)) throw new Error(`${name} is not a cell`);
  return row * size + col;
}

// -------------------------------------------------------------------- legal choices
export interface ShiftAction {
  type: "shift";
  arrow: string;
  open: string;
}
export interface MoveAction {
  type: "move";
  to: string;
}
export interface CoinAction {
  type: "coin";
  coin: number;
}

function ofType<T extends { type: string }>(legal: LegalEntry[], type: T["type"]): T[] {
  return legal
    .map((entry) => entry.action as T)
    .filter((action) => action !== null && typeof action === "object" && action.type === type);
}

/** Arrow name -> the orientations (sides text) the spare may be pushed in with there.
 *  An arrow missing from the map (the forbidden one) is disabled. */
export function shiftChoices(legal: LegalEntry[]): Map<string, string[]> {
  const choices = new Map<string, string[]>();
  for (const action of ofType<ShiftAction>(legal, "shift")) {
    const list = choices.get(action.arrow) ?? [];
    if (!list.includes(action.open)) list.push(action.open);
    choices.set(action.arrow, list);
  }
  return choices;
}

/** Every orientation offered at any arrow (the ones the rotate buttons step through). */
export function allOrientations(choices: Map<string, string[]>): string[] {
  const all: string[] = [];
  for (const list of choices.values()) for (const o of list) if (!all.includes(o)) all.push(o);
  return all;
}

/** The orientation the spare shows first: as it lies, if that is offered. */
export function initialOrientation(spareOpen: number, offered: string[]): string | null {
  if (offered.length === 0) return null;
  const lying = sidesText(spareOpen);
  return offered.includes(lying) ? lying : offered[0]!;
}

/** The next offered orientation turning clockwise (dir 1) or anticlockwise (dir -1). */
export function nextOrientation(current: string, offered: string[], dir: 1 | -1): string {
  const bits = sidesFromText(current);
  for (let k = 1; k <= 4; k++) {
    const candidate = sidesText(rotateSides(bits, dir * k));
    if (offered.includes(candidate)) return candidate;
  }
  return current;
}

/** The shift action for an arrow and orientation, if it is legal. */
export function shiftAction(
  legal: LegalEntry[],
  arrow: string,
  open: string,
): ShiftAction | undefined {
  return ofType<ShiftAction>(legal, "shift").find((a) => a.arrow === arrow && a.open === open);
}

/** Cell name -> move action, for every cell the pawn can go to (its own cell: stay). */
export function moveTargets(legal: LegalEntry[]): Map<string, MoveAction> {
  return new Map(ofType<MoveAction>(legal, "move").map((a) => [a.to, a]));
}

/** The coins that may be taken (numbers 1-3). */
export function coinChoices(legal: LegalEntry[]): number[] {
  return ofType<CoinAction>(legal, "coin").map((a) => a.coin);
}

// ---------------------------------------------------------------------- the preview
export interface ShiftPreview {
  /** The board after the push. */
  board: number[];
  /** The tile that drops out (the next spare). */
  ejected: number;
  /** Each pawn's cell after the push (a pawn pushed off rides onto the new tile). */
  pawns: number[];
  /** The line of cells that moved, from the insert end. */
  line: number[];
}

/** Where everything goes when the spare (already turned) is pushed in at `arrow`. */
export function previewShift(
  board: readonly number[],
  spare: number,
  arrow: ArrowData,
  pawns: readonly number[],
): ShiftPreview {
  const cells = arrow.cells;
  const next = board.slice();
  for (let k = cells.length - 1; k > 0; k--) next[cells[k]!] = board[cells[k - 1]!]!;
  next[cells[0]!] = spare;
  const moved = pawns.map((p) => {
    const at = cells.indexOf(p);
    return at < 0 ? p : cells[(at + 1) % cells.length]!;
  });
  return { board: next, ejected: board[cells[cells.length - 1]!]!, pawns: moved, line: cells };
}

/** An arrow in words, as a screen reader reads it: the strings key for its side (`prefix`
 *  + ".N" …) and the line it pushes, by the name the engine gives it ("Nb" pushes column
 *  b in from the top, "W2" row 2 in from the left). */
export function arrowWords(
  arrow: Pick<ArrowData, "name" | "side">,
  prefix: "labyrinth.arrow" | "labyrinth.pushed",
): { key: string; line: string } {
  return { key: `${prefix}.${arrow.side}`, line: arrow.name.slice(1) };
}

/** The direction a push moves tiles, as (dx, dy) in cells. */
export function pushVector(side: ArrowData["side"]): [number, number] {
  return side === "N" ? [0, 1] : side === "S" ? [0, -1] : side === "W" ? [1, 0] : [-1, 0];
}

/** Where an arrow is drawn: the cell just outside the board in front of its line. */
export function arrowSpot(arrow: ArrowData, size = 7): { row: number; col: number } {
  const first = arrow.cells[0]!;
  const row = Math.floor(first / size);
  const col = first % size;
  const [dx, dy] = pushVector(arrow.side);
  return { row: row - dy, col: col - dx };
}

/** The shift that the newest state shows was just made (for the slide animation):
 *  the arrow, when the step went from shift to move since `prevVersionView`. */
export function justShifted(
  prev: Pick<LabyrinthView, "step" | "last_shift" | "turn"> | null,
  view: Pick<LabyrinthView, "step" | "last_shift" | "turn">,
): number | null {
  if (!prev || !view.last_shift) return null;
  if (prev.step === "shift" && view.step !== "shift") return view.last_shift[0];
  return null;
}

// ------------------------------------------------------------------------ the hints
export type HintKey =
  | "labyrinth.hint.shift"
  | "labyrinth.hint.move"
  | "labyrinth.hint.coin"
  | "labyrinth.hint.wait_shift"
  | "labyrinth.hint.wait_move"
  | "labyrinth.hint.wait_coin"
  | "labyrinth.hint.over";

/** What the hint line says: your step, or whose step it is. */
export function hintKey(view: Pick<LabyrinthView, "step" | "current">, seat: number | null): HintKey {
  if (view.step === "over" || view.current === null) return "labyrinth.hint.over";
  const mine = seat !== null && seat === view.current;
  if (view.step === "shift") return mine ? "labyrinth.hint.shift" : "labyrinth.hint.wait_shift";
  if (view.step === "move") return mine ? "labyrinth.hint.move" : "labyrinth.hint.wait_move";
  return mine ? "labyrinth.hint.coin" : "labyrinth.hint.wait_coin";
}

/** The cells holding what `seeking` asks for (to ring them on the board). */
export function soughtCells(
  board: readonly number[],
  seeking: Seeking | null,
  home: number,
  data: LabyrinthData,
): number[] {
  if (!seeking) return [];
  if (seeking.kind === "home") return [home];
  const out: number[] = [];
  board.forEach((code, cell) => {
    const tile = decodeTile(code, data);
    const id = seeking.kind === "treasure" ? tile.treasure : tile.night;
    if (id !== null && seeking.ids.includes(id)) out.push(cell);
  });
  return out;
}
