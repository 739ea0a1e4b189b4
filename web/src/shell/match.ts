/**
 * The match page (/match/{id}, also the invite link): join or watch, the board of the seat
 * this browser plays (several seats on one screen: hot-seat with hand-over screens), the
 * status line, the players, the move history, refused-action messages, reconnecting, and
 * at the end the result with a replay of the whole game.
 */
import { api, ApiError, type GameInfo, type History, type MatchInfo } from "../api";
import { Connection, websocketUrl, type ConnStatus, type ServerError } from "../connection";
import { h } from "../dom";
import { moduleFor } from "../games";
import { loadTokens, saveToken, storage, type SeatTokens } from "../tokens";
import type { Board, BoardHost, GameModule, MatchEvent, StateMsg } from "../types";
import type { AppContext, Page } from "./context";
import { botLabel, joinNames, secondsLeft, seatName } from "./format";
import { needsHandover, seatToShow } from "./hotseat";
import { outcomeRows } from "./outcome";

const SPECTATOR = -1;

export function matchPage(root: HTMLElement, app: AppContext, matchId: string): Page {
  const page = new MatchPage(root, app, matchId);
  void page.start();
  return page;
}

class MatchPage implements Page {
  private info: MatchInfo | null = null;
  private game: GameInfo | null = null;
  private module: GameModule | null = null;
  private gameData: unknown = {};
  private tokens: SeatTokens = {};
  private readonly conns = new Map<number, Connection>();
  private readonly latest = new Map<number, StateMsg>();
  private readonly history = new Map<number, MatchEvent>();
  private shown: number | null = null;
  private revealed: number | null = null;
  private board: Board | null = null;
  private boardSeat: number | null = null;
  private boardPrev: StateMsg | null = null;
  private destroyed = false;
  private clockTimer: number | undefined;
  private replay: Replay | null = null;
  private resyncedAt = -1;

  // page parts
  private readonly el = h("section", { class: "match", "aria-busy": "true" });
  private readonly title = h("h1", { class: "match-title" });
  private readonly turn = h("p", { class: "match-turn", "data-testid": "turn", role: "status" });
  private readonly clock = h("span", { class: "match-clock", "data-testid": "clock" });
  private readonly conn = h("span", { class: "conn", "data-testid": "connection" });
  private readonly notice = h("div", {
    class: "notice",
    "data-testid": "notice",
    role: "alert",
    hidden: true,
  });
  private readonly boardRoot = h("div", { class: "board-root", "data-testid": "board" });
  private readonly seatsList = h("ul", { class: "seats", "data-testid": "seats" });
  private readonly invite = h("div", { class: "invite", hidden: true });
  private readonly movesList = h("ol", { class: "moves", "data-testid": "history" });
  private readonly overlay = h("div", { class: "overlay", hidden: true });
  private readonly live = h("div", { class: "sr-only", "aria-live": "polite" });

  constructor(
    private readonly root: HTMLElement,
    private readonly app: AppContext,
    private readonly matchId: string,
  ) {
    const t = app.t;
    this.el.append(
      h(
        "header",
        { class: "match-head" },
        this.title,
        h("div", { class: "match-status" }, this.turn, this.clock, this.conn),
      ),
      this.notice,
      h(
        "div",
        { class: "match-main" },
        h("div", { class: "board-wrap" }, this.boardRoot),
        h(
          "aside",
          { class: "match-side" },
          h("h2", {}, t("match.seats")),
          this.seatsList,
          this.invite,
          h(
            "details",
            { class: "history", open: true },
            h("summary", {}, t("match.history")),
            this.movesList,
          ),
        ),
      ),
      this.overlay,
      this.live,
    );
    this.root.replaceChildren(this.el);
    this.title.textContent = t("match.loading");
  }

  private get t() {
    return this.app.t;
  }

  async start(): Promise<void> {
    try {
      this.info = await api.match(this.matchId);
      this.game = await api.game(this.info.game);
      this.gameData = await api.gameData(this.info.game);
    } catch (error) {
      if (this.destroyed) return;
      const message =
        error instanceof ApiError && error.status === 404
          ? this.t("match.notFound", { id: this.matchId })
          : this.t("lobby.loadError", { message: String((error as Error).message) });
      this.title.textContent = message;
      this.el.removeAttribute("aria-busy");
      return;
    }
    if (this.destroyed) return;
    this.module = moduleFor(this.info.game) ?? null;
    const name = this.game.names[this.app.lang] ?? this.info.game_name;
    this.title.textContent = name;
    this.app.setTitle(name);
    this.el.dataset.game = this.info.game;
    this.el.removeAttribute("aria-busy");
    this.tokens = loadTokens(storage(), this.matchId);
    this.drawSeats();
    if (this.localSeats().length === 0 && this.info.seats.some((s) => s.open)) {
      this.showJoin();
    }
    this.connect();
    this.clockTimer = window.setInterval(() => this.drawClock(), 1000);
  }

  destroy(): void {
    this.destroyed = true;
    window.clearInterval(this.clockTimer);
    for (const conn of this.conns.values()) conn.close();
    this.conns.clear();
    this.board?.destroy();
    this.replay?.board.destroy();
  }

  // ------------------------------------------------------------------ seats
  private localSeats(): number[] {
    return Object.keys(this.tokens)
      .map(Number)
      .sort((a, b) => a - b);
  }

  private seats() {
    const msg = this.anyLatest();
    return msg?.seats ?? this.info?.seats ?? [];
  }

  private nameOf(seat: number): string {
    return seatName(this.t, this.seats()[seat], seat);
  }

  private anyLatest(): StateMsg | null {
    let best: StateMsg | null = null;
    for (const msg of this.latest.values()) if (!best || msg.version > best.version) best = msg;
    return best;
  }

  // ------------------------------------------------------------ connections
  private connect(): void {
    const url = websocketUrl(window.location, this.matchId);
    const local = this.localSeats();
    const wanted = local.length > 0 ? local : [SPECTATOR];
    for (const seat of wanted) {
      if (this.conns.has(seat)) continue;
      const token = seat === SPECTATOR ? null : this.tokens[seat]!;
      const conn = new Connection(url, token, {
        state: (msg) => this.onState(seat, msg),
        status: () => this.drawConnection(),
        error: (error) => this.onError(error),
        accepted: () => this.settled(),
      });
      this.conns.set(seat, conn);
    }
    if (local.length > 0 && this.conns.has(SPECTATOR)) {
      this.conns.get(SPECTATOR)!.close();
      this.conns.delete(SPECTATOR);
    }
    this.drawConnection();
  }

  private drawConnection(): void {
    const statuses = [...this.conns.values()].map((c) => c.status);
    const order: ConnStatus[] = ["offline", "reconnecting", "connecting", "online"];
    const worst = order.find((s) => statuses.includes(s)) ?? "connecting";
    this.conn.textContent = this.t(`conn.${worst}`);
    this.conn.dataset.status = worst;
  }

  /** The sent action was answered (accepted, refused, or a new state came). */
  private settled(): void {
    delete this.boardRoot.dataset.pending;
  }

  private onError(error: ServerError): void {
    this.settled();
    const key = `err.${error.code}`;
    const text = this.t(key);
    this.showNotice(text === key ? error.message : text, error.code);
  }

  private showNotice(text: string, code = "info"): void {
    this.notice.textContent = text;
    this.notice.dataset.code = code;
    this.notice.hidden = false;
  }

  private clearNotice(): void {
    this.notice.hidden = true;
    this.notice.textContent = "";
  }

  // ------------------------------------------------------------------ state
  private onState(conn: number, msg: StateMsg): void {
    if (this.destroyed) return;
    const before = this.anyLatest()?.version ?? -1;
    this.latest.set(conn, msg);
    for (const event of msg.events) {
      const known = this.history.get(event.version);
      if (!known || (known.sealed && !event.sealed)) this.history.set(event.version, event);
    }
    // keep a "stale" explanation until the player acts again; clear other notices
    if (msg.version > before && this.notice.dataset.code !== "stale") this.clearNotice();
    this.fetchRevealed(conn, msg);
    if (msg.version > before) this.settled();
    this.refresh();
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

  private refresh(): void {
    const newest = this.anyLatest();
    if (!newest) return;
    const local = this.localSeats();
    const next = local.length === 0 ? SPECTATOR : seatToShow(local, this.shown, newest.to_move);
    if (next !== null && next !== this.shown) this.shown = next;
    this.drawSeats();
    this.drawTurn(newest);
    this.drawHistory();
    this.drawClock();
    if (newest.status === "finished") {
      this.showBoard(true);
      if (!this.replay && this.overlay.dataset.kind !== "over-closed") this.showGameOver(newest);
      return;
    }
    this.showBoard(false);
  }

  private showBoard(finished: boolean): void {
    if (this.replay) return;
    const seat = this.shown;
    if (seat === null) return;
    const msg = this.latest.get(seat);
    if (!msg || !this.module) return;
    const local = this.localSeats();
    if (
      !finished &&
      seat !== SPECTATOR &&
      needsHandover(local.length, this.module.hasSecrets, this.revealed, seat)
    ) {
      this.showHandover(seat);
      return;
    }
    if (this.overlay.dataset.kind === "handover") return;
    this.revealed = seat;
    if (this.boardSeat !== seat || !this.board) {
      this.board?.destroy();
      this.boardRoot.replaceChildren();
      this.board = this.module.create(this.boardRoot, this.hostFor(seat));
      this.boardSeat = seat;
      this.boardPrev = null;
    }
    this.boardRoot.dataset.seat = String(seat);
    this.boardRoot.dataset.version = String(msg.version);
    if (this.boardPrev === msg) return;
    this.board.update(msg, this.boardPrev);
    this.boardPrev = msg;
  }

  /** What a board of this page gets; `readOnly` is asked anew on every read. */
  private host(readOnly: () => boolean, send: (action: unknown) => void): BoardHost {
    return {
      lang: this.app.lang,
      t: this.app.t,
      gameData: this.gameData,
      seatName: (s) => this.nameOf(s),
      announce: (text) => {
        this.live.textContent = text;
      },
      get readOnly() {
        return readOnly();
      },
      send,
    };
  }

  private hostFor(seat: number): BoardHost {
    return this.host(
      () => {
        const msg = this.latest.get(seat);
        return seat === SPECTATOR || !msg || msg.status !== "running";
      },
      (action) => this.send(seat, action),
    );
  }

  private send(seat: number, action: unknown): void {
    const conn = this.conns.get(seat);
    const msg = this.latest.get(seat);
    if (!conn || !msg || seat === SPECTATOR) return;
    this.clearNotice();
    const id = conn.act(msg.version, action);
    if (id === null) {
      this.showNotice(this.t("conn.reconnecting"), "offline");
      return;
    }
    this.boardRoot.dataset.pending = id;
  }

  // ------------------------------------------------------------ drawing
  private drawTurn(msg: StateMsg): void {
    const t = this.t;
    let text: string;
    const local = this.localSeats();
    if (msg.status === "open") text = t("match.waitingPlayers");
    else if (msg.status === "finished") text = t("over.title");
    else if (this.shown !== null && this.shown !== SPECTATOR && msg.to_move.includes(this.shown))
      text = t("match.yourTurn", { name: this.nameOf(this.shown) });
    else if (msg.to_move.length > 1)
      text = t("match.choosing", {
        names: joinNames(
          this.app.lang,
          msg.to_move.map((s) => this.nameOf(s)),
        ),
      });
    else if (msg.to_move.length === 1) text = t("match.waitingFor", { name: this.nameOf(msg.to_move[0]!) });
    else text = "";
    if (local.length === 0 && msg.status === "running") text += ` · ${t("match.spectating")}`;
    this.turn.textContent = text;
    this.turn.dataset.mine = String(
      this.shown !== null && msg.to_move.includes(this.shown) && this.shown !== SPECTATOR,
    );
  }

  private drawClock(): void {
    const msg = this.anyLatest();
    this.clock.textContent = "";
    if (!msg || msg.status !== "running") return;
    const parts: string[] = [];
    for (const seat of msg.seats) {
      if (seat.deadline !== null && msg.to_move.includes(seat.seat)) {
        const s = secondsLeft(seat.deadline, Date.now());
        parts.push(`${seat.name}: ${this.t("match.clock", { s })}`);
      }
    }
    this.clock.textContent = parts.join(" · ");
  }

  private drawSeats(): void {
    const t = this.t;
    const msg = this.anyLatest();
    const local = this.localSeats();
    const toMove = msg?.status === "running" ? msg.to_move : [];
    const winners = msg?.outcome?.winners ?? [];
    this.seatsList.replaceChildren(
      ...this.seats().map((seat, index) => {
        const tags: string[] = [];
        if (local.includes(index)) tags.push(t("match.you"));
        if (seat.kind === "bot" && seat.bot) tags.push(`bot · ${botLabel(t, seat.bot)}`);
        if (seat.kind === "human" && !seat.open)
          tags.push(seat.connected > 0 ? t("match.online") : t("match.away"));
        return h(
          "li",
          {
            "data-seat": index,
            class: [
              "seat",
              toMove.includes(index) ? "to-move" : "",
              winners.includes(index) ? "winner" : "",
              seat.open ? "open" : "",
            ].join(" "),
          },
          h("span", { class: "seat-mark", "aria-hidden": "true" }, String(index + 1)),
          h("span", { class: "seat-name" }, seatName(t, seat, index)),
          tags.length ? h("span", { class: "seat-tags" }, tags.join(" · ")) : null,
        );
      }),
    );
    const open = this.seats().some((s) => s.open);
    this.invite.hidden = !open;
    if (open && this.invite.childElementCount === 0) {
      const link = `${window.location.origin}/match/${this.matchId}`;
      const input = h("input", {
        type: "text",
        readonly: true,
        value: link,
        "data-testid": "invite-link",
        "aria-label": t("match.invite"),
      });
      const copy = h("button", { type: "button", class: "secondary" }, t("match.copy"));
      copy.addEventListener("click", () => {
        input.select();
        void navigator.clipboard?.writeText(link).then(
          () => {
            copy.textContent = t("match.copied");
          },
          () => undefined,
        );
      });
      this.invite.append(h("h2", {}, t("match.invite")), h("div", { class: "row" }, input, copy));
    }
  }

  private drawHistory(): void {
    const t = this.t;
    const events = [...this.history.values()].sort((a, b) => a.version - b.version);
    if (events.length === 0) {
      this.movesList.replaceChildren(h("li", { class: "muted" }, t("match.noMoves")));
      return;
    }
    this.movesList.replaceChildren(
      ...events.map((event) =>
        h(
          "li",
          { "data-version": event.version },
          h("span", { class: "move-who" }, this.nameOf(event.seat)),
          " ",
          event.sealed || event.text === null ? t("match.sealed") : event.text,
          event.by === "clock" ? ` ${t("match.byClock")}` : "",
        ),
      ),
    );
    this.movesList.lastElementChild?.scrollIntoView?.({ block: "nearest" });
  }

  // ------------------------------------------------------------ overlays
  private openOverlay(kind: string, ...content: HTMLElement[]): void {
    this.overlay.dataset.kind = kind;
    this.overlay.hidden = false;
    const box = h("div", { class: "overlay-box", role: "dialog", "aria-modal": "true" }, ...content);
    this.overlay.replaceChildren(box);
    const focus = box.querySelector<HTMLElement>("[autofocus], button, input, select");
    focus?.focus();
  }

  private closeOverlay(kind = ""): void {
    this.overlay.hidden = true;
    this.overlay.replaceChildren();
    this.overlay.dataset.kind = kind;
  }

  private showJoin(): void {
    const t = this.t;
    const open = (this.info?.seats ?? []).filter((s) => s.open);
    const name = h("input", {
      type: "text",
      name: "join-name",
      maxlength: 40,
      required: true,
      value: window.localStorage?.getItem("spelkast.name") ?? "",
      autofocus: true,
    });
    const seat = h(
      "select",
      { name: "join-seat" },
      ...open.map((s) => h("option", { value: s.seat }, t("lobby.seat", { n: s.seat + 1 }))),
    );
    const error = h("p", { class: "error", role: "alert" });
    const form = h(
      "form",
      { class: "join", "data-testid": "join-form" },
      h("h2", {}, t("match.join.title")),
      h("label", {}, t("match.join.name"), name),
      h("label", {}, t("match.join.seat"), seat),
      error,
      h(
        "div",
        { class: "row" },
        h("button", { type: "submit", "data-testid": "join" }, t("match.join.button")),
        h(
          "button",
          {
            type: "button",
            class: "secondary",
            "data-testid": "watch",
            onclick: () => this.closeOverlay(),
          },
          t("match.watch"),
        ),
      ),
    );
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const who = name.value.trim();
      if (!who) return;
      void api.join(this.matchId, who, Number(seat.value)).then(
        (joined) => {
          try {
            window.localStorage?.setItem("spelkast.name", who);
          } catch {
            // storage disabled
          }
          saveToken(storage(), this.matchId, joined.seat, joined.token);
          this.tokens = loadTokens(storage(), this.matchId);
          if (!this.tokens[joined.seat]) this.tokens[joined.seat] = joined.token;
          this.info = joined.match;
          this.closeOverlay();
          this.latest.delete(SPECTATOR);
          this.shown = null;
          this.connect();
        },
        (err: Error) => {
          error.textContent = err.message;
        },
      );
    });
    this.openOverlay("join", form);
  }

  private showHandover(seat: number): void {
    if (this.overlay.dataset.kind === "handover" && this.overlay.dataset.seat === String(seat))
      return;
    const t = this.t;
    const name = this.nameOf(seat);
    // Hide the previous seat's secrets while the screen changes hands.
    this.board?.destroy();
    this.board = null;
    this.boardSeat = null;
    this.boardRoot.replaceChildren();
    delete this.boardRoot.dataset.version;
    delete this.boardRoot.dataset.seat;
    const ready = h(
      "button",
      { type: "button", "data-testid": "handover-ready", autofocus: true },
      t("handover.ready", { name }),
    );
    ready.addEventListener("click", () => {
      this.revealed = seat;
      this.closeOverlay();
      this.refresh();
    });
    this.openOverlay(
      "handover",
      h(
        "div",
        { class: "handover", "data-testid": "handover" },
        h("h2", {}, t("handover.title", { name })),
        h("p", {}, t("handover.body", { name })),
        ready,
      ),
    );
    this.overlay.dataset.seat = String(seat);
  }

  private showGameOver(msg: StateMsg): void {
    if (this.overlay.dataset.kind === "over") return;
    const t = this.t;
    const outcome = msg.outcome;
    const rows = outcome ? outcomeRows(outcome, (s) => this.nameOf(s)) : [];
    const winners = outcome?.winners.map((s) => this.nameOf(s)) ?? [];
    const headline =
      winners.length === 0
        ? t("over.noWinner")
        : t(winners.length === 1 ? "over.winner" : "over.winners", {
            names: joinNames(this.app.lang, winners),
          });
    const table = h(
      "table",
      { class: "results" },
      h(
        "thead",
        {},
        h("tr", {}, h("th", {}, t("over.rank")), h("th", {}, t("over.player")), h("th", {}, t("over.score"))),
      ),
      h(
        "tbody",
        {},
        ...rows.map((row) =>
          h(
            "tr",
            { class: row.winner ? "winner" : "", "data-seat": row.seat },
            h("td", {}, String(row.rank)),
            h("td", {}, row.winner ? `★ ${row.name}` : row.name),
            h("td", {}, String(row.score)),
          ),
        ),
      ),
    );
    this.openOverlay(
      "over",
      h(
        "div",
        { class: "game-over", "data-testid": "game-over" },
        h("h2", {}, t("over.title")),
        h("p", { class: "headline" }, headline),
        table,
        outcome?.reason ? h("p", { class: "muted reason" }, outcome.reason) : null,
        h(
          "div",
          { class: "row" },
          h(
            "button",
            { type: "button", "data-testid": "replay-open", onclick: () => void this.openReplay() },
            t("over.replay"),
          ),
          h(
            "button",
            {
              type: "button",
              class: "secondary",
              "data-testid": "over-close",
              onclick: () => this.closeOverlay("over-closed"),
            },
            "×",
          ),
          h(
            "a",
            {
              href: "/",
              class: "button secondary",
              onclick: (event: Event) => {
                event.preventDefault();
                this.app.navigate("/");
              },
            },
            t("over.lobby"),
          ),
        ),
      ),
    );
  }

  // ------------------------------------------------------------ replay
  private async openReplay(): Promise<void> {
    if (!this.module || !this.info) return;
    let history: History;
    try {
      history = await api.history(this.matchId);
    } catch (error) {
      this.showNotice(String((error as Error).message));
      return;
    }
    this.closeOverlay("over-closed");
    this.board?.destroy();
    this.board = null;
    this.boardSeat = null;
    this.boardRoot.replaceChildren();
    const t = this.t;
    const boardEl = h("div", { class: "replay-board" });
    const host = this.host(
      () => true,
      () => undefined,
    );
    const board = this.module.create(boardEl, host);
    const total = history.events.length;
    const slider = h("input", {
      type: "range",
      min: 0,
      max: total,
      value: total,
      "data-testid": "replay-slider",
      "aria-label": t("replay.slider"),
    });
    const label = h("p", { class: "replay-label", "aria-live": "polite" });
    const replay: Replay = { board, history, index: -1, prev: null };
    this.replay = replay;
    const seats = this.anyLatest()?.seats ?? this.info.seats;
    const go = (index: number) => {
      index = Math.max(0, Math.min(total, index));
      slider.value = String(index);
      const msg: StateMsg = {
        type: "state",
        match: this.matchId,
        version: index,
        since: null,
        full: true,
        status: index === total ? "finished" : "running",
        seat: null,
        to_move: [],
        view: history.views[index],
        events: [],
        seats,
        outcome: index === total ? history.match.outcome : null,
        legal: [],
      };
      board.update(msg, replay.index === index - 1 ? replay.prev : null);
      replay.prev = msg;
      replay.index = index;
      const event = history.events[index - 1];
      label.textContent =
        index === 0
          ? t("replay.start")
          : `${t("replay.position", { n: index, total })}: ${this.nameOf(event!.seat)} ${event!.text}`;
      for (const item of this.movesList.querySelectorAll("li")) {
        item.classList.toggle("current", item.dataset.version === String(index));
      }
    };
    slider.addEventListener("input", () => go(Number(slider.value)));
    const button = (key: string, testid: string, to: () => number) =>
      h("button", { type: "button", class: "secondary", "data-testid": testid, onclick: () => go(to()) }, t(key));
    const controls = h(
      "div",
      { class: "replay", "data-testid": "replay" },
      h("h2", {}, t("replay.title")),
      slider,
      h(
        "div",
        { class: "row" },
        button("replay.first", "replay-first", () => 0),
        button("replay.prev", "replay-prev", () => replay.index - 1),
        button("replay.next", "replay-next", () => replay.index + 1),
        button("replay.last", "replay-last", () => total),
        h(
          "button",
          {
            type: "button",
            class: "secondary",
            onclick: () => {
              board.destroy();
              this.replay = null;
              this.boardRoot.replaceChildren();
              this.refresh();
            },
          },
          t("replay.close"),
        ),
      ),
      label,
    );
    this.boardRoot.replaceChildren(controls, boardEl);
    // the history list doubles as the replay's index
    this.history.clear();
    for (const event of history.events) this.history.set(event.version, { ...event, sealed: false });
    this.drawHistory();
    for (const item of this.movesList.querySelectorAll<HTMLElement>("li[data-version]")) {
      item.tabIndex = 0;
      item.addEventListener("click", () => go(Number(item.dataset.version)));
      item.addEventListener("keydown", (event) => {
        if (event.key === "Enter") go(Number(item.dataset.version));
      });
    }
    go(total);
    slider.focus();
  }
}

interface Replay {
  board: Board;
  history: History;
  index: number;
  prev: StateMsg | null;
}
