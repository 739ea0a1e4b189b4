/**
 * One WebSocket connection to a match, for one seat (or a spectator), that reconnects by
 * itself: after a drop it says hello again with the last version it saw (`since`), and the
 * server answers with the events it missed.
 */
import type {
  ErrorMessage,
  HelpMessage,
  HintMessage,
  NoticeMessage,
  PhraseMessage,
  PresenceMessage,
  RematchMessage,
  SeatFreedMessage,
  ServerMessage,
} from "./generated/protocol";
import type { StateMsg } from "./types";

export type ConnStatus = "connecting" | "online" | "reconnecting" | "offline";

/** A refusal: its code, the server's message, the id of the refused message, and (for a
 *  refused move) the refusal in words per language. */
export type ServerError = Pick<ErrorMessage, "code" | "message" | "id" | "words">;

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
  /** The answer to this seat's `askHint` / `askHelp` (computed from its view). */
  hint?(answer: HintMessage): void;
  help?(answer: HelpMessage): void;
  /** A preset phrase a seat said (only its id; never sent to a kid-mode account). */
  phrase?(said: PhraseMessage): void;
  /** A seat's player connected or left: how many clients act for each seat now. */
  presence?(presence: PresenceMessage): void;
}

/** A `rematch` message: the offer of a finished match as everyone may see it (seats). */
export type RematchMsg = Omit<RematchMessage, "type">;

/** A `notice` message: `text` is the server's sentence per language. */
export type ServerNotice = Pick<NoticeMessage | SeatFreedMessage, "code" | "version" | "seat" | "name" | "text">;

/** The id of a preset phrase (the only thing a player says across the table). */
export type PhraseId = PhraseMessage["phrase"];

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
    let message: ServerMessage;
    try {
      message = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case "welcome":
        this.setStatus("online");
        this.on.welcome?.(message.seat ?? null);
        break;
      case "state":
        this.setStatus("online");
        this.version = message.version;
        this.on.state(message);
        break;
      case "accepted":
        this.on.accepted?.(message.id, message.version);
        break;
      case "error": {
        const { code, id, words } = message;
        this.on.error({ code, message: message.message ?? "", id, ...(words ? { words } : {}) });
        if (code === "bad_token") this.close("offline");
        break;
      }
      case "notice": {
        const { code, version, seat, name, text } = message;
        this.on.notice?.({ code, version, seat: seat ?? null, name: name ?? "", text: text ?? {} });
        break;
      }
      case "rematch": {
        const { type: _, ...offer } = message;
        this.on.rematch?.(offer);
        break;
      }
      case "hint":
        this.on.hint?.(message);
        break;
      case "help":
        this.on.help?.(message);
        break;
      case "phrase":
        this.on.phrase?.(message);
        break;
      case "presence":
        this.on.presence?.(message);
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

  /** Ask for a hint for this seat's turn (Labyrinth: `push` previews one push). */
  askHint(push: unknown = null): string | null {
    const id = `h${this.nextId++}`;
    return this.sendRaw({ type: "hint", id, push }) ? id : null;
  }

  /** Ask for a proposal for this seat's turn. */
  askHelp(): string | null {
    const id = `q${this.nextId++}`;
    return this.sendRaw({ type: "help", id }) ? id : null;
  }

  /** Say one of the preset phrases (its id) from this connection's seat. */
  say(phrase: PhraseId): string | null {
    const id = `s${this.nextId++}`;
    return this.sendRaw({ type: "say", id, phrase }) ? id : null;
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
