/**
 * The contract between the app shell and the game boards.
 *
 * The browser knows no rules: a board draws the `view` the server sent for this seat and
 * offers exactly the `legal` actions it was given (each an action JSON plus its notation).
 */

export type Lang = "en" | "nl" | "fi";
export const LANGS: readonly Lang[] = ["en", "nl", "fi"];

/** Strings of one module in the three languages. Keys are dotted, e.g. "labyrinth.rotate". */
export type Strings = Record<Lang, Record<string, string>>;

/** One legal action as the server sends it. */
export interface LegalEntry {
  action: unknown;
  text: string;
}

export interface SeatInfo {
  seat: number;
  kind: "human" | "bot";
  bot: string | null;
  name: string;
  open: boolean;
  connected: number;
  deadline: number | null;
}

export interface MatchEvent {
  version: number;
  seat: number;
  action: unknown; // null while a simultaneous choice is sealed
  text: string | null;
  sealed: boolean;
  by: string; // who made the move: "seat" (the seat's player), "bot" or "clock" (a bot after the clock ran out)
  at: number;
  /** The move in words per language, from the engine (absent while sealed). */
  words?: Partial<Record<Lang, string>> | null;
  /** How a board plays the move back in steps (Labyrinth: {path: ["a1", "a2", ...]}). */
  motion?: unknown;
}

export interface Outcome {
  scores: number[];
  ranks: number[];
  winners: number[];
  reason: string;
  /** Why the game is over per language, with the players' names (from the engine). */
  reason_words?: Partial<Record<Lang, string>>;
  details?: unknown;
}

/** A `state` message of the WebSocket protocol. */
export interface StateMsg {
  type: "state";
  match: string;
  version: number;
  since: number | null;
  full: boolean;
  status: "open" | "running" | "finished";
  seat: number | null; // null: a spectator (or the replay)
  to_move: number[];
  // The game's own view JSON for this seat: see the game's view() in src/spelkast/games.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  view: any;
  events: MatchEvent[];
  seats: SeatInfo[];
  outcome: Outcome | null;
  legal: LegalEntry[];
}

/** What the shell gives a board. */
export interface BoardHost {
  readonly lang: Lang;
  /** Look up a string (all modules' strings are merged); `{name}` placeholders are filled. */
  t(key: string, vars?: Record<string, string | number>): string;
  /** Submit one of the legal actions (its `action` JSON) on the version last rendered. */
  send(action: unknown): void;
  /** The display name of a seat ("Anna", "Bot (greedy)"). */
  seatName(seat: number): string;
  /** The players panel's part for a seat's game details (cards left, score, found
   *  treasures), which the board fills on every update; null where the page has no
   *  players panel. The panel itself (colour, name, you/bot/online) is the shell's: a
   *  board draws no players list of its own. */
  seatSlot(seat: number): HTMLElement | null;
  /** Static component data of the game (GET /api/games/{id}/data), fetched once. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly gameData: any;
  /** Say something to screen-reader users (an aria-live region). */
  announce(text: string): void;
  /** True when the board must not offer any action (replay, spectator, waiting). */
  readonly readOnly: boolean;
  /** Milliseconds one step of another seat's move takes to play back (0: at once, e.g.
   *  under prefers-reduced-motion or with the speed setting off). */
  readonly paceMs: number;
}

/** A mounted board. */
export interface Board {
  /** Draw the newest state (called for every state message; `prev` is the one before,
   *  null on the first or after a full resync) — animate from prev to msg where it helps. */
  update(msg: StateMsg, prev: StateMsg | null): void;
  /** Remove listeners and timers (the root element is emptied by the shell). */
  destroy(): void;
}

export type BoardFactory = (root: HTMLElement, host: BoardHost) => Board;

/** What each game module exports (see src/games/index.ts). */
export interface GameModule {
  /** Game ids this module draws, e.g. ["sudoku", "sudoids"]. */
  ids: string[];
  create: BoardFactory;
  strings: Strings;
  /** True when the view of a seat shows something the other seats must not see
   *  (the hot-seat shell then shows a hand-over screen before switching seats). */
  hasSecrets: boolean;
}
