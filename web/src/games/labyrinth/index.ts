/**
 * The Labyrinth board: the maze, the spare tile with its rotate controls, the twelve
 * arrows with a preview of the push, the reachable cells after the push, the secret card,
 * the seats and (Day & Night) the night maze and the coins.
 *
 * It draws the view of its seat and offers only the legal actions (see logic.ts).
 */
import type { Advice, Board, BoardHost, GameModule, LegalEntry, StateMsg } from "../../types";
import { drawAdvice, floorOf, reachingArrows } from "./advice";
import { svgTo as svg } from "../../dom";
import { KeysHelp } from "../keyshelp";
import { MoveList } from "../movelist";
import { iconMarkup, SYMBOL_ICONS, TREASURE_ICONS } from "./icons";
import "./labyrinth.css";
import {
  allOrientations,
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
import { drawArrows, isTap } from "./arrows";
import { bestCell, drawCells } from "./cells";
import { drawPath, walk } from "./lastmove";
import { drawCard, drawCoins, drawSeats, glyph, html, treasureName } from "./panel";
import { STRINGS } from "./strings";

const CELL = 100;
/** Room around the maze for the arrows (small, so that a cell is ≥ 44 CSS px on a phone). */
const MARGIN = 56;
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
  private readonly adviceLayer: SVGGElement;
  /** The server's hint and proposal for this seat's turn (null: none shown). */
  private advice: Advice | null = null;
  private proposal: Advice | null = null;
  /** The walk the last proposal gave (kept after its push is played). */
  private proposedWalk: string | null = null;
  private readonly pawnsLayer: SVGGElement;
  private readonly arrowsLayer: SVGGElement;
  private readonly spareSvg: SVGSVGElement;
  private readonly spareCaption: HTMLElement;
  private readonly rotateLeft: HTMLButtonElement;
  private readonly rotateRight: HTMLButtonElement;
  private readonly confirm: HTMLButtonElement;
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
  /** The preview was pinned by a tap: it stays until the next tap. */
  private pinned = false;
  /** placeFocus is moving focus (see ArrowBoard.quiet). */
  private quiet = false;
  /** The arrow this seat pushed last (focus returns to it at its next turn). */
  private lastArrow = "";
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
      tabindex: -1,
    });
    boardBox.append(this.svgRoot);
    const defs = svg("defs", {}, this.svgRoot);
    defs.innerHTML =
      '<filter id="lab-glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="5" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>';
    svg("rect", { x: -12, y: -12, width: full + 24, height: full + 24, rx: 18, class: "lab-frame" }, this.svgRoot);
    this.tilesLayer = svg("g", { class: "lab-tiles" }, this.svgRoot);
    this.marksLayer = svg("g", { class: "lab-marks" }, this.svgRoot);
    this.adviceLayer = svg("g", { class: "lab-advice", "data-testid": "lab-advice" }, this.svgRoot);
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
    this.confirm = html("button", "lab-confirm", spareBox);
    this.confirm.type = "button";
    this.confirm.hidden = true;
    this.confirm.dataset.testid = "lab-confirm";
    this.confirm.textContent = t("labyrinth.confirm");
    this.confirm.addEventListener("click", () => {
      if (this.preview) this.push(this.preview);
    });
    // A tap on the board away from the arrows takes a pinned preview away.
    this.svgRoot.addEventListener("pointerdown", (event) => {
      if (isTap(event) && this.pinned && !(event.target as Element).closest?.("[data-arrow]")) this.setPreview(null);
    });

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
    if (view.step !== "shift" || !keep) {
      this.preview = null;
      this.pinned = false;
    }
    if (view.step === "shift" || view.current !== msg.seat) this.proposedWalk = null;
    this.moves.set(this.legal);
    const shifted = prevView ? justShifted(prevView, view) : null;
    const walked = [...msg.events].reverse().find((e) => e.version === msg.version && walkOf(e).length > 0);
    if (walked) this.lastPath = { seat: walked.seat, path: walkOf(walked) };
    else if (shifted !== null || !view.last_shift) this.lastPath = null;
    this.draw();
    this.confirm.hidden = !this.pinned;
    this.placeFocus(prev === null);
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

    this.drawHint();

    this.drawBoard();
    this.drawArrows();
    this.markArrows();
    this.drawSpare();
    const panel = { host: this.host, data: this.data, view, me: this.mySeat() };
    drawCard(panel, this.cardBox);
    drawCoins(panel, this.coinBox, this.legal);
    drawSeats(panel);
  }

  /** The line above the board: whose turn and what to do (a pinned preview: how to play it). */
  private drawHint(): void {
    const view = this.view!;
    // a resigned match is over though its position is not
    const key =
      this.msg?.status === "finished" ? "labyrinth.hint.over" : this.pinned ? "labyrinth.hint.confirm" : hintKey(view, this.mySeat());
    const hint = this.host.t(key, { name: view.current === null ? "" : this.host.seatName(view.current) });
    this.hint.textContent = hint;
    this.hint.classList.toggle("lab-hint-mine", key !== "labyrinth.hint.over" && !key.includes(".wait_"));
    if (hint !== this.lastHint) {
      this.lastHint = hint;
      if (this.lastHint && this.msg?.status !== "finished") this.host.announce(hint);
    }
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
    const shown = previewArrow && this.orient ? { arrow: previewArrow.name, open: this.orient } : null;
    const t = (key: string) => this.host.t(key);
    drawAdvice(this.adviceLayer, floorOf(this.advice, view.step, shown), this.proposedWalk, data.size, CELL, t);
  }

  // ---------------------------------------------------------------------- hints
  showHint(hint: Advice | null): void {
    this.advice = hint;
    if (!this.view) return;
    this.drawBoard();
    this.markArrows();
  }

  /** Draw a proposal: its push previewed and pinned (the player confirms it), its walk lit. */
  showHelp(help: Advice | null): void {
    this.proposal = help;
    if (!help || !this.view) return;
    const [first, second] = help.actions as Advice[];
    const push = first?.type === "shift" ? first : null;
    const walk = (push ? second : first)?.type === "move" ? (push ? second : first).to : null;
    this.proposedWalk = walk ?? null;
    if (push && this.view.step === "shift") {
      this.orient = push.open;
      this.drawSpare();
      this.setPreview(push.arrow, true);
    }
    this.drawBoard();
    this.markArrows();
  }

  /** Arrows whose push reaches a target (from the hint) and the proposed one. */
  private markArrows(): void {
    const reaching = reachingArrows(this.advice);
    const proposed = this.proposal?.actions?.[0]?.type === "shift" ? this.proposal.actions[0].arrow : null;
    for (const node of this.arrowsLayer.querySelectorAll<SVGElement>(".lab-arrow")) {
      node.classList.toggle("lab-arrow-reaches", reaching.has(node.dataset.arrow ?? ""));
      node.classList.toggle("lab-arrow-help", node.dataset.arrow === proposed);
    }
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
    drawCells(this.targetsLayer, {
      data: this.data,
      view: this.view!,
      targets: this.preview ? new Map() : moveTargets(this.legal),
      me: this.mySeat(),
      t: (key, vars) => this.host.t(key, vars),
      send: (action) => this.host.send(action),
    });
  }

  private drawArrows(): void {
    const self = this;
    drawArrows(this.arrowsLayer, {
      data: this.data,
      view: this.view!,
      legal: this.legal,
      get preview() {
        return self.preview;
      },
      get pinned() {
        return self.pinned;
      },
      get quiet() {
        return self.quiet;
      },
      label: (arrow, forbidden) => {
        const inWords = this.arrowText(arrow, "labyrinth.arrow");
        return forbidden ? this.host.t("labyrinth.arrow_forbidden", { arrow: inWords }) : inWords;
      },
      push: (arrow) => this.push(arrow),
      setPreview: (arrow, pinned) => this.setPreview(arrow, pinned),
    });
  }

  /** An arrow in words ("Push row 2 in from the left"), never its notation. */
  private arrowText(arrow: ArrowData, prefix: "labyrinth.arrow" | "labyrinth.pushed", vars: Record<string, string> = {}): string {
    const words = arrowWords(arrow, prefix);
    return this.host.t(words.key, { ...vars, line: words.line });
  }

  moveWords(action: unknown): string | null {
    const a = action as { type?: string; arrow?: string; to?: string } | null;
    if (a?.type === "shift") {
      const arrow = this.data.arrows.find((x) => x.name === a.arrow);
      return arrow ? this.arrowText(arrow, "labyrinth.arrow") : null;
    }
    if (a?.type === "move" && typeof a.to === "string") return this.host.t("labyrinth.move_to", { cell: a.to });
    return null;
  }

  /** Play the push at `arrow` with the spare turned as shown. */
  private push(arrow: string): void {
    const choices = shiftChoices(this.legal);
    const sides = choices.get(arrow);
    if (!sides) return;
    const action = (this.orient ? shiftAction(this.legal, arrow, this.orient) : undefined) ?? shiftAction(this.legal, arrow, sides[0]!);
    this.lastArrow = arrow;
    this.pinned = false;
    this.host.send(action);
  }

  private setPreview(name: string | null, pinned = false): void {
    const was = this.pinned;
    this.pinned = name !== null && pinned;
    this.confirm.hidden = !this.pinned;
    if (was !== this.pinned) this.drawHint();
    if (this.preview === name) return;
    this.preview = name;
    this.host.previewed?.(name && this.orient ? { type: "shift", arrow: name, open: this.orient } : null);
    this.drawBoard();
    for (const node of this.arrowsLayer.querySelectorAll(".lab-arrow")) {
      node.classList.toggle("lab-arrow-preview", (node as SVGElement).dataset.arrow === name);
    }
  }

  /**
   * After a new state, if focus was lost (on <body>, or parked on the board), move it to
   * the next control: an arrow when it is this seat's push (the one it pushed last, else
   * the first), the best lit cell when it walks, the first coin; else park it on the board
   * so that it comes back to an arrow at the next turn.
   */
  private placeFocus(first: boolean): void {
    const active = document.activeElement;
    // <body> or the page's <main> (focused by the app on a new page) hold no control
    const lost = !active || active === this.svgRoot || active.contains(this.root) || (active as HTMLButtonElement).disabled === true;
    if (!lost || !this.root.isConnected) return;
    // the first drawing takes focus only from <body> (nothing chosen yet)
    if (first && active === this.svgRoot) return;
    const view = this.view!;
    let next: Element | null = null;
    if (view.step === "shift") {
      next =
        this.arrowsLayer.querySelector(`[data-arrow="${this.lastArrow}"][data-legal="true"]`) ??
        this.arrowsLayer.querySelector('[data-legal="true"]');
    } else if (view.step === "move") {
      next = bestCell(this.targetsLayer, this.tilesLayer, this.data.size);
    } else if (view.step === "coin") {
      next = this.coinBox.querySelector('[data-legal="true"]');
    }
    this.quiet = true;
    ((next as HTMLElement | SVGElement | null) ?? this.svgRoot).focus({ preventScroll: true });
    this.quiet = false;
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
    if (this.preview) {
      this.host.previewed?.({ type: "shift", arrow: this.preview, open: this.orient });
      this.drawBoard();
    }
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
  strings: STRINGS,
  create(root: HTMLElement, host: BoardHost): Board {
    return new LabyrinthBoard(root, host);
  },
};
export default module;
