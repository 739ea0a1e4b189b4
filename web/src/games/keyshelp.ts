/**
 * The keys of a board, behind a "Keys" button beside it (instead of a line of text that
 * is always there). The button opens a small non-modal dialog that lists the keys, one a
 * line; Escape, its close button or a click elsewhere closes it, and the focus goes back
 * to the button. A board gives the lines as one translated string, the lines separated
 * by newlines.
 */
import "./keyshelp.css";

let made = 0;

type Translate = (key: string, vars?: Record<string, string | number>) => string;

export class KeysHelp {
  readonly element: HTMLElement;
  private readonly button: HTMLButtonElement;
  private readonly pop: HTMLElement;
  private readonly list: HTMLUListElement;
  private readonly onOutside = (event: Event) => {
    if (!this.element.contains(event.target as Node)) this.close(false);
  };

  constructor(t: Translate, lines = "") {
    const id = `keys-help-${++made}`;
    this.element = document.createElement("div");
    this.element.className = "keys-help";
    this.button = document.createElement("button");
    this.button.type = "button";
    this.button.className = "secondary keys-help-button";
    this.button.dataset.testid = "keys-help";
    this.button.setAttribute("aria-expanded", "false");
    this.button.setAttribute("aria-controls", id);
    const icon = document.createElement("span");
    icon.setAttribute("aria-hidden", "true");
    icon.textContent = "⌨";
    this.button.append(icon, t("keys.button"));
    this.button.addEventListener("click", () => (this.isOpen ? this.close() : this.open()));

    this.pop = document.createElement("div");
    this.pop.id = id;
    this.pop.className = "keys-help-pop";
    this.pop.hidden = true;
    this.pop.tabIndex = -1;
    this.pop.dataset.testid = "keys-help-pop";
    this.pop.setAttribute("role", "dialog");
    this.pop.setAttribute("aria-labelledby", `${id}-title`);
    const head = document.createElement("div");
    head.className = "keys-help-head";
    const title = document.createElement("h3");
    title.id = `${id}-title`;
    title.textContent = t("keys.title");
    const close = document.createElement("button");
    close.type = "button";
    close.className = "secondary icon keys-help-close";
    close.dataset.testid = "keys-help-close";
    close.setAttribute("aria-label", t("keys.close"));
    close.textContent = "×";
    close.addEventListener("click", () => this.close());
    head.append(title, close);
    this.list = document.createElement("ul");
    this.pop.append(head, this.list);
    // Escape closes the help only (a board's own Escape, e.g. clearing a path, must not
    // fire as well)
    this.element.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && this.isOpen) {
        event.preventDefault();
        event.stopPropagation();
        this.close();
      }
    });
    this.element.append(this.button, this.pop);
    this.set(lines);
  }

  get isOpen(): boolean {
    return !this.pop.hidden;
  }

  /** The lines to list (one translated string, a line per key). */
  set(lines: string): void {
    this.list.replaceChildren(
      ...lines
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const item = document.createElement("li");
          item.textContent = line;
          return item;
        }),
    );
  }

  open(): void {
    this.pop.hidden = false;
    this.button.setAttribute("aria-expanded", "true");
    this.pop.focus();
    document.addEventListener("pointerdown", this.onOutside, true);
  }

  close(refocus = true): void {
    if (!this.isOpen) return;
    this.pop.hidden = true;
    this.button.setAttribute("aria-expanded", "false");
    document.removeEventListener("pointerdown", this.onOutside, true);
    if (refocus) this.button.focus();
  }

  destroy(): void {
    document.removeEventListener("pointerdown", this.onOutside, true);
  }
}
