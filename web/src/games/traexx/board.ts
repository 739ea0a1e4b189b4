/**
 * The Träxx board: your hex board and path, drawn by clicking lit fields (the pure machine
 * in path.ts decides which), undo/clear/submit/pass; the card; who is still choosing; the
 * other players' boards as small multiples with their paths, each of which can be shown
 * full size in place of yours (the tabs above the board); the points (the parts around
 * the maps in panels.ts, the view's shape in view.ts).
 */
import type { Advice, Board, BoardHost, StateMsg } from "../../types";
import { drawAdvice } from "./advice";
import { KeysHelp } from "../keyshelp";
import { MoveList } from "../movelist";
import { FocusKeeper } from "../focus";
import { PathReveal } from "./reveal";
import { buildHexMap, drawPath, el, hexPoints, SIZE, type HexMap, type TraexxData } from "./hexmap";
import { Colours, div, renderCaption, renderPlayed, renderScores, seatSwatch } from "./panels";
import {
  EMPTY,
  actionOf,
  canPass,
  click,
  extensionsOf,
  isComplete,
  nextFields,
  revalidate,
  selectableEnds,
  undo,
  type Draft,
  type Extension,
} from "./path";
import { halfNow, notation, type PlayerView, type TraexxView } from "./view";

function button(cls: string, text: string, parent: HTMLElement, onClick: () => void): HTMLButtonElement {
  const node = document.createElement("button");
  node.type = "button";
  node.className = cls;
  node.textContent = text;
  node.addEventListener("click", onClick);
  parent.append(node);
  return node;
}

export class TraexxBoard implements Board {
  private readonly data: TraexxData;
  private readonly colours: Colours;
  private readonly top: HTMLElement;
  private readonly roundLine: HTMLElement;
  private readonly cardBox: HTMLElement;
  private readonly mainTitle: HTMLElement;
  private readonly mainBox: HTMLElement;
  private readonly status: HTMLElement;
  private readonly undoButton: HTMLButtonElement;
  private readonly clearButton: HTMLButtonElement;
  private readonly submitButton: HTMLButtonElement;
  private readonly passButton: HTMLButtonElement;
  private readonly controls: HTMLElement;
  private readonly help: KeysHelp;
  private readonly lastRound: HTMLElement;
  private readonly others: HTMLElement;
  private readonly played: HTMLElement;
  private readonly moves: MoveList;
  private main: HexMap | null = null;
  private mainSeat = -1;
  /** The tabs above the board: this seat's own board, then each other player's. */
  private readonly tabs: HTMLElement;
  /** The other seat whose board is shown full size in place of this one (null: none),
   *  and that board. */
  private viewing: number | null = null;
  private large: { seat: number; map: HexMap } | null = null;
  private readonly minis = new Map<number, { map: HexMap; caption: HTMLElement; box: HTMLElement }>();
  private msg: StateMsg | null = null;
  private exts: Extension[] = [];
  private draft: Draft = EMPTY;
  private added = new Map<number, string[]>();
  private readonly reveal = new PathReveal(() => this.render());
  private lastRoundText = "";
  /** The server's hint and proposal for this seat's round (null: none shown). */
  private advice: Advice | null = null;
  private proposal: Advice | null = null;
  private readonly onKey = (event: KeyboardEvent): void => this.key(event);
  /** Focus goes on to the next control after a redraw. */
  private readonly keeper: FocusKeeper;

  constructor(
    private readonly root: HTMLElement,
    private readonly host: BoardHost,
  ) {
    this.data = host.gameData as TraexxData;
    this.colours = new Colours(this.data, host);
    const wrap = div("traexx", root);
    const left = div("traexx-play", wrap);
    const side = div("traexx-side", wrap);

    this.top = div("traexx-top", left);
    this.roundLine = div("traexx-roundline", this.top);
    this.cardBox = div("traexx-card", this.top);
    this.cardBox.setAttribute("data-testid", "traexx-card");
    this.tabs = div("traexx-tabs", left);
    this.tabs.setAttribute("role", "tablist");
    this.tabs.setAttribute("aria-label", host.t("traexx.boards"));
    this.tabs.hidden = true;
    this.mainTitle = div("traexx-title", left, "h3");
    this.mainBox = div("traexx-mainbox", left);
    this.mainBox.tabIndex = -1;
    this.keeper = new FocusKeeper(root, () => this.mainBox, () => this.nextControl());
    this.status = div("traexx-status", left, "p");
    this.status.setAttribute("data-testid", "traexx-status");
    this.controls = div("traexx-controls", left);
    this.undoButton = button("traexx-undo secondary", host.t("traexx.undo"), this.controls, () => this.step(undo(this.draft)));
    this.clearButton = button("traexx-clear secondary", host.t("traexx.clear"), this.controls, () => this.step(EMPTY));
    this.passButton = button("traexx-pass secondary", host.t("traexx.pass"), this.controls, () => this.pass());
    this.submitButton = button("traexx-submit", host.t("traexx.submit"), this.controls, () => this.submit());
    this.undoButton.dataset.testid = "traexx-undo";
    this.clearButton.dataset.testid = "traexx-clear";
    this.passButton.dataset.testid = "traexx-pass";
    this.submitButton.dataset.testid = "traexx-submit";
    this.help = new KeysHelp(host.t.bind(host), host.t("traexx.help"));
    this.help.element.classList.add("traexx-help");
    left.append(this.help.element);
    this.moves = new MoveList(host);
    left.append(this.moves.element);

    this.lastRound = div("traexx-lastround", side, "p");
    this.lastRound.setAttribute("aria-live", "off");
    this.others = div("traexx-others", side);
    this.played = div("traexx-played", side);
    root.addEventListener("keydown", this.onKey);
  }

  update(msg: StateMsg, prev: StateMsg | null): void {
    const view = msg.view as TraexxView;
    const before = prev?.view as TraexxView | undefined;
    this.msg = msg;
    this.exts = this.canAct() ? extensionsOf(msg.legal) : [];
    if (before && before.cards_played < view.cards_played) {
      // a new card: back to this seat's own board, where the next path is drawn
      if (this.canAct()) this.viewing = null;
      this.roundDone(before, view);
      this.draft = EMPTY;
      if (view.card) {
        this.host.announce(
          this.host.t("traexx.newRound", { n: view.round, colours: this.colours.list(view.card) }),
        );
      }
    }
    this.draft = revalidate(this.exts, this.draft);
    this.moves.set(this.canAct() ? msg.legal : []);
    this.keeper.around(() => this.render(), true);
  }

  /** The first lit field that extends the path (a path's end to pick only if none does:
   *  else Enter would pick and drop the same end over and over). */
  private firstLit(): SVGGElement | null {
    const svg = this.main?.svg;
    return svg?.querySelector<SVGGElement>('[data-legal="true"]:not([data-end])') ?? svg?.querySelector<SVGGElement>('[data-legal="true"]') ?? null;
  }

  /** The control a keyboard user wants next: a lit field, else Submit, else Pass. */
  private nextControl(): Element | null {
    const lit = this.firstLit();
    if (lit) return lit;
    if (!this.submitButton.disabled) return this.submitButton;
    return this.passButton.disabled ? null : this.passButton;
  }

  destroy(): void {
    this.reveal.stop();
    this.root.removeEventListener("keydown", this.onKey);
    this.help.destroy();
  }

  // ------------------------------------------------------------------ state
  private canAct(): boolean {
    const msg = this.msg;
    return !!msg && !this.host.readOnly && msg.seat !== null && msg.to_move.includes(msg.seat);
  }

  private view(): TraexxView {
    return this.msg!.view as TraexxView;
  }

  private roundDone(before: TraexxView, view: TraexxView): void {
    this.added = new Map();
    const parts: string[] = [];
    for (const player of view.players) {
      const old = new Set(before.players[player.seat]?.path ?? []);
      const fresh = player.path.filter((f) => !old.has(f));
      this.added.set(player.seat, fresh);
      const name = this.host.seatName(player.seat);
      const got = player.scored.slice(before.players[player.seat]?.scored.length ?? 0);
      let text = fresh.length
        ? this.host.t("traexx.fieldsAdded", { name, n: fresh.length })
        : this.host.t("traexx.passed", { name });
      if (got.length) text += ` (${got.map((s) => `${s.number}: +${s.points}`).join(", ")})`;
      parts.push(text);
    }
    this.lastRoundText = this.host.t("traexx.lastRound", { text: parts.join("; ") });
    const others = view.players.filter((p) => p.seat !== this.msg?.seat);
    this.reveal.start(
      others.map((p) => ({ seat: p.seat, path: p.path, fresh: this.added.get(p.seat) ?? [] })),
      this.host.paceMs,
    );
  }

  private preferredEnd(): string | null {
    const me = this.me();
    if (!me) return null;
    return me.ends.find((end) => end !== me.start) ?? null;
  }

  private me(): PlayerView | null {
    const msg = this.msg;
    if (!msg || msg.seat === null) return null;
    return this.view().players[msg.seat] ?? null;
  }

  // ---------------------------------------------------------------- actions
  private field(id: string, viaKeyboard: boolean): void {
    if (!this.canAct()) return;
    const next = click(this.exts, this.draft, id, this.preferredEnd());
    if (next === null) return;
    const old = this.draft;
    this.step(next);
    if (next.fields.length > old.fields.length) {
      const colour = this.data.fields.find((f) => f.id === id)?.colour ?? "";
      this.host.announce(this.host.t("traexx.added", { field: id, colour: this.colours.name(colour) }));
    } else if (next.end) {
      this.host.announce(this.host.t("traexx.endPicked", { field: next.end }));
    }
    if (viaKeyboard) this.focusNext();
  }

  private step(next: Draft): void {
    if (!this.canAct()) return;
    const removed = this.draft.fields.length > next.fields.length ? this.draft.fields.at(-1) : undefined;
    this.draft = next;
    if (removed) this.host.announce(this.host.t("traexx.removed", { field: removed }));
    this.keeper.around(() => this.render(), false);
  }

  private submit(): void {
    if (this.canAct() && isComplete(this.exts, this.draft)) this.host.send(actionOf(this.draft));
  }

  moveWords(action: unknown): string | null {
    const fields = (action as { fields?: unknown } | null)?.fields;
    if (!Array.isArray(fields)) return null;
    return fields.length ? this.host.t("traexx.pathOf", { n: fields.length }) : this.host.t("traexx.pass");
  }

  private pass(): void {
    if (this.canAct() && this.msg && canPass(this.msg.legal)) this.host.send({ end: null, fields: [] });
  }

  private key(event: KeyboardEvent): void {
    const target = event.target as Element | null;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
    const field = target?.closest?.("[data-field]");
    if ((event.key === "Enter" || event.key === " ") && field) {
      event.preventDefault();
      this.field(field.getAttribute("data-field")!, true);
    } else if (event.key === "Backspace" && this.canAct()) {
      event.preventDefault();
      this.step(undo(this.draft));
      this.focusNext();
    } else if (event.key === "Escape" && this.canAct() && this.draft !== EMPTY) {
      event.preventDefault();
      this.step(EMPTY);
      this.focusNext();
    }
  }

  /** After a key press, focus the first lit field (or the submit button). */
  private focusNext(): void {
    const lit = this.firstLit();
    if (lit) lit.focus();
    else if (!this.submitButton.disabled) this.submitButton.focus();
  }

  // ---------------------------------------------------------------- drawing
  private render(): void {
    const msg = this.msg;
    if (!msg) return;
    const view = this.view();
    const seat = msg.seat ?? 0;
    this.renderTop(view);
    if (!this.main || this.mainSeat !== seat) this.buildMain(seat);
    this.renderTabs(view, seat);
    const player = view.players[seat];
    if (player) this.renderMap(this.main!, view, player, true);
    this.renderLarge(view);
    this.renderControls(view);
    this.renderStatus(view);
    renderScores(this.host, msg, view);
    this.renderOthers(view, seat);
    renderPlayed(this.played, this.host, view, this.colours);
    this.lastRound.textContent = this.lastRoundText;
    this.lastRound.hidden = !this.lastRoundText;
  }

  private buildMain(seat: number): void {
    const msg = this.msg!;
    const label =
      msg.seat === null
        ? this.host.t("traexx.boardOf", { name: this.host.seatName(seat) })
        : this.host.t("traexx.yourBoard");
    this.main = buildHexMap(this.data, false, label, (c) => this.colours.abbr(c));
    this.main.svg.setAttribute("data-testid", "traexx-board");
    this.main.svg.addEventListener("click", (event) => {
      const field = (event.target as Element).closest("[data-field]");
      if (field) this.field(field.getAttribute("data-field")!, false);
    });
    this.mainSeat = seat;
  }

  /** The tabs (shown when there are other players): the selected one's board fills the
   *  board's place, full size. */
  private renderTabs(view: TraexxView, seat: number): void {
    const seats = [seat, ...view.players.filter((p) => p.seat !== seat).map((p) => p.seat)];
    if (this.viewing !== null && !seats.includes(this.viewing)) this.viewing = null;
    this.tabs.hidden = seats.length < 2;
    const shown = this.viewing ?? seat;
    const own = this.msg?.seat !== null;
    const tabs = seats.map((s, i) => {
      const tab = document.createElement("button");
      tab.type = "button";
      tab.className = "traexx-tab";
      tab.setAttribute("role", "tab");
      tab.setAttribute("aria-selected", String(s === shown));
      tab.tabIndex = s === shown ? 0 : -1;
      // not data-seat: the players panel is the page's one list of the players
      tab.dataset.tabSeat = String(s);
      tab.dataset.testid = `traexx-tab-${s}`;
      const name = document.createElement("span");
      name.className = "traexx-tab-name";
      name.textContent = i === 0 && own ? this.host.t("traexx.yourBoard") : this.host.seatName(s);
      tab.append(seatSwatch(s), name);
      tab.addEventListener("click", () => this.show(i === 0 ? null : s));
      tab.addEventListener("keydown", (event) => {
        const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
        if (!step) return;
        event.preventDefault();
        const next = seats[(i + step + seats.length) % seats.length]!;
        this.show(next === seat ? null : next);
        this.tabs.querySelector<HTMLElement>(`[data-tab-seat="${next}"]`)?.focus();
      });
      return tab;
    });
    this.tabs.replaceChildren(...tabs);
  }

  /** Show another seat's board full size (null: this seat's own). */
  private show(seat: number | null): void {
    if (this.viewing === seat) return;
    this.viewing = seat;
    this.keeper.around(() => this.render(), false);
  }

  /** The board in the board's place: this seat's, or the other player's chosen in the
   *  tabs (full size, with its letters; nothing on it is clickable). */
  private renderLarge(view: TraexxView): void {
    const seat = this.viewing;
    const player = seat === null ? null : view.players[seat];
    const label = player
      ? this.host.t("traexx.boardOf", { name: this.host.seatName(player.seat) })
      : this.msg?.seat === null
        ? this.host.t("traexx.boardOf", { name: this.host.seatName(this.mainSeat) })
        : this.host.t("traexx.yourBoard");
    this.mainTitle.replaceChildren(seatSwatch(player ? player.seat : this.mainSeat), label);
    let svg = this.main!.svg;
    if (player) {
      if (this.large?.seat !== player.seat) {
        const map = buildHexMap(this.data, false, label, (c) => this.colours.abbr(c));
        map.svg.setAttribute("data-testid", "traexx-other-board");
        map.svg.dataset.seat = String(player.seat);
        this.large = { seat: player.seat, map };
      }
      this.renderMap(this.large.map, view, player, false);
      svg = this.large.map.svg;
    }
    if (this.mainBox.firstChild !== svg || this.mainBox.childNodes.length !== 1) this.mainBox.replaceChildren(svg);
    this.mainBox.toggleAttribute("data-other", player !== null && player !== undefined);
    for (const [other, mini] of this.minis) mini.box.classList.toggle("traexx-other-shown", other === seat);
  }

  private renderTop(view: TraexxView): void {
    this.roundLine.textContent = view.card
      ? this.host.t("traexx.round", { n: view.round, total: view.rounds })
      : this.host.t("traexx.over");
    this.cardBox.replaceChildren();
    if (!view.card) {
      this.cardBox.hidden = true;
      return;
    }
    this.cardBox.hidden = false;
    this.cardBox.dataset.card = view.card;
    this.cardBox.setAttribute("role", "img");
    this.cardBox.setAttribute("aria-label", `${this.host.t("traexx.card")}: ${this.colours.list(view.card)}`);
    for (const letter of view.card) this.cardBox.append(this.colours.chip(letter, true));
  }

  private renderMap(map: HexMap, view: TraexxView, player: PlayerView, interactive: boolean): void {
    const acting = interactive && this.canAct();
    // while another seat's new fields come one by one, the rest of them wait
    const hidden = this.reveal.hidden(player.seat);
    const path = hidden.size ? player.path.filter((f) => !hidden.has(f)) : player.path;
    map.svg.dataset.shown = String(path.length);
    map.svg.toggleAttribute("data-revealing", hidden.size > 0);
    const onPath = new Set(path);
    const ends = new Set(player.ends.filter((f) => !hidden.has(f)));
    const fresh = new Set((this.added.get(player.seat) ?? []).filter((f) => !hidden.has(f)));
    const next = acting ? new Set(nextFields(this.exts, this.draft)) : new Set<string>();
    const pickable = acting ? new Set(selectableEnds(this.exts, this.draft)) : new Set<string>();
    const choice = interactive && !acting && player.choice ? player.choice : null;
    const shown: Draft | null = acting ? this.draft : choice ? { end: choice.end, fields: choice.fields, pinned: true } : null;
    const drawn = new Map<string, number>();
    shown?.fields.forEach((f, i) => drawn.set(f, i + 1));
    map.svg.classList.toggle("traexx-drawing", acting && (next.size > 0 || pickable.size > 0));
    for (const [id, node] of map.fields) {
      const g = node.group;
      const enabled = next.has(id) || pickable.has(id);
      g.classList.toggle("traexx-onpath", onPath.has(id));
      g.classList.toggle("traexx-end", ends.has(id));
      g.classList.toggle("traexx-start", id === player.start);
      g.classList.toggle("traexx-fresh", fresh.has(id));
      g.classList.toggle("traexx-enabled", enabled);
      g.classList.toggle("traexx-pickend", pickable.has(id));
      g.classList.toggle("traexx-picked", !!shown && shown.end === id && shown.fields.length === 0 && shown.pinned);
      g.classList.toggle("traexx-drawn", drawn.has(id));
      const value = node.data.number;
      g.classList.toggle("traexx-half", !!value && !onPath.has(id) && halfNow(view, player, value));
      if (pickable.has(id)) g.setAttribute("data-end", "true");
      else g.removeAttribute("data-end");
      if (enabled) {
        g.setAttribute("data-legal", "true");
        g.setAttribute("tabindex", "0");
        g.setAttribute("role", "button");
        // A lit field's target reaches a little over its neighbours (drawn above them):
        // at least 44 CSS px on a phone, where a field is about 38 px wide.
        if (!g.querySelector(".traexx-hit")) el("circle", { class: "traexx-hit", cx: node.x, cy: node.y, r: SIZE * 1.12 }, g);
        if (g.parentNode && g.nextSibling) g.parentNode.append(g);
      } else {
        g.querySelector(".traexx-hit")?.remove();
        g.removeAttribute("data-legal");
        g.removeAttribute("tabindex");
        g.removeAttribute("role");
      }
      if (interactive) {
        let label = this.host.t("traexx.field", { field: id, colour: this.colours.name(node.data.colour) });
        if (value) label += `, ${value}` + (g.classList.contains("traexx-half") ? ` (${this.host.t("traexx.half")})` : "");
        // named by an SVG <title>: the colour letter drawn on the field is a picture of
        // its colour, not a label (axe's label-content-name-mismatch)
        const title = g.querySelector(":scope > title") ?? g.insertBefore(document.createElementNS(g.namespaceURI, "title"), g.firstChild);
        title.textContent = label;
      }
    }
    map.pathLayer.replaceChildren();
    drawPath(map, map.pathLayer, path, "traexx-path");
    map.draftLayer.replaceChildren();
    if (shown && shown.end && shown.fields.length) {
      drawPath(map, map.draftLayer, [shown.end, ...shown.fields], acting ? "traexx-draw" : "traexx-chose", 3.4);
    }
    map.markLayer.replaceChildren();
    const start = map.fields.get(player.start);
    if (start) {
      el("polygon", { class: "traexx-startmark", points: hexPoints(start.x, start.y, 4.4) }, map.markLayer);
    }
    for (const [id, n] of drawn) {
      const node = map.fields.get(id);
      if (!node) continue;
      const step = el("text", { class: "traexx-step", x: node.x, y: node.y + 0.2 }, map.markLayer);
      step.textContent = String(n);
    }
    for (const end of ends) {
      const node = map.fields.get(end);
      if (node) el("circle", { class: "traexx-endmark", cx: node.x, cy: node.y, r: 3.6 }, map.markLayer);
    }
    if (interactive) drawAdvice(map, this.advice, this.proposal);
  }

  showHint(hint: Advice | null): void {
    this.advice = hint;
    this.keeper.around(() => this.render(), false);
  }

  showHelp(help: Advice | null): void {
    this.proposal = help;
    this.keeper.around(() => this.render(), false);
  }

  private renderControls(view: TraexxView): void {
    // drawing happens on this seat's own board: not while another's is shown
    const acting = this.canAct() && this.viewing === null;
    this.controls.hidden = !acting;
    if (!acting) this.help.close(false);
    this.help.element.hidden = !acting;
    const complete = isComplete(this.exts, this.draft);
    this.submitButton.disabled = !complete;
    this.submitButton.textContent = complete
      ? this.host.t("traexx.submitPath", { n: this.draft.fields.length })
      : this.host.t("traexx.submit");
    this.undoButton.disabled = this.draft === EMPTY;
    this.clearButton.disabled = this.draft === EMPTY;
    this.passButton.disabled = !acting || !this.msg || !canPass(this.msg.legal);
    void view;
  }

  private renderStatus(view: TraexxView): void {
    const msg = this.msg!;
    let text: string;
    const waiting = view.players
      .filter((p) => !p.chosen && p.seat !== msg.seat)
      .map((p) => this.host.seatName(p.seat));
    if (!view.card) {
      text = this.host.t("traexx.over");
    } else if (this.canAct() && this.viewing !== null) {
      text = this.host.t("traexx.backToYours");
    } else if (this.canAct()) {
      if (this.exts.length === 0) text = this.host.t("traexx.onlyPass");
      else if (this.draft.fields.length > 0) text = this.host.t("traexx.drawMore");
      else if (selectableEnds(this.exts, this.draft).length > 0) text = this.host.t("traexx.drawEnds");
      else text = this.host.t("traexx.draw");
    } else {
      const me = this.me();
      text = "";
      if (me?.chosen && me.choice) {
        text =
          me.choice.fields.length > 0
            ? this.host.t("traexx.yourChoice", { move: notation(me.choice) }) + " "
            : this.host.t("traexx.youPass") + " ";
      }
      text += waiting.length
        ? this.host.t("traexx.waitingFor", { names: waiting.join(", ") })
        : this.host.t("traexx.waitingRound");
    }
    if (view.solo && view.card) text += " " + this.host.t("traexx.soloRule");
    this.status.textContent = text;
    this.status.hidden = !view.card;
    this.status.dataset.state = !view.card ? "over" : this.canAct() ? "drawing" : "waiting";
  }

  private renderOthers(view: TraexxView, seat: number): void {
    const others = view.players.filter((p) => p.seat !== seat);
    this.others.hidden = others.length === 0;
    for (const player of others) {
      let mini = this.minis.get(player.seat);
      if (!mini) {
        const box = div("traexx-other", this.others, "figure");
        box.dataset.seat = String(player.seat);
        // a click on the small board shows it full size (the tabs do it by keyboard)
        box.addEventListener("click", () => this.show(player.seat));
        const label = this.host.t("traexx.boardOf", { name: this.host.seatName(player.seat) });
        const map = buildHexMap(this.data, true, label);
        box.append(map.svg);
        const caption = div("traexx-caption", box, "figcaption");
        mini = { map, caption, box };
        this.minis.set(player.seat, mini);
      }
      this.renderMap(mini.map, view, player, false);
      renderCaption(mini.caption, this.host, view, player);
    }
  }
}

export function createBoard(root: HTMLElement, host: BoardHost): Board {
  return new TraexxBoard(root, host);
}
