/**
 * The contract between the app shell and the game boards.
 *
 * The browser knows no rules: a board draws the `view` the server sent for this seat and
 * offers exactly the `legal` actions it was given (each an action JSON plus its notation).
 */

import type * as P from "./generated/protocol";

export type Lang = "en" | "nl" | "fi";
export const LANGS: readonly Lang[] = ["en", "nl", "fi"];

/** Strings of one module in the three languages. Keys are dotted, e.g. "labyrinth.rotate". */
export type Strings = Record<Lang, Record<string, string>>;

// The server's messages, generated from its own types (src/generated/protocol.ts).
/** One legal action as the server sends it. */
export type LegalEntry = P.LegalEntry;
export type SeatInfo = P.SeatOut;
/** One move of the match; `action` and `text` are null while a simultaneous choice is
 *  sealed. `by`: the seat's person ("seat"), its bot ("bot"), the clock's bot ("clock")
 *  or a resignation ("resign"). */
export type MatchEvent = P.EventOut;
export type Outcome = P.Outcome;

/** A `state` message of the WebSocket protocol. `view` is the game's own view JSON for
 *  this seat (see the game's view() in src/spelkast/games), which each board reads with
 *  its own type; `seat` is null for a spectator (or the replay). */
export type StateMsg = Omit<P.StateMessage, "view"> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  view: any;
};

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
  /** Labyrinth: the push the player previews now (a shift's action JSON; null: none), so
   *  that a shown hint can give the floor reachable after it. Absent where the page
   *  shows no hints. */
  previewed?(push: unknown): void;
}

/** What the server told the seat to help it (see src/spelkast/hints): `hint` is the
 *  game's own hint (cells, places, fields; never computed here), `help` a proposal
 *  (`actions` to play in order). Each has `summary` per language. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Advice = any;

/** A mounted board. */
export interface Board {
  /** Draw the newest state (called for every state message; `prev` is the one before,
   *  null on the first or after a full resync) — animate from prev to msg where it helps. */
  update(msg: StateMsg, prev: StateMsg | null): void;
  /** Show the server's hint for this seat's turn (null: show none). Optional: a board
   *  without it shows the hint's words only (the page says them). */
  showHint?(hint: Advice | null): void;
  /** Draw the server's proposal for this seat's turn (null: none). */
  showHelp?(help: Advice | null): void;
  /** One of this board's legal actions in words ("Push row 2 in from the left"), for the
   *  page's confirm step; null (or no method): the page shows the move's notation. */
  moveWords?(action: unknown): string | null;
  /** Remove listeners and timers (the root element is emptied by the shell). */
  destroy(): void;
}

export type BoardFactory = (root: HTMLElement, host: BoardHost) => Board;

/** What each game module exports (see src/games/index.ts). Whether a seat's view holds
 *  secrets (so that the hot-seat page shows a hand-over screen before switching seats)
 *  is no board's to say: the page reads the server's `hidden_information` of the game. */
export interface GameModule {
  /** Game ids this module draws, e.g. ["sudoku", "sudoids"]. */
  ids: string[];
  create: BoardFactory;
  strings: Strings;
}
