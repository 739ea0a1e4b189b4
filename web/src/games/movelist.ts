/**
 * A keyboard-first way to act in any game: the legal actions by their notation, filterable,
 * each a button. Boards embed it under their SVG so that every move can also be made
 * without a pointer (and screen-reader users get a plain list).
 */
import type { BoardHost, LegalEntry } from "../types";

export class MoveList {
  readonly element: HTMLElement;
  private readonly filter: HTMLInputElement;
  private readonly list: HTMLElement;
  private legal: LegalEntry[] = [];

  constructor(private readonly host: BoardHost) {
    this.element = document.createElement("details");
    this.element.className = "movelist";
    const summary = document.createElement("summary");
    summary.textContent = host.t("moves.all");
    this.filter = document.createElement("input");
    this.filter.type = "search";
    this.filter.placeholder = host.t("moves.filter");
    this.filter.setAttribute("aria-label", host.t("moves.filter"));
    this.filter.addEventListener("input", () => this.draw());
    this.filter.addEventListener("keydown", (event) => {
      if (event.key === "Enter") {
        const shown = this.matching();
        if (shown.length === 1) this.host.send(shown[0]!.action);
      }
    });
    this.list = document.createElement("div");
    this.list.className = "movelist-items";
    this.element.append(summary, this.filter, this.list);
  }

  set(legal: LegalEntry[]): void {
    this.legal = legal;
    (this.element as HTMLDetailsElement).hidden = legal.length === 0;
    this.draw();
  }

  private matching(): LegalEntry[] {
    const needle = this.filter.value.trim().toLowerCase();
    if (!needle) return this.legal;
    return this.legal.filter(
      (e) => e.text.toLowerCase().includes(needle) || this.label(e.text).toLowerCase().includes(needle),
    );
  }

  private label(text: string): string {
    return moveLabel((key, vars) => this.host.t(key, vars), text);
  }

  private draw(): void {
    const shown = this.matching().slice(0, 200);
    this.list.replaceChildren(
      ...shown.map((entry) => {
        const button = document.createElement("button");
        button.type = "button";
        const label = this.label(entry.text);
        button.textContent = label;
        // The tooltip is in the page's language too: a word notation ("pass") shows its
        // translation, a cell or arrow notation itself.
        button.title = label;
        button.dataset.notation = entry.text; // the move as the server writes it
        button.addEventListener("click", () => this.host.send(entry.action));
        return button;
      }),
    );
    const more = this.matching().length - shown.length;
    if (more > 0) {
      const note = document.createElement("p");
      note.textContent = this.host.t("moves.more", { n: more });
      this.list.append(note);
    }
  }
}

/** The words of the notations that are words ("pass", "claim", "coin2") in the page's
 *  language; every other notation (cells, arrows) as it is. */
export function moveLabel(t: (key: string, vars?: Record<string, string | number>) => string, text: string): string {
  if (text === "pass") return t("moves.pass");
  if (text === "claim") return t("moves.claim");
  const coin = /^coin(\d)$/.exec(text);
  return coin ? t("moves.coin", { n: coin[1]! }) : text;
}
