/**
 * The Labyrinth board: the maze, the spare tile with its rotate controls, the twelve
 * arrows with a preview of the push, the reachable cells after the push, the secret card,
 * the seats and (Day & Night) the night maze and the coins.
 *
 * It draws the view of its seat and offers only the legal actions (see logic.ts).
 */
import type { Board, BoardHost, GameModule, LegalEntry, StateMsg } from "../../types";
import { svgTo as svg } from "../../dom";
import { KeysHelp } from "../keyshelp";
import { MoveList } from "../movelist";
import { iconMarkup, SYMBOL_ICONS, TREASURE_ICONS } from "./icons";
import "./labyrinth.css";
import {
  allOrientations,
  arrowSpot,
  arrowWords,
  cellName,
  decodeTile,
  hintKey,
  initialOrientation,
  isOpen,
  justShifted,
  moveTargets,
  nextOrientation,
  previewShift,
  pushVector,
  shiftAction,
  shiftChoices,
  sidesFromText,
  sidesText,
  soughtCells,
  withOpen,
  type ArrowData,
  type LabyrinthData,
  type LabyrinthView,
  type PlayerView,
  type TreasureData,
} from "./logic";
import { walkOf } from "../motion";
import { drawPath, walk } from "./lastmove";
import { drawCard, drawCoins, drawSeats, glyph, html, treasureName } from "./panel";
import { STRINGS } from "./strings";

const CELL = 100;
const MARGIN = 72;
const PAWN_OFFSETS: [number, number][] = [
  [-18, -18],
  [18, -18],
  [18, 18],
  [-18, 18],
];



function reducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

class LabyrinthBoard implements Board {
  private readonly data: LabyrinthData;
  private readonly wrap: HTMLElement;
  private readonly hint: HTMLElement;
  private readonly svgRoot: SVGSVGElement;
  private readonly tilesLayer: SVGGElement;
  private readonly marksLayer: SVGGElement;
  private readonly targetsLayer: SVGGElement;
  private readonly pawnsLayer: SVGGElement;
  private readonly arrowsLayer: SVGGElement;
  private readonly spareSvg: SVGSVGElement;
  private readonly spareCaption: HTMLElement;
  private readonly rotateLeft: HTMLButtonElement;
  private readonly rotateRight: HTMLButtonElement;
  private readonly cardBox: HTMLElement;
  private readonly coinBox: HTMLElement;
  private readonly phaseBadge: HTMLElement;
  private readonly moves: MoveList;
  private readonly keysHelp: KeysHelp;
  private readonly pawnNodes = new Map<number, SVGGElement>();

  private msg: StateMsg | null = null;
  private view: LabyrinthView | null = null;
  private legal: LegalEntry[] = [];
  private orient: string | null = null;
  private preview: string | null = null;
  private lastHint = "";
  /** The last walk (cell names) and who walked, shown until the next push. */
  private lastPath: { seat: number; path: string[] } | null = null;
  private readonly onKey = (event: KeyboardEvent) => this.key(event);

  constructor(
    private readonly root: HTMLElement,
    private readonly host: BoardHost,
  ) {
    this.data = host.gameData as LabyrinthData;
    const t = host.t.bind(host);
    this.wrap = html("div", "lab", root);
    const top = html("div", "lab-top", this.wrap);
    this.phaseBadge = html("span", "lab-phase", top);
    this.hint = html("p", "lab-hint", top);
    this.hint.dataset.testid = "lab-hint";
    const layout = html("div", "lab-layout", this.wrap);

    const boardBox = html("div", "lab-boardbox", layout);
    const full = this.data.size * CELL;
    this.svgRoot = svg("svg", {
      viewBox: `${-MARGIN} ${-MARGIN} ${full + 2 * MARGIN} ${full + 2 * MARGIN}`,
      class: "lab-board",
      role: "group",
      "aria-label": t("labyrinth.board"),
    });
    boardBox.append(this.svgRoot);
    const defs = svg("defs", {}, this.svgRoot);
    defs.innerHTML =
      '<filter id="lab-glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="5" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>';
    svg("rect", { x: -12, y: -12, width: full + 24, height: full + 24, rx: 18, class: "lab-frame" }, this.svgRoot);
    this.tilesLayer = svg("g", { class: "lab-tiles" }, this.svgRoot);
    this.marksLayer = svg("g", { class: "lab-marks" }, this.svgRoot);
    this.targetsLayer = svg("g", { class: "lab-targets" }, this.svgRoot);
    this.pawnsLayer = svg("g", { class: "lab-pawns" }, this.svgRoot);
    this.arrowsLayer = svg("g", { class: "lab-arrows" }, this.svgRoot);

    const side = html("aside", "lab-side", layout);
    const spareBox = html("section", "lab-spare", side);
    html("h3", "", spareBox).textContent = t("labyrinth.spare");
    const spareRow = html("div", "lab-spare-row", spareBox);
    this.rotateLeft = html("button", "lab-rot", spareRow);
    this.rotateLeft.type = "button";
    this.rotateLeft.textContent = "⟲";
    this.rotateLeft.title = `${t("labyrinth.rotate_left")} (Shift+R)`;
    this.rotateLeft.setAttribute("aria-label", t("labyrinth.rotate_left"));
    this.rotateLeft.dataset.testid = "rotate-left";
    this.rotateLeft.addEventListener("click", () => this.rotate(-1));
    this.spareSvg = svg("svg", { viewBox: "-4 -4 108 108", class: "lab-spare-tile", "data-testid": "spare" });
    spareRow.append(this.spareSvg);
    this.rotateRight = html("button", "lab-rot", spareRow);
    this.rotateRight.type = "button";
    this.rotateRight.textContent = "⟳";
    this.rotateRight.title = `${t("labyrinth.rotate_right")} (R)`;
    this.rotateRight.setAttribute("aria-label", t("labyrinth.rotate_right"));
    this.rotateRight.dataset.testid = "rotate-right";
    this.rotateRight.addEventListener("click", () => this.rotate(1));
    this.spareCaption = html("p", "lab-spare-caption", spareBox);

    this.cardBox = html("section", "lab-card", side);
    this.cardBox.dataset.testid = "lab-card";
    this.coinBox = html("section", "lab-coins", side);

    this.keysHelp = new KeysHelp(t, t("labyrinth.keys"));
    this.wrap.append(this.keysHelp.element);
    this.moves = new MoveList(host);
    this.wrap.append(this.moves.element);
    document.addEventListener("keydown", this.onKey);
  }

  // ---------------------------------------------------------------------- updating
  update(msg: StateMsg, prev: StateMsg | null): void {
    const view = msg.view as LabyrinthView;
    const prevView = prev ? (prev.view as LabyrinthView) : null;
    this.msg = msg;
    this.view = view;
    this.legal = this.host.readOnly ? [] : msg.legal;
    const choices = shiftChoices(this.legal);
    const offered = allOrientations(choices);
    const keep = this.orient !== null && offered.includes(this.orient) && prevView?.step === "shift" && view.step === "shift" && prevView.spare === view.spare;
    if (!keep) this.orient = initialOrientation(view.spare & 15, offered);
    if (view.step !== "shift") this.preview = null;
    this.moves.set(this.legal);
    const shifted = prevView ? justShifted(prevView, view) : null;
    const walked = [...msg.events].reverse().find((e) => e.version === msg.version && walkOf(e).length > 0);
    if (walked) this.lastPath = { seat: walked.seat, path: walkOf(walked) };
    else if (shifted !== null || !view.last_shift) this.lastPath = null;
    this.draw();
    if (walked && prev) {
      const node = this.pawnNodes.get(walked.seat);
      if (node) walk(node, walkOf(walked), this.data.size, CELL, this.host.paceMs);
    } else if (!prev) {
      // a jump (first drawing, a resync, the replay's slider): no glide through walls
      for (const node of this.pawnNodes.values()) walk(node, [], this.data.size, CELL, 0);
    }
    if (shifted !== null) {
      this.slide(this.data.arrows[shifted]!);
      if (prevView?.current != null && prevView.current !== msg.seat) {
        this.host.announce(
          this.arrowText(this.data.arrows[shifted]!, "labyrinth.pushed", { name: this.host.seatName(prevView.current) }),
        );
      }
    }
    if (prevView && prevView.phase === "day" && view.phase === "night") this.host.announce(this.host.t("labyrinth.nightfall"));
  }

  destroy(): void {
    document.removeEventListener("keydown", this.onKey);
    this.keysHelp.destroy();
    this.root.replaceChildren();
  }

  private mySeat(): number | null {
    return this.msg?.seat ?? null;
  }

  private draw(): void {
    const view = this.view;
    if (!view) return;
    const t = this.host.t.bind(this.host);
    const night = view.phase === "night";
    this.wrap.classList.toggle("lab-night", night);
    this.wrap.classList.toggle("lab-dn", Boolean(view.options["day_night"]));
    this.wrap.dataset.phase = view.phase;
    this.wrap.dataset.step = view.step;
    this.phaseBadge.hidden = !view.options["day_night"];
    this.phaseBadge.textContent = night ? `☾ ${t("labyrinth.night")}` : `☀ ${t("labyrinth.day")}`;

    // a resigned match is over though its position is not
    const key = this.msg?.status === "finished" ? "labyrinth.hint.over" : hintKey(view, this.mySeat());
    const hint = t(key, { name: view.current === null ? "" : this.host.seatName(view.current) });
    this.hint.textContent = hint;
    this.hint.classList.toggle("lab-hint-mine", key === "labyrinth.hint.shift" || key === "labyrinth.hint.move" || key === "labyrinth.hint.coin");
    if (hint !== this.lastHint) {
      this.lastHint = hint;
      if (this.lastHint && this.msg?.status !== "finished") this.host.announce(hint);
    }

    this.drawBoard();
    this.drawArrows();
    this.drawSpare();
    const panel = { host: this.host, data: this.data, view, me: this.mySeat() };
    drawCard(panel, this.cardBox);
    drawCoins(panel, this.coinBox, this.legal);
    drawSeats(panel);
  }

  /** The board (with the preview of a push if an arrow is hovered or focused). */
  private drawBoard(): void {
    const view = this.view!;
    const data = this.data;
    let board = view.board;
    let pawns = view.players.map((p) => p.pawn);
    let line: number[] = [];
    let ejected: number | null = null;
    let previewArrow: ArrowData | undefined;
    if (this.preview && this.orient) {
      previewArrow = data.arrows.find((a) => a.name === this.preview);
      if (previewArrow) {
        const turned = withOpen(view.spare, sidesFromText(this.orient), data);
        const p = previewShift(view.board, turned, previewArrow, pawns);
        board = p.board;
        pawns = p.pawns;
        line = p.line;
        ejected = p.ejected;
      }
    }
    this.tilesLayer.replaceChildren();
    this.marksLayer.replaceChildren();
    if (previewArrow) this.svgRoot.dataset.preview = previewArrow.name;
    else delete this.svgRoot.dataset.preview;
    const me = this.mySeat();
    const mine = me !== null ? view.players[me] : undefined;
    const sought = new Set(mine ? soughtCells(board, mine.seeking, mine.home, data) : []);
    const fixed = new Set(data.fixed_cells);
    const lineGroup = svg("g", { class: "lab-line" });
    board.forEach((code, cell) => {
      const x = (cell % data.size) * CELL;
      const y = Math.floor(cell / data.size) * CELL;
      const parent = line.includes(cell) ? lineGroup : this.tilesLayer;
      const g = this.tile(code, x, y, parent, view.phase === "night");
      g.dataset.tile = cellName(cell, data.size);
      if (fixed.has(cell)) g.classList.add("lab-fixed");
      if (sought.has(cell)) g.classList.add("lab-sought");
    });
    if (line.length) {
      this.tilesLayer.append(lineGroup);
      const [dx, dy] = pushVector(previewArrow!.side);
      const first = line[0]!;
      const last = line[line.length - 1]!;
      const x0 = (first % data.size) * CELL;
      const y0 = Math.floor(first / data.size) * CELL;
      const x1 = (last % data.size) * CELL;
      const y1 = Math.floor(last / data.size) * CELL;
      svg("rect", { x: Math.min(x0, x1) + 3, y: Math.min(y0, y1) + 3, width: Math.abs(x1 - x0) + CELL - 6, height: Math.abs(y1 - y0) + CELL - 6, rx: 10, class: "lab-line-outline" }, this.marksLayer);
      if (ejected !== null) {
        const out = this.tile(ejected, x1 + dx * CELL * 0.72, y1 + dy * CELL * 0.72, this.tilesLayer, view.phase === "night");
        out.classList.add("lab-ejected");
        out.setAttribute("transform", `translate(${x1 + dx * CELL * 0.72} ${y1 + dy * CELL * 0.72}) scale(0.9)`);
      }
      this.animateFrom(lineGroup, -dx * CELL, -dy * CELL);
    }
    // Start squares: a ring in the seat's colour with its number.
    view.players.forEach((p) => {
      const x = (p.home % data.size) * CELL + CELL / 2;
      const y = Math.floor(p.home / data.size) * CELL + CELL / 2;
      svg("circle", { cx: x, cy: y, r: 36, class: `lab-home lab-c-${p.colour}`, "data-seat-colour": p.seat }, this.marksLayer);
      const label = svg("text", { x: x, y: y + 9, class: `lab-home-label lab-c-${p.colour}` }, this.marksLayer);
      label.textContent = view.options["day_night"] ? "" : String(p.seat + 1);
      if (view.options["day_night"] && p.symbol) glyph(iconMarkup(SYMBOL_ICONS, p.symbol), x - 13, y - 13, 26, this.marksLayer, `lab-home-sym lab-c-${p.colour}`);
    });
    if (this.lastPath && !previewArrow) {
      const colour = view.players[this.lastPath.seat]?.colour ?? "";
      drawPath(this.marksLayer, this.lastPath.path, data.size, CELL, colour);
    }
    this.drawTargets();
    this.drawPawns(view.players, pawns, board);
  }

  /** One tile at (x, y): walls, corridors, the treasure badge. */
  private tile(code: number, x: number, y: number, parent: Element, night: boolean): SVGGElement {
    const data = this.data;
    const tile = decodeTile(code, data);
    const g = svg("g", { transform: `translate(${x} ${y})`, class: "lab-tile", "data-open": sidesText(tile.open) }, parent);
    svg("rect", { x: 3, y: 3, width: CELL - 6, height: CELL - 6, rx: 9, class: "lab-wall" }, g);
    const w = 40;
    const a = (CELL - w) / 2;
    let d = `M${a} ${a}h${w}v${w}h${-w}z`;
    if (isOpen(tile.open, "N")) d += `M${a} 3h${w}v${a}h${-w}z`;
    if (isOpen(tile.open, "S")) d += `M${a} ${a + w - 1}h${w}v${CELL - 3 - a - w + 1}h${-w}z`;
    if (isOpen(tile.open, "W")) d += `M3 ${a}h${a}v${w}h${-a}z`;
    if (isOpen(tile.open, "E")) d += `M${a + w - 1} ${a}h${CELL - 3 - a - w + 1}v${w}h${-(CELL - 3 - a - w + 1)}z`;
    svg("path", { d, class: "lab-path" }, g);
    if (tile.treasure !== null) this.badge(data.treasures[tile.treasure]!, g, false);
    else if (tile.night !== null && night) this.badge(data.night_treasures[tile.night]!, g, true);
    return g;
  }

  private badge(treasure: TreasureData, g: SVGGElement, night: boolean): void {
    const c = CELL / 2;
    const b = svg("g", { class: night ? "lab-badge lab-badge-night" : "lab-badge", "data-treasure": treasure.key }, g);
    svg("circle", { cx: c, cy: c, r: 25 }, b);
    glyph(iconMarkup(TREASURE_ICONS, treasure.key), c - 16, c - 16, 32, b);
    const title = svg("title", {}, b);
    title.textContent = `${treasure.letter} · ${this.name(treasure)}`;
    const label = svg("text", { x: CELL - 11, y: CELL - 9, class: "lab-letter" }, g);
    label.textContent = treasure.letter;
  }

  private name(treasure: TreasureData): string {
    return treasureName(treasure, this.host.lang);
  }

  private drawPawns(players: PlayerView[], cells: number[], board: readonly number[]): void {
    const data = this.data;
    const view = this.view!;
    const byCell = new Map<number, number[]>();
    cells.forEach((cell, seat) => byCell.set(cell, [...(byCell.get(cell) ?? []), seat]));
    for (const p of players) {
      let node = this.pawnNodes.get(p.seat);
      if (!node || !node.isConnected) {
        node = svg("g", { class: `lab-pawn lab-c-${p.colour}`, "data-pawn": p.seat }, this.pawnsLayer);
        svg("circle", { r: 19, class: "lab-pawn-body", "data-seat-colour": p.seat }, node);
        const text = svg("text", { y: 7, class: "lab-pawn-label" }, node);
        text.textContent = String(p.seat + 1);
        if (p.symbol) {
          text.textContent = "";
          glyph(iconMarkup(SYMBOL_ICONS, p.symbol), -11, -11, 22, node, "lab-pawn-sym");
        }
        this.pawnNodes.set(p.seat, node);
      }
      const cell = cells[p.seat]!;
      const together = byCell.get(cell)!;
      // Off centre (one corner per seat) when sharing a cell or standing on a treasure.
      const tile = decodeTile(board[cell] ?? 0, data);
      const badge = tile.treasure !== null || (tile.night !== null && view.phase === "night");
      const [ox, oy] = together.length > 1 || badge ? PAWN_OFFSETS[p.seat % 4]! : [0, 0];
      const scale = together.length > 1 || badge ? 0.72 : 1;
      const x = (cell % data.size) * CELL + CELL / 2 + ox;
      const y = Math.floor(cell / data.size) * CELL + CELL / 2 + oy;
      node.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
      node.classList.toggle("lab-pawn-current", view.current === p.seat);
      node.dataset.cell = cellName(cell, data.size);
    }
  }

  /** The cells: lit and focusable where the pawn may go after the push. */
  private drawTargets(): void {
    const data = this.data;
    const view = this.view!;
    this.targetsLayer.replaceChildren();
    const targets = this.preview ? new Map() : moveTargets(this.legal);
    const me = this.mySeat();
    const pawn = me !== null && view.players[me] ? view.players[me]!.pawn : -1;
    for (let cell = 0; cell < data.size * data.size; cell++) {
      const name = cellName(cell, data.size);
      const action = targets.get(name);
      const x = (cell % data.size) * CELL;
      const y = Math.floor(cell / data.size) * CELL;
      const r = svg("rect", { x: 6, y: 6, width: CELL - 12, height: CELL - 12, rx: 9, transform: `translate(${x} ${y})`, class: "lab-cell", "data-cell": name, "data-legal": action ? "true" : "false" }, this.targetsLayer);
      if (!action) continue;
      r.classList.add("lab-reach");
      if (cell === pawn) r.classList.add("lab-stay");
      r.setAttribute("tabindex", "0");
      r.setAttribute("role", "button");
      r.setAttribute("aria-label", this.host.t(cell === pawn ? "labyrinth.stay" : "labyrinth.move_to", { cell: name }));
      const go = () => this.host.send(action);
      r.addEventListener("click", go);
      r.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          go();
        } else if (event.key.startsWith("Arrow")) {
          event.preventDefault();
          this.focusNearCell(cell, event.key);
        }
      });
    }
  }

  /** Arrow keys among the lit cells: the nearest one in that direction. */
  private focusNearCell(from: number, key: string): void {
    const size = this.data.size;
    const [dx, dy] = key === "ArrowUp" ? [0, -1] : key === "ArrowDown" ? [0, 1] : key === "ArrowLeft" ? [-1, 0] : [1, 0];
    const fx = from % size;
    const fy = Math.floor(from / size);
    let best: Element | null = null;
    let bestScore = Infinity;
    for (const node of this.targetsLayer.querySelectorAll('[data-legal="true"]')) {
      const cell = (node as SVGElement).dataset.cell!;
      const c = "abcdefg".indexOf(cell[0]!);
      const r = Number(cell.slice(1)) - 1;
      const along = (c - fx) * dx + (r - fy) * dy;
      if (along <= 0) continue;
      const across = Math.abs((c - fx) * dy) + Math.abs((r - fy) * dx);
      const score = along + 2 * across;
      if (score < bestScore) {
        bestScore = score;
        best = node;
      }
    }
    (best as SVGElement | null)?.focus();
  }

  private drawArrows(): void {
    const data = this.data;
    const view = this.view!;
    const choices = shiftChoices(this.legal);
    const active = choices.size > 0;
    const focused = (document.activeElement as SVGElement | null)?.dataset?.arrow;
    this.arrowsLayer.replaceChildren();
    for (const arrow of data.arrows) {
      const spot = arrowSpot(arrow, data.size);
      const cx = spot.col * CELL + CELL / 2 + (spot.col < 0 ? 20 : spot.col >= data.size ? -20 : 0);
      const cy = spot.row * CELL + CELL / 2 + (spot.row < 0 ? 20 : spot.row >= data.size ? -20 : 0);
      const allowed = choices.has(arrow.name);
      const forbidden = view.forbidden === arrow.index;
      const g = svg("g", { class: "lab-arrow", transform: `translate(${cx} ${cy})`, "data-arrow": arrow.name, "data-legal": allowed ? "true" : "false" }, this.arrowsLayer);
      if (forbidden) g.classList.add("lab-arrow-off");
      if (view.last_shift?.[0] === arrow.index) {
        g.classList.add("lab-arrow-last");
        g.dataset.last = "true";
      }
      if (active && allowed) g.classList.add("lab-arrow-on");
      if (this.preview === arrow.name) g.classList.add("lab-arrow-preview");
      const angle = { N: 180, E: 270, S: 0, W: 90 }[arrow.side];
      svg("circle", { r: 27, class: "lab-arrow-hit" }, g);
      svg("path", { d: "M0 -15 L15 8 L-15 8 Z", transform: `rotate(${angle + 180})`, class: "lab-arrow-head" }, g);
      const inWords = this.arrowText(arrow, "labyrinth.arrow");
      const label = forbidden ? this.host.t("labyrinth.arrow_forbidden", { arrow: inWords }) : inWords;
      const title = svg("title", {}, g);
      title.textContent = label;
      if (forbidden) {
        svg("path", { d: "M-11 -11L11 11M11 -11L-11 11", class: "lab-arrow-x" }, g);
        g.setAttribute("aria-disabled", "true");
      }
      if (!active) continue;
      g.setAttribute("role", "button");
      g.setAttribute("aria-label", label);
      if (!allowed) {
        g.setAttribute("aria-disabled", "true");
        continue;
      }
      g.setAttribute("tabindex", "0");
      const push = () => {
        const action = this.orient ? shiftAction(this.legal, arrow.name, this.orient) : undefined;
        const fallback = choices.get(arrow.name)![0]!;
        this.host.send(action ?? shiftAction(this.legal, arrow.name, fallback));
      };
      g.addEventListener("click", push);
      g.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          push();
        }
      });
      const show = () => this.setPreview(arrow.name);
      const hide = () => {
        if (this.preview === arrow.name) this.setPreview(null);
      };
      g.addEventListener("mouseenter", show);
      g.addEventListener("focus", show);
      g.addEventListener("mouseleave", hide);
      g.addEventListener("blur", hide);
      if (focused === arrow.name) queueMicrotask(() => (g as SVGGElement).focus());
    }
  }

  /** An arrow in words ("Push row 2 in from the left"), never its notation. */
  private arrowText(arrow: ArrowData, prefix: "labyrinth.arrow" | "labyrinth.pushed", vars: Record<string, string> = {}): string {
    const words = arrowWords(arrow, prefix);
    return this.host.t(words.key, { ...vars, line: words.line });
  }

  private setPreview(name: string | null): void {
    if (this.preview === name) return;
    this.preview = name;
    this.drawBoard();
    for (const node of this.arrowsLayer.querySelectorAll(".lab-arrow")) {
      node.classList.toggle("lab-arrow-preview", (node as SVGElement).dataset.arrow === name);
    }
  }

  private drawSpare(): void {
    const view = this.view!;
    const choices = shiftChoices(this.legal);
    const offered = allOrientations(choices);
    const code = this.orient ? withOpen(view.spare, sidesFromText(this.orient), this.data) : view.spare;
    this.spareSvg.replaceChildren();
    const g = this.tile(code, 0, 0, this.spareSvg, view.phase === "night");
    g.classList.add("lab-spare-g");
    const canTurn = offered.length > 1;
    this.rotateLeft.disabled = !canTurn;
    this.rotateRight.disabled = !canTurn;
    const tile = decodeTile(view.spare, this.data);
    const treasure = tile.treasure !== null ? this.data.treasures[tile.treasure] : tile.night !== null && view.phase === "night" ? this.data.night_treasures[tile.night] : undefined;
    this.spareCaption.textContent = treasure ? `${treasure.letter} · ${this.name(treasure)}` : "";
    this.spareSvg.dataset.open = this.orient ?? "";
  }

  private rotate(dir: 1 | -1): void {
    const offered = allOrientations(shiftChoices(this.legal));
    if (!this.orient || offered.length < 2) return;
    this.orient = nextOrientation(this.orient, offered, dir);
    this.drawSpare();
    const spareTile = this.spareSvg.querySelector(".lab-spare-g");
    if (spareTile && !reducedMotion()) {
      spareTile.classList.add(dir === 1 ? "lab-turn-cw" : "lab-turn-ccw");
    }
    if (this.preview) this.drawBoard();
  }

  private key(event: KeyboardEvent): void {
    if (!this.root.isConnected || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target as HTMLElement | null;
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable)) return;
    if (event.key === "r" || event.key === "R") {
      if (shiftChoices(this.legal).size === 0) return;
      event.preventDefault();
      this.rotate(event.shiftKey ? -1 : 1);
    }
  }

  // ---------------------------------------------------------------- animation
  /** Slide the line pushed by `arrow` in from one cell back (the shift just made). */
  private slide(arrow: ArrowData): void {
    const line = new Set(arrow.cells.map((c) => cellName(c, this.data.size)));
    const group = svg("g", { class: "lab-line" });
    for (const node of [...this.tilesLayer.querySelectorAll<SVGGElement>("[data-tile]")]) {
      if (line.has(node.dataset.tile!)) group.append(node);
    }
    this.tilesLayer.append(group);
    const [dx, dy] = pushVector(arrow.side);
    this.animateFrom(group, -dx * CELL, -dy * CELL);
  }

  private animateFrom(group: SVGGElement, x: number, y: number): void {
    if (reducedMotion()) return;
    group.style.transition = "none";
    group.style.transform = `translate(${x}px, ${y}px)`;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        group.style.transition = "";
        group.style.transform = "translate(0px, 0px)";
      }),
    );
  }
}

const module: GameModule = {
  ids: ["labyrinth"],
  hasSecrets: true,
  strings: STRINGS,
  create(root: HTMLElement, host: BoardHost): Board {
    return new LabyrinthBoard(root, host);
  },
};
export default module;
