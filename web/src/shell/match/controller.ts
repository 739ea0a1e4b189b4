/**
 * The match page's controller, free of the DOM: the connections (one per seat this
 * browser holds, or one spectator socket), the newest state per connection, the move
 * history, which seat is shown (hot-seat), the notice to show and the action in flight.
 * The page (match.ts) draws what this holds and calls back into it; the tests drive it with
 * a fake socket and fake timers.
 */
import type {
  ConnStatus,
  ConnectionEvents,
  RematchMsg,
  ServerError,
  ServerNotice,
  Timers,
} from "../../connection";
import type { GameInfo } from "../../api";
import type { HintsUsedOut } from "../../generated/protocol";
import type { PhraseId } from "../../connection";
import type { SeatTokens } from "../../tokens";
import type { Lang, MatchEvent, SeatInfo, StateMsg } from "../../types";
import { walkOf, WALK_SHARE } from "../../games/motion";
import { secondsLeft } from "../format";
import { needsHandover, seatToShow } from "../hotseat";

export const SPECTATOR = -1;

/** What the controller needs of a connection (`Connection` in connection.ts). */
export interface ConnLike {
  readonly status: ConnStatus;
  act(version: number, action: unknown): string | null;
  resign(): string | null;
  askHint?(push: unknown): string | null;
  askHelp?(): string | null;
  say?(phrase: PhraseId): string | null;
  sync(since: number | null): void;
  close(): void;
}

/** Opens a connection for a seat (SPECTATOR: no token). */
export type Connect = (seat: number, token: string | null, events: ConnectionEvents) => ConnLike;

/** A message to put above the board: a string key of the shell (null, or a key with no
 *  text: the `fallback`, e.g. the server's own message), and a code for styling and tests.
 *  A refusal the server said in words per language (`words`) is said in those. */
export interface Notice {
  key: string | null;
  fallback: string;
  code: string;
  words?: Partial<Record<string, string>>;
}

/** The text of `notice` in `lang`: the server's words for it in that language, else the
 *  shell's string for its key (`t`), else its fallback. */
export function noticeText(notice: Notice, lang: Lang, t: (key: string) => string): string {
  const said = notice.words?.[lang];
  if (said) return said;
  const text = notice.key === null ? null : t(notice.key);
  return text === null || text === notice.key ? notice.fallback : text;
}

/** What the board area shows now. */
export type BoardPlan =
  | { kind: "none" }
  | { kind: "handover"; seat: number }
  | { kind: "board"; seat: number; msg: StateMsg; finished: boolean };

/** The status line: whose turn, in words the page builds from this. */
export interface TurnInfo {
  kind: "open" | "finished" | "mine" | "choosing" | "waiting" | "none";
  seats: number[];
  spectating: boolean;
}

export interface ControllerHooks {
  /** Something the page draws changed (state, history, notice, connection). */
  changed(): void;
  /** A seat said a preset phrase (heard once, whichever of this browser's sockets hear). */
  phrase?(seat: number, phrase: PhraseId): void;
}

/** How incoming moves are paced: the milliseconds a move of another seat stays on its
 *  own before the next state is shown (0: at once), read anew for every move. */
export interface PaceOptions {
  timers: Pick<Timers, "setTimeout" | "clearTimeout">;
  stepMs(): number;
}

/** A hint or a help proposal the server gave a seat, on the version it was asked on;
 *  `data` is the game's own shape with `summary` per language. */
export interface SeatAdvice {
  version: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

const STATUS_ORDER: ConnStatus[] = ["offline", "reconnecting", "connecting", "online"];

export class MatchController {
  tokens: SeatTokens = {};
  readonly conns = new Map<number, ConnLike>();
  readonly latest = new Map<number, StateMsg>();
  readonly history = new Map<number, MatchEvent>();
  shown: number | null = null;
  revealed: number | null = null;
  notice: Notice | null = null;
  /** The server's notices about the match (a bot replaced by its fallback), oldest
   *  first; they stay for the rest of the page's life (each once: the server repeats them
   *  after every hello). */
  readonly serverNotices: ServerNotice[] = [];
  /** How many clients act for each seat, as the server said last: in a state as it came
   *  (before pacing shows it) or in a presence push (a seat's player came or left). */
  connectedNow: Map<number, number> | null = null;
  /** The rematch offer of the finished match, as the server last told it (or null). */
  rematch: RematchMsg | null = null;
  /** The id of the action sent and not yet answered. */
  pending: string | null = null;
  /** Per seat, the newest hint and help proposal the server gave it. */
  readonly hints = new Map<number, SeatAdvice>();
  readonly helps = new Map<number, SeatAdvice>();
  private readonly usedBy = new Map<number, HintsUsedOut>();
  private resyncedAt = -1;
  /** The ids of phrases said and not yet answered (their answers settle no action). */
  private readonly saying = new Set<unknown>();
  private destroyed = false;
  /** State messages waiting while another seat's move is on show. */
  private readonly queue: [number, StateMsg][] = [];
  private holding: unknown = null;
  /** The seats whose moves are on show while `holding`. */
  private showing: number[] = [];

  constructor(
    /** The game as the server describes it: whether a seat's view holds secrets. */
    private readonly game: Pick<GameInfo, "hidden_information">,
    private readonly open: Connect,
    private readonly hooks: ControllerHooks,
    private readonly pace: PaceOptions = {
      timers: globalThis as unknown as Timers,
      stepMs: () => 0,
    },
  ) {}

  // ------------------------------------------------------------------ seats
  localSeats(): number[] {
    return Object.keys(this.tokens)
      .map(Number)
      .sort((a, b) => a - b);
  }

  anyLatest(): StateMsg | null {
    let best: StateMsg | null = null;
    for (const msg of this.latest.values()) if (!best || msg.version > best.version) best = msg;
    return best;
  }

  /** The seats as the newest state has them (else `fallback`, the match summary's), each
   *  with as many clients as the server last said (`connectedNow`). */
  seats(fallback: SeatInfo[] = []): SeatInfo[] {
    const seats = (this.anyLatest()?.seats ?? fallback).map((seat) => {
      const now = this.connectedNow?.get(seat.seat);
      return now === undefined || now === seat.connected ? seat : { ...seat, connected: now };
    });
    // the last state counted this browser's own sockets; one that is down is not online
    return seats.map((seat, index) => {
      const conn = this.conns.get(index);
      if (!conn || conn.status === "online" || seat.connected === 0) return seat;
      return { ...seat, connected: seat.connected - 1 };
    });
  }

  // ------------------------------------------------------------ connections
  /** Open a connection for every local seat (or one spectator socket). */
  connect(): void {
    const local = this.localSeats();
    const wanted = local.length > 0 ? local : [SPECTATOR];
    for (const seat of wanted) {
      if (this.conns.has(seat)) continue;
      const token = seat === SPECTATOR ? null : this.tokens[seat]!;
      // A connection let go of (its socket closing) may still report: only the seat's
      // current connection is listened to.
      let conn: ConnLike | null = null;
      const current = () => conn !== null && this.conns.get(seat) === conn;
      conn = this.open(seat, token, {
        state: (msg) => {
          if (!current()) return;
          this.connectedNow = new Map(msg.seats.map((s) => [s.seat, s.connected]));
          this.onState(seat, msg);
        },
        presence: (said) => {
          if (!current() || this.destroyed) return;
          this.connectedNow = new Map(said.seats.map((s) => [s.seat, s.connected]));
          this.hooks.changed();
        },
        status: () => {
          if (!current()) return;
          // an action in flight on a socket that went down gets no answer: the player
          // may act again once the state is back
          if (conn!.status !== "online") this.pending = null;
          this.hooks.changed();
        },
        error: (error) => {
          if (current()) this.onError(error);
        },
        accepted: (id) => {
          if (current() && !this.saying.delete(id)) this.settled();
        },
        phrase: (said) => {
          // every socket of this browser hears it: the first one passes it on
          if (current() && this.conns.keys().next().value === seat) this.hooks.phrase?.(said.seat, said.phrase);
        },
        notice: (notice) => this.onNotice(notice),
        rematch: (offer) => this.onRematch(offer),
        hint: (answer) => this.onAdvice(this.hints, answer.seat, answer.version, answer.hint, answer.used),
        help: (answer) => this.onAdvice(this.helps, answer.seat, answer.version, answer.help, answer.used),
      });
      this.conns.set(seat, conn);
    }
    if (local.length > 0) this.letGo(SPECTATOR);
    this.hooks.changed();
  }

  /** Forget the connection of `seat` and what it said, then close it (in that order: the
   *  page redrawn while it closes sees neither). */
  private letGo(seat: number): void {
    const conn = this.conns.get(seat);
    if (!conn) return;
    this.conns.delete(seat);
    this.latest.delete(seat);
    if (this.shown === seat) this.shown = null;
    conn.close();
  }

  /** This browser joined `seat`: play it from now on (the spectator socket closes). */
  joined(seat: number, token: string): void {
    this.tokens = { ...this.tokens, [seat]: token };
    this.connect();
  }

  /** The seats this browser held that are open on the server now (their creator freed
   *  them: an open seat has no token, so this browser's token for it opens nothing). Only
   *  the seat's own connection says so: a spectator's state from before this browser
   *  joined still shows the seat open. */
  lostSeats(): number[] {
    return this.localSeats().filter((seat) => this.latest.get(seat)?.seats[seat]?.open === true);
  }

  /** This browser no longer holds `seat`: its socket closes (a spectator's opens if no
   *  seat is left). */
  lost(seat: number): void {
    const { [seat]: _, ...rest } = this.tokens;
    this.tokens = rest;
    this.letGo(seat);
    this.connect();
  }

  /** The worst status of this page's connections. */
  connectionStatus(): ConnStatus {
    const statuses = [...this.conns.values()].map((c) => c.status);
    return STATUS_ORDER.find((s) => statuses.includes(s)) ?? "connecting";
  }

  destroy(): void {
    this.destroyed = true;
    this.pace.timers.clearTimeout(this.holding);
    this.queue.length = 0;
    for (const conn of this.conns.values()) conn.close();
    this.conns.clear();
  }

  // ------------------------------------------------------------------ notices
  private settled(): void {
    this.pending = null;
  }

  private onError(error: ServerError): void {
    if (!this.saying.delete(error.id)) this.settled();
    const notice: Notice = { key: `err.${error.code}`, fallback: error.message, code: error.code };
    this.notice = error.words ? { ...notice, words: error.words } : notice;
    this.hooks.changed();
  }

  /** A server notice arrived: keep it, once per (code, seat, version). */
  onNotice(notice: ServerNotice): void {
    if (this.destroyed) return;
    const same = (n: ServerNotice) =>
      n.code === notice.code && n.seat === notice.seat && n.version === notice.version;
    if (this.serverNotices.some(same)) return;
    this.serverNotices.push(notice);
    this.hooks.changed();
  }

  /** The rematch offer changed (every socket of the page hears it: keep the newest). */
  onRematch(offer: RematchMsg): void {
    if (this.destroyed) return;
    const same = JSON.stringify(this.rematch) === JSON.stringify(offer);
    this.rematch = offer;
    if (!same) this.hooks.changed();
  }

  /** The seat a Resign button gives up: the seat shown (hot-seat: the one to move), else
   *  this browser's first seat; null for a spectator or when the match does not run. */
  resignSeat(): number | null {
    const local = this.localSeats();
    if (local.length === 0 || this.anyLatest()?.status !== "running") return null;
    return this.shown !== null && local.includes(this.shown) ? this.shown : local[0]!;
  }

  /** The seat this browser says phrases from: the one shown, else its first (null: it
   *  holds none, a spectator). */
  phraseSeat(): number | null {
    const local = this.localSeats().filter((seat) => this.conns.has(seat));
    if (local.length === 0) return null;
    return this.shown !== null && local.includes(this.shown) ? this.shown : local[0]!;
  }

  /** Say a preset phrase from `phraseSeat()`; a refusal (too many too fast) is a notice. */
  sayPhrase(phrase: PhraseId): void {
    const seat = this.phraseSeat();
    const conn = seat === null ? undefined : this.conns.get(seat);
    if (!conn?.say) return;
    const id = conn.say(phrase);
    if (id !== null) this.saying.add(id);
    else this.say("conn.reconnecting", "", "offline");
  }

  /** Give up the game for `seat` (over its socket). */
  resign(seat: number): void {
    const conn = this.conns.get(seat);
    if (!conn) return;
    this.notice = null;
    const id = conn.resign();
    if (id === null) this.notice = { key: "conn.reconnecting", fallback: "", code: "offline" };
    else this.pending = id;
    this.hooks.changed();
  }

  // ------------------------------------------------------------------ hints
  /** Whether the match shows hints (as the newest state says). */
  hintsOn(): boolean {
    return this.anyLatest()?.hints?.on === true;
  }

  /** Whether `seat` may ask for a hint now: the match shows hints, the seat is this
   *  browser's and it is its turn. */
  mayAsk(seat: number): boolean {
    const msg = this.latest.get(seat);
    return (
      seat !== SPECTATOR &&
      this.conns.has(seat) &&
      msg?.hints?.on === true &&
      msg.status === "running" &&
      msg.to_move.includes(seat)
    );
  }

  /** Ask the server for a hint for `seat` (Labyrinth: of one previewed `push`). */
  askHint(seat: number, push: unknown = null): void {
    if (this.mayAsk(seat)) this.conns.get(seat)?.askHint?.(push);
  }

  /** Ask the server for a proposal for `seat`. */
  askHelp(seat: number): void {
    if (this.mayAsk(seat)) this.conns.get(seat)?.askHelp?.();
  }

  /** The hint or help of `seat` for the state it sees now (null: none, or an old one). */
  advice(kind: "hint" | "help", seat: number): SeatAdvice | null {
    const found = (kind === "hint" ? this.hints : this.helps).get(seat);
    const msg = this.latest.get(seat);
    return found && msg && found.version === msg.version ? found : null;
  }

  /** How many turns `seat` used hints and help on: the newer of the state's count and
   *  the last answer's (an answer counts its own turn before any state says so). */
  hintsUsed(seat: number): HintsUsedOut {
    const said = this.latest.get(seat)?.hints?.used[seat] ?? { hints: 0, helps: 0 };
    const answered = this.usedBy.get(seat) ?? { hints: 0, helps: 0 };
    return { hints: Math.max(said.hints, answered.hints), helps: Math.max(said.helps, answered.helps) };
  }

  private onAdvice(
    into: Map<number, SeatAdvice>,
    seat: number,
    version: number,
    data: unknown,
    used: HintsUsedOut,
  ): void {
    if (this.destroyed) return;
    into.set(seat, { version, data });
    this.usedBy.set(seat, used);
    this.hooks.changed();
  }

  /** Put up a notice of the page's own (e.g. a failed request). */
  say(key: string | null, fallback = "", code = "info"): void {
    this.notice = { key, fallback, code };
    this.hooks.changed();
  }

  // ------------------------------------------------------------------ state
  /** A state message arrived. Another seat's move is shown for a step's time before the
   *  next message is taken (the server is never slowed: only this page waits). */
  onState(conn: number, msg: StateMsg): void {
    if (this.destroyed) return;
    this.queue.push([conn, msg]);
    this.drain();
  }

  /** Whether moves wait to be shown. */
  get paced(): boolean {
    return this.holding !== null;
  }

  /** The seats whose moves are being played back now (empty when none is). */
  playingBack(): number[] {
    return this.holding === null ? [] : [...this.showing];
  }

  private drain(): void {
    while (this.holding === null && this.queue.length > 0 && !this.destroyed) {
      const [conn, msg] = this.queue.shift()!;
      const { ms, seats } = this.holdFor(msg);
      if (ms > 0) {
        this.showing = seats;
        this.holding = this.pace.timers.setTimeout(() => {
          this.holding = null;
          this.showing = [];
          // the move has been shown: say the turn that follows it (or take the next)
          if (this.queue.length === 0) this.hooks.changed();
          this.drain();
        }, ms);
      }
      this.apply(conn, msg);
    }
  }

  /** How long `msg` stays on show: a step per new, open move of a seat this browser
   *  does not play, plus a share of a step per cell a pawn walks; 0 for the first state,
   *  for this browser's own moves and when pacing is off. */
  private holdFor(msg: StateMsg): { ms: number; seats: number[] } {
    const none = { ms: 0, seats: [] };
    const step = this.pace.stepMs();
    if (step <= 0 || this.latest.size === 0) return none;
    const seen = Math.max(0, ...[...this.history.keys()]);
    const local = this.localSeats();
    const theirs = msg.events.filter((e) => e.version > seen && !e.sealed && !local.includes(e.seat));
    if (theirs.length === 0) return none;
    const cells = theirs.reduce((n, e) => n + Math.max(0, walkOf(e).length - 1), 0);
    const seats = [...new Set(theirs.map((e) => e.seat))].sort((a, b) => a - b);
    return { ms: Math.round(step * theirs.length + cells * step * WALK_SHARE), seats };
  }

  private apply(conn: number, msg: StateMsg): void {
    const before = this.anyLatest()?.version ?? -1;
    this.latest.set(conn, msg);
    for (const event of msg.events) {
      const known = this.history.get(event.version);
      if (!known || (known.sealed && !event.sealed)) this.history.set(event.version, event);
    }
    // keep a "stale" explanation until the player acts again; clear other notices
    if (msg.version > before && this.notice?.code !== "stale") this.notice = null;
    // a state came: the connection is back, so "connection lost" is over
    if (this.notice?.code === "offline") this.notice = null;
    this.fetchRevealed(conn, msg);
    if (msg.version > before) this.settled();
    this.follow();
    this.hooks.changed();
  }

  /** Sealed choices (a simultaneous round) are shown as "has chosen" until the round
   *  ends; once a later choice arrives open, ask once for the events again from the
   *  first sealed one, so the history shows what everybody chose. */
  private fetchRevealed(conn: number, msg: StateMsg): void {
    const sealed = [...this.history.values()].filter((e) => e.sealed);
    if (sealed.length === 0 || this.resyncedAt === msg.version) return;
    const firstSealed = Math.min(...sealed.map((e) => e.version));
    const lastSealed = Math.max(...sealed.map((e) => e.version));
    const opened = msg.events.some((e) => !e.sealed && e.version > lastSealed);
    if (!opened) return;
    this.resyncedAt = msg.version;
    this.conns.get(conn)?.sync(firstSealed - 1);
  }

  /** Follow the seat whose turn it is (hot-seat). */
  private follow(): void {
    const newest = this.anyLatest();
    if (!newest) return;
    const local = this.localSeats();
    const next = local.length === 0 ? SPECTATOR : seatToShow(local, this.shown, newest.to_move);
    if (next !== null) this.shown = next;
  }

  /** The events in order. */
  events(): MatchEvent[] {
    return [...this.history.values()].sort((a, b) => a.version - b.version);
  }

  /** Replace the history (the replay shows the whole game, every choice open). */
  replaceHistory(events: readonly MatchEvent[]): void {
    this.history.clear();
    for (const event of events) this.history.set(event.version, { ...event, sealed: false });
  }

  // ------------------------------------------------------------------ board
  /** What the board area shows: a hand-over screen before another seat's secrets,
   *  else the shown seat's newest state. */
  plan(): BoardPlan {
    const newest = this.anyLatest();
    const seat = this.shown;
    if (!newest || seat === null) return { kind: "none" };
    const msg = this.latest.get(seat);
    if (!msg) return { kind: "none" };
    const finished = newest.status === "finished";
    if (
      !finished &&
      seat !== SPECTATOR &&
      needsHandover(this.localSeats().length, this.game.hidden_information, this.revealed, seat)
    ) {
      return { kind: "handover", seat };
    }
    return { kind: "board", seat, msg, finished };
  }

  /** The person at the screen confirmed they are `seat` (or the board shows it). */
  reveal(seat: number): void {
    this.revealed = seat;
  }

  /** Whether a seat's board must offer no action now. */
  readOnly(seat: number): boolean {
    const msg = this.latest.get(seat);
    return seat === SPECTATOR || !msg || msg.status !== "running";
  }

  /** Send an action of `seat` on the version that seat saw last. While an action is in
   *  flight another is not sent (a double click makes one move, not a refused second). */
  send(seat: number, action: unknown): void {
    const conn = this.conns.get(seat);
    const msg = this.latest.get(seat);
    if (!conn || !msg || seat === SPECTATOR || this.pending !== null) return;
    this.notice = null;
    const id = conn.act(msg.version, action);
    if (id === null) this.notice = { key: "conn.reconnecting", fallback: "", code: "offline" };
    else this.pending = id;
    this.hooks.changed();
  }

  // ------------------------------------------------------------------ status line
  turn(): TurnInfo | null {
    const msg = this.anyLatest();
    if (!msg) return null;
    const spectating = this.localSeats().length === 0 && msg.status === "running";
    const shown = this.shown;
    if (msg.status === "open") return { kind: "open", seats: [], spectating };
    if (msg.status === "finished") return { kind: "finished", seats: [], spectating };
    if (shown !== null && shown !== SPECTATOR && msg.to_move.includes(shown))
      return { kind: "mine", seats: [shown], spectating };
    if (msg.to_move.length > 1) return { kind: "choosing", seats: [...msg.to_move], spectating };
    if (msg.to_move.length === 1) return { kind: "waiting", seats: [...msg.to_move], spectating };
    return { kind: "none", seats: [], spectating };
  }

  /** The move clocks running now: seconds left per seat to move (epoch `nowMs`). */
  clocks(nowMs: number): { seat: number; seconds: number }[] {
    const msg = this.anyLatest();
    if (!msg || msg.status !== "running") return [];
    return msg.seats
      .filter((s) => s.deadline !== null && msg.to_move.includes(s.seat))
      .map((s) => ({ seat: s.seat, seconds: secondsLeft(s.deadline!, nowMs) }));
  }
}
