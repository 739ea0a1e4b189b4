/**
 * The match page (/match/{id}, also the invite link): join or watch, the board of the seat
 * this browser plays (several seats on one screen: hot-seat with hand-over screens), the
 * status line, the players, the move history, refused-action messages, reconnecting, and
 * at the end the result with a replay of the whole game.
 *
 * The page draws; what it draws comes from the DOM-free `MatchController`
 * (match/controller.ts). The side parts are in match/views.ts, the dialogs in
 * match/dialogs.ts, the replay in match/replay.ts.
 */
import { api, ApiError, type GameInfo, type History, type MatchInfo } from "../api";
import { clockFaces, drawClockFaces } from "./play/clocks";
import { rematchStep, resignBox } from "./play/endgame";
import { RematchFlow } from "./play/rematchflow";
import { playTurnSound } from "./play/sound";
import { Connection, websocketUrl, type Timers } from "../connection";
import { h } from "../dom";
import { loadModule } from "../games";
import { learnPath } from "./learn/paths";
import { forgetSeat, inviteFromHash, inviteLink, loadHost, loadTokens } from "../tokens";
import { readSetting, storage, writeSetting } from "../tokens";
import { seatTokens } from "./match/seatkeys";
import type { Board, BoardHost, GameModule, StateMsg } from "../types";
import type { AppContext, Page } from "./context";
import { joinNames, seatName, withoutOthersNames } from "./format";
import { scoreHeading } from "./outcome";
import { changesList, ratingsApi } from "./ratings/ratings";
import { MatchController, noticeText } from "./match/controller";
import { ConfirmStep } from "./match/confirm_wiring";
import { gameOverBox, handoverBox, Overlay } from "./match/dialogs";
import { openJoin } from "./match/joining";
import { paceMs, paceSelect } from "./match/pace";
import { TurnAlert } from "./match/alert";
import { HintBar } from "./match/hints";
import { PhraseBar } from "./match/phrases";
import { Replay } from "./match/replay";
import { reviewPath } from "./review/paths";
import { pageState, stateText } from "./match/pagestate";
import { clearSeatSlots, drawHistory, drawInvite, drawSeats, turnText } from "./match/views";

/** localStorage key: show the engine notation in the history instead of words. */
const NOTATION_KEY = "spelkast.notation";
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
  private ctl: MatchController | null = null;
  private board: Board | null = null;
  private boardSeat: number | null = null;
  private boardPrev: StateMsg | null = null;
  private destroyed = false;
  private clockTimer: number | undefined;
  private replay: Replay | null = null;
  private readonly alert = new TurnAlert(document, playTurnSound);
  private pageTitle = "";

  // page parts
  private readonly el = h("section", { class: "match", "aria-busy": "true" });
  private readonly title = h("h1", { class: "match-title" });
  /** "?": the game's Learn to play page (its lessons, and from there its rules). */
  private readonly learnLink = h("a", { class: "learn-help", "data-testid": "learn-help", hidden: true }, "?");
  private readonly turn = h("p", { class: "match-turn", "data-testid": "turn", role: "status" });
  private readonly clock = h("div", { class: "clock-faces", "data-testid": "clocks", hidden: true });
  private readonly resignButton = h("button", {
    type: "button",
    class: "secondary resign-button",
    "data-testid": "resign",
    hidden: true,
  });
  private readonly rematch: RematchFlow;
  private readonly conn = h("span", { class: "conn", "data-testid": "connection" });
  private readonly notice = h("div", {
    class: "notice",
    "data-testid": "notice",
    role: "alert",
    hidden: true,
  });
  /** The server's notices about the match (a bot replaced by its fallback): a polite
   *  live region that keeps every notice of the match, newest last. */
  private readonly serverNoticeList = h("ul", {});
  private readonly serverNotices = h(
    "div",
    { class: "server-notices", "data-testid": "server-notices", role: "status", "aria-live": "polite", hidden: true },
    this.serverNoticeList,
  );
  private readonly boardRoot = h("div", { class: "board-root", "data-testid": "board" });
  private readonly seatsList = h("ul", { class: "seats", "data-testid": "seats" });
  private readonly invite = h("div", { class: "invite", hidden: true });
  private readonly freeError = h("p", { class: "error", role: "alert", "data-testid": "free-error", hidden: true });
  private readonly movesList = h("ol", { class: "moves", "data-testid": "history" });
  private readonly notationBox = h("input", { type: "checkbox", "data-testid": "history-notation" });
  /** The optional confirm step for this browser's moves (match/confirm_wiring.ts). */
  private readonly confirm: ConfirmStep;
  /** Back to the result after its dialog was closed (also from the replay). */
  private readonly resultButton = h("button", {
    type: "button",
    class: "secondary result-button",
    "data-testid": "show-result",
    hidden: true,
  });
  private readonly hints: HintBar;
  private readonly phrases: PhraseBar;
  private readonly overlay = new Overlay();
  private readonly live = h("div", { class: "sr-only", "aria-live": "polite" });

  constructor(
    private readonly root: HTMLElement,
    private readonly app: AppContext,
    private readonly matchId: string,
  ) {
    const t = app.t;
    this.confirm = new ConfirmStep({
      t,
      boardRoot: this.boardRoot,
      board: () => this.board,
      latest: (seat) => this.ctl?.latest.get(seat),
      send: (seat, action) => this.ctl?.send(seat, action),
      dialogOpen: () => this.overlay.kind !== "" && this.overlay.kind !== "over-closed",
    });
    this.hints = new HintBar(t, app.lang, () => this.ctl, () => this.boardSeat, () => this.board);
    const row = (seat: number) => this.seatsList.querySelector<HTMLElement>(`li[data-seat="${seat}"]`);
    this.phrases = new PhraseBar(t, () => this.ctl, (seat) => this.nameOf(seat), row);
    this.rematch = new RematchFlow(t, app.lang, (s) => this.nameOf(s), {
      matchId,
      ctl: () => this.ctl,
      reopen: () => {
        const newest = this.ctl?.anyLatest();
        if (newest && this.overlay.kind === "over-closed" && !this.replay) this.showGameOver(newest);
      },
      navigate: (path) => this.app.navigate(path),
      alive: () => !this.destroyed,
    });
    this.el.append(
      h(
        "header",
        { class: "match-head" },
        h("div", { class: "match-heading" }, this.title, this.learnLink),
        h(
          "div",
          { class: "match-status" },
          this.turn,
          this.clock,
          this.conn,
          this.resultButton,
          this.resignButton,
          h("label", { class: "check pace-label" }, t("pace.label"), paceSelect(t)),
          h("label", { class: "check confirm-label" }, this.confirm.box, t("confirm.option")),
        ),
      ),
      this.notice,
      this.serverNotices,
      h(
        "div",
        { class: "match-main" },
        h(
          "div",
          { class: "board-wrap" },
          h("h2", { class: "sr-only" }, t("match.board")),
          this.hints.el,
          this.confirm.bar,
          this.boardRoot,
        ),
        h(
          "aside",
          { class: "match-side" },
          h("h2", {}, t("match.seats")),
          this.seatsList,
          this.phrases.el,
          this.freeError,
          this.invite,
          h(
            "details",
            { class: "history", open: true },
            h("summary", {}, t("match.history")),
            h("label", { class: "check history-notation" }, this.notationBox, t("match.notation")),
            this.movesList,
          ),
        ),
      ),
      this.overlay.el,
      this.live,
    );
    this.root.replaceChildren(this.el);
    // the history scrolls: it takes the focus so that keys can scroll it too
    this.movesList.tabIndex = 0;
    this.movesList.setAttribute("aria-label", t("match.history"));
    this.title.textContent = t("match.loading");
    this.resultButton.textContent = t("over.show");
    this.resignButton.textContent = t("resign.button");
    this.resignButton.addEventListener("click", () => this.showResign());
    this.resultButton.addEventListener("click", () => {
      const newest = this.ctl?.anyLatest();
      if (newest?.status === "finished") this.showGameOver(newest);
    });
    this.notationBox.checked = readSetting(NOTATION_KEY) === "1";
    this.notationBox.addEventListener("change", () => {
      writeSetting(NOTATION_KEY, this.notationBox.checked ? "1" : "0");
      if (this.ctl) this.drawSide();
    });
  }

  private get t() {
    return this.app.t;
  }

  async start(): Promise<void> {
    try {
      this.info = await api.match(this.matchId);
      const game = this.info.game;
      let module: GameModule | undefined;
      [this.game, this.gameData, module] = await Promise.all([api.game(game), api.gameData(game), loadModule(game)]);
      this.module = module ?? null;
    } catch (error) {
      if (this.destroyed) return;
      this.el.removeAttribute("aria-busy");
      if (error instanceof ApiError && error.status === 404) {
        // no such match (or one that expired): the app's not-found page, with a way back
        this.app.setTitle(this.t("notfound.title"));
        this.el.replaceChildren(
          h("h1", { "data-testid": "notfound" }, this.t("notfound.title")),
          h("p", {}, this.t("match.notFound", { id: this.matchId })),
          h("p", {}, h("a", { href: "/", "data-testid": "back-to-lobby" }, this.t("notfound.back"))),
        );
        return;
      }
      this.title.textContent = this.t("lobby.loadError", { message: String((error as Error).message) });
      return;
    }
    if (this.destroyed) return;
    const name = this.game.names[this.app.lang] ?? this.info.game_name;
    this.title.textContent = name;
    this.showLearnLink(this.info.game, name);
    if (this.info.hints)
      this.title.after(h("span", { class: "badge hints-badge", "data-testid": "match-hints-on" }, this.t("hints.on")));
    this.app.setTitle(name);
    this.pageTitle = document.title;
    this.el.dataset.game = this.info.game;
    this.confirm.setup(this.info.options);
    this.el.removeAttribute("aria-busy");
    const url = websocketUrl(window.location, this.matchId);
    const ctl = new MatchController(
      this.game,
      (_seat, token, events) => new Connection(url, token, events),
      { changed: () => this.refresh(), phrase: (seat, said) => this.phrases.heard(seat, said) },
      { timers: window as unknown as Timers, stepMs: paceMs },
    );
    this.ctl = ctl;
    ctl.tokens = await seatTokens(this.matchId);
    if (this.destroyed) return;
    this.drawSide();
    if (ctl.localSeats().length === 0 && this.info.seats.some((s) => s.open)) this.showJoin();
    ctl.connect();
    this.clockTimer = window.setInterval(() => this.drawClock(), 1000);
  }

  destroy(): void {
    this.destroyed = true;
    this.confirm.destroy();
    this.alert.clear(this.pageTitle || document.title);
    window.clearInterval(this.clockTimer);
    this.ctl?.destroy();
    this.board?.destroy();
    this.replay?.destroy();
  }

  private nameOf(seat: number): string {
    return seatName(this.t, this.ctl?.seats(this.info?.seats)[seat], seat, this.ctl?.localSeats().includes(seat));
  }

  // ------------------------------------------------------------------ drawing
  private refresh(): void {
    const ctl = this.ctl;
    if (!ctl || this.destroyed) return;
    this.drawConnection();
    this.drawStatus();
    this.drawNotice();
    if (ctl.pending === null) delete this.boardRoot.dataset.pending;
    else this.boardRoot.dataset.pending = ctl.pending;
    const newest = ctl.anyLatest();
    if (!newest) return;
    for (const seat of ctl.lostSeats()) {
      forgetSeat(storage(), this.matchId, seat);
      ctl.lost(seat);
    }
    // the board and the side appear together with the first state (nothing jumps)
    this.el.dataset.ready = "true";
    this.drawSide();
    this.drawClock();
    this.showBoard();
    this.confirm.moved((seat) => (ctl.readOnly(seat) ? null : (ctl.latest.get(seat)?.version ?? null)));
    this.hints.draw();
    this.phrases.draw();
    this.resignButton.hidden = ctl.resignSeat() === null;
    if (this.overlay.kind === "resign" && ctl.resignSeat() === null) this.overlay.close();
    if (newest.status === "finished" && !this.replay && this.overlay.kind !== "over-closed")
      this.showGameOver(newest);
    this.drawRematch();
  }

  /** The status line: the one state the page is in (see match/pagestate.ts). The
   *  board's own turn line shows only in the states it agrees with (style.css). */
  private drawStatus(): void {
    const ctl = this.ctl!;
    const turn = ctl.turn();
    const state = pageState({ turn, conn: ctl.connectionStatus(), playingBack: ctl.playingBack() });
    const lang = this.app.lang;
    const nameOf = (s: number) => this.nameOf(s);
    this.el.dataset.state = state.kind;
    this.turn.textContent = stateText(
      this.t,
      state,
      () => (turn ? turnText(this.t, lang, turn, nameOf) : ""),
      nameOf,
      (names) => joinNames(lang, names),
    );
    this.turn.dataset.mine = String(state.kind === "yours");
    // the tab's title says the turn, else a rematch offer to answer, else the end (from
    // the first state on: a page opened on your turn does not chime)
    const title = this.pageTitle;
    if (!turn) return;
    if (state.kind === "yours") this.alert.set(true, title, this.t("match.turnAlert"));
    else if (rematchStep(ctl.rematch, ctl.localSeats()).kind === "answer")
      this.alert.set(true, title, this.t("match.rematchAlert"), false);
    else if (state.kind === "over") this.alert.set(true, title, this.t("over.title"), false);
    else this.alert.set(false, title, "");
  }

  private drawConnection(): void {
    const worst = this.ctl!.connectionStatus();
    this.conn.textContent = this.t(`conn.${worst}`);
    this.conn.dataset.status = worst;
  }

  private drawServerNotices(): void {
    const notices = this.ctl!.serverNotices;
    this.serverNotices.hidden = notices.length === 0;
    if (this.serverNoticeList.childElementCount === notices.length) return;
    const lang = this.app.lang;
    const said = (text: string) => withoutOthersNames(this.t, text, this.ctl!.seats(this.info?.seats), this.ctl!.localSeats());
    this.serverNoticeList.replaceChildren(
      ...notices.map((n) =>
        h("li", { "data-code": n.code }, said(n.text[lang] ?? n.text.en ?? this.t("match.noticeFallback", { name: n.name }))),
      ),
    );
  }

  private drawNotice(): void {
    this.drawServerNotices();
    const notice = this.ctl!.notice;
    if (!notice) {
      this.notice.hidden = true;
      this.notice.textContent = "";
      delete this.notice.dataset.code;
      return;
    }
    const text = noticeText(notice, this.app.lang, this.t);
    this.notice.textContent = withoutOthersNames(this.t, text, this.ctl!.seats(this.info?.seats), this.ctl!.localSeats());
    this.notice.dataset.code = notice.code;
    this.notice.hidden = false;
  }

  private drawSide(): void {
    const ctl = this.ctl!;
    const seats = ctl.seats(this.info?.seats);
    const host = loadHost(storage(), this.matchId);
    const free = host ? (seat: number) => void this.freeSeat(seat, host.key) : null;
    drawSeats(this.seatsList, this.t, seats, ctl.localSeats(), ctl.anyLatest(), free);
    const secret = this.inviteSecret();
    drawInvite(
      this.invite,
      this.t,
      seats.some((s) => s.open),
      inviteLink(window.location.origin, this.matchId, secret),
      secret !== null,
    );
    drawHistory(
      this.movesList,
      this.t,
      this.app.lang,
      ctl.events(),
      (s) => this.nameOf(s),
      this.notationBox.checked,
    );
    this.replay?.linkHistory();
  }

  private showLearnLink(game: string, name: string): void {
    const path = learnPath(game);
    const label = this.t("learn.help", { game: name });
    Object.assign(this.learnLink, { href: path, title: label, hidden: false });
    this.learnLink.setAttribute("aria-label", label);
    this.learnLink.onclick = (event) => {
      event.preventDefault();
      this.app.navigate(path);
    };
  }

  private drawClock(): void {
    if (!this.ctl) return;
    const faces = clockFaces(this.ctl.anyLatest(), this.info?.move_seconds ?? null, Date.now());
    drawClockFaces(this.clock, this.t, faces, (s) => this.nameOf(s));
  }

  private showBoard(): void {
    const ctl = this.ctl!;
    if (this.replay || !this.module) return;
    const plan = ctl.plan();
    if (plan.kind === "none") return;
    if (plan.kind === "handover") {
      this.showHandover(plan.seat);
      return;
    }
    if (this.overlay.kind === "handover") return;
    const { seat, msg } = plan;
    ctl.reveal(seat);
    if (this.boardSeat !== seat || !this.board) {
      this.board?.destroy();
      clearSeatSlots(this.seatsList);
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
      seatSlot: (s) => this.seatsList.querySelector<HTMLElement>(`li[data-seat="${s}"] .seat-game`),
      announce: (text) => {
        this.live.textContent = text;
      },
      get readOnly() {
        return readOnly();
      },
      get paceMs() {
        return paceMs();
      },
      send,
    };
  }

  private hostFor(seat: number): BoardHost {
    const host = this.host(
      () => this.ctl!.readOnly(seat),
      (action) => {
        const version = this.ctl!.latest.get(seat)?.version;
        if (version !== undefined && !this.ctl!.readOnly(seat)) this.confirm.offer(seat, action, version);
      },
    );
    host.previewed = (push) => this.hints.previewed(push);
    return host;
  }

  /** A private match's invite secret, if this browser has it (it created the match, or
   *  came through the invite link). */
  private inviteSecret(): string | null {
    return loadHost(storage(), this.matchId)?.invite ?? inviteFromHash(window.location.hash);
  }

  /** The creator frees `seat` (its player has not played); everyone hears of it. */
  private async freeSeat(seat: number, key: string): Promise<void> {
    this.freeError.hidden = true;
    try {
      this.info = await api.freeSeat(this.matchId, seat, key);
      this.refresh();
    } catch (err) {
      this.freeError.textContent = this.t("match.freeError", { message: (err as Error).message });
      this.freeError.hidden = false;
    }
  }

  // ------------------------------------------------------------ dialogs
  private showJoin(): void {
    openJoin({
      t: this.t,
      lang: this.app.lang,
      matchId: this.matchId,
      info: this.info,
      game: this.game,
      overlay: this.overlay,
      secret: this.inviteSecret(),
      joined: (match, seat, token) => {
        this.info = match;
        this.overlay.close();
        const ctl = this.ctl!;
        ctl.tokens = loadTokens(storage(), this.matchId);
        ctl.joined(seat, token);
      },
    });
  }

  private showHandover(seat: number): void {
    if (this.overlay.kind === "handover" && this.overlay.el.dataset.seat === String(seat)) return;
    // Hide the previous seat's secrets while the screen changes hands.
    this.board?.destroy();
    clearSeatSlots(this.seatsList);
    this.board = null;
    this.boardSeat = null;
    this.boardRoot.replaceChildren();
    delete this.boardRoot.dataset.version;
    delete this.boardRoot.dataset.seat;
    const ready = () => {
      this.ctl!.reveal(seat);
      this.overlay.close();
      this.refresh();
    };
    this.overlay.open("handover", handoverBox(this.t, this.nameOf(seat), ready));
    this.overlay.el.dataset.seat = String(seat);
  }

  private showGameOver(msg: StateMsg): void {
    if (this.overlay.kind === "over") return;
    const close = () => {
      this.overlay.close("over-closed");
      this.resultButton.hidden = false;
      this.resultButton.focus();
    };
    this.resultButton.hidden = true;
    const box = gameOverBox(this.t, this.app.lang, msg.outcome, (s) => this.nameOf(s), {
      replay: () => void this.openReplay(),
      close,
      lobby: () => this.app.navigate("/"),
      review: { path: reviewPath(this.matchId), open: () => this.app.navigate(reviewPath(this.matchId)) },
    }, msg.hints ?? null, scoreHeading(this.t, this.info?.game ?? "", msg.outcome));
    // the rematch offer, above the dialog's buttons
    box.querySelector(":scope > .row")?.before(this.rematch.panel.el);
    if (this.info?.rated) void this.showRatingChanges();
    this.overlay.open("over", box, close);
    this.drawRematch();
  }

  /** A rated match's rating changes, above the rematch offer, once the server says them. */
  private async showRatingChanges(): Promise<void> {
    try {
      const rated = await ratingsApi.ofMatch(this.matchId);
      if (rated.changes.length) this.rematch.panel.el.before(changesList(this.t, rated.changes));
    } catch {
      // the result stands without them; the account page shows them too
    }
  }

  // ------------------------------------------------------------ resign, rematch
  private showResign(): void {
    const ctl = this.ctl;
    const seat = ctl?.resignSeat() ?? null;
    if (!ctl || seat === null) return;
    const back = () => {
      this.overlay.close();
      this.resignButton.focus();
    };
    const confirm = () => {
      this.overlay.close();
      ctl.resign(seat);
    };
    this.overlay.open("resign", resignBox(this.t, this.nameOf(seat), confirm, back), back);
  }

  private drawRematch(): void {
    this.rematch.draw();
  }

  // ------------------------------------------------------------ replay
  private async openReplay(): Promise<void> {
    const ctl = this.ctl;
    if (!this.module || !this.info || !ctl) return;
    let history: History;
    try {
      history = await api.history(this.matchId);
    } catch (error) {
      ctl.say(null, String((error as Error).message));
      return;
    }
    this.overlay.close("over-closed");
    this.resultButton.hidden = false;
    this.board?.destroy();
    clearSeatSlots(this.seatsList);
    this.board = null;
    this.boardSeat = null;
    this.boardRoot.replaceChildren();
    const replay = new Replay({
      matchId: this.matchId,
      module: this.module,
      host: this.host(
        () => true,
        () => undefined,
      ),
      history,
      seats: ctl.seats(this.info.seats),
      t: this.t,
      lang: this.app.lang,
      nameOf: (s) => this.nameOf(s),
      movesList: this.movesList,
      review: { path: reviewPath(this.matchId), open: () => this.app.navigate(reviewPath(this.matchId)) },
      close: () => {
        replay.destroy();
        this.replay = null;
        clearSeatSlots(this.seatsList);
        this.boardRoot.replaceChildren();
        this.refresh();
      },
    });
    this.replay = replay;
    this.boardRoot.replaceChildren(...replay.nodes);
    // the history list doubles as the replay's index
    ctl.replaceHistory(history.events.map((e) => ({ ...e, sealed: false })));
    this.drawSide();
    replay.go(history.events.length);
    replay.slider.focus();
  }
}
