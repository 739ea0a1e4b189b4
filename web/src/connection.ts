/**
 * One WebSocket connection to a match, for one seat (or a spectator), that reconnects by
 * itself: after a drop it says hello again with the last version it saw (`since`), and the
 * server answers with the events it missed.
 */
import type { StateMsg } from "./types";

export type ConnStatus = "connecting" | "online" | "reconnecting" | "offline";

export interface ServerError {
  code: string;
  message: string;
  id?: unknown;
}

export interface ConnectionEvents {
  state(msg: StateMsg): void;
  status(status: ConnStatus): void;
  error(error: ServerError): void;
  accepted?(id: unknown, version: number): void;
  welcome?(seat: number | null): void;
  /** Something about the match that is no action (e.g. a bot replaced by its fallback). */
  notice?(notice: ServerNotice): void;
  /** The rematch offer of a finished match changed (see `RematchMsg`). */
  rematch?(offer: RematchMsg): void;
}

/** A `rematch` message: the offer of a finished match as everyone may see it (seats). */
export interface RematchMsg {
  match: string;
  offered_by: number;
  accepted: number[];
  waiting: number[];
  declined_by: number | null;
  /** The new match, once everyone accepted. */
  new_match: string | null;
}

/** A `notice` message: `text` is the server's sentence per language. */
export interface ServerNotice {
  code: string;
  version: number;
  seat: number | null;
  name: string;
  text: Record<string, string>;
}

/** The part of WebSocket we use (so tests can pass a fake). */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const OPEN = 1;
/** Reconnect delays (ms): grows to the last value and stays there. */
export const BACKOFF = [300, 1000, 2000, 4000, 8000];
const PING_MS = 25_000;

export function websocketUrl(location: Pick<Location, "protocol" | "host">, match: string): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/api/matches/${encodeURIComponent(match)}/ws`;
}

export class Connection {
  private socket: SocketLike | null = null;
  private attempts = 0;
  private retryTimer: unknown = null;
  private pingTimer: unknown = null;
  private closed = false;
  private nextId = 1;
  /** The newest version this connection has seen (sent as `since` on reconnect). */
  version: number | null = null;
  status: ConnStatus = "connecting";

  constructor(
    private readonly url: string,
    private readonly token: string | null,
    private readonly on: ConnectionEvents,
    private readonly makeSocket: SocketFactory = (u) => new WebSocket(u),
    private readonly timers: Timers = globalThis as unknown as Timers,
    /** `since` for the very first hello: 0 asks for every event (the move history). */
    private readonly firstSince: number | null = 0,
  ) {
    this.open();
  }

  private setStatus(status: ConnStatus): void {
    if (this.status !== status) {
      this.status = status;
      this.on.status(status);
    }
  }

  private open(): void {
    if (this.closed) return;
    const socket = this.makeSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      const since = this.version ?? this.firstSince;
      socket.send(JSON.stringify({ type: "hello", token: this.token, since }));
      this.pingTimer = this.timers.setInterval(() => this.ping(), PING_MS);
    };
    socket.onmessage = (event) => this.receive(String(event.data));
    socket.onerror = () => {
      // a close event follows; reconnecting is handled there
    };
    socket.onclose = () => {
      this.timers.clearInterval(this.pingTimer);
      this.pingTimer = null;
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.closed) return;
      this.setStatus("reconnecting");
      const delay = BACKOFF[Math.min(this.attempts, BACKOFF.length - 1)]!;
      this.attempts += 1;
      this.retryTimer = this.timers.setTimeout(() => this.open(), delay);
    };
  }

  private receive(text: string): void {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    switch (message.type) {
      case "welcome":
        this.setStatus("online");
        this.on.welcome?.((message.seat as number | null) ?? null);
        break;
      case "state": {
        const state = message as unknown as StateMsg;
        this.setStatus("online");
        this.version = state.version;
        this.on.state(state);
        break;
      }
      case "accepted":
        this.on.accepted?.(message.id, message.version as number);
        break;
      case "error":
        this.on.error({
          code: String(message.code),
          message: String(message.message ?? ""),
          id: message.id,
        });
        if (message.code === "bad_token") this.close("offline");
        break;
      case "notice":
        this.on.notice?.({
          code: String(message.code),
          version: Number(message.version ?? 0),
          seat: typeof message.seat === "number" ? message.seat : null,
          name: String(message.name ?? ""),
          text: (message.text ?? {}) as Record<string, string>,
        });
        break;
      case "rematch":
        this.on.rematch?.({
          match: String(message.match ?? ""),
          offered_by: Number(message.offered_by ?? 0),
          accepted: Array.isArray(message.accepted) ? (message.accepted as number[]) : [],
          waiting: Array.isArray(message.waiting) ? (message.waiting as number[]) : [],
          declined_by: typeof message.declined_by === "number" ? message.declined_by : null,
          new_match: typeof message.new_match === "string" ? message.new_match : null,
        });
        break;
      default:
        break; // pong and anything newer: nothing to do
    }
  }

  private ping(): void {
    this.sendRaw({ type: "ping", id: `p${this.nextId++}` });
  }

  private sendRaw(message: Record<string, unknown>): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Send an action chosen on `version`; false when not connected right now. */
  act(version: number, action: unknown): string | null {
    const id = `a${this.nextId++}`;
    return this.sendRaw({ type: "action", version, action, id }) ? id : null;
  }

  /** Give up the game (this connection's seat); false when not connected right now. */
  resign(): string | null {
    const id = `r${this.nextId++}`;
    return this.sendRaw({ type: "resign", id }) ? id : null;
  }

  /** Ask for the current state again, with the events after `since` (default: the
   *  last version seen). */
  sync(since: number | null = this.version): void {
    this.sendRaw({ type: "sync", since });
  }

  close(status: ConnStatus = "offline"): void {
    this.closed = true;
    this.timers.clearTimeout(this.retryTimer);
    this.timers.clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, "bye");
    this.setStatus(status);
  }
}
