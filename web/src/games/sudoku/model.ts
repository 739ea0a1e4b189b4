/**
 * The Sudoku board's UI state, as pure functions of a `state` message: what each cell
 * shows, which cells can be clicked, the claim button, the cursor, the players' panel and
 * the texts of events and of the end. No DOM here (see board.ts), no rules either: every
 * offer comes from the `legal` list the server sent.
 */
import type { LegalEntry, StateMsg } from "../../types";

/** One event of the view's `recent` list (what an action did). */
export interface SudokuEvent {
  player: number;
  kind: "placed" | "broke" | "claim-right" | "claim-wrong";
  value: number;
  cell: string | null;
  points: number;
}

export interface SudokuPlayer {
  seat: number;
  name: string;
  has_tile: boolean;
  tile: number | null;
  score: number;
  tokens: number;
  track: number;
}

/** The engine's view (src/spelkast/games/sudoku/game.py, `SudokuGame.view`). */
export interface SudokuView {
  game: "sudoku" | "sudoids";
  viewer: number | null;
  num_players: number;
  options: { mode: string; scoring: string; one_per_block: boolean };
  size: number;
  block_rows: number;
  block_cols: number;
  board: number[];
  golden: number[];
  hand: number | null;
  players: SudokuPlayer[];
  pile: number;
  aside: number[];
  current: number | null;
  turn: number;
  last: SudokuEvent | null;
  recent: SudokuEvent[];
  end: "claim" | "stuck" | "exhausted" | null;
  ended_by: number | null;
}

export const COLUMNS = "abcdefghi";
/** Spaces on the score track (0-39); passing 0 earns a 40-point round token. */
export const TRACK = 40;

export function cellName(cell: number, size: number): string {
  return `${COLUMNS[cell % size]}${Math.floor(cell / size) + 1}`;
}

/** The cell number of a name like "e5", or -1. */
export function cellIndex(name: string, size: number): number {
  const col = COLUMNS.indexOf(name[0] ?? "");
  const row = Number(name.slice(1)) - 1;
  if (col < 0 || col >= size || !Number.isInteger(row) || row < 0 || row >= size) return -1;
  return row * size + col;
}

/** What one cell of the grid shows and offers. */
export interface CellModel {
  index: number;
  name: string;
  row: number;
  col: number;
  value: number; // 0: empty
  golden: boolean;
  /** The place action for this cell when it is among the legal actions. */
  action: unknown | null;
  /** Assisted mode: a cell the tile in hand may go to (drawn highlighted). */
  hint: boolean;
  /** The latest event on this cell from `recent` (a placement, or a broken rule). */
  recent: SudokuEvent | null;
  /** The event of the very last action is on this cell. */
  last: boolean;
}

export interface BoardModel {
  size: number;
  blockRows: number;
  blockCols: number;
  cells: CellModel[];
  claim: unknown | null;
  assisted: boolean;
}

interface PlaceJson {
  type: "place";
  cell: string;
}

function isPlace(action: unknown): action is PlaceJson {
  const a = action as { type?: unknown; cell?: unknown } | null;
  return !!a && a.type === "place" && typeof a.cell === "string";
}

function isClaim(action: unknown): boolean {
  const a = action as { type?: unknown } | null;
  return !!a && a.type === "claim";
}

/** The place actions of `legal` by cell name. */
export function placeActions(legal: readonly LegalEntry[]): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const entry of legal) if (isPlace(entry.action)) found.set(entry.action.cell, entry.action);
  return found;
}

/** The claim action ("my tile fits nowhere") when it is legal, else null. */
export function claimAction(legal: readonly LegalEntry[]): unknown | null {
  return legal.find((entry) => isClaim(entry.action))?.action ?? null;
}

export function boardModel(msg: StateMsg, readOnly: boolean): BoardModel {
  const view = msg.view as SudokuView;
  const legal = readOnly ? [] : msg.legal;
  const places = placeActions(legal);
  const assisted = view.options.mode === "assisted";
  const golden = new Set(view.golden);
  const onCell = new Map<string, SudokuEvent>();
  for (const event of view.recent) if (event.cell) onCell.set(event.cell, event);
  const last = view.last?.cell ?? null;
  const cells: CellModel[] = view.board.map((value, index) => {
    const name = cellName(index, view.size);
    const action = places.get(name) ?? null;
    return {
      index,
      name,
      row: Math.floor(index / view.size),
      col: index % view.size,
      value,
      golden: golden.has(index),
      action,
      hint: assisted && action !== null,
      recent: onCell.get(name) ?? null,
      last: name === last,
    };
  });
  return {
    size: view.size,
    blockRows: view.block_rows,
    blockCols: view.block_cols,
    cells,
    claim: claimAction(legal),
    assisted,
  };
}

/** Whether a thick block line runs on the left of column `col` (or above row `row`). */
export function blockEdge(index: number, blockSize: number): boolean {
  return index % blockSize === 0;
}

export type CursorKey = "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" | "Home" | "End";

/** The cursor after a key: arrows move one cell (stopping at the edges); Home and End
 *  jump to the start and the end of the row. Other keys leave it where it is. */
export function moveCursor(cursor: number, key: string, size: number): number {
  const row = Math.floor(cursor / size);
  const col = cursor % size;
  switch (key) {
    case "ArrowUp":
      return row > 0 ? cursor - size : cursor;
    case "ArrowDown":
      return row < size - 1 ? cursor + size : cursor;
    case "ArrowLeft":
      return col > 0 ? cursor - 1 : cursor;
    case "ArrowRight":
      return col < size - 1 ? cursor + 1 : cursor;
    case "Home":
      return row * size;
    case "End":
      return row * size + size - 1;
    default:
      return cursor;
  }
}

/** Where the cursor starts: the first clickable cell, else the middle of the board. */
export function initialCursor(model: BoardModel): number {
  const first = model.cells.find((cell) => cell.action !== null);
  return first ? first.index : Math.floor((model.size * model.size) / 2);
}

/** What the players' panel shows for one player. */
export interface PlayerModel {
  seat: number;
  toMove: boolean;
  you: boolean;
  /** The tile face when this viewer may see it; null with `back` for a hidden tile. */
  tile: number | null;
  back: boolean;
  score: number;
  tokens: number;
  track: number;
  winner: boolean;
}

export function playerModels(msg: StateMsg): PlayerModel[] {
  const view = msg.view as SudokuView;
  const winners = new Set(msg.outcome?.winners ?? []);
  return view.players.map((p) => ({
    seat: p.seat,
    toMove: view.current === p.seat && !view.end,
    you: msg.seat === p.seat,
    tile: p.tile,
    back: p.tile === null && p.has_tile,
    score: p.score,
    tokens: p.tokens,
    track: p.track,
    winner: !!view.end && winners.has(p.seat),
  }));
}

/** A translatable text: a string key and its placeholders. */
export interface Text {
  key: string;
  vars: Record<string, string | number>;
}

/** The sentence for one event; `who` and `tile` are filled in by the caller's names. */
export function eventText(event: SudokuEvent): Text {
  const vars = { seat: event.player, value: event.value, cell: event.cell ?? "", points: event.points };
  switch (event.kind) {
    case "placed":
      return { key: "sudoku.event.placed", vars };
    case "broke":
      return { key: "sudoku.event.broke", vars };
    case "claim-right":
      return { key: "sudoku.event.claimRight", vars };
    default:
      return { key: "sudoku.event.claimWrong", vars };
  }
}

/** Why the game ended (null while it runs). */
export function endText(view: SudokuView): Text | null {
  if (!view.end) return null;
  if (view.end === "exhausted") return { key: "sudoku.end.exhausted", vars: {} };
  const seat = view.ended_by ?? 0;
  const value = view.players[seat]?.tile ?? 0;
  return {
    key: view.end === "claim" ? "sudoku.end.claim" : "sudoku.end.stuck",
    vars: { seat, value },
  };
}

/** Whose turn, from this viewer's side. */
export function turnText(msg: StateMsg): Text | null {
  const view = msg.view as SudokuView;
  // a match that ended without the rules ending it (a resignation) has no turn either
  if (view.end || view.current === null || msg.status === "finished") return null;
  if (msg.seat === view.current) return { key: "sudoku.turn.you", vars: {} };
  return { key: "sudoku.turn.other", vars: { seat: view.current } };
}

/** The turn number of the newest event this message tells about (to announce it once). */
export function newEvent(msg: StateMsg, prev: StateMsg | null): SudokuEvent | null {
  const view = msg.view as SudokuView;
  if (!prev) return null;
  const before = prev.view as SudokuView;
  return view.turn > before.turn ? view.last : null;
}

/** Pawn positions on the 40-space track: players sharing a space get a slot each. */
export function trackSlots(players: readonly PlayerModel[]): Map<number, { space: number; slot: number; of: number }> {
  const bySpace = new Map<number, number[]>();
  for (const p of players) bySpace.set(p.track, [...(bySpace.get(p.track) ?? []), p.seat]);
  const slots = new Map<number, { space: number; slot: number; of: number }>();
  for (const [space, seats] of bySpace)
    seats.forEach((seat, slot) => slots.set(seat, { space, slot, of: seats.length }));
  return slots;
}
