/**
 * The Labyrinth card-game board: a pannable, zoomable layout of the lying cards, the
 * player's hand with rotation, the legal cells for the selected card (taken from `legal`
 * only), a preview of the cards a placement takes and a chooser where there is a choice,
 * and every player's collected pile.
 */
import { seatColour } from "../../seatcolours";
import type { Advice, Board, BoardHost, GameModule, StateMsg } from "../../types";
import { adviceLayer, mostByCard } from "./advice";
import { flyIn } from "./fly";
import { KeysHelp } from "../keyshelp";
import { MoveList } from "../movelist";
import "./cards.css";
import { FocusKeeper } from "../focus";
import {
  CELL,
  mayTake,
  needsChoice,
  nextRotation,
  pickCard,
  pickRotation,
  playableRotations,
  readLegal,
  targetsFor,
  type GameData,
  type LyingCard,
  type Moves,
  type Target,
  type TakeOption,
} from "./logic";
import { TableCamera } from "./camera";
import { cardSvg, drawCard, svgEl, treasureIcon } from "./svg";
import { strings } from "./strings";

interface PlayerView {
  hand: number[] | null;
  hand_size: number;
  taken: number[];
  score: number;
}

interface CardsView {
  viewer: number | null;
  num_players: number;
  options: { taking: string };
  current: number | null;
  turn: number;
  layout: LyingCard[];
  pile_size: number;
  discards: number[];
  players: PlayerView[];
  last: { player: number; action: { type: string; card: number; x?: number; y?: number; take?: number[] } } | null;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

class CardsBoard implements Board {
  private readonly data: GameData;
  private msg: StateMsg | null = null;
  private view: CardsView | null = null;
  private moves: Moves = { places: new Map(), discards: [] };
  private selected: number | null = null;
  private rotation = new Map<number, number>();
  private preview: TakeOption[] | null = null; // the option(s) under the pointer or focus
  private choosing: Target | null = null;
  private arrived = false; // a new card was laid since the last drawing: let it arrive
  private flyPending = false; // another seat's card to fly in at the next drawing
  /** The server's hint and proposal for this seat's turn (null: none shown). */
  private advice: Advice | null = null;
  private proposal: Advice | null = null;

  private readonly wrap = el("div", { class: "cards-board" });
  private readonly status = el("p", { class: "cards-status", "aria-live": "polite" });
  private readonly stage = el("div", { class: "cards-stage" });
  private readonly svg = svgEl("svg", {
    class: "cards-table",
    tabindex: "0",
    role: "application",
    "data-testid": "cards-table",
  });
  private readonly world = svgEl("g", { class: "cards-world" });
  private readonly chooser = el("div", { class: "cards-chooser", "data-testid": "cards-chooser" });
  private readonly hand = el("section", { class: "cards-hand" });
  private readonly tableInfo = el("section", { class: "cards-tableinfo" });
  private readonly info = el("p", { class: "cards-info" });
  private readonly moveList: MoveList;
  private readonly keysHelp: KeysHelp;
  private readonly camera: TableCamera;
  /** Focus goes on to the next control after a redraw. */
  private readonly keeper: FocusKeeper;

  constructor(
    private readonly root: HTMLElement,
    private readonly host: BoardHost,
  ) {
    this.data = (host.gameData ?? { cards: {}, treasures: {} }) as GameData;
    this.svg.setAttribute("aria-label", host.t("cards.table"));
    this.svg.append(this.world);
    const zoom = el("div", { class: "cards-zoom" });
    const button = (label: string, title: string, id: string, act: () => void) => {
      const b = el("button", { type: "button", title, "aria-label": title, "data-testid": id }, label);
      b.addEventListener("click", act);
      zoom.append(b);
    };
    button("+", host.t("cards.zoomIn"), "cards-zoom-in", () => this.camera.zoom(1.25));
    button("−", host.t("cards.zoomOut"), "cards-zoom-out", () => this.camera.zoom(0.8));
    button("⤢", host.t("cards.fit"), "cards-fit", () => this.camera.fit());
    this.chooser.hidden = true;
    this.stage.append(this.svg, zoom);
    const side = el("div", { class: "cards-side" });
    side.append(this.hand, this.tableInfo);
    const main = el("div", { class: "cards-main" });
    const left = el("div", { class: "cards-left" });
    left.append(this.stage, this.chooser);
    main.append(left, side);
    this.keysHelp = new KeysHelp(host.t.bind(host), host.t("cards.help"));
    this.moveList = new MoveList(host);
    this.wrap.append(this.status, main, this.info, this.keysHelp.element, this.moveList.element);
    root.append(this.wrap);
    this.camera = new TableCamera(
      this.svg,
      () => this.fitCells(),
      () => this.focusCells(),
    );
    this.keeper = new FocusKeeper(this.wrap, () => this.svg, () => this.nextControl());
    this.listen();
  }

  // ------------------------------------------------------------------ input
  private listen(): void {
    this.wrap.addEventListener("keydown", (e) => {
      const target = e.target as HTMLElement;
      if (target.closest("input, textarea, select")) return;
      if ((e.key === "r" || e.key === "R") && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        this.rotate(e.shiftKey ? -1 : 1);
      } else if (e.key === "Escape" && this.choosing) {
        this.closeChooser();
      }
    });
  }

  private fitCells(): { x: number; y: number }[] {
    const cells: { x: number; y: number }[] = [...(this.view?.layout ?? [])];
    if (this.selected !== null) cells.push(...this.currentTargets());
    return cells;
  }

  /** What a too-large table is shown around: the selected card's targets, else the
   *  card laid last. */
  private focusCells(): { x: number; y: number }[] {
    if (this.selected !== null) {
      const targets = this.currentTargets();
      if (targets.length) return targets;
    }
    const last = this.view?.last?.action;
    return last && last.type === "place" && last.x !== undefined && last.y !== undefined ? [{ x: last.x, y: last.y }] : [];
  }

  // ---------------------------------------------------------------- actions
  private rotationOf(card: number): number {
    return this.rotation.get(card) ?? 0;
  }

  private currentTargets(): Target[] {
    if (this.selected === null || this.host.readOnly) return [];
    return targetsFor(this.moves, this.selected, this.rotationOf(this.selected));
  }

  private select(card: number): void {
    this.selected = card;
    this.rotation.set(card, pickRotation(this.moves, card, this.rotationOf(card)));
    this.closeChooser(false);
    // the card chosen, the next control is where it may go
    this.keeper.around(() => this.render(), true);
  }

  /** The control a keyboard user wants next: a place for the chosen card, a discard, a card. */
  private nextControl(): Element | null {
    return (
      this.world.querySelector('[data-testid="cards-target"]') ??
      this.hand.querySelector('[data-testid="cards-discard"]') ??
      this.hand.querySelector('[data-legal="true"]')
    );
  }

  private rotate(dir: 1 | -1): void {
    if (this.selected === null) return;
    const info = this.data.cards[String(this.selected)];
    const rotations = info?.rotations ?? [0, 1, 2, 3];
    const next = nextRotation(rotations, this.rotationOf(this.selected), dir);
    this.rotation.set(this.selected, next);
    this.closeChooser(false);
    this.keeper.around(() => this.render(), false);
    const count = this.currentTargets().length;
    this.host.announce(this.host.t("cards.rotated", { card: this.selected, turns: next, n: count }));
  }

  private activate(target: Target): void {
    if (this.host.readOnly) return;
    if (needsChoice(target)) {
      this.openChooser(target);
      return;
    }
    this.host.send(target.options[0]!.action);
  }

  private openChooser(target: Target): void {
    this.choosing = target;
    this.renderChooser();
    this.render();
    if (typeof this.chooser.scrollIntoView === "function") this.chooser.scrollIntoView({ block: "nearest" });
    (this.chooser.querySelector("button") as HTMLButtonElement | null)?.focus();
  }

  private closeChooser(redraw = true): void {
    if (!this.choosing) return;
    this.choosing = null;
    this.chooser.hidden = true;
    this.chooser.replaceChildren();
    this.preview = null;
    if (redraw) {
      this.render();
      this.svg.focus();
    }
  }

  // ----------------------------------------------------------------- update
  update(msg: StateMsg): void {
    const view = msg.view as CardsView;
    const turnChanged = !this.view || this.view.turn !== view.turn;
    this.arrived = !!this.view && turnChanged;
    // another seat laid a card: it flies to its place, once, over one step of the pace
    this.flyPending = this.arrived && view.last?.action.type === "place" && view.last.player !== view.viewer;
    this.msg = msg;
    this.view = view;
    this.moves = readLegal(this.host.readOnly ? [] : msg.legal);
    const handCards = this.myHand();
    const before = this.selected;
    this.selected = pickCard(this.moves, handCards, this.selected);
    if (this.selected !== null && (turnChanged || before !== this.selected)) {
      this.rotation.set(this.selected, pickRotation(this.moves, this.selected, this.rotationOf(this.selected)));
    }
    if (turnChanged) this.closeChooser(false);
    this.preview = null;
    this.moveList.set(this.host.readOnly ? [] : msg.legal);
    this.keeper.around(() => this.render(), true);
  }

  // ----------------------------------------------------------------- hints
  showHint(hint: Advice | null): void {
    this.advice = hint;
    if (this.view) this.keeper.around(() => this.render(), false);
  }

  /** A proposal: its card chosen and turned as proposed, its place ringed. */
  showHelp(help: Advice | null): void {
    this.proposal = help;
    const action = help?.actions?.[0];
    if (action && typeof action.card === "number" && this.myHand().includes(action.card)) {
      this.selected = action.card;
      if (typeof action.rotation === "number") this.rotation.set(action.card, action.rotation);
    }
    if (this.view) this.keeper.around(() => this.render(), false);
  }

  private myHand(): number[] {
    const view = this.view;
    if (!view || view.viewer === null || view.viewer === undefined) return [];
    return view.players[view.viewer]?.hand ?? [];
  }

  private name(letter: string): string {
    const t = this.data.treasures[letter];
    if (!t) return letter;
    return `${letter}: ${t[this.host.lang] ?? t.en}`;
  }

  private render(): void {
    const view = this.view;
    const msg = this.msg;
    if (!view || !msg) return;
    this.renderStatus(view, msg);
    this.renderWorld(view);
    // Until the player pans or zooms, keep every card and every offered cell in view.
    if (!this.camera.moved) this.camera.fit();
    this.renderHand(view);
    this.renderPlayers(view);
    this.renderInfo(view);
  }

  private renderStatus(view: CardsView, msg: StateMsg): void {
    const t = this.host.t.bind(this.host);
    let text: string;
    if (view.current === null || msg.status === "finished") text = t("cards.over");
    else if (view.current === view.viewer && !this.host.readOnly) {
      text = this.moves.places.size ? t("cards.yourTurn") : t("cards.mustDiscard");
    } else text = t("cards.theirTurn", { name: this.host.seatName(view.current) });
    this.status.textContent = text;
    this.status.classList.toggle("cards-status-you", view.current === view.viewer && !this.host.readOnly);
  }

  private renderWorld(view: CardsView): void {
    const last = view.last?.action;
    const lastCell = last && last.type === "place" ? `${last.x},${last.y}` : null;
    const cards = svgEl("g", { class: "cards-layout" });
    for (const lying of view.layout) {
      const g = svgEl("g", {
        class: "cards-lying",
        transform: `translate(${lying.x * CELL},${lying.y * CELL})`,
        "data-card": lying.card,
        "data-x": lying.x,
        "data-y": lying.y,
      });
      g.append(drawCard({ card: lying.card, rotation: lying.rotation, data: this.data, name: (l) => this.name(l) }));
      if (`${lying.x},${lying.y}` === lastCell) {
        g.classList.add("cards-last");
        if (this.flyPending && this.host.paceMs > 0) {
          this.flyPending = false;
          flyIn(g, lying.x * CELL, lying.y * CELL, this.host.paceMs);
        } else if (this.arrived) g.classList.add("cards-arrive");
        // the last card is ringed in the colour of the seat that laid it, with its number
        const by = view.last!.player;
        g.append(
          svgEl("rect", { class: "cards-last-mark", x: -3, y: -3, width: 106, height: 106, rx: 11, style: `stroke: ${seatColour(by).fill}` }),
          svgEl("circle", { class: "cards-last-by", cx: 6, cy: 6, r: 11, fill: seatColour(by).fill, "data-seat-colour": by }),
        );
        const number = svgEl("text", { class: "cards-last-by-text", x: 6, y: 10, fill: seatColour(by).ink }, String(by + 1));
        g.append(number);
      }
      cards.append(g);
    }
    const ghosts = svgEl("g", { class: "cards-ghosts" });
    const selected = this.selected;
    if (selected !== null && !this.host.readOnly) {
      const rotation = this.rotationOf(selected);
      for (const target of this.currentTargets()) {
        const key = `${target.x},${target.y}`;
        const takes = target.options[0]!.take;
        const label = this.host.t(needsChoice(target) ? "cards.placeChoose" : takes.length ? "cards.placeTake" : "cards.place", {
          card: selected,
          x: target.x,
          y: target.y,
          take: takes.join(", "),
        });
        const g = svgEl("g", {
          class: "cards-ghost",
          transform: `translate(${target.x * CELL},${target.y * CELL})`,
          tabindex: "0",
          role: "button",
          "data-testid": "cards-target",
          "data-legal": "true",
          "data-cell": key,
          "data-card": selected,
          "data-rotation": rotation,
          "data-choice": needsChoice(target) ? "true" : "false",
          "data-takes": needsChoice(target) ? mayTake(target).join(",") : takes.join(","),
        });
        if (this.choosing && this.choosing.x === target.x && this.choosing.y === target.y) g.classList.add("cards-ghost-open");
        const look = drawCard({ card: selected, rotation, data: this.data, name: (l) => this.name(l), number: false });
        look.classList.add("cards-ghost-card");
        // named by an SVG <title> (not aria-label): the treasure letters drawn on the card are
        // pictures, not its label (axe's label-content-name-mismatch)
        const name = svgEl("title", {});
        name.textContent = label;
        g.append(name, svgEl("rect", { class: "cards-ghost-slot", x: 0, y: 0, width: 100, height: 100, rx: 9 }), look);
        const hint = takes.length || needsChoice(target) ? svgEl("g", { class: "cards-ghost-badge", transform: "translate(82,14)" }) : null;
        if (hint) {
          hint.append(svgEl("rect", { x: -15, y: -10, width: 30, height: 20, rx: 10 }));
          const n = svgEl("text", { y: 5 });
          n.textContent = needsChoice(target) ? `0–${mayTake(target).length}` : `+${takes.length}`;
          hint.append(n);
          g.append(hint);
        }
        const show = () => {
          if (this.choosing) return;
          this.preview = needsChoice(target) ? target.options : [target.options[0]!];
          this.markTaking();
          this.renderInfo(view);
        };
        const hide = () => {
          if (this.choosing) return;
          this.preview = null;
          this.markTaking();
          this.renderInfo(view);
        };
        g.addEventListener("pointerenter", show);
        g.addEventListener("focus", show);
        g.addEventListener("pointerleave", hide);
        g.addEventListener("blur", hide);
        g.addEventListener("click", () => this.activate(target));
        g.addEventListener("keydown", (e) => {
          if (e.key === "Enter" || e.key === " ") {
            e.preventDefault();
            this.activate(target);
          }
        });
        ghosts.append(g);
      }
    }
    this.world.replaceChildren(cards, ghosts, adviceLayer(this.advice, this.proposal, selected, (k) => this.host.t(k)));
    this.arrived = false;
    this.markTaking();
    this.stage.classList.toggle("cards-stage-active", ghosts.childElementCount > 0);
  }

  /** Mark the lying cards the previewed option(s) take (in place, so that focus and
   *  hover on the placements survive). */
  private markTaking(): void {
    const taking = new Set<number>(this.preview?.flatMap((o) => o.take) ?? []);
    const choice = !!this.preview && this.preview.length > 1;
    for (const g of this.world.querySelectorAll<SVGGElement>(".cards-lying")) {
      const card = Number(g.getAttribute("data-card"));
      g.querySelectorAll(".cards-take-mark, .cards-take-badge").forEach((n) => n.remove());
      g.classList.toggle("cards-taking", taking.has(card));
      if (taking.has(card)) {
        g.setAttribute("data-taking", "true");
        g.append(svgEl("rect", { class: choice ? "cards-take-mark cards-take-maybe" : "cards-take-mark", x: -4, y: -4, width: 108, height: 108, rx: 12 }));
        const badge = svgEl("g", { class: "cards-take-badge", transform: "translate(10,10)" });
        badge.append(svgEl("circle", { r: 11 }));
        const mark = svgEl("text", { y: 5 });
        mark.textContent = choice ? "?" : "+";
        badge.append(mark);
        g.append(badge);
      } else g.removeAttribute("data-taking");
    }
  }

  private renderChooser(): void {
    const target = this.choosing;
    if (!target || this.selected === null) return;
    const t = this.host.t.bind(this.host);
    const title = el("p", { class: "cards-chooser-title", id: "cards-chooser-title" }, t("cards.chooseTitle", { card: this.selected }));
    const list = el("div", { class: "cards-chooser-options", role: "group", "aria-labelledby": "cards-chooser-title" });
    for (const option of target.options) {
      const label = option.take.length ? t("cards.takeCards", { cards: option.take.join(", "), n: option.take.length }) : t("cards.takeNothing");
      const b = el("button", {
        type: "button",
        class: "cards-take-option",
        "data-testid": "cards-take-option",
        "data-legal": "true",
        "data-take": option.take.join(","),
      });
      b.append(el("span", { class: "cards-take-label" }, label));
      const icons = el("span", { class: "cards-take-icons" });
      for (const card of option.take) icons.append(this.chip(card));
      b.append(icons);
      const show = () => {
        this.preview = [option];
        this.markTaking();
      };
      b.addEventListener("pointerenter", show);
      b.addEventListener("focus", show);
      b.addEventListener("click", () => {
        this.closeChooser(false);
        this.host.send(option.action);
      });
      list.append(b);
    }
    const cancel = el("button", { type: "button", class: "cards-chooser-cancel", "data-testid": "cards-chooser-cancel" }, t("cards.cancel"));
    cancel.addEventListener("click", () => this.closeChooser());
    this.chooser.replaceChildren(title, list, cancel);
    this.chooser.hidden = false;
  }

  private renderHand(view: CardsView): void {
    const t = this.host.t.bind(this.host);
    const handCards = this.myHand();
    const parts: HTMLElement[] = [el("h3", {}, t("cards.hand"))];
    this.hand.hidden = view.viewer === null || view.viewer === undefined;
    if (this.hand.hidden) {
      this.hand.replaceChildren();
      return;
    }
    const row = el("div", { class: "cards-hand-row" });
    const discard = this.moves.discards.length > 0;
    for (const card of handCards) {
      const rotation = this.rotationOf(card);
      const playable = playableRotations(this.moves, card).length > 0;
      const b = el("button", {
        type: "button",
        class: "cards-hand-card",
        "data-testid": "cards-hand",
        "data-card": String(card),
        "data-rotation": String(rotation),
        "data-legal": String(playable && !this.host.readOnly),
        "aria-pressed": String(card === this.selected),
      });
      const letters = this.data.cards[String(card)]?.treasures ?? [];
      // named by hidden text (not aria-label): the letters drawn on the card are pictures
      b.append(
        el("span", { class: "sr-only" }, t("cards.handCard", { card, treasures: letters.map((l) => this.name(l)).join(", ") })),
        cardSvg({ card, rotation, data: this.data, name: (l) => this.name(l) }, 92),
      );
      const most = mostByCard(this.advice).get(card);
      if (most !== undefined) {
        b.classList.add("cards-hand-hint");
        b.dataset.hintMost = String(most);
        b.append(el("span", { class: "cards-hand-hint-badge", "aria-hidden": "true" }, `+${most}`));
      }
      b.addEventListener("click", () => this.select(card));
      row.append(b);
    }
    if (!handCards.length) row.append(el("p", { class: "cards-muted" }, t("cards.noCards")));
    parts.push(row);
    if (this.selected !== null && handCards.includes(this.selected)) {
      const letters = this.data.cards[String(this.selected)]?.treasures ?? [];
      parts.push(el("p", { class: "cards-names", "data-testid": "cards-names" }, `${this.selected}: ${letters.map((l) => this.name(l)).join(" · ")}`));
    }
    if (this.selected !== null && !this.host.readOnly && !discard) {
      const tools = el("div", { class: "cards-rotate" });
      const rot = (label: string, title: string, id: string, dir: 1 | -1) => {
        const b = el("button", { type: "button", title, "aria-label": title, "data-testid": id }, label);
        b.addEventListener("click", () => this.rotate(dir));
        tools.append(b);
      };
      rot("⟲", t("cards.rotateLeft"), "cards-rotate-left", -1);
      const n = this.currentTargets().length;
      tools.append(el("span", { class: "cards-count" }, t("cards.targets", { n })));
      rot("⟳", t("cards.rotateRight"), "cards-rotate-right", 1);
      parts.push(tools);
    }
    if (discard && !this.host.readOnly) {
      parts.push(el("p", { class: "cards-warn" }, t("cards.noPlace")));
      const d = el("div", { class: "cards-discards" });
      for (const entry of this.moves.discards) {
        const b = el("button", { type: "button", "data-testid": "cards-discard", "data-card": String(entry.card), "data-legal": "true" }, t("cards.discard", { card: entry.card }));
        b.addEventListener("click", () => this.host.send(entry.action));
        d.append(b);
      }
      parts.push(d);
    }
    this.hand.replaceChildren(...parts);
  }

  /** Each seat's part of the players panel (the shell's): cards collected, cards in
   *  hand and the collected pile; the draw pile and the taking rule under the hand. */
  private renderPlayers(view: CardsView): void {
    const t = this.host.t.bind(this.host);
    view.players.forEach((p, seat) => {
      const slot = this.host.seatSlot(seat);
      if (!slot) return;
      const head = el("div", { class: "cards-player", "data-seat": String(seat), "data-score": String(p.score) });
      head.append(
        el("span", { class: "cards-player-score", title: t("cards.collected") }, t("cards.score", { n: p.score })),
        el("span", { class: "cards-player-sub cards-muted" }, t("cards.inHand", { n: p.hand_size })),
      );
      const parts: Node[] = [head];
      if (p.taken.length) {
        const pile = el("div", { class: "cards-pile", role: "group", "aria-label": t("cards.collectedBy", { name: this.host.seatName(seat) }) });
        for (const card of p.taken) pile.append(this.chip(card));
        parts.push(pile);
      }
      slot.replaceChildren(...parts);
    });
    const table = el("p", { class: "cards-muted cards-table-info" }, t("cards.pile", { n: view.pile_size }) + (view.discards.length ? " · " + t("cards.discarded", { n: view.discards.length }) : "") + " · " + t(view.options.taking === "maximal" ? "cards.takingMaximal" : "cards.takingFree"));
    this.tableInfo.replaceChildren(table);
  }

  private renderInfo(view: CardsView): void {
    const t = this.host.t.bind(this.host);
    if (this.preview && this.selected !== null) {
      const cards = [...new Set(this.preview.flatMap((o) => o.take))].sort((a, b) => a - b);
      if (this.preview.length > 1) this.info.textContent = t("cards.previewChoice", { cards: cards.map((c) => this.describe(c)).join("; ") });
      else this.info.textContent = cards.length ? t("cards.previewTake", { cards: cards.map((c) => this.describe(c)).join("; ") }) : t("cards.previewNothing");
      return;
    }
    const last = view.last;
    if (!last) {
      this.info.textContent = "";
      return;
    }
    const who = this.host.seatName(last.player);
    const a = last.action;
    if (a.type === "discard") this.info.textContent = t("cards.lastDiscard", { name: who, card: a.card });
    else if (a.take && a.take.length) this.info.textContent = t("cards.lastTake", { name: who, card: a.card, cards: a.take.join(", "), n: a.take.length });
    else this.info.textContent = t("cards.lastPlace", { name: who, card: a.card });
  }

  /** A collected card in small: its two treasures side by side. */
  private chip(card: number): SVGSVGElement {
    const letters = this.data.cards[String(card)]?.treasures ?? [];
    const chip = svgEl("svg", { viewBox: "0 0 52 26", width: 52, height: 26, class: "cards-pile-card", role: "img", "data-card": card });
    chip.append(svgEl("rect", { x: 0.5, y: 0.5, width: 51, height: 25, rx: 5, class: "cards-pile-bg" }));
    letters.forEach((letter, i) => chip.append(treasureIcon(letter, [13 + i * 26, 13], 9, this.name(letter))));
    chip.setAttribute("aria-label", this.describe(card));
    return chip;
  }

  private describe(card: number): string {
    const letters = this.data.cards[String(card)]?.treasures ?? [];
    return `${card} (${letters.map((l) => this.name(l)).join(", ")})`;
  }

  destroy(): void {
    this.camera.destroy();
    this.keysHelp.destroy();
    this.root.replaceChildren();
  }
}

const module: GameModule = {
  ids: ["labyrinth-cards"],
  strings,
  create(root, host) {
    return new CardsBoard(root, host);
  },
};
export default module;
