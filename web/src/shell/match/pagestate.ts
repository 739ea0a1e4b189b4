/**
 * What the match page says, one thing at a time. The page is in exactly one of these
 * states, and its status line says that state and nothing else; the board's own turn
 * line shows only where it agrees (your turn, or another seat's):
 *
 * - `loading`: no state yet;
 * - `offline`: the connection is lost and the match is not over ("reconnecting…"
 *   replaces the turn, which may have changed meanwhile);
 * - `over`: the match is finished;
 * - `waiting`: seats are still open (nobody moves before everyone has joined);
 * - `animating`: another seat's move is being played back (its pawn walks): the turn
 *   that follows is said once it has been shown;
 * - `yours`: a seat this browser plays is to move;
 * - `theirs`: other seats are to move (or, watching, anybody is).
 */
import type { ConnStatus } from "../../connection";
import type { TurnInfo } from "./controller";

export type PageStateKind = "loading" | "offline" | "over" | "waiting" | "animating" | "yours" | "theirs";

export interface PageState {
  kind: PageStateKind;
  /** The seats it is about: the seat to move (yours), those to move (theirs), the seats
   *  whose move is on show (animating); empty otherwise. */
  seats: number[];
  /** The connection's state, for `offline` ("reconnecting" or "offline"). */
  conn: ConnStatus;
  spectating: boolean;
}

export interface PageFacts {
  /** Whose turn the newest state says (null: no state yet). */
  turn: TurnInfo | null;
  /** The worst state of the page's connections. */
  conn: ConnStatus;
  /** The seats whose moves are being played back now (empty: none). */
  playingBack: number[];
}

/** The one state the page is in, from what it knows. */
export function pageState(facts: PageFacts): PageState {
  const { turn, conn, playingBack } = facts;
  const base = { seats: [] as number[], conn, spectating: turn?.spectating ?? false };
  if (!turn) return { ...base, kind: conn === "reconnecting" || conn === "offline" ? "offline" : "loading" };
  if (turn.kind === "finished") return { ...base, kind: "over" };
  if (conn === "reconnecting" || conn === "offline") return { ...base, kind: "offline" };
  if (turn.kind === "open") return { ...base, kind: "waiting" };
  if (playingBack.length > 0) return { ...base, kind: "animating", seats: [...playingBack] };
  if (turn.kind === "mine") return { ...base, kind: "yours", seats: [...turn.seats] };
  return { ...base, kind: "theirs", seats: [...turn.seats] };
}

type T = (key: string, vars?: Record<string, string | number>) => string;

/** The status line's words for `state`. */
export function stateText(
  t: T,
  state: PageState,
  turnWords: () => string,
  nameOf: (seat: number) => string,
  names: (seats: string[]) => string,
): string {
  switch (state.kind) {
    case "loading":
      return t("conn.connecting");
    case "offline":
      return t(state.conn === "offline" ? "conn.offline" : "conn.reconnecting");
    case "waiting":
      return t("match.waitingPlayers");
    case "animating":
      return t("match.playingBack", { names: names(state.seats.map(nameOf)) });
    default:
      // yours, theirs and over: the turn's own words
      return turnWords();
  }
}
