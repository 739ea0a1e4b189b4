/**
 * Ending and playing again: the Resign confirmation and the rematch part of the
 * game-over dialog. The server decides (POST /api/matches/{id}/rematch, the `resign`
 * message); these only draw what it said and pass the person's choice on.
 */
import type { RematchMsg } from "../../connection";
import { h } from "../../dom";
import type { Lang } from "../../types";
import { joinNames } from "../format";

type T = (key: string, vars?: Record<string, string | number>) => string;

/** "Resign the game?" with the confirming button and a way back to the game. */
export function resignBox(t: T, name: string, confirm: () => void, cancel: () => void): HTMLElement {
  return h(
    "div",
    { class: "resign-confirm", "data-testid": "resign-dialog" },
    h("h2", {}, t("resign.title")),
    h("p", {}, t("resign.body", { name })),
    h(
      "div",
      { class: "row" },
      h(
        "button",
        { type: "button", class: "secondary", "data-testid": "resign-cancel", autofocus: true, onclick: cancel },
        t("resign.cancel"),
      ),
      h("button", { type: "button", class: "danger", "data-testid": "resign-confirm", onclick: confirm }, t("resign.confirm")),
    ),
  );
}

/** What a browser with `local` seats can do about `offer` now. */
export type RematchStep =
  | { kind: "none" } // a spectator: nothing to offer
  | { kind: "offer"; declinedBy: number | null } // no offer under way: offer one
  | { kind: "answer"; by: number } // someone offered and a seat here must answer
  | { kind: "waiting"; seats: number[] } // this browser accepted; others must answer
  | { kind: "made"; match: string }; // everyone accepted

export function rematchStep(offer: RematchMsg | null, local: number[]): RematchStep {
  if (local.length === 0) return { kind: "none" };
  if (offer?.new_match) return { kind: "made", match: offer.new_match };
  if (!offer || offer.declined_by !== null) return { kind: "offer", declinedBy: offer?.declined_by ?? null };
  if (offer.waiting.some((seat) => local.includes(seat))) return { kind: "answer", by: offer.offered_by };
  return { kind: "waiting", seats: offer.waiting };
}

export interface RematchActions {
  /** Offer or accept (true), or decline (false). */
  answer(accept: boolean): void;
}

/** The rematch part of the game-over dialog; `draw` is called whenever the offer changes. */
export class RematchPanel {
  readonly el = h("div", { class: "rematch", "data-testid": "rematch" });
  private readonly status = h("p", { class: "rematch-status", role: "status", "data-testid": "rematch-status", tabindex: -1 });
  private readonly buttons = h("div", { class: "row" });
  private shown = "";

  constructor(
    private readonly t: T,
    private readonly lang: Lang,
    private readonly nameOf: (seat: number) => string,
    private readonly actions: RematchActions,
  ) {
    this.el.append(this.status, this.buttons);
  }

  draw(offer: RematchMsg | null, local: number[], error: string | null): void {
    const t = this.t;
    const step = rematchStep(offer, local);
    const key = JSON.stringify([step, error]);
    if (key === this.shown) return; // keep the focus on a button that stays
    this.shown = key;
    this.el.hidden = step.kind === "none";
    this.el.dataset.step = step.kind;
    const button = (text: string, testid: string, accept: boolean, secondary = false) =>
      h(
        "button",
        {
          type: "button",
          class: secondary ? "secondary" : "",
          "data-testid": testid,
          onclick: () => this.actions.answer(accept),
        },
        text,
      );
    let text = "";
    const buttons: HTMLElement[] = [];
    switch (step.kind) {
      case "offer":
        if (step.declinedBy !== null) text = t("rematch.declined", { name: this.nameOf(step.declinedBy) });
        buttons.push(button(t("rematch.offer"), "rematch-offer", true));
        break;
      case "answer":
        text = t("rematch.offered", { name: this.nameOf(step.by) });
        buttons.push(button(t("rematch.accept"), "rematch-accept", true));
        buttons.push(button(t("rematch.decline"), "rematch-decline", false, true));
        break;
      case "waiting":
        text = t("rematch.waiting", { names: joinNames(this.lang, step.seats.map(this.nameOf)) });
        break;
      case "made":
        text = t("rematch.starting");
        break;
      default:
        break;
    }
    if (error) text = `${text} ${t("rematch.error", { message: error })}`.trim();
    const hadFocus = this.el.contains(document.activeElement);
    this.status.textContent = text;
    this.status.hidden = text === "";
    this.buttons.replaceChildren(...buttons);
    if (hadFocus) (buttons[0] ?? this.status).focus();
  }
}
