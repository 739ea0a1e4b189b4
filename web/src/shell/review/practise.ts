/**
 * "Practise your mistakes": each marked position of a player again, on the game's own
 * board, for the player to find a better move. The server judges every move (the engine
 * first, then the review's estimator); this only keeps the move's actions so far (a
 * Labyrinth turn is a push and then a walk) and shows the verdict.
 */
import { api } from "../../api";
import { h } from "../../dom";
import type * as P from "../../generated/protocol";
import type { Board, BoardHost, GameModule, Lang, SeatInfo, StateMsg } from "../../types";
import { paceMs } from "../match/pace";
import type { ReviewDecision } from "./data";

type T = (key: string, vars?: Record<string, string | number>) => string;

export interface PractiseParts {
  reviewId: string;
  matchId: string;
  module: GameModule;
  gameData: unknown;
  seats: SeatInfo[];
  t: T;
  lang: Lang;
  nameOf(seat: number): string;
  /** Show the better move of a decision on the review's board. */
  showBetter(move: number): void;
}

export class Practise {
  readonly el = h("div", { class: "review-practise-run", "data-testid": "practise-run" });
  private readonly heading = h("h3", { "data-testid": "practise-heading", tabindex: -1 });
  private readonly played = h("p", { "data-testid": "practise-played" });
  private readonly verdict = h("div", {
    class: "learn-verdict",
    role: "status",
    "aria-live": "polite",
    "data-testid": "practise-verdict",
  });
  private readonly buttons = h("div", { class: "learn-buttons" });
  private readonly boardRoot = h("div", { class: "board", "data-testid": "practise-board" });
  private readonly live = h("div", { class: "sr-only", "aria-live": "polite" });
  private board: Board | null = null;
  private position: P.PositionOut | null = null;
  private sofar: unknown[] = [];
  private version = 1;
  private busy = false;
  private settled = false;
  private index = 0;
  private destroyed = false;

  constructor(
    private readonly parts: PractiseParts,
    private readonly items: ReviewDecision[],
  ) {
    this.el.append(this.heading, this.played, h("p", {}, parts.t("review.practiseTask")), this.verdict, this.buttons, this.boardRoot, this.live);
    this.board = parts.module.create(this.boardRoot, this.host());
  }

  private host(): BoardHost {
    const page = this;
    return {
      lang: this.parts.lang,
      t: this.parts.t,
      gameData: this.parts.gameData,
      seatName: (seat) => this.parts.nameOf(seat),
      seatSlot: () => null,
      announce: (text) => {
        this.live.textContent = text;
      },
      get readOnly() {
        return page.busy || page.settled || page.position === null;
      },
      get paceMs() {
        return paceMs();
      },
      send: (action) => void this.send(action),
    };
  }

  /** Open the `index`-th marked position. */
  async open(index: number): Promise<void> {
    const { t } = this.parts;
    const item = this.items[index];
    if (!item) return;
    this.index = index;
    this.heading.textContent = t("review.practiseOf", { n: index + 1, count: this.items.length, move: item.move });
    this.played.textContent = t("review.practisePlayed", {
      played: item.words[this.parts.lang] ?? item.words.en ?? "",
      mark: t(`review.mark.${item.mark}`),
    });
    this.verdict.replaceChildren();
    this.verdict.dataset.outcome = "";
    this.buttons.replaceChildren();
    const position = await api.practisePosition(this.parts.reviewId, item.move);
    if (this.destroyed) return;
    this.sofar = [];
    this.settled = false;
    this.draw(position);
    this.heading.focus();
  }

  private draw(position: P.PositionOut): void {
    this.position = position;
    this.version += 1;
    const msg: StateMsg = {
      type: "state",
      match: `review-${this.parts.matchId}-${position.move}`,
      version: this.version,
      since: null,
      full: true,
      status: "running",
      seat: position.player,
      to_move: this.settled ? [] : position.to_move,
      view: position.view,
      events: [],
      seats: this.parts.seats,
      outcome: null,
      legal: this.settled ? [] : position.legal,
    };
    this.boardRoot.dataset.version = String(this.version);
    this.board?.update(msg, null);
  }

  private async send(action: unknown): Promise<void> {
    const item = this.items[this.index];
    if (!item || this.busy || this.settled) return;
    const { t, lang } = this.parts;
    this.busy = true;
    this.verdict.replaceChildren(t("review.checking"));
    try {
      const actions = [...this.sofar, action];
      const verdict = await api.practise(this.parts.reviewId, item.move, { lang, actions });
      if (this.destroyed) return;
      this.busy = false;
      this.show(verdict, actions);
    } catch (error) {
      this.busy = false;
      if (this.destroyed) return;
      const message = error instanceof Error ? error.message : String(error);
      this.verdict.replaceChildren(h("span", { role: "alert" }, t("review.loadError", { message })));
    }
  }

  private show(verdict: P.PractiseOut, actions: unknown[]): void {
    const { t } = this.parts;
    const outcome = verdict.outcome;
    this.verdict.dataset.outcome = outcome;
    this.verdict.dataset.code = verdict.code ?? "";
    this.verdict.className = `learn-verdict ${outcome === "best" || outcome === "better" ? "done" : outcome === "next" ? "next" : "refused"}`;
    const head = outcome === "refused" ? t("review.refused") : t(`review.outcome.${outcome}`);
    this.verdict.replaceChildren(h("strong", {}, head), " ", h("span", { "data-testid": "practise-said" }, verdict.said));
    if (outcome === "next" && verdict.position) {
      this.sofar = actions;
      this.draw(verdict.position);
    } else if (outcome === "refused") {
      if (this.position) this.draw(this.position); // the same position, its selection cleared
    } else {
      this.settled = true;
      if (this.position) this.draw(this.position);
    }
    this.drawButtons();
  }

  private drawButtons(): void {
    const { t } = this.parts;
    const item = this.items[this.index]!;
    const button = (key: string, testid: string, click: () => void, cls = "secondary") =>
      h("button", { type: "button", class: cls, "data-testid": testid, onclick: click }, t(key));
    const buttons: HTMLElement[] = [button("review.again", "practise-again", () => void this.open(this.index))];
    buttons.push(button("review.showBetter", "practise-better", () => this.parts.showBetter(item.move)));
    if (this.index + 1 < this.items.length) {
      buttons.push(button("review.nextMistake", "practise-next", () => void this.open(this.index + 1), ""));
    } else if (this.settled) {
      buttons.unshift(h("p", { "data-testid": "practise-finished" }, t("review.finished")));
    }
    this.buttons.replaceChildren(...buttons);
  }

  destroy(): void {
    this.destroyed = true;
    this.board?.destroy();
  }
}
