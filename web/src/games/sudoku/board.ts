/**
 * The Sudoku / Sudoids board: the grid with its blocks inside a wooden frame that carries
 * the 40-space score track, the players' panel (hidden tiles as backs, scores, round
 * tokens), the tile in hand, the claim button, the tiles set aside and the last moves.
 * It draws from the model (model.ts) and sends only actions found in `legal`.
 */
import { seatColour } from "../../seatcolours";
import type { Advice, Board, BoardHost, StateMsg } from "../../types";
import { adviceLayer } from "./advice";
import { FocusKeeper } from "../focus";
import { KeysHelp } from "../keyshelp";
import { MoveList } from "../movelist";
import { playIn } from "../motion";
import {
  type BoardModel,
  type CellModel,
  type PlayerModel,
  type SudokuEvent,
  type SudokuView,
  type Text,
  TRACK,
  boardModel,
  endText,
  eventText,
  initialCursor,
  moveCursor,
  newEvent,
  playerModels,
  trackSlots,
  turnText,
} from "./model";
import { svg, tileBack, tileDefs, tileFace, tileLetter } from "./tiles";

/** The board's size in SVG units: a frame of track spaces around the grid. */
const S = 560;
const BAND = 42; // depth of the track band
const SPACE = (S - BAND) / 10; // length of a track space (10 per side)
const GRID_AT = BAND + 20;
const GRID = S - 2 * GRID_AT;

/** Pawn colours are the seats' colours (seatcolours.ts); the seat number is printed on
 *  each pawn too. */
const pawnFill = (seat: number): string => seatColour(seat).fill;
const pawnInk = (seat: number): string => seatColour(seat).ink;

/** Where space `i` of the track lies (clockwise from the top-left corner). */
export function trackSpace(i: number): { x: number; y: number; w: number; h: number } {
  const side = Math.floor(i / 10);
  const k = i % 10;
  if (side === 0) return { x: k * SPACE, y: 0, w: SPACE, h: BAND };
  if (side === 1) return { x: S - BAND, y: k * SPACE, w: BAND, h: SPACE };
  if (side === 2) return { x: S - (k + 1) * SPACE, y: S - BAND, w: SPACE, h: BAND };
  return { x: 0, y: S - (k + 1) * SPACE, w: BAND, h: SPACE };
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls = "", text = ""): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text) e.textContent = text;
  return e;
}

export class SudokuBoard implements Board {
  private readonly root: HTMLElement;
  private readonly svgEl: SVGSVGElement;
  private readonly gridLayer: SVGGElement;
  private readonly trackLayer: SVGGElement;
  private readonly cursorRect: SVGRectElement;
  private readonly banner: HTMLElement;
  private readonly handBox: HTMLElement;
  private readonly handTitle: HTMLElement;
  private readonly claimButton: HTMLButtonElement;
  private readonly helpLine: HTMLElement;
  private readonly pileBox: HTMLElement;
  private readonly recentBox: HTMLElement;
  private readonly keys: KeysHelp;
  private readonly moves: MoveList;
  private msg: StateMsg | null = null;
  private model: BoardModel | null = null;
  private cursor = -1;
  /** On a touch screen whose cells would be under 44 CSS px: the block zoomed into (a
   *  first tap picks the block, a second the cell), null while the whole board shows. */
  private zoom: number | null = null;
  private readonly wholeBoard: HTMLButtonElement;
  private readonly keeper: FocusKeeper;
  /** The server's hint and proposal for this seat's turn (null: none shown). */
  private advice: Advice | null = null;
  private proposal: Advice | null = null;

  constructor(container: HTMLElement, private readonly host: BoardHost) {
    this.root = el("div", "sudoku");
    container.append(this.root);

    const boardBox = el("div", "sudoku-boardbox");
    this.svgEl = svg("svg", {
      class: "sudoku-svg",
      viewBox: `0 0 ${S} ${S}`,
      role: "group",
      tabindex: 0,
      "data-testid": "sudoku-grid",
      "aria-label": host.t("sudoku.grid"),
    });
    this.trackLayer = svg("g", { class: "sudoku-track" });
    this.gridLayer = svg("g", { class: "sudoku-cells" });
    this.cursorRect = svg("rect", { class: "sudoku-cursor", rx: 6 });
    this.svgEl.append(tileDefs(), svg("rect", { class: "sudoku-frame", width: S, height: S, rx: 18, fill: "url(#sudoku-wood)" }), this.trackLayer, this.gridLayer, this.cursorRect);
    this.svgEl.addEventListener("keydown", this.onKey);
    this.keeper = new FocusKeeper(this.root, () => this.svgEl, () => this.svgEl);
    this.svgEl.addEventListener("click", this.onClick);
    this.wholeBoard = el("button", "sudoku-whole secondary", host.t("sudoku.wholeBoard"));
    this.wholeBoard.type = "button";
    this.wholeBoard.hidden = true;
    this.wholeBoard.setAttribute("data-testid", "sudoku-whole");
    this.wholeBoard.addEventListener("click", () => {
      this.zoom = null;
      this.applyZoom();
    });
    this.banner = el("p", "sudoku-banner");
    this.banner.setAttribute("data-testid", "sudoku-banner");
    boardBox.append(this.banner, this.svgEl, this.wholeBoard);

    const side = el("div", "sudoku-side");
    const handPanel = el("section", "sudoku-panel sudoku-handpanel");
    this.handTitle = el("h3", "", host.t("sudoku.yourTile"));
    handPanel.append(this.handTitle);
    this.handBox = el("div", "sudoku-hand");
    this.handBox.setAttribute("data-testid", "sudoku-hand");
    this.claimButton = el("button", "sudoku-claim", host.t("sudoku.claim"));
    this.claimButton.type = "button";
    this.claimButton.setAttribute("data-testid", "sudoku-claim");
    this.claimButton.addEventListener("click", () => this.claim());
    this.helpLine = el("p", "sudoku-help");
    handPanel.append(this.handBox, this.claimButton, this.helpLine);

    const playersPanel = el("section", "sudoku-panel");
    this.pileBox = el("div", "sudoku-pile");
    playersPanel.append(this.pileBox);

    const recentPanel = el("section", "sudoku-panel");
    recentPanel.append(el("h3", "", host.t("sudoku.recent")));
    this.recentBox = el("ul", "sudoku-recent");
    this.recentBox.setAttribute("data-testid", "sudoku-recent");
    recentPanel.append(this.recentBox);

    side.append(handPanel, playersPanel, recentPanel);
    this.moves = new MoveList(host);
    this.keys = new KeysHelp(host.t.bind(host));
    this.keys.element.classList.add("sudoku-keys");
    this.root.append(boardBox, side, this.keys.element, this.moves.element);
  }

  // ---------------------------------------------------------------- texts
  private name(seat: number): string {
    return this.host.seatName(seat);
  }

  private tileName(value: number): string {
    const game = (this.msg?.view as SudokuView | undefined)?.game ?? "sudoku";
    return game === "sudoids" ? this.host.t(`sudoku.animal.${value}`) : String(value);
  }

  private say(text: Text): string {
    const vars: Record<string, string | number> = { ...text.vars };
    if ("seat" in vars) vars["name"] = this.name(Number(vars["seat"]));
    if ("value" in vars) vars["tile"] = this.tileName(Number(vars["value"]));
    return this.host.t(text.key, vars);
  }

  // ---------------------------------------------------------------- update
  update(msg: StateMsg, prev: StateMsg | null): void {
    this.msg = msg;
    const view = msg.view as SudokuView;
    this.model = boardModel(msg, this.host.readOnly);
    const cells = this.model.cells.length;
    // a new turn: the cursor goes to a cell the tile may go to if it is not on one
    const onLegal = this.model.cells[this.cursor]?.action != null;
    const anyLegal = this.model.cells.some((cell) => cell.action !== null);
    if (this.cursor < 0 || this.cursor >= cells || !prev || (anyLegal && !onLegal)) this.cursor = initialCursor(this.model);
    this.root.dataset["game"] = view.game;
    this.root.dataset["mode"] = view.options.mode;
    const model = this.model;
    // focus lost in the redraw goes to the grid
    this.keeper.around(() => {
      this.drawTrack(playerModels(msg));
      this.drawGrid(model, view);
      this.drawCursor();
      this.drawBanner(msg, view);
      this.drawHand(msg, view);
      this.drawPlayers(msg, view);
      this.drawRecent(view);
    }, true);
    if (!this.model.cells.some((cell) => cell.action !== null)) this.zoom = null;
    this.applyZoom();
    this.moves.set(this.host.readOnly ? [] : msg.legal);
    this.keys.set(this.host.t(view.options.mode === "assisted" ? "sudoku.keysAssisted" : "sudoku.keys"));
    const fresh = newEvent(msg, prev);
    if (fresh) this.host.announce(this.say(eventText(fresh)));
    if (fresh && fresh.player !== msg.seat && fresh.cell) this.arrive(fresh.cell);
  }

  /** Another seat's tile comes down onto its cell (or, set aside, onto it and off), over
   *  one step of the pace. */
  private arrive(cell: string): void {
    const tile = this.svgEl.querySelector(`[data-cell="${cell}"]`);
    if (!tile) return;
    tile.classList.add("sudoku-arriving");
    const animation = playIn(
      tile,
      [
        { transform: "translateY(-40px) scale(1.35)", opacity: 0 },
        { opacity: 1, offset: 0.35 },
        { transform: "translateY(0) scale(1)", opacity: 1 },
      ],
      this.host.paceMs,
    );
    const done = () => tile.classList.remove("sudoku-arriving");
    if (!animation) done();
    else {
      animation.addEventListener("finish", done);
      animation.addEventListener("cancel", done);
    }
  }

  destroy(): void {
    this.svgEl.removeEventListener("keydown", this.onKey);
    this.svgEl.removeEventListener("click", this.onClick);
    this.keys.destroy();
  }

  // ---------------------------------------------------------------- drawing
  showHint(hint: Advice | null): void {
    this.advice = hint;
    this.redrawGrid();
  }

  showHelp(help: Advice | null): void {
    this.proposal = help;
    this.redrawGrid();
  }

  private redrawGrid(): void {
    const model = this.model;
    const msg = this.msg;
    if (!model || !msg) return;
    this.keeper.around(() => {
      this.drawGrid(model, msg.view as SudokuView);
      this.drawCursor();
    }, false);
  }

  private cellBox(model: BoardModel, cell: CellModel): { x: number; y: number; s: number } {
    const s = GRID / model.size;
    return { x: GRID_AT + cell.col * s, y: GRID_AT + cell.row * s, s };
  }

  private drawGrid(model: BoardModel, view: SudokuView): void {
    const layer = this.gridLayer;
    layer.replaceChildren();
    const s = GRID / model.size;
    layer.append(svg("rect", { class: "sudoku-paper", x: GRID_AT - 4, y: GRID_AT - 4, width: GRID + 8, height: GRID + 8, rx: 6 }));
    // Blocks alternate a light and a darker paper so they read even before the lines.
    for (let br = 0; br < model.size / model.blockRows; br++)
      for (let bc = 0; bc < model.size / model.blockCols; bc++)
        layer.append(
          svg("rect", {
            class: `sudoku-block${(br + bc) % 2 ? " is-alt" : ""}`,
            x: GRID_AT + bc * model.blockCols * s,
            y: GRID_AT + br * model.blockRows * s,
            width: model.blockCols * s,
            height: model.blockRows * s,
          }),
        );
    for (const cell of model.cells) layer.append(this.drawCell(model, view, cell));
    // On a touch screen with small cells the first tap picks a block (see applyZoom).
    const perRow = model.size / model.blockCols;
    for (let block = 0; block < model.size; block++) {
      const br = Math.floor(block / perRow);
      const bc = block % perRow;
      if (!model.cells.some((c) => c.action !== null && this.blockOf(c) === block)) continue;
      layer.append(svg("rect", { class: "sudoku-blockhit", "data-block": block, x: GRID_AT + bc * model.blockCols * s, y: GRID_AT + br * model.blockRows * s, width: model.blockCols * s, height: model.blockRows * s }));
    }
    const lines = svg("g", { class: "sudoku-lines" });
    for (let i = 0; i <= model.size; i++) {
      const at = GRID_AT + i * s;
      const vThick = i % model.blockCols === 0;
      const hThick = i % model.blockRows === 0;
      lines.append(
        svg("line", { class: vThick ? "is-block" : "", x1: at, y1: GRID_AT, x2: at, y2: GRID_AT + GRID }),
        svg("line", { class: hThick ? "is-block" : "", x1: GRID_AT, y1: at, x2: GRID_AT + GRID, y2: at }),
      );
    }
    layer.append(lines);
    layer.append(adviceLayer(model, (c) => this.cellBox(model, c as CellModel), this.advice, this.proposal, (k) => this.host.t(k)));
    // Column letters and row numbers along the paper's edge.
    for (let i = 0; i < model.size; i++) {
      layer.append(
        svg("text", { class: "sudoku-coord", x: GRID_AT + (i + 0.5) * s, y: GRID_AT - 9, "text-anchor": "middle" }, "abcdefghi"[i]!),
        svg("text", { class: "sudoku-coord", x: GRID_AT - 10, y: GRID_AT + (i + 0.5) * s, "text-anchor": "middle", "dominant-baseline": "central" }, String(i + 1)),
      );
    }
  }

  private drawCell(model: BoardModel, view: SudokuView, cell: CellModel): SVGGElement {
    const { x, y, s } = this.cellBox(model, cell);
    const classes = ["sudoku-cell"];
    if (cell.action) classes.push("is-legal");
    if (cell.hint) classes.push("is-hint");
    if (cell.last) classes.push("is-last");
    const g = svg("g", { class: classes.join(" "), "data-cell": cell.name, role: cell.action ? "button" : "img" });
    if (cell.action) g.setAttribute("data-legal", "true");
    if (cell.value) g.setAttribute("data-value", tileLetter(view.game, cell.value));
    if (cell.golden) g.setAttribute("data-golden", "true");
    if (cell.recent) g.setAttribute("data-recent", cell.recent.kind);
    g.append(svg("rect", { class: "sudoku-hit", x, y, width: s, height: s }));
    if (cell.hint) {
      g.append(
        svg("rect", { class: "sudoku-hint", x: x + s * 0.1, y: y + s * 0.1, width: s * 0.8, height: s * 0.8, rx: s * 0.12 }),
        svg("circle", { class: "sudoku-hint-dot", cx: x + s / 2, cy: y + s / 2, r: s * 0.09 }),
      );
    }
    if (cell.value) {
      g.append(tileFace(view.game, cell.value, x, y, s, { golden: cell.golden }));
    }
    const event = cell.recent;
    if (event?.kind === "broke") {
      // The tile was set aside: a dashed red cross and the tile's letter, struck out.
      g.append(
        svg("path", { class: "sudoku-broke", d: `M${x + s * 0.22} ${y + s * 0.22}L${x + s * 0.78} ${y + s * 0.78}M${x + s * 0.78} ${y + s * 0.22}L${x + s * 0.22} ${y + s * 0.78}` }),
        svg("text", { class: "sudoku-broke-value", x: x + s * 0.92, y: y + s * 0.92, "font-size": s * 0.24, "text-anchor": "end" }, tileLetter(view.game, event.value)),
      );
    }
    if (event) {
      // Who acted here last: a pawn-coloured badge with the seat number.
      const r = s * 0.15;
      const badge = svg("g", { class: "sudoku-badge" });
      badge.append(
        svg("circle", { cx: x + r + 2, cy: y + r + 2, r, fill: pawnFill(event.player), "data-seat-colour": event.player }),
        svg("text", { x: x + r + 2, y: y + r + 2, "font-size": r * 1.3, "text-anchor": "middle", "dominant-baseline": "central", style: `fill: ${pawnInk(event.player)}` }, String(event.player + 1)),
      );
      if (event.kind === "placed")
        badge.append(svg("text", { class: "sudoku-gain", x: x + s - 3, y: y + r + 3, "font-size": s * 0.2, "text-anchor": "end", "dominant-baseline": "central" }, `+${event.points}`));
      g.append(badge);
    }
    if (cell.last) g.append(svg("rect", { class: "sudoku-last-ring", x: x + 2, y: y + 2, width: s - 4, height: s - 4, rx: s * 0.12 }));
    const label = cell.value
      ? this.host.t(cell.golden ? "sudoku.cell.golden" : "sudoku.cell.tile", { cell: cell.name, tile: this.tileName(cell.value) })
      : this.host.t("sudoku.cell.empty", { cell: cell.name });
    // Named by its SVG <title> (not aria-label): the badges drawn on the cell are pictures
    // of the last move, not the cell's label (axe's label-content-name-mismatch).
    g.prepend(svg("title", {}, cell.action ? `${label}, ${this.host.t("sudoku.cell.legal")}` : label));
    return g;
  }

  private drawCursor(): void {
    const model = this.model;
    const cell = model?.cells[this.cursor];
    if (!model || !cell) return;
    const { x, y, s } = this.cellBox(model, cell);
    this.cursorRect.setAttribute("x", String(x + 1));
    this.cursorRect.setAttribute("y", String(y + 1));
    this.cursorRect.setAttribute("width", String(s - 2));
    this.cursorRect.setAttribute("height", String(s - 2));
    this.svgEl.dataset["cursor"] = cell.name;
  }

  private drawTrack(players: PlayerModel[]): void {
    const layer = this.trackLayer;
    layer.replaceChildren();
    for (let i = 0; i < TRACK; i++) {
      const { x, y, w, h } = trackSpace(i);
      const space = svg("g", { class: `sudoku-space${i % 5 === 0 ? " is-fifth" : ""}`, "data-space": i });
      space.append(svg("rect", { x: x + 1.5, y: y + 1.5, width: w - 3, height: h - 3, rx: 4 }));
      if (i % 5 === 0 && i > 0)
        space.append(svg("text", { class: "sudoku-space-num", x: x + w / 2, y: y + h / 2, "text-anchor": "middle", "dominant-baseline": "central" }, String(i)));
      layer.append(space);
    }
    // Space 0 carries a round token: passing it is worth 40.
    const zero = trackSpace(0);
    layer.append(
      svg("circle", { class: "sudoku-coin", cx: zero.x + 13, cy: zero.y + 13, r: 10 }),
      svg("text", { class: "sudoku-coin-text", x: zero.x + 13, y: zero.y + 13, "text-anchor": "middle", "dominant-baseline": "central" }, "40"),
    );
    const slots = trackSlots(players);
    for (const p of players) {
      const slot = slots.get(p.seat);
      if (!slot) continue;
      const { x, y, w, h } = trackSpace(slot.space);
      const along = w > h;
      // Pawns sharing a space stand side by side along it (overlapping a little when four).
      const step = slot.of > 1 ? Math.min(20, (Math.max(w, h) - 24) / (slot.of - 1)) : 0;
      const spread = (slot.slot - (slot.of - 1) / 2) * step;
      const cx = x + w / 2 + (along ? spread : 0);
      const cy = y + h / 2 + (along ? 0 : spread);
      layer.append(
        svg(
          "g",
          { class: `sudoku-pawn${p.toMove ? " is-to-move" : ""}`, "data-pawn": p.seat, "data-track": p.track },
          svg("circle", { cx, cy: cy + 2, r: 11, class: "sudoku-pawn-shadow" }),
          svg("circle", { cx, cy, r: 11, fill: pawnFill(p.seat), "data-seat-colour": p.seat }),
          svg("text", { x: cx, y: cy, "text-anchor": "middle", "dominant-baseline": "central" }, String(p.seat + 1)),
        ),
      );
    }
  }

  private drawBanner(msg: StateMsg, view: SudokuView): void {
    const end = endText(view);
    const turn = turnText(msg);
    // a match over before the rules end it (a resignation): the server's reason
    const other = !end && msg.status === "finished" ? (msg.outcome?.reason_words?.[this.host.lang] ?? "") : "";
    this.banner.classList.toggle("is-over", !!end || !!other);
    this.banner.classList.toggle("is-you", turn?.key === "sudoku.turn.you" && !this.host.readOnly);
    this.banner.textContent = end ? this.say(end) : turn ? this.say(turn) : other;
    this.banner.dataset["end"] = view.end ?? "";
  }

  private smallTile(content: (size: number) => SVGGElement, size = 64, cls = ""): SVGSVGElement {
    const box = svg("svg", { class: `sudoku-mini ${cls}`, viewBox: `0 0 ${size} ${size}`, width: size, height: size, "aria-hidden": "true" });
    box.append(tileDefs(), content(size));
    return box;
  }

  private drawHand(msg: StateMsg, view: SudokuView): void {
    const hand = msg.seat === null ? null : view.hand;
    this.handBox.replaceChildren();
    // A spectator (or the replay) holds no tile: only the mode and its help are shown.
    this.handTitle.hidden = msg.seat === null;
    this.handBox.hidden = msg.seat === null;
    if (msg.seat === null) {
      // nothing to show
    } else if (hand) {
      const figure = el("div", "sudoku-handtile");
      figure.append(this.smallTile((s) => tileFace(view.game, hand, 0, 0, s), 96));
      figure.append(el("span", "sudoku-handname", this.tileName(hand)));
      figure.dataset["tile"] = tileLetter(view.game, hand);
      this.handBox.append(figure);
    } else {
      this.handBox.append(el("p", "sudoku-muted", this.host.t("sudoku.noTile")));
    }
    const claim = this.model?.claim ?? null;
    this.claimButton.hidden = claim === null;
    this.claimButton.disabled = claim === null;
    if (claim !== null) this.claimButton.setAttribute("data-legal", "true");
    else this.claimButton.removeAttribute("data-legal");
    const mode = view.options.mode;
    const parts = [
      this.host.t(`sudoku.mode.${mode}`),
      this.host.t(`sudoku.scoring.${view.options.scoring}`),
      ...(view.options.one_per_block ? [this.host.t("sudoku.perBlock")] : []),
    ];
    this.helpLine.replaceChildren(
      el("strong", "", parts.join(" · ")),
      document.createTextNode(" — " + this.host.t(mode === "assisted" ? "sudoku.assistedHelp" : "sudoku.claimHelp")),
    );
  }

  /** Each seat's part of the players panel (the shell's): its tile, score, 40-coins and
   *  place on the track; the pile and the tiles set aside stay on the board's side. */
  private drawPlayers(msg: StateMsg, view: SudokuView): void {
    for (const p of playerModels(msg)) {
      const slot = this.host.seatSlot(p.seat);
      if (!slot) continue;
      const li = el("div", "sudoku-player");
      li.dataset["seat"] = String(p.seat);
      const tile = el("span", "sudoku-player-tile");
      if (p.tile !== null) {
        tile.append(this.smallTile((s) => tileFace(view.game, p.tile!, 0, 0, s), 40));
        tile.dataset["tile"] = tileLetter(view.game, p.tile);
      } else if (p.back) {
        tile.append(this.smallTile((s) => tileBack(0, 0, s), 40));
        tile.title = this.host.t("sudoku.hiddenTile");
        tile.dataset["tile"] = "hidden";
      } else {
        tile.textContent = "–";
        tile.title = this.host.t("sudoku.noTile");
        tile.dataset["tile"] = "none";
      }
      const score = el("span", "sudoku-score");
      score.dataset["score"] = String(p.score);
      score.append(el("strong", "", String(p.score)));
      const detail = el("span", "sudoku-score-detail");
      const coins = el("span", "sudoku-coins");
      coins.dataset["tokens"] = String(p.tokens);
      coins.title = this.host.t("sudoku.tokensLong", { n: p.tokens });
      for (let i = 0; i < Math.min(p.tokens, 6); i++) coins.append(el("span", "sudoku-coinchip", "40"));
      if (p.tokens > 6) coins.append(el("span", "sudoku-more", `×${p.tokens}`));
      detail.append(coins, el("span", "", this.host.t("sudoku.trackAt", { n: p.track })));
      score.append(detail);
      li.append(tile, score);
      slot.replaceChildren(li);
    }
    this.pileBox.replaceChildren();
    const pile = el("p", "sudoku-pilecount", this.host.t("sudoku.pile", { n: view.pile }));
    pile.dataset["pile"] = String(view.pile);
    const aside = el("div", "sudoku-aside");
    aside.dataset["aside"] = String(view.aside.length);
    aside.append(el("span", "", this.host.t("sudoku.aside") + ": "));
    if (!view.aside.length) aside.append(el("span", "sudoku-muted", this.host.t("sudoku.none")));
    for (const value of view.aside) aside.append(this.smallTile((s) => tileFace(view.game, value, 0, 0, s), 28, "is-aside"));
    this.pileBox.append(pile, aside);
  }

  private drawRecent(view: SudokuView): void {
    const items = [...view.recent].reverse().map((event: SudokuEvent) => {
      const li = el("li", `sudoku-event is-${event.kind}`);
      const chip = el("span", "sudoku-pawn-chip", String(event.player + 1));
      chip.style.background = pawnFill(event.player);
      chip.style.color = pawnInk(event.player);
      li.append(chip, document.createTextNode(" " + this.say(eventText(event))));
      li.dataset["kind"] = event.kind;
      return li;
    });
    if (!items.length) items.push(el("li", "sudoku-muted", "—"));
    this.recentBox.replaceChildren(...items);
  }

  // ---------------------------------------------------------------- input
  private place(cell: CellModel | undefined): void {
    if (!cell || !cell.action || this.host.readOnly) return;
    this.zoom = null;
    this.applyZoom();
    this.host.send(cell.action);
  }

  private blockOf(cell: CellModel): number {
    const m = this.model!;
    return Math.floor(cell.row / m.blockRows) * (m.size / m.blockCols) + Math.floor(cell.col / m.blockCols);
  }

  /** Whether cells are too small to tap (a touch screen, a cell under 44 CSS px). */
  private smallCells(): boolean {
    const model = this.model;
    if (!model || typeof window.matchMedia !== "function" || !window.matchMedia("(pointer: coarse)").matches) return false;
    const width = this.svgEl.getBoundingClientRect().width;
    return width > 0 && (width / S) * (GRID / model.size) < 44;
  }

  /** Show the whole board, or (touch, small cells) the block tapped: its cells fill the board. */
  private applyZoom(): void {
    const model = this.model;
    const small = this.smallCells();
    if (!small || this.zoom === null || !model) this.zoom = null;
    this.root.dataset["zoom"] = !small ? "" : this.zoom === null ? "overview" : "block";
    this.wholeBoard.hidden = this.zoom === null;
    if (this.zoom === null || !model) {
      this.svgEl.setAttribute("viewBox", `0 0 ${S} ${S}`);
      delete this.svgEl.dataset["block"];
      return;
    }
    const s = GRID / model.size;
    const perRow = model.size / model.blockCols;
    const x = GRID_AT + (this.zoom % perRow) * model.blockCols * s;
    const y = GRID_AT + Math.floor(this.zoom / perRow) * model.blockRows * s;
    this.svgEl.setAttribute("viewBox", `${x} ${y} ${model.blockCols * s} ${model.blockRows * s}`);
    this.svgEl.dataset["block"] = String(this.zoom);
  }

  private claim(): void {
    const claim = this.model?.claim ?? null;
    if (claim !== null && !this.host.readOnly) this.host.send(claim);
  }

  private readonly onClick = (event: MouseEvent): void => {
    const block = (event.target as Element).closest("[data-block]");
    if (block && this.root.dataset["zoom"] === "overview") {
      this.zoom = Number(block.getAttribute("data-block"));
      this.applyZoom();
      return;
    }
    const target = (event.target as Element).closest("[data-cell]");
    if (!target || !this.model) return;
    const cell = this.model.cells.find((c) => c.name === target.getAttribute("data-cell"));
    if (!cell) return;
    this.cursor = cell.index;
    this.drawCursor();
    this.place(cell);
  };

  private readonly onKey = (event: KeyboardEvent): void => {
    const model = this.model;
    if (!model) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      this.place(model.cells[this.cursor]);
      return;
    }
    if (event.key === "c" || event.key === "C") {
      this.claim();
      return;
    }
    const next = moveCursor(this.cursor, event.key, model.size);
    if (next !== this.cursor || event.key.startsWith("Arrow")) event.preventDefault();
    if (next !== this.cursor) {
      this.cursor = next;
      this.drawCursor();
      const cell = model.cells[next];
      if (cell) this.host.announce(cell && (this.gridLayer.querySelector(`[data-cell="${cell.name}"]`)?.querySelector("title")?.textContent ?? cell.name));
    }
  };
}
