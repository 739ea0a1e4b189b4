/**
 * The match page's preset phrases: a small "Say…" menu of five phrases for a seat this
 * browser plays, and what the table said, as a short-lived bubble by the speaker's name
 * in the players panel and a line in a polite live region ("Anna: Good luck!").
 * Spectators hear phrases but have nothing to say them with; in kid mode the page shows
 * neither (the server sends a kid-mode account no phrases and refuses its own).
 */
import { h } from "../../dom";
import "./phrases.css";
import type { PhraseId, Timers } from "../../connection";
import { kidMode } from "../account/session";
import type { MatchController } from "./controller";

type T = (key: string, vars?: Record<string, string | number>) => string;

/** The preset phrases, in the order the menu offers them. */
export const PHRASE_IDS: readonly PhraseId[] = ["hello", "good_luck", "well_played", "thanks", "oops"];

/** How long a phrase's bubble stays by its speaker's name. */
export const BUBBLE_MS = 6000;

export class PhraseBar {
  /** The menu and the line, for the players panel. */
  readonly el: HTMLElement;
  /** The "Say…" menu (hidden for a spectator and in kid mode). */
  readonly control: HTMLDetailsElement;
  /** The last phrase heard, said to screen readers too. */
  readonly heardLine: HTMLElement;
  private readonly bubbles = new Map<number, unknown>();

  constructor(
    private readonly t: T,
    private readonly ctl: () => MatchController | null,
    private readonly nameOf: (seat: number) => string,
    private readonly seatRow: (seat: number) => HTMLElement | null,
    private readonly timers: Pick<Timers, "setTimeout" | "clearTimeout"> = window as unknown as Timers,
  ) {
    const buttons = PHRASE_IDS.map((id) => {
      const button = h("button", { type: "button", class: "secondary", "data-phrase": id }, t(`phrase.${id}`));
      button.addEventListener("click", () => {
        this.ctl()?.sayPhrase(id);
        this.control.open = false;
      });
      return button;
    });
    this.control = h(
      "details",
      { class: "phrases", "data-testid": "phrases", hidden: true },
      h("summary", {}, t("phrase.say")),
      h("div", { class: "phrase-buttons" }, ...buttons),
    );
    this.heardLine = h("p", {
      class: "phrase-heard muted",
      "data-testid": "phrase-heard",
      role: "status",
      "aria-live": "polite",
      hidden: true,
    });
    this.el = h("div", { class: "phrase-area" }, this.control, this.heardLine);
  }

  /** Show the menu only to a seat this browser plays, and never in kid mode. */
  draw(): void {
    this.control.hidden = kidMode() || (this.ctl()?.phraseSeat() ?? null) === null;
    if (kidMode()) this.heardLine.hidden = true;
  }

  /** `seat` said `phrase`: say it in this page's language by the speaker's name. */
  heard(seat: number, phrase: PhraseId): void {
    if (kidMode()) return;
    const said = this.t(`phrase.${phrase}`);
    this.heardLine.textContent = this.t("phrase.heard", { name: this.nameOf(seat), phrase: said });
    this.heardLine.hidden = false;
    const head = this.seatRow(seat)?.querySelector(".seat-head");
    if (!head) return;
    let bubble = head.querySelector<HTMLElement>(".seat-phrase");
    if (!bubble) {
      bubble = h("span", { class: "seat-phrase", "data-testid": `seat-phrase-${seat}` });
      head.append(bubble);
    }
    bubble.textContent = said;
    this.timers.clearTimeout(this.bubbles.get(seat));
    this.bubbles.set(
      seat,
      this.timers.setTimeout(() => {
        bubble.remove();
        this.bubbles.delete(seat);
      }, BUBBLE_MS),
    );
  }
}
