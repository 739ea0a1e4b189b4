/**
 * The replay of a finished match: a read-only board, a slider and buttons over every
 * position, the history list as its index.
 */
import type { History } from "../../api";
import { h } from "../../dom";
import type { Board, BoardHost, GameModule, Lang, SeatInfo, StateMsg } from "../../types";
import { moveText, scrollListTo } from "./views";

type T = (key: string, vars?: Record<string, string | number>) => string;

export interface ReplayParts {
  matchId: string;
  module: GameModule;
  host: BoardHost;
  history: History;
  seats: SeatInfo[];
  t: T;
  lang: Lang;
  nameOf(seat: number): string;
  /** The history list whose items (li[data-version]) follow the position. */
  movesList: HTMLElement;
  close(): void;
  /** The post-game review of the match (a link beside the replay's buttons). */
  review?: { path: string; open(): void };
}

export class Replay {
  readonly board: Board;
  /** The replay's controls and board, to put where the live board was. */
  readonly nodes: HTMLElement[];
  readonly slider: HTMLInputElement;
  index = -1;
  private prev: StateMsg | null = null;
  private readonly label = h("p", { class: "replay-label", "aria-live": "polite" });
  private readonly boardEl = h("div", { class: "replay-board" });

  constructor(private readonly parts: ReplayParts) {
    const { t, history } = parts;
    this.board = parts.module.create(this.boardEl, parts.host);
    const total = history.events.length;
    this.slider = h("input", {
      type: "range",
      min: 0,
      max: total,
      value: total,
      "data-testid": "replay-slider",
      "aria-label": t("replay.slider"),
    });
    this.slider.addEventListener("input", () => this.go(Number(this.slider.value)));
    const button = (key: string, testid: string, to: () => number) =>
      h("button", { type: "button", class: "secondary", "data-testid": testid, onclick: () => this.go(to()) }, t(key));
    const controls = h(
      "div",
      { class: "replay", "data-testid": "replay" },
      h("h2", {}, t("replay.title")),
      this.slider,
      h(
        "div",
        { class: "row" },
        button("replay.first", "replay-first", () => 0),
        button("replay.prev", "replay-prev", () => this.index - 1),
        button("replay.next", "replay-next", () => this.index + 1),
        button("replay.last", "replay-last", () => total),
        h("button", { type: "button", class: "secondary", onclick: () => parts.close() }, t("replay.close")),
        parts.review
          ? h(
              "a",
              {
                href: parts.review.path,
                class: "button secondary",
                "data-testid": "replay-review",
                onclick: (event: Event) => {
                  event.preventDefault();
                  parts.review?.open();
                },
              },
              t("review.open"),
            )
          : null,
      ),
      this.label,
      ...(history.seed
        ? [h("p", { class: "replay-seed", "data-testid": "replay-seed" }, t("replay.seed", { seed: history.seed }))]
        : []),
    );
    this.nodes = [controls, this.boardEl];
  }

  /** Make the history list's items jump to their position (after every redraw of it). */
  linkHistory(): void {
    this.markCurrent();
    for (const item of this.parts.movesList.querySelectorAll<HTMLElement>("li[data-version]")) {
      item.tabIndex = 0;
      item.addEventListener("click", () => this.go(Number(item.dataset.version)));
      item.addEventListener("keydown", (event) => {
        if (event.key === "Enter") this.go(Number(item.dataset.version));
      });
    }
  }

  go(index: number): void {
    const { history, t } = this.parts;
    const total = history.events.length;
    index = Math.max(0, Math.min(total, index));
    this.slider.value = String(index);
    const last = history.events[index - 1];
    const msg: StateMsg = {
      type: "state",
      match: this.parts.matchId,
      version: index,
      since: null,
      full: true,
      status: index === total ? "finished" : "running",
      seat: null,
      to_move: [],
      view: history.views[index],
      // the move that led here: boards mark it (and play it back when stepping forward)
      events: last ? [{ ...last, sealed: false, words: last.words ?? null }] : [],
      seats: this.parts.seats,
      outcome: index === total ? history.match.outcome : null,
      legal: [],
    };
    this.board.update(msg, this.index === index - 1 ? this.prev : null);
    this.prev = msg;
    this.index = index;
    const event = history.events[index - 1];
    this.label.textContent =
      index === 0
        ? t("replay.start")
        : `${t("replay.position", { n: index, total })}: ${moveText(event!, this.parts.lang, this.parts.nameOf)}`;
    this.markCurrent();
  }

  /** Mark the current move in the history and scroll the list to it. */
  private markCurrent(): void {
    const list = this.parts.movesList;
    for (const item of list.querySelectorAll<HTMLElement>("li")) {
      const current = item.dataset.version === String(this.index);
      item.classList.toggle("current", current);
      if (current) {
        item.setAttribute("aria-current", "step");
        scrollListTo(list, item);
      } else item.removeAttribute("aria-current");
    }
  }

  destroy(): void {
    this.board.destroy();
  }
}
