/**
 * One colour per seat, the same on every page and board: the swatch in the players panel,
 * the pawns and home corners of Labyrinth, the pawns and "who placed this" badges of
 * Sudoku, the marks of the card game and Träxx. Seat 1 is yellow, 2 red, 3 green, 4 blue
 * (Labyrinth's engine names its pawns in this order), 5 purple, 6 teal. A colour never
 * stands alone: the seat's number or name goes with it.
 *
 * The colours are set once on the document as CSS variables (`--seat-0` … `--seat-5`,
 * and `--seat-0-ink` … for text on them) by `installSeatColours`; style sheets use the
 * variables, code that sets a colour inline uses `seatColour`.
 */

export interface SeatColour {
  /** The colour's key (also Labyrinth's pawn colour key). */
  key: string;
  /** The colour itself. */
  fill: string;
  /** Text drawn on it (the seat's number). */
  ink: string;
}

export const SEAT_COLOURS: readonly SeatColour[] = [
  { key: "yellow", fill: "#f0c22e", ink: "#3a2c00" },
  { key: "red", fill: "#c8372d", ink: "#ffffff" },
  { key: "green", fill: "#2b8040", ink: "#ffffff" },
  { key: "blue", fill: "#2f62c4", ink: "#ffffff" },
  { key: "purple", fill: "#7d44b8", ink: "#ffffff" },
  { key: "teal", fill: "#12747a", ink: "#ffffff" },
];

/** A seat's colour (seats past the sixth wrap round). */
export function seatColour(seat: number): SeatColour {
  const n = SEAT_COLOURS.length;
  return SEAT_COLOURS[((seat % n) + n) % n]!;
}

/** The CSS variable of a seat's colour, e.g. `var(--seat-1)`. */
export function seatVar(seat: number, part: "fill" | "ink" = "fill"): string {
  const n = SEAT_COLOURS.length;
  const index = ((seat % n) + n) % n;
  return part === "fill" ? `var(--seat-${index})` : `var(--seat-${index}-ink)`;
}

/** Set the seat colours as CSS variables on `root` (the document's element). */
export function installSeatColours(root: HTMLElement): void {
  SEAT_COLOURS.forEach((colour, index) => {
    root.style.setProperty(`--seat-${index}`, colour.fill);
    root.style.setProperty(`--seat-${index}-ink`, colour.ink);
  });
}
