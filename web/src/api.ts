/** The lobby's HTTP API (see the server's /docs). */
import type { Lang, SeatInfo, Outcome } from "./types";

export interface OptionInfo {
  name: string;
  kind: "bool" | "int" | "str";
  default: boolean | number | string;
  description: string;
  choices: string[];
  minimum: number | null;
  maximum: number | null;
}

export interface GameInfo {
  id: string;
  names: Record<string, string>;
  min_players: number;
  max_players: number;
  simultaneous: boolean;
  hidden_information: boolean;
  summary: string;
  options: OptionInfo[];
  bots: string[];
}

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

/** GET /api/bots: a game's bot levels (weakest first) and its measured reports. */
export interface GameBots {
  game: string;
  names: Record<string, string>;
  levels: string[];
  /** The game's default options: a report that ran with others is a variant. */
  defaults?: Record<string, unknown>;
  reports: ArenaReport[];
}

export interface MatchInfo {
  id: string;
  game: string;
  game_name: string;
  options: Record<string, boolean | number | string>;
  players: number;
  status: "open" | "running" | "finished" | "expired";
  version: number;
  move_seconds: number | null;
  created_at: string;
  seats: SeatInfo[];
  outcome: Outcome | null;
  /** The seats to move now (empty unless running). */
  to_move?: number[];
  invite_url: string;
  websocket_url: string;
}

export interface SeatRequest {
  kind: "human" | "bot";
  bot?: string | null;
}

export interface HistoryEvent {
  version: number;
  seat: number;
  action: unknown;
  text: string;
  by: string;
  at: number;
  words?: Partial<Record<Lang, string>> | null;
  motion?: unknown;
}

export interface History {
  match: MatchInfo;
  events: HistoryEvent[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  views: any[];
  /** The match's shuffle seed (decimal), given only once the match is finished. */
  seed?: string;
}

/** POST/GET /api/matches/{id}/rematch: the offer as your seat sees it. */
export interface RematchInfo {
  offered_by: number | null;
  accepted: number[];
  waiting: number[];
  declined_by: number | null;
  new_match: string | null;
  /** Your seat and token in the new match, once everyone accepted. */
  seat: number | null;
  token: string | null;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { "Content-Type": "application/json", ...(init?.headers ?? {}) },
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
    throw new ApiError(response.status, message);
  }
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
  create: (body: {
    game: string;
    seats: SeatRequest[];
    options: Record<string, boolean | number | string>;
    move_seconds?: number | null;
  }) => call<MatchInfo>("/api/matches", { method: "POST", body: JSON.stringify(body) }),
  join: (id: string, name: string, seat: number | null) =>
    call<{ seat: number; token: string; match: MatchInfo }>(
      `/api/matches/${encodeURIComponent(id)}/join`,
      { method: "POST", body: JSON.stringify({ name, seat }) },
    ),
  /** Offer or accept (`accept`) or decline a rematch of a finished match, as `token`'s seat. */
  rematch: (id: string, token: string, accept = true) =>
    call<RematchInfo>(`/api/matches/${encodeURIComponent(id)}/rematch`, {
      method: "POST",
      body: JSON.stringify({ accept }),
      headers: { Authorization: `Bearer ${token}` },
    }),
  /** The rematch offer of a finished match as `token`'s seat sees it. */
  rematchStatus: (id: string, token: string) =>
    call<RematchInfo>(`/api/matches/${encodeURIComponent(id)}/rematch`, {
      headers: { Authorization: `Bearer ${token}` },
    }),
  history: (id: string) => call<History>(`/api/matches/${encodeURIComponent(id)}/history`),
};
