/** The lobby's HTTP API (see the server's /docs). */
import type * as P from "./generated/protocol";

// The lobby's bodies, generated from the server's own types (src/generated/protocol.ts).
export type OptionInfo = P.OptionOut;
export type GameInfo = P.GameOut;
export type MatchInfo = P.MatchOut;
export type SeatRequest = P.SeatIn;
export type HistoryEvent = P.HistoryEvent;
export type History = P.HistoryOut;
/** POST/GET /api/matches/{id}/rematch: the offer as your seat sees it. */
export type RematchInfo = P.RematchOut;

/** One bot's figures in an arena report (`spelkast arena --json`). */
export interface ArenaBot {
  spec: string;
  games: number;
  wins: number;
  win_rate: number | null;
  win_rate_low: number;
  win_rate_high: number;
  average_score: number | null;
  average_rank: number | null;
  decisions: number;
  median_ms: number | null;
  p90_ms: number | null;
  games_per_seat: number[];
}

/** An arena report, exactly as `spelkast arena ... --json` prints it. */
export interface ArenaReport {
  game: string;
  seats: string[];
  games: number;
  finished: number;
  unfinished: number;
  seed: number;
  /** A report that covers runs on several seeds lists them all (`seed` is the first). */
  seeds?: number[];
  options: Record<string, boolean | number | string>;
  bots: ArenaBot[];
  /** The first bot's head-to-head score against the second, in Elo (null: infinite). */
  elo: {
    first: string;
    second: string;
    games: number;
    score: number;
    score_rate: number | null;
    difference: number | null;
    low: number | null;
    high: number | null;
  } | null;
  seconds?: number;
}

/** GET /api/bots: a game's bot levels (weakest first) and its measured reports. The server
 *  hands the arena's reports on as the arena wrote them (its own JSON file format, not a
 *  server type): `ArenaReport` says that format. */
export type GameBots = Omit<P.GameBotsOut, "reports"> & { reports: ArenaReport[] };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A 429's Retry-After: whole seconds until the server takes the next try. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

/** The signed-in session's CSRF token (null: not signed in). Every change this app sends
 *  carries it, so a seat taken while signed in belongs to the account. */
let csrfToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  const method = (init?.method ?? "GET").toUpperCase();
  const csrf: Record<string, string> = csrfToken && method !== "GET" ? { "X-CSRF-Token": csrfToken } : {};
  try {
    response = await fetch(path, {
      ...init,
      headers: { "Content-Type": "application/json", ...csrf, ...(init?.headers ?? {}) },
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    let message = response.statusText;
    try {
      const body = (await response.json()) as { detail?: unknown };
      if (typeof body.detail === "string") message = body.detail;
      else if (Array.isArray(body.detail)) message = JSON.stringify(body.detail);
    } catch {
      // not JSON: keep the status text
    }
    const retry = Number(response.headers.get("Retry-After") ?? "");
    throw new ApiError(response.status, message, retry > 0 ? retry : null);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  games: () => call<GameInfo[]>("/api/games"),
  bots: () => call<GameBots[]>("/api/bots"),
  game: (id: string) => call<GameInfo>(`/api/games/${encodeURIComponent(id)}`),
  gameData: (id: string) => call<unknown>(`/api/games/${encodeURIComponent(id)}/data`),
  matches: (statuses: string[], limit = 30) =>
    call<MatchInfo[]>(
      `/api/matches?${statuses.map((s) => `status=${s}`).join("&")}&limit=${limit}`,
    ),
  match: (id: string) => call<MatchInfo>(`/api/matches/${encodeURIComponent(id)}`),
  /** Create a match: the answer holds the creator's key and a private match's secret. */
  create: (body: P.CreateMatchIn) =>
    call<P.CreatedOut>("/api/matches", { method: "POST", body: JSON.stringify(body) }),
  /** Take a seat; a private match needs its invite's secret (`invite`). */
  join: (id: string, name: string, seat: number | null, invite: string | null = null) =>
    call<P.JoinOut>(`/api/matches/${encodeURIComponent(id)}/join`, {
      method: "POST",
      body: JSON.stringify({ name, seat, invite } satisfies P.JoinIn),
    }),
  /** The creator (`key`) frees a seat nobody has played from. */
  freeSeat: (id: string, seat: number, key: string) =>
    call<MatchInfo>(`/api/matches/${encodeURIComponent(id)}/seats/${seat}/free`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}` },
    }),
  /** Offer or accept (`accept`) or decline a rematch of a finished match, as `token`'s seat. */
  rematch: (id: string, token: string, accept = true) =>
    call<RematchInfo>(`/api/matches/${encodeURIComponent(id)}/rematch`, {
      method: "POST",
      body: JSON.stringify({ accept } satisfies P.RematchIn),
      headers: { Authorization: `Bearer ${token}` },
    }),
  /** The rematch offer of a finished match as `token`'s seat sees it. */
  rematchStatus: (id: string, token: string) =>
    call<RematchInfo>(`/api/matches/${encodeURIComponent(id)}/rematch`, {
      headers: { Authorization: `Bearer ${token}` },
    }),
  history: (id: string) => call<History>(`/api/matches/${encodeURIComponent(id)}/history`),
  /** A game's courses of lessons, with the titles in `lang`. */
  learnCourses: (game: string, lang: string) =>
    call<P.LearnGameOut>(`/api/learn/${encodeURIComponent(game)}?lang=${lang}`),
  /** A lesson at its start. */
  lesson: (game: string, variant: string, lesson: string, lang: string) =>
    call<P.LessonOut>(`${lessonPath(game, variant, lesson)}?lang=${lang}`),
  /** The server's verdict on a move in a lesson, after the attempt's earlier moves. */
  attempt: (game: string, variant: string, lesson: string, body: P.AttemptIn) =>
    call<P.VerdictOut>(`${lessonPath(game, variant, lesson)}/attempt`, {
      method: "POST",
      body: JSON.stringify(body),
    }),
  /** Start (or find) the review of a finished match; `iterations`: the search budget. */
  startReview: (id: string, iterations: number | null) =>
    call<P.ReviewOut>(`/api/matches/${encodeURIComponent(id)}/reviews`, {
      method: "POST",
      body: JSON.stringify((iterations ? { iterations } : {}) satisfies P.ReviewIn),
    }),
  /** A review's progress, and the review once done (`poll` as the server gave it). */
  review: (poll: string) => call<P.ReviewOut>(poll),
  /** The board after the better move at a marked decision. */
  betterMove: (review: string, move: number) =>
    call<P.BetterOut>(`/api/reviews/${encodeURIComponent(review)}/better/${move}`),
  /** A marked decision's position, as its player saw it. */
  practisePosition: (review: string, move: number) =>
    call<P.PositionOut>(`/api/reviews/${encodeURIComponent(review)}/practise/${move}`),
  /** The server's verdict on a move proposed at a marked decision. */
  practise: (review: string, move: number, body: P.PractiseIn) =>
    call<P.PractiseOut>(`/api/reviews/${encodeURIComponent(review)}/practise/${move}`, {
      method: "POST",
      body: JSON.stringify(body),
    }),
};

function lessonPath(game: string, variant: string, lesson: string): string {
  return `/api/learn/${[game, variant, lesson].map(encodeURIComponent).join("/")}`;
}
