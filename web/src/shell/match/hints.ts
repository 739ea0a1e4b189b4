/**
 * The match page's hints: a "Show hints" switch and a "Help" button for the seat this
 * browser plays, in a match that shows hints, on that seat's turn. Everything shown comes
 * from the server (computed from the seat's view); this bar only asks, keeps the answers
 * of the turn, hands them to the board (which highlights) and says their words.
 *
 * A Labyrinth board tells the bar which push it previews; the bar then asks for the hint
 * of that push, so the board can light the floor reachable after it before it is played.
 */
import { h } from "../../dom";
import "./hints.css";
import { readSetting, writeSetting } from "../../tokens";
import type { Advice, Board, Lang } from "../../types";
import type { MatchController } from "./controller";

type T = (key: string, vars?: Record<string, string | number>) => string;

/** localStorage key: whether hints are shown (when the match offers them). */
export const SHOW_HINTS_KEY = "spelkast.hints.show";

/** The key a Labyrinth push is cached under (its arrow and its open sides, in any order). */
function pushKey(push: unknown): string {
  if (!push || typeof push !== "object") return "";
  const { arrow, open } = push as { arrow?: unknown; open?: unknown };
  return `${String(arrow)}:${[...String(open)].sort().join("")}`;
}

/** The key of a hint the server sent: its previewed push's, or "" for a whole turn's. */
function hintKey(data: Advice): string {
  const pushes = data?.pushes;
  if (data?.step === "shift" && data.reaching === undefined && Array.isArray(pushes) && pushes.length === 1)
    return pushKey(pushes[0].push);
  return "";
}

export class HintBar {
  readonly el: HTMLElement;
  private readonly toggle: HTMLButtonElement;
  private readonly helpButton: HTMLButtonElement;
  private readonly text: HTMLElement;
  private readonly used: HTMLElement;
  private showing: boolean;
  /** The hints of the turn on show, by push key ("" for the whole turn). */
  private cache = new Map<string, Advice>();
  private cacheFor = "";
  private asked = new Set<string>();
  private preview: unknown = null;
  private given: { board: Board | null; hint: Advice | null; help: Advice | null } = {
    board: null,
    hint: null,
    help: null,
  };

  constructor(
    private readonly t: T,
    private readonly lang: Lang,
    private readonly ctl: () => MatchController | null,
    private readonly seat: () => number | null,
    private readonly board: () => Board | null,
  ) {
    this.showing = readSetting(SHOW_HINTS_KEY) === "1";
    this.toggle = h(
      "button",
      { type: "button", class: "secondary hints-toggle", "data-testid": "hints-toggle" },
      t("hints.show"),
    );
    this.helpButton = h(
      "button",
      { type: "button", class: "secondary hints-help", "data-testid": "hints-help" },
      t("hints.help"),
    );
    this.text = h("p", { class: "hints-text", "data-testid": "hints-text", "aria-live": "polite" });
    this.used = h("span", { class: "muted hints-used", "data-testid": "hints-used" });
    this.el = h(
      "section",
      { class: "hints-bar", "data-testid": "hints", hidden: true, "aria-label": t("hints.title") },
      h("div", { class: "row hints-row" }, this.toggle, this.helpButton, this.used),
      this.text,
    );
    this.toggle.addEventListener("click", () => {
      this.showing = !this.showing;
      writeSetting(SHOW_HINTS_KEY, this.showing ? "1" : "0");
      this.draw();
    });
    this.helpButton.addEventListener("click", () => {
      const seat = this.seat();
      if (seat === null) return;
      this.ctl()?.askHelp(seat);
      // the hard bot may think a moment: say so until its proposal comes
      this.helpButton.setAttribute("aria-busy", "true");
      this.helpButton.textContent = this.t("hints.thinking");
    });
  }

  /** The Labyrinth board previews `push` (null: none). */
  previewed(push: unknown): void {
    if (pushKey(push) === pushKey(this.preview)) return;
    this.preview = push;
    this.draw();
  }

  /** Draw from the controller's newest state; ask what the turn needs. */
  draw(): void {
    const ctl = this.ctl();
    const seat = this.seat();
    const msg = ctl && seat !== null ? ctl.latest.get(seat) : undefined;
    const offered = Boolean(ctl && seat !== null && seat >= 0 && ctl.conns.has(seat) && msg?.hints?.on);
    this.el.hidden = !offered || msg?.status !== "running";
    if (!ctl || seat === null || !msg || !offered) {
      this.give(null, null);
      return;
    }
    this.used.textContent = this.t("hints.used", { n: ctl.hintsUsed(seat).hints });
    const turn = `${seat}:${msg.version}`;
    if (this.cacheFor !== turn) {
      this.cache = new Map();
      this.asked = new Set();
      this.cacheFor = turn;
    }
    const answer = ctl.advice("hint", seat);
    if (answer) this.cache.set(hintKey(answer.data), answer.data);
    const mine = ctl.mayAsk(seat);
    this.toggle.setAttribute("aria-pressed", String(this.showing));
    this.toggle.disabled = !mine;
    this.helpButton.disabled = !mine;
    const key = this.preview ? pushKey(this.preview) : "";
    // the whole turn's hint holds every push's floor: a previewed push needs no question then
    const known = this.cache.has(key) || (key !== "" && this.cache.has(""));
    if (this.showing && mine && !known && !this.asked.has(key)) {
      this.asked.add(key);
      ctl.askHint(seat, this.preview);
    }
    const hint = this.showing && mine ? (this.cache.get(key) ?? this.cache.get("") ?? null) : null;
    const help = mine ? (ctl.advice("help", seat)?.data ?? null) : null;
    if (help || !mine || ctl.notice) {
      this.helpButton.removeAttribute("aria-busy");
      this.helpButton.textContent = this.t("hints.help");
    }
    const said = help ?? hint;
    this.text.textContent = said?.summary?.[this.lang] ?? said?.summary?.en ?? "";
    this.text.hidden = !this.text.textContent;
    this.give(hint, help);
  }

  /** Hand the board what it shows (only what changed). */
  private give(hint: Advice | null, help: Advice | null): void {
    const board = this.board();
    const fresh = board !== this.given.board;
    if (board?.showHint && (fresh || hint !== this.given.hint)) board.showHint(hint);
    if (board?.showHelp && (fresh || help !== this.given.help)) board.showHelp(help);
    this.given = { board, hint, help };
  }
}
