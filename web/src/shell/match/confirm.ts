/**
 * The confirm step for moves: with it on, the board's click that would send a move holds
 * it instead, until the player confirms it (the Confirm button or Enter) or cancels it
 * (Cancel or Escape). With it off a click sends at once. The setting is remembered in
 * this browser; unset, it is on for a match played with a young-children option and for
 * an account in kid mode.
 *
 * DOM-free: the page draws `held` and calls `confirm` / `cancel`.
 */

/** localStorage key: "1" confirm every move, "0" a click sends (unset: the default). */
export const CONFIRM_KEY = "spelkast.confirmMoves";

/** The match options that are the rules' variants for young children (Labyrinth: all
 *  cards face up; winning without going home). */
export const YOUNG_OPTIONS: readonly string[] = ["open_cards", "no_return"];

/** Whether a match with `options` confirms moves when the person never chose: on with a
 *  young-children option or in kid mode. */
export function confirmDefault(options: Readonly<Record<string, unknown>>, kidMode: boolean): boolean {
  return kidMode || YOUNG_OPTIONS.some((name) => options[name] === true);
}

/** Whether moves are confirmed: the remembered choice (`saved`), else the default. */
export function confirmWanted(
  saved: string | null,
  options: Readonly<Record<string, unknown>>,
  kidMode: boolean,
): boolean {
  if (saved === "1") return true;
  if (saved === "0") return false;
  return confirmDefault(options, kidMode);
}

/** A move held for confirmation: the seat's action on the version it was chosen on. */
export interface HeldMove {
  seat: number;
  action: unknown;
  version: number;
}

export class MoveConfirm {
  held: HeldMove | null = null;

  constructor(
    /** Whether moves are confirmed now (read at every offer). */
    public on: boolean,
    private readonly send: (seat: number, action: unknown) => void,
    private readonly changed: () => void,
  ) {}

  /** The board chose `action` for `seat` on `version`: sent at once when confirming is
   *  off, else held (replacing a move held before: the last choice is the one asked). */
  offer(seat: number, action: unknown, version: number): void {
    if (!this.on) {
      this.send(seat, action);
      return;
    }
    this.held = { seat, action, version };
    this.changed();
  }

  /** Send the held move (false: none was held). */
  confirm(): boolean {
    const held = this.held;
    if (!held) return false;
    this.held = null;
    this.send(held.seat, held.action);
    this.changed();
    return true;
  }

  /** Drop the held move (false: none was held). */
  cancel(): boolean {
    if (!this.held) return false;
    this.held = null;
    this.changed();
    return true;
  }

  /** The game moved on (`version` is what `seat` sees now, null: it may not act): a move
   *  chosen on an older position is dropped, not sent. */
  moved(seat: number, version: number | null): void {
    if (this.held && this.held.seat === seat && this.held.version !== version) this.cancel();
  }

  /** Turn confirming on or off; turning it off drops a held move. */
  setOn(on: boolean): void {
    this.on = on;
    if (!on) this.cancel();
  }
}
