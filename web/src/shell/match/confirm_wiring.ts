/**
 * The match page's confirm step in the DOM: the remembered option's checkbox, the bar
 * above the board while a move is held (the move in words, Confirm, Cancel), the board's
 * mark, and the keys (Enter confirms, Escape cancels). What is held and when it is sent or
 * dropped is `MoveConfirm` (confirm.ts); this draws it and feeds it the page's events.
 *
 * Only the live match page builds one, for the seats this browser plays: the review's
 * practise board, the replay and the tutorials send their moves as they always did.
 */
import { h } from "../../dom";
import { moveLabel } from "../../games/movelist";
import { readSetting, writeSetting } from "../../tokens";
import type { Board, StateMsg } from "../../types";
import { kidMode } from "../account/session";
import { CONFIRM_KEY, confirmWanted, MoveConfirm } from "./confirm";
import "./confirm.css";

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** What the step needs from its page. */
export interface ConfirmPage {
  t: Translate;
  /** The element the board draws in (marked while a move is held). */
  boardRoot: HTMLElement;
  /** The board drawn now (its words for a move), if any. */
  board(): Board | null;
  /** The newest state `seat` sees (its legal moves, for the move's notation). */
  latest(seat: number): StateMsg | undefined;
  /** Send `action` for `seat` to the server. */
  send(seat: number, action: unknown): void;
  /** Whether a dialog covers the page now (then the keys are the dialog's). */
  dialogOpen(): boolean;
}

export class ConfirmStep {
  /** The option, for the page's status line. */
  readonly box = h("input", { type: "checkbox", "data-testid": "confirm-moves" });
  /** The bar above the board, hidden while nothing is held. */
  readonly bar = h("div", { class: "confirm-bar", "data-testid": "confirm-bar", role: "group", hidden: true });
  private readonly text = h("span", { class: "confirm-text", "data-testid": "confirm-text" });
  private readonly yes: HTMLButtonElement;
  private readonly moves: MoveConfirm;
  private readonly onKey = (event: KeyboardEvent) => this.key(event);

  constructor(private readonly page: ConfirmPage) {
    const t = page.t;
    this.moves = new MoveConfirm(false, (seat, action) => page.send(seat, action), () => this.draw());
    this.bar.setAttribute("aria-label", t("confirm.title"));
    this.yes = h("button", { type: "button", "data-testid": "confirm-move" }, t("confirm.yes"));
    const no = h("button", { type: "button", class: "secondary", "data-testid": "cancel-move" }, t("confirm.no"));
    this.yes.addEventListener("click", () => this.moves.confirm());
    no.addEventListener("click", () => this.moves.cancel());
    this.bar.append(this.text, this.yes, no);
    this.box.addEventListener("change", () => {
      writeSetting(CONFIRM_KEY, this.box.checked ? "1" : "0");
      this.moves.setOn(this.box.checked);
    });
    // in the capture phase: a key that confirms or cancels goes no further (a board's own
    // Enter would choose another move), and the key that made a board hold a move is
    // past this listener by then (it cannot confirm its own move)
    document.addEventListener("keydown", this.onKey, true);
  }

  /** The match is known: the remembered choice, else on with a young-children option or
   *  in kid mode. */
  setup(options: Readonly<Record<string, unknown>>): void {
    this.moves.setOn(confirmWanted(readSetting(CONFIRM_KEY), options, kidMode()));
    this.box.checked = this.moves.on;
  }

  /** The board chose `action` for `seat` on `version`: held, or sent when the step is off. */
  offer(seat: number, action: unknown, version: number): void {
    this.moves.offer(seat, action, version);
  }

  /** A new state arrived: a held move chosen on an older position (or for a seat that may
   *  not act now, `version` null) is dropped. */
  moved(version: (seat: number) => number | null): void {
    const held = this.moves.held;
    if (held) this.moves.moved(held.seat, version(held.seat));
  }

  destroy(): void {
    document.removeEventListener("keydown", this.onKey, true);
  }

  /** The bar and the board's mark (confirm.css outlines it) for the held move. */
  private draw(): void {
    const held = this.moves.held;
    const root = this.page.boardRoot;
    this.bar.hidden = held === null;
    if (!held) {
      delete root.dataset.confirming;
      this.text.textContent = "";
      return;
    }
    root.dataset.confirming = "true";
    const wanted = JSON.stringify(held.action);
    const entry = this.page.latest(held.seat)?.legal.find((e) => JSON.stringify(e.action) === wanted);
    // the board's words for the move where it has them, else its notation
    const words = this.page.board()?.moveWords?.(held.action) ?? (entry ? moveLabel(this.page.t, entry.text) : null);
    this.text.textContent = words ? this.page.t("confirm.move", { move: words }) : this.page.t("confirm.title");
    this.yes.focus({ preventScroll: true });
  }

  /** Enter confirms the held move, Escape cancels it: not while a dialog is open, and
   *  Enter only from the bar, the board or the page itself (a field or a button elsewhere
   *  keeps its own Enter). */
  private key(event: KeyboardEvent): void {
    if (!this.moves.held || this.page.dialogOpen()) return;
    if (event.key === "Enter" && !this.ownsEnter(event.target)) return;
    const done = (event.key === "Enter" && this.moves.confirm()) || (event.key === "Escape" && this.moves.cancel());
    if (!done) return;
    event.preventDefault();
    event.stopPropagation();
  }

  private ownsEnter(target: EventTarget | null): boolean {
    if (!(target instanceof Node)) return true;
    if (target === document.body || target === document.documentElement || target === document) return true;
    return this.bar.contains(target) || this.page.boardRoot.contains(target);
  }
}
