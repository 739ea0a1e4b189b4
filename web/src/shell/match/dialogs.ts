/**
 * The match page's dialogs over the board: join, hand-over (hot-seat) and game over.
 */
import { h } from "../../dom";
import type { Lang, Outcome, SeatInfo } from "../../types";
import type { HintsInfo } from "../../generated/protocol";
import { joinNames } from "../format";
import { outcomeRows } from "../outcome";

type T = (key: string, vars?: Record<string, string | number>) => string;

/** The one overlay element of the page; `kind` says which dialog it holds. A dialog is
 *  named by its heading, keeps the focus inside while it is open (Tab and Shift+Tab go
 *  round), and Escape calls its `escape` (when it has one). */
export class Overlay {
  readonly el = h("div", { class: "overlay", hidden: true });
  private escape: (() => void) | null = null;
  private static next = 0;

  constructor() {
    this.el.addEventListener("keydown", (event) => this.key(event));
  }

  get kind(): string {
    return this.el.dataset.kind ?? "";
  }

  open(kind: string, content: HTMLElement, escape: (() => void) | null = null): void {
    this.el.dataset.kind = kind;
    this.el.hidden = false;
    this.escape = escape;
    const box = h("div", { class: "overlay-box", role: "dialog", "aria-modal": "true" }, content);
    const heading = box.querySelector<HTMLElement>("h1, h2, h3");
    if (heading) {
      heading.id ||= `dialog-title-${(Overlay.next += 1)}`;
      box.setAttribute("aria-labelledby", heading.id);
    }
    this.el.replaceChildren(box);
    const focus = box.querySelector<HTMLElement>("[autofocus], button, input, select");
    focus?.focus();
  }

  close(kind = ""): void {
    this.el.hidden = true;
    this.el.replaceChildren();
    this.el.dataset.kind = kind;
    this.escape = null;
  }

  private focusables(): HTMLElement[] {
    return [
      ...this.el.querySelectorAll<HTMLElement>(
        'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
    ];
  }

  private key(event: KeyboardEvent): void {
    if (this.el.hidden) return;
    if (event.key === "Escape" && this.escape) {
      event.preventDefault();
      this.escape();
      return;
    }
    if (event.key !== "Tab") return;
    const items = this.focusables();
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !this.el.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !this.el.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }
}

/** What the join form says about the match: the game, who invites (the creator: the
 *  lowest seat a person sits on, as the lobby seats its creator first; null when
 *  nobody sits yet) and who plays. */
export interface Invitation {
  game: string;
  by: string | null;
  players: string[];
}

/** The join form; `join` resolves when the seat is taken (or rejects with the reason). */
export function joinForm(
  t: T,
  open: SeatInfo[],
  savedName: string,
  join: (name: string, seat: number) => Promise<void>,
  watch: () => void,
  invitation: Invitation,
): HTMLElement {
  const name = h("input", {
    type: "text",
    name: "join-name",
    maxlength: 40,
    required: true,
    value: savedName,
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
    h(
      "p",
      { class: "join-invited", "data-testid": "join-invited" },
      invitation.by === null
        ? t("match.join.invitedNoName", { game: invitation.game })
        : t("match.join.invited", { name: invitation.by, game: invitation.game }),
    ),
    h("p", { class: "muted join-players" }, t("match.join.players", { names: invitation.players.join(", ") })),
    h("label", {}, t("match.join.name"), name),
    h("label", {}, t("match.join.seat"), seat),
    error,
    h(
      "div",
      { class: "row" },
      h("button", { type: "submit", "data-testid": "join" }, t("match.join.button")),
      h("button", { type: "button", class: "secondary", "data-testid": "watch", onclick: watch }, t("match.watch")),
    ),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const who = name.value.trim();
    if (!who) return;
    join(who, Number(seat.value)).catch((err: Error) => {
      error.textContent = err.message;
    });
  });
  return form;
}

/** "Pass the screen to Ben" with the button that shows Ben's board. */
export function handoverBox(t: T, name: string, ready: () => void): HTMLElement {
  const button = h(
    "button",
    { type: "button", "data-testid": "handover-ready", autofocus: true },
    t("handover.ready", { name }),
  );
  button.addEventListener("click", ready);
  return h(
    "div",
    { class: "handover", "data-testid": "handover" },
    h("h2", {}, t("handover.title", { name })),
    h("p", {}, t("handover.body", { name })),
    button,
  );
}

export interface GameOverActions {
  replay(): void;
  close(): void;
  lobby(): void;
  /** Open the post-game review (its address, followed by the link). */
  review?: { path: string; open(): void };
}

/** How many turns each player who used hints used them on (and asked for help on); the
 *  others (bots among them, which never ask) are not listed, and with nobody, no list. */
function hintsUsedList(t: T, hints: HintsInfo, nameOf: (seat: number) => string): HTMLElement | null {
  const users = hints.used.flatMap((used, seat) => (used.hints || used.helps ? [{ used, seat }] : []));
  if (users.length === 0) return null;
  return h(
    "ul",
    { class: "muted hints-result", "data-testid": "over-hints" },
    ...users.map(({ used, seat }) =>
      h(
        "li",
        { "data-seat": seat },
        t(used.helps ? "over.hintsHelp" : "over.hints", { name: nameOf(seat), n: used.hints, m: used.helps }),
      ),
    ),
  );
}

/** The result: the winners (several share the win), the table of places and what the
 *  game counts (`scoreHeading`, e.g. "Treasures found"), the reason. */
export function gameOverBox(
  t: T,
  lang: Lang,
  outcome: Outcome | null,
  nameOf: (seat: number) => string,
  actions: GameOverActions,
  hints: HintsInfo | null = null,
  scoreHeading: string = t("over.score"),
): HTMLElement {
  const rows = outcome ? outcomeRows(outcome, nameOf) : [];
  const winners = outcome?.winners.map(nameOf) ?? [];
  const headline =
    winners.length === 0
      ? t("over.noWinner")
      : t(winners.length === 1 ? "over.winner" : "over.winners", { names: joinNames(lang, winners) });
  const table = h(
    "table",
    { class: "results" },
    h(
      "thead",
      {},
      h("tr", {}, h("th", {}, t("over.rank")), h("th", {}, t("over.player")), h("th", {}, scoreHeading)),
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
  return h(
    "div",
    { class: "game-over", "data-testid": "game-over" },
    h("h2", {}, t("over.title")),
    h("p", { class: "headline" }, headline),
    table,
    outcome?.reason
      ? h("p", { class: "muted reason", "data-testid": "over-reason" }, outcome.reason_words?.[lang] ?? outcome.reason)
      : null,
    hints?.on ? hintsUsedList(t, hints, nameOf) : null,
    h(
      "div",
      { class: "row" },
      h("button", { type: "button", "data-testid": "replay-open", onclick: actions.replay }, t("over.replay")),
      actions.review
        ? h(
            "a",
            {
              href: actions.review.path,
              class: "button secondary",
              "data-testid": "review-open",
              onclick: (event: Event) => {
                event.preventDefault();
                actions.review?.open();
              },
            },
            t("review.open"),
          )
        : null,
      h(
        "button",
        {
          type: "button",
          class: "secondary",
          "data-testid": "over-close",
          "aria-label": t("over.close"),
          title: t("over.close"),
          onclick: actions.close,
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
            actions.lobby();
          },
        },
        t("over.lobby"),
      ),
    ),
  );
}
