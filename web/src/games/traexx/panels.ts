/**
 * The parts of the Träxx board around the hex maps: the colours' names and chips (on the
 * card and the played cards), each seat's part of the players panel, the captions of the
 * other players' boards and the list of the cards played so far.
 */
import { seatColour } from "../../seatcolours";
import type { BoardHost, StateMsg } from "../../types";
import { addPatterns, el, hexPoints, type TraexxData } from "./hexmap";
import type { PlayerView, TraexxView } from "./view";

export function div(cls: string, parent?: HTMLElement, tag = "div"): HTMLElement {
  const node = document.createElement(tag);
  node.className = cls;
  parent?.append(node);
  return node;
}

/** The colours of the component data, named in the page's language. */
export class Colours {
  constructor(
    private readonly data: TraexxData,
    private readonly host: BoardHost,
  ) {}

  /** A colour's short name on fields and chips in the page's language ("Y", "Ge", "Ke"). */
  abbr(letter: string): string {
    const key = `traexx.abbr.${letter}`;
    const text = this.host.t(key);
    return text === key ? letter : text;
  }

  name(letter: string): string {
    const colour = this.data.colours.find((c) => c.letter === letter);
    return colour ? colour[this.host.lang] : letter;
  }

  list(card: string): string {
    return [...card].map((l) => `${l} ${this.name(l)}`).join(", ");
  }

  /** A colour swatch with its pattern and letter (and name when `named`). */
  chip(letter: string, named: boolean): HTMLElement {
    const chip = div(`traexx-chip traexx-c-${letter}`);
    chip.dataset.colour = letter;
    const svg = el("svg", { viewBox: "-11 -11 22 22", class: "traexx-swatch", "aria-hidden": "true" });
    const prefix = addPatterns(svg, [letter]);
    el("polygon", { class: "traexx-hex", points: hexPoints(0, 0, 10) }, svg);
    el("polygon", { points: hexPoints(0, 0, 10), fill: `url(#${prefix}-${letter})` }, svg);
    const text = el("text", { class: "traexx-chipletter", x: 0, y: 0.5 }, svg);
    text.textContent = this.abbr(letter);
    chip.append(svg);
    if (named) {
      const name = div("traexx-chipname", chip, "span");
      name.textContent = this.name(letter);
    }
    return chip;
  }
}

/** Each seat's part of the players panel (the shell's): its points (total, plus,
 *  unreached), the numbers it reached, and whether it has chosen this round. */
export function renderScores(host: BoardHost, msg: StateMsg, view: TraexxView): void {
  const winners = new Set(msg.outcome?.winners ?? []);
  for (const player of view.players) {
    const slot = host.seatSlot(player.seat);
    if (!slot) continue;
    const box = document.createElement("div");
    box.className = "traexx-seat";
    box.dataset.seat = String(player.seat);
    box.dataset.testid = "traexx-score";
    box.dataset.total = String(player.plus - player.unreached);
    const line = div("traexx-seatline", box);
    const total = div("traexx-totalcell", line, "strong");
    total.textContent = host.t("traexx.points", { n: player.plus - player.unreached });
    const parts = div("traexx-parts", line, "span");
    parts.textContent = `+${player.plus} −${player.unreached}`;
    const why = host.t("traexx.unreachedWhy", { n: player.unreached });
    parts.title = why;
    if (player.unreached > 0) {
      const note = div("traexx-why", box, "small");
      note.dataset.testid = "traexx-why";
      note.textContent = why;
    }
    if (view.card && !view.solo) {
      const flag = div(`traexx-flag ${player.chosen ? "traexx-flag-chosen" : ""}`, line, "span");
      flag.textContent = player.chosen ? `✓ ${host.t("traexx.chosen")}` : host.t("traexx.choosing");
      flag.dataset.chosen = String(player.chosen);
    }
    if (!view.card && winners.has(player.seat)) {
      const flag = div("traexx-flag traexx-flag-win", line, "span");
      flag.textContent = `★ ${host.t("traexx.winner")}`;
    }
    if (player.scored.length) {
      const numbers = div("traexx-numbers", box);
      numbers.setAttribute("aria-label", host.t("traexx.numbers"));
      for (const s of player.scored) {
        const chip = div(`traexx-num ${s.points < s.number ? "traexx-num-half" : ""}`, numbers, "span");
        chip.textContent = s.points < s.number ? `${s.number}→${s.points}` : String(s.number);
        chip.title = `${s.number}: +${s.points}`;
      }
    }
    slot.replaceChildren(box);
  }
}

/** The caption under another player's board: their seat, name and points, and (while a
 *  round is on) whether they have chosen. */
export function renderCaption(caption: HTMLElement, host: BoardHost, view: TraexxView, player: PlayerView): void {
  const total = player.plus - player.unreached;
  caption.replaceChildren();
  caption.append(seatSwatch(player.seat));
  const name = div("traexx-caption-name", caption, "strong");
  name.textContent = host.seatName(player.seat);
  const points = div("traexx-caption-points", caption, "span");
  points.textContent = `${total} (+${player.plus} −${player.unreached})`;
  if (view.card) {
    const flag = div(`traexx-flag ${player.chosen ? "traexx-flag-chosen" : ""}`, caption, "span");
    flag.textContent = player.chosen ? `✓ ${host.t("traexx.chosen")}` : host.t("traexx.choosing");
  }
}

/** The cards played so far, and the numbers already taken. */
export function renderPlayed(played: HTMLElement, host: BoardHost, view: TraexxView, colours: Colours): void {
  played.replaceChildren();
  const title = div("traexx-subtitle", played, "h3");
  title.textContent = `${host.t("traexx.played")} (${view.played_cards.length}/${view.rounds})`;
  const list = div("traexx-playedlist", played);
  if (view.played_cards.length === 0) list.textContent = host.t("traexx.none");
  view.played_cards.forEach((card) => {
    const item = div("traexx-minicard", list);
    item.setAttribute("role", "img");
    item.setAttribute("aria-label", colours.list(card));
    for (const letter of card) item.append(colours.chip(letter, false));
  });
  if (view.taken.length) {
    const taken = div("traexx-taken", played, "p");
    taken.textContent = host.t("traexx.taken", { list: view.taken.join(", ") });
  }
}

/** A seat's colour with its number, as in the players panel (seatcolours.ts). */
export function seatSwatch(seat: number): HTMLElement {
  const swatch = document.createElement("span");
  swatch.className = "traexx-swatch";
  swatch.dataset.seatColour = String(seat);
  swatch.setAttribute("aria-hidden", "true");
  swatch.style.background = seatColour(seat).fill;
  swatch.style.color = seatColour(seat).ink;
  swatch.textContent = String(seat + 1);
  return swatch;
}
