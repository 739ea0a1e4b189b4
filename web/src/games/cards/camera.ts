/**
 * The card table's camera: the SVG's view box, panned by dragging or the arrow keys,
 * zoomed by the wheel, a pinch, the +/− keys and buttons, fitted to the lying cards until
 * the player moves it, and kept to the element's shape when it is resized.
 */
import { CELL, fitReadable, panBy, withAspect, zoomAt, type Camera } from "./logic";

const PAN_STEP = 0.5 * CELL;

export class TableCamera {
  camera: Camera | null = null;
  /** The player moved the camera: a new card does not refit it. */
  moved = false;
  private lastSize = "";
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private dragged = 0;
  private readonly observer: ResizeObserver | null;

  constructor(
    private readonly svg: SVGSVGElement,
    /** The cells to fit: the lying cards and the selected card's targets. */
    private readonly fitCells: () => { x: number; y: number }[],
    /** The cells that matter now, kept in view when the whole table would be too small. */
    private readonly focusCells: () => { x: number; y: number }[] = () => [],
  ) {
    this.listen();
    this.observer =
      typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => this.resized());
    this.observer?.observe(this.svg);
  }

  destroy(): void {
    this.observer?.disconnect();
  }

  private listen(): void {
    const svg = this.svg;
    svg.addEventListener("pointerdown", (e) => {
      this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      this.dragged = 0;
    });
    svg.addEventListener("pointermove", (e) => {
      const before = this.pointers.get(e.pointerId);
      if (!before || !this.camera) return;
      const now = { x: e.clientX, y: e.clientY };
      const scale = this.scale();
      if (this.pointers.size === 1) {
        const dx = now.x - before.x;
        const dy = now.y - before.y;
        this.dragged += Math.abs(dx) + Math.abs(dy);
        if (this.dragged > 6) {
          if (!svg.hasPointerCapture(e.pointerId)) svg.setPointerCapture(e.pointerId);
          this.setCamera(panBy(this.camera, -dx * scale, -dy * scale));
        }
      } else if (this.pointers.size === 2) {
        const other = [...this.pointers.entries()].find(([id]) => id !== e.pointerId)![1];
        const d0 = Math.hypot(before.x - other.x, before.y - other.y);
        const d1 = Math.hypot(now.x - other.x, now.y - other.y);
        this.dragged += 10;
        if (d0 > 0) {
          const [fx, fy] = this.fraction((now.x + other.x) / 2, (now.y + other.y) / 2);
          this.setCamera(zoomAt(this.camera, d1 / d0, fx, fy));
        }
      }
      this.pointers.set(e.pointerId, now);
    });
    const up = (e: PointerEvent) => {
      this.pointers.delete(e.pointerId);
    };
    svg.addEventListener("pointerup", up);
    svg.addEventListener("pointercancel", up);
    svg.addEventListener(
      "click",
      (e) => {
        if (this.dragged > 6) {
          e.stopPropagation();
          e.preventDefault();
        }
      },
      true,
    );
    svg.addEventListener(
      "wheel",
      (e) => {
        if (!this.camera) return;
        e.preventDefault();
        const [fx, fy] = this.fraction(e.clientX, e.clientY);
        this.setCamera(zoomAt(this.camera, Math.exp(-e.deltaY * 0.0015), fx, fy));
      },
      { passive: false },
    );
    svg.addEventListener("keydown", (e) => {
      if (!this.camera || e.target !== svg) return;
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [-PAN_STEP, 0],
        ArrowRight: [PAN_STEP, 0],
        ArrowUp: [0, -PAN_STEP],
        ArrowDown: [0, PAN_STEP],
      };
      const step = moves[e.key];
      if (step) {
        e.preventDefault();
        const k = this.camera.w / (4 * CELL);
        this.setCamera(panBy(this.camera, step[0] * k, step[1] * k));
      } else if (e.key === "+" || e.key === "=") {
        e.preventDefault();
        this.zoom(1.25);
      } else if (e.key === "-" || e.key === "_") {
        e.preventDefault();
        this.zoom(0.8);
      } else if (e.key === "0" || e.key === "f") {
        e.preventDefault();
        this.fit();
      }
    });
  }

  /** World units per CSS pixel. */
  private scale(): number {
    const rect = this.svg.getBoundingClientRect();
    return this.camera && rect.width > 0 ? this.camera.w / rect.width : 1;
  }

  private fraction(clientX: number, clientY: number): [number, number] {
    const rect = this.svg.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) return [0.5, 0.5];
    return [(clientX - rect.left) / rect.width, (clientY - rect.top) / rect.height];
  }

  private aspect(): number {
    const rect = this.svg.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 ? rect.width / rect.height : 1.6;
  }

  setCamera(camera: Camera, byUser = true): void {
    this.camera = camera;
    if (byUser) this.moved = true;
    this.svg.setAttribute("viewBox", `${camera.x} ${camera.y} ${camera.w} ${camera.h}`);
  }

  zoom(factor: number): void {
    if (this.camera) this.setCamera(zoomAt(this.camera, factor));
  }

  fit(): void {
    const width = this.svg.getBoundingClientRect().width;
    this.setCamera(fitReadable(this.fitCells(), this.focusCells(), this.aspect(), width), false);
    this.moved = false;
  }

  resized(): void {
    const rect = this.svg.getBoundingClientRect();
    const size = `${Math.round(rect.width)}x${Math.round(rect.height)}`;
    if (size === this.lastSize || rect.width === 0) return;
    this.lastSize = size;
    if (!this.camera || !this.moved) this.fit();
    else this.setCamera(withAspect(this.camera, this.aspect()), true);
  }
}
