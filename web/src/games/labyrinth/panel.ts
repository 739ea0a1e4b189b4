/**
 * The Labyrinth board's side panel: the secret card(s), the coins of Day & Night and the
 * seats; and the small DOM helpers the board shares with it.
 */
import { svgTo as svg } from "../../dom";
import type { BoardHost, Lang, LegalEntry } from "../../types";
import { iconMarkup, TREASURE_ICONS } from "./icons";
import { coinChoices, type LabyrinthData, type LabyrinthView, type TreasureData } from "./logic";

/** What the panel draws from. */
export interface Panel {
  host: BoardHost;
  data: LabyrinthData;
  view: LabyrinthView;
  me: number | null;
}

export function treasureName(treasure: TreasureData, lang: Lang): string {
  return treasure[lang] ?? treasure.en;
}

export function html<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = "",
  parent?: Element,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  parent?.append(node);
  return node;
}

/** A glyph in a 24-unit box placed at (x, y) with side `size`. */
export function glyph(markup: string, x: number, y: number, size: number, parent: Element, cls = "") {
  const g = svg("g", { transform: `translate(${x} ${y}) scale(${size / 24})`, class: `lab-glyph ${cls}` }, parent);
  g.innerHTML = markup;
  return g;
}

function treasureChip(panel: Panel, treasure: TreasureData, night: boolean, parent: Element, size = 22): HTMLElement {
  const chip = html("span", night ? "lab-chip lab-chip-night" : "lab-chip", parent);
  const s = svg("svg", { viewBox: "0 0 24 24", width: size, height: size, "aria-hidden": "true" });
  chip.append(s);
  s.innerHTML = iconMarkup(TREASURE_ICONS, treasure.key);
  s.classList.add("lab-glyph");
  chip.title = `${treasure.letter} · ${treasureName(treasure, panel.host.lang)}`;
  chip.setAttribute("role", "img");
  chip.setAttribute("aria-label", treasureName(treasure, panel.host.lang));
  chip.dataset.treasure = treasure.key;
  return chip;
}

/** The card(s) the seat seeks now (its secret). */
export function drawCard(panel: Panel, cardBox: HTMLElement): void {
  const { view, me, host } = panel;
  const t = host.t.bind(host);
  const mine = me !== null ? view.players[me] : undefined;
  cardBox.replaceChildren();
  const playing = view.step === "shift" || view.step === "move";
  cardBox.hidden = !mine?.seeking || !playing;
  if (!mine?.seeking || !playing) return;
  const seeking = mine.seeking;
  const heading = html("h3", "", cardBox);
  if (seeking.kind === "home") {
    heading.textContent = t("labyrinth.your_card");
    const face = html("div", "lab-cardface lab-cardhome", cardBox);
    face.textContent = `⌂ ${t("labyrinth.go_home")}`;
    face.dataset.testid = "lab-secret";
    return;
  }
  const night = seeking.kind === "night";
  heading.textContent = t(night ? "labyrinth.night_cards" : seeking.ids.length > 1 ? "labyrinth.your_cards" : "labyrinth.your_card");
  const row = html("div", seeking.ids.length > 2 ? "lab-cardrow lab-cardrow-many" : "lab-cardrow", cardBox);
  for (const id of seeking.ids) {
    const treasure = (night ? panel.data.night_treasures : panel.data.treasures)[id]!;
    const face = html("div", night ? "lab-cardface lab-cardnight" : "lab-cardface", row);
    face.dataset.testid = "lab-secret";
    face.dataset.treasure = treasure.key;
    const s = svg("svg", { viewBox: "0 0 24 24", class: "lab-glyph lab-cardglyph", "aria-hidden": "true" });
    face.append(s);
    s.innerHTML = iconMarkup(TREASURE_ICONS, treasure.key);
    html("span", "lab-cardname", face).textContent = `${treasure.letter} · ${treasureName(treasure, panel.host.lang)}`;
  }
  if (!view.options["open_cards"] && !night) html("p", "lab-note", cardBox).textContent = t("labyrinth.secret");
}

/** Day & Night's coins, the legal ones as buttons. */
export function drawCoins(panel: Panel, coinBox: HTMLElement, legal: LegalEntry[]): void {
  const { view, host } = panel;
  const t = host.t.bind(host);
  coinBox.replaceChildren();
  coinBox.hidden = !view.coins;
  if (!view.coins) return;
  html("h3", "", coinBox).textContent = t("labyrinth.coins");
  const row = html("div", "lab-coinrow", coinBox);
  const allowed = coinChoices(legal);
  view.coins.forEach((value, i) => {
    const n = i + 1;
    const button = html("button", "lab-coin", row);
    button.type = "button";
    button.dataset.coin = String(n);
    button.dataset.legal = allowed.includes(n) ? "true" : "false";
    button.disabled = !allowed.includes(n);
    button.textContent = value === null ? "?" : String(value);
    button.setAttribute("aria-label", value === null ? t("labyrinth.coin", { n }) : t("labyrinth.coin_value", { n, v: value }));
    if (view.coin_taken === i) button.classList.add("lab-coin-taken");
    button.addEventListener("click", () => {
      const action = legal.find((e) => (e.action as { type?: string; coin?: number }).type === "coin" && (e.action as { coin?: number }).coin === n);
      if (action) host.send(action.action);
    });
  });
}

/** Each seat's part of the players panel (the shell's): its pawn colour (and symbol),
 *  cards left, the open cards and the treasures found. */
export function drawSeats(panel: Panel): void {
  const { view, me, host, data } = panel;
  const t = host.t.bind(host);
  for (const p of view.players) {
    const slot = host.seatSlot(p.seat);
    if (!slot) continue;
    slot.replaceChildren();
    const head = html("div", "lab-seat-head", slot);
    const colour = data.colours[host.lang]?.[p.seat] ?? p.colour;
    const symbol = p.symbol ? ` · ${data.symbols[host.lang]?.[p.seat] ?? p.symbol}` : "";
    html("span", "lab-seat-colour", head).textContent = `${colour}${symbol}`;
    const count = html("span", "lab-seat-count", head);
    const nightLeft = p.night_cards ? p.night_cards.length : 0;
    count.textContent = view.phase === "night" ? t("labyrinth.night_left", { n: nightLeft }) : t("labyrinth.cards_left", { n: p.cards_left });
    count.dataset.testid = "cards-left";
    if (p.cards && me !== p.seat) {
      const row = html("div", "lab-seat-cards", slot);
      for (const id of p.cards) treasureChip(panel, data.treasures[id]!, false, row, 18);
    }
    if (p.found.length || (p.night_found && p.night_found.length)) {
      const row = html("div", "lab-seat-found", slot);
      html("span", "lab-found-label", row).textContent = `${t("labyrinth.found")}:`;
      for (const id of p.found) treasureChip(panel, data.treasures[id]!, false, row, 18);
      for (const id of p.night_found ?? []) treasureChip(panel, data.night_treasures[id]!, true, row, 18);
    }
  }
}
