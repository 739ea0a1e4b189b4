/**
 * The post-game review of a finished match (/review/{match}): the server computes it in
 * the background (progress shown while it polls), then the page shows the graph of every
 * player's estimate, accuracy and marks, luck apart from decisions, the key moments in
 * words — each a button that takes the replay board to that moment with the better move
 * drawn — and "Practise your mistakes". No estimate is made here: everything is the
 * server's (src/spelkast/server/reviews).
 */
import "./review.css";
import { api, type History, type MatchInfo } from "../../api";
import { h } from "../../dom";
import { loadModule } from "../../games";
import type * as P from "../../generated/protocol";
import { loadTokens, storage } from "../../tokens";
import type { BoardHost, GameModule, StateMsg } from "../../types";
import type { AppContext, Page } from "../context";
import { seatName, withoutOthersNames } from "../format";
import { paceMs } from "../match/pace";
import { Replay } from "../match/replay";
import {
  type ReviewData,
  luckAndDecisions,
  markedOf,
  reviewName,
  withoutOthersNamesIn,
  versionAfter,
  versionBefore,
} from "./data";
import { estimateGraph, estimateTable } from "./graph";
import { Practise } from "./practise";
import { summaryTable } from "./summary";

/** The review's search budget: `?budget=N` in the address (tests keep reviews quick),
 *  else the server's default. */
function budget(): number | null {
  const value = Number(new URLSearchParams(window.location.search).get("budget"));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function reviewPage(root: HTMLElement, app: AppContext, matchId: string): Page {
  const page = new ReviewPage(root, app, matchId);
  void page.start();
  return page;
}

class ReviewPage implements Page {
  private destroyed = false;
  private timer: number | null = null;
  private replay: Replay | null = null;
  private practise: Practise | null = null;
  private module: GameModule | undefined;
  private gameData: unknown = {};
  private match: MatchInfo | null = null;
  private history: History | null = null;
  private review: ReviewData | null = null;
  private reviewId = "";
  private versions: number[] = [];
  private shownMove: number | null = null;
  private readonly t: AppContext["t"];
  private readonly title = h("h1", { "data-testid": "review-title" });
  private readonly status = h("div", { class: "review-status", role: "status", "aria-live": "polite", "data-testid": "review-status" });
  private readonly body = h("div", { class: "review-body" });
  private readonly live = h("div", { class: "sr-only", "aria-live": "polite" });
  private readonly caption = h("p", { class: "review-caption", "aria-live": "polite", "data-testid": "review-caption" });
  private readonly captionButtons = h("div", { class: "row" });
  private readonly replayRoot = h("div", { class: "review-replay", "data-testid": "review-replay" });

  constructor(
    private readonly root: HTMLElement,
    private readonly app: AppContext,
    private readonly matchId: string,
  ) {
    this.t = app.t;
  }

  async start(): Promise<void> {
    const { app, t } = this;
    app.setTitle(t("review.title"));
    this.title.textContent = t("review.title");
    this.root.replaceChildren(
      h(
        "section",
        { class: "review", "data-match": this.matchId },
        h("nav", { class: "crumbs" }, this.link(`/match/${encodeURIComponent(this.matchId)}`, `← ${t("review.back")}`, "review-back")),
        this.title,
        this.status,
        this.body,
        this.live,
      ),
    );
    this.status.textContent = t("review.preparing");
    try {
      this.match = await api.match(this.matchId);
      const [info, data, module] = await Promise.all([
        api.game(this.match.game),
        api.gameData(this.match.game),
        loadModule(this.match.game),
      ]);
      if (this.destroyed) return;
      this.gameData = data;
      this.module = module;
      const name = info.names[app.lang] ?? this.match.game_name;
      app.setTitle(t("review.titleGame", { game: name }));
      this.title.textContent = t("review.titleGame", { game: name });
      this.root.querySelector(".review")?.setAttribute("data-game", this.match.game);
      if (this.match.status !== "finished") {
        this.status.textContent = t("review.notOver");
        return;
      }
      const started = await api.startReview(this.matchId, budget());
      if (!this.destroyed) this.follow(started);
    } catch (error) {
      this.failed(error);
    }
  }

  private link(path: string, text: string, testid: string): HTMLElement {
    return h(
      "a",
      {
        href: path,
        "data-testid": testid,
        onclick: (event: Event) => {
          event.preventDefault();
          this.app.navigate(path);
        },
      },
      text,
    );
  }

  private failed(error: unknown): void {
    if (this.destroyed) return;
    const message = error instanceof Error ? error.message : String(error);
    this.status.replaceChildren(h("p", { class: "error", role: "alert" }, this.t("review.loadError", { message })));
  }

  /** Show the review's progress until it is done (polling the server). */
  private follow(state: P.ReviewOut): void {
    const { t } = this;
    this.reviewId = state.id;
    this.status.dataset.state = state.status;
    if (state.status === "done" && state.review) {
      this.status.replaceChildren();
      this.versions = state.versions;
      void this.showReview(state.review as unknown as ReviewData);
      return;
    }
    if (state.status === "failed") {
      this.status.replaceChildren(h("p", { class: "error", role: "alert" }, t("review.failed", { message: state.error ?? "" })));
      return;
    }
    const total = state.total ?? 0;
    this.status.dataset.progressShown = "true";
    this.status.replaceChildren(
      h("label", { for: "review-progress" }, state.total === null ? t("review.preparing") : t("review.progress", { done: state.done, total })),
      h("progress", {
        id: "review-progress",
        max: Math.max(1, total),
        value: state.done,
        "data-testid": "review-progress",
        "data-done": state.done,
        "data-total": total,
      }),
    );
    this.timer = window.setTimeout(() => {
      this.timer = null;
      api.review(state.poll).then(
        (next) => {
          if (!this.destroyed) this.follow(next);
        },
        (error: unknown) => this.failed(error),
      );
    }, 400);
  }

  private nameOf(seat: number): string {
    if (this.review) return reviewName(this.review, this.app.lang, seat);
    return seatName(this.t, this.match?.seats[seat], seat, this.heldSeats().includes(seat));
  }

  private heldSeats(): number[] {
    return Object.keys(loadTokens(storage(), this.matchId)).map(Number);
  }

  private async showReview(data: ReviewData): Promise<void> {
    const seats = this.match?.seats ?? [];
    const review = withoutOthersNamesIn(data, (text) => withoutOthersNames(this.t, text, seats, this.heldSeats()));
    this.review = review;
    try {
      this.history = await api.history(this.matchId);
    } catch (error) {
      this.failed(error);
      return;
    }
    if (this.destroyed) return;
    const { t } = this;
    this.body.replaceChildren(
      h(
        "section",
        { class: "review-part", "aria-labelledby": "review-graph-h" },
        h("h2", { id: "review-graph-h" }, t("review.graph")),
        this.legend(review),
        estimateGraph(review, t, this.app.lang),
        estimateTable(review, t, this.app.lang),
      ),
      this.summaryPart(review),
      this.luckPart(review),
      h(
        "div",
        { class: "review-main" },
        this.momentsPart(review),
        h(
          "section",
          { class: "review-part review-board", "aria-labelledby": "review-board-h" },
          h("h2", { id: "review-board-h" }, t("review.replay")),
          this.caption,
          this.captionButtons,
          this.replayRoot,
        ),
      ),
      this.practisePart(review),
    );
    this.mountReplay();
  }

  private legend(review: ReviewData): HTMLElement {
    return h(
      "ul",
      { class: "review-legend" },
      ...review.players.map((p) =>
        h("li", {}, h("span", { class: "review-swatch", style: `background: var(--seat-${p % 6})`, "aria-hidden": "true" }), this.nameOf(p)),
      ),
    );
  }

  private summaryPart(review: ReviewData): HTMLElement {
    const { t } = this;
    return h(
      "section",
      { class: "review-part", "aria-labelledby": "review-players-h" },
      h("h2", { id: "review-players-h" }, t("review.players")),
      summaryTable(review, this.history ?? {}, t, (seat) => this.nameOf(seat)),
    );
  }

  private luckPart(review: ReviewData): HTMLElement {
    const { t } = this;
    const delta = (value: number) => {
      const sign = value >= 0 ? "+" : "−";
      return review.measure === "score"
        ? t("review.delta.score", { sign, value: Math.abs(value).toFixed(1) })
        : t("review.delta.share", { sign, value: Math.round(100 * Math.abs(value)) });
    };
    return h(
      "section",
      { class: "review-part", "aria-labelledby": "review-luck-h" },
      h("h2", { id: "review-luck-h" }, t("review.luck")),
      h("p", { class: "muted" }, t("review.luckAbout")),
      h(
        "table",
        { class: "results review-figures", "data-testid": "review-luck" },
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            h("th", { scope: "col" }, t("review.player")),
            h("th", { scope: "col" }, t("review.luckCol")),
            h("th", { scope: "col" }, t("review.lostCol")),
          ),
        ),
        h(
          "tbody",
          {},
          ...review.players.map((p) => {
            const { luck, lost } = luckAndDecisions(review, p);
            return h(
              "tr",
              { "data-seat": p },
              h("th", { scope: "row" }, this.nameOf(p)),
              h("td", {}, delta(luck)),
              h("td", {}, delta(-lost)),
            );
          }),
        ),
      ),
    );
  }

  private momentsPart(review: ReviewData): HTMLElement {
    const { t } = this;
    const moments = review.key_moments[this.app.lang] ?? review.key_moments.en ?? [];
    return h(
      "section",
      { class: "review-part review-moments", "aria-labelledby": "review-moments-h" },
      h("h2", { id: "review-moments-h" }, t("review.moments")),
      moments.length
        ? h(
            "ol",
            { "data-testid": "review-moments" },
            ...moments.map((moment) =>
              h(
                "li",
                { "data-move": moment.move },
                h(
                  "button",
                  {
                    type: "button",
                    class: "link-button",
                    "data-testid": "review-moment",
                    "data-move": moment.move,
                    onclick: () => void this.showMoment(moment.move),
                  },
                  moment.text,
                ),
              ),
            ),
          )
        : h("p", {}, t("review.noMoments")),
    );
  }

  private practisePart(review: ReviewData): HTMLElement {
    const { t } = this;
    const players = review.players.filter((p) => markedOf(review, p).length > 0);
    const mine = Object.keys(loadTokens(storage(), this.matchId)).map(Number);
    const chosen = players.find((p) => mine.includes(p)) ?? players[0];
    const area = h("div", { class: "review-practise-area" });
    const part = h(
      "section",
      { class: "review-part review-practise", "aria-labelledby": "review-practise-h", "data-testid": "review-practise" },
      h("h2", { id: "review-practise-h" }, t("review.practise")),
      h("p", { class: "muted" }, t("review.practiseAbout")),
    );
    if (chosen === undefined || !this.module) {
      part.append(h("p", {}, t("review.practiseNone")));
      return part;
    }
    const who = h(
      "select",
      { id: "practise-who", "data-testid": "practise-who" },
      ...players.map((p) => h("option", { value: p, selected: p === chosen }, this.nameOf(p))),
    );
    const start = h("button", { type: "button", "data-testid": "practise-start" }, t("review.practiseStart"));
    start.addEventListener("click", () => void this.startPractise(Number(who.value), area));
    part.append(h("div", { class: "row" }, h("label", { for: "practise-who" }, t("review.practiseWho")), who, start), area);
    return part;
  }

  private async startPractise(player: number, area: HTMLElement): Promise<void> {
    const review = this.review;
    if (!review || !this.module || !this.history) return;
    this.practise?.destroy();
    this.practise = new Practise(
      {
        reviewId: this.reviewId,
        matchId: this.matchId,
        module: this.module,
        gameData: this.gameData,
        seats: this.history.match.seats,
        t: this.t,
        lang: this.app.lang,
        nameOf: (s) => this.nameOf(s),
        showBetter: (move) => void this.showMoment(move, true),
      },
      markedOf(review, player),
    );
    area.replaceChildren(this.practise.el);
    try {
      await this.practise.open(0);
    } catch (error) {
      this.failed(error);
    }
  }

  private host(): BoardHost {
    return {
      lang: this.app.lang,
      t: this.t,
      gameData: this.gameData,
      seatName: (s) => this.nameOf(s),
      seatSlot: () => null,
      announce: (text) => {
        this.live.textContent = text;
      },
      readOnly: true,
      get paceMs() {
        return paceMs();
      },
      send: () => undefined,
    };
  }

  private mountReplay(): void {
    if (!this.module || !this.history) return;
    const history = this.history;
    this.replay?.destroy();
    this.replay = new Replay({
      matchId: this.matchId,
      module: this.module,
      host: this.host(),
      history,
      seats: history.match.seats,
      t: this.t,
      lang: this.app.lang,
      nameOf: (s) => this.nameOf(s),
      movesList: h("ol"),
      close: () => this.app.navigate(`/match/${encodeURIComponent(this.matchId)}`),
    });
    this.replayRoot.replaceChildren(...this.replay.nodes);
    this.replay.go(history.events.length);
  }

  /** Take the replay to the moment of record move `move`: the position before it, then
   *  (for a marked decision) the better move drawn on the board. */
  private async showMoment(move: number, scroll = false): Promise<void> {
    const review = this.review;
    const replay = this.replay;
    if (!review || !replay || !this.history) return;
    const { t } = this;
    this.shownMove = move;
    const before = versionBefore(this.versions, move);
    replay.go(before);
    const decision = review.decisions.find((d) => d.move === move && d.mark);
    this.captionButtons.replaceChildren(
      h("button", { type: "button", class: "secondary", "data-testid": "show-played", onclick: () => replay.go(versionAfter(this.versions, move)) }, t("review.showPlayed")),
    );
    if (!decision) {
      this.caption.textContent = "";
      this.caption.dataset.move = String(move);
    } else {
      let better: P.BetterOut;
      try {
        better = await api.betterMove(this.reviewId, move);
      } catch (error) {
        this.failed(error);
        return;
      }
      if (this.destroyed || this.shownMove !== move) return;
      this.drawBetter(better);
      const words = decision.better[this.app.lang] ?? decision.better.en ?? "";
      this.caption.textContent = t("review.betterShown", { n: move, better: words });
      this.caption.dataset.move = String(move);
      this.captionButtons.append(
        h("button", { type: "button", class: "secondary", "data-testid": "show-better", onclick: () => this.drawBetter(better) }, t("review.showBetter")),
      );
    }
    if (scroll) this.replayRoot.scrollIntoView({ block: "nearest" });
    this.caption.focus?.();
  }

  /** The board after the better move, the move marked as the last one played. */
  private drawBetter(better: P.BetterOut): void {
    const replay = this.replay;
    if (!replay || !this.history) return;
    replay.go(better.version);
    const before: StateMsg = {
      type: "state",
      match: this.matchId,
      version: better.version,
      since: null,
      full: true,
      status: "running",
      seat: null,
      to_move: [],
      view: this.history.views[better.version],
      events: [],
      seats: this.history.match.seats,
      outcome: null,
      legal: [],
    };
    const msg: StateMsg = {
      ...before,
      version: better.version + better.events.length,
      view: better.view,
      events: better.events,
    };
    replay.board.update(msg, before);
    this.replayRoot.dataset.better = String(better.move);
  }

  destroy(): void {
    this.destroyed = true;
    if (this.timer !== null) window.clearTimeout(this.timer);
    this.replay?.destroy();
    this.practise?.destroy();
  }
}

