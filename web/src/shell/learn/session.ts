/**
 * One lesson being played in the browser: the position the server sent, the moves this
 * attempt made, and what the last verdict said. The server judges every move (no rules
 * here); this only keeps what to send with the next move and what to show.
 */
import type * as P from "../../generated/protocol";
import type { StateMsg } from "../../types";

export type Verdict = P.VerdictOut["outcome"];

export interface Session {
  readonly lesson: P.LessonOut;
  /** The attempt's moves so far (action JSON), sent again with the next move. */
  readonly played: unknown[];
  /** Bumped on every new position, as a match's version is. */
  readonly version: number;
  /** The last verdict (null before the first move of the lesson). */
  readonly outcome: Verdict | null;
  /** What the server said about the last move, in the page's language. */
  readonly said: string;
  readonly code: string | null;
}

export function startSession(lesson: P.LessonOut, version = 1): Session {
  return { lesson, played: [], version, outcome: null, said: "", code: null };
}

/** The session after the server's `verdict` on a move. A refused move keeps the position
 *  (the board is drawn again, its selection cleared); the others go on from the one the
 *  server sent (a missed goal: the lesson's start). */
export function afterVerdict(session: Session, verdict: P.VerdictOut): Session {
  return {
    lesson: verdict.lesson,
    played: verdict.played,
    version: session.version + 1,
    outcome: verdict.outcome,
    said: verdict.said,
    code: verdict.code,
  };
}

/** Whether the learner may move now (not after the goal is met). */
export function canMove(session: Session): boolean {
  return session.outcome !== "done" && session.lesson.to_move.includes(session.lesson.seat);
}

/** The lesson's position as a `state` message, which a game's board draws. */
export function stateMessage(session: Session): StateMsg {
  const lesson = session.lesson;
  const seats: P.SeatOut[] = Array.from({ length: lesson.num_players }, (_, seat) => ({
    seat,
    kind: "human",
    bot: null,
    name: "",
    open: false,
    connected: 1,
    deadline: null,
    played: false,
  }));
  return {
    type: "state",
    match: `learn-${lesson.game}-${lesson.variant}-${lesson.lesson}`,
    version: session.version,
    since: null,
    full: true,
    status: "running",
    seat: lesson.seat,
    to_move: lesson.to_move,
    view: lesson.view,
    events: [],
    seats,
    outcome: null,
    legal: canMove(session) ? lesson.legal : [],
  };
}
