/**
 * Simple line-drawn SVG glyphs for the treasures and the Day & Night pawn symbols, each
 * in a 24 x 24 box, drawn in `currentColor` (fill "f" is a lighter tint set by CSS).
 * Every glyph is shown with the treasure's letter too, so no picture has to carry
 * the meaning alone.
 */
const F = 'class="lab-f"';

export const TREASURE_ICONS: Record<string, string> = {
  // ------------------------------------------------------------------ day, fixed tiles
  skull: `<path ${F} d="M5 11a7 7 0 1 1 14 0v3l-2 1v3H7v-3l-2-1z"/><circle cx="9" cy="11" r="1.8"/><circle cx="15" cy="11" r="1.8"/><path d="M10 18v-2M12 18v-2M14 18v-2"/>`,
  sword: `<path ${F} d="M12 2l2 3v10h-4V5z"/><path d="M7 15h10M12 15v5"/><circle cx="12" cy="21" r="1.3"/>`,
  money_bag: `<path ${F} d="M9 7h6l-1.5-3h-3zM9 7c-4 3-5 7-4 10 1 3 13 3 14 0 1-3 0-7-5-10"/><path d="M12 10v7M10 11.5c0-1 4-1 4 .5s-4 1-4 2.5 4 1 4 0"/>`,
  spell_book: `<path ${F} d="M4 4h12l3 2v14H7l-3-2z"/><path d="M7 20V6h12M4 4l3 2"/><path d="M13 9l1 2 2 .3-1.5 1.4.4 2.1-1.9-1-1.9 1 .4-2.1L10 11.3l2-.3z"/>`,
  treasure_map: `<path ${F} d="M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2z"/><path d="M9 4v14M15 6v14"/><path d="M16.5 9.5l3 3M19.5 9.5l-3 3"/>`,
  ring: `<circle ${F} cx="12" cy="14" r="6"/><circle cx="12" cy="14" r="3.5"/><path d="M10 7l2-4 2 4z"/>`,
  helmet: `<path ${F} d="M4 15a8 8 0 0 1 16 0v4h-5v-4h-6v4H4z"/><path d="M12 7v8"/>`,
  candlestick: `<path ${F} d="M10 8h4v9h-4z"/><path d="M12 3c1.5 2 1.5 3 0 4-1.5-1-1.5-2 0-4zM8 17h8l2 4H6z"/>`,
  keys: `<circle ${F} cx="7" cy="8" r="3.5"/><circle ${F} cx="9" cy="15" r="3"/><path d="M10 9l9 9M16 15l2-2M18 17l2-2M12 15h8M17 15v2"/>`,
  emerald: `<path ${F} d="M8 3h8l5 6-9 12L3 9z"/><path d="M3 9h18M8 3l4 6 4-6M12 9v12"/>`,
  crown: `<path ${F} d="M3 8l4 4 5-7 5 7 4-4-2 11H5z"/><path d="M5 16h14"/>`,
  treasure_chest: `<path ${F} d="M3 10h18v10H3zM3 10a9 5 0 0 1 18 0"/><path d="M3 13h18M11 12h2v3h-2z"/>`,
  // ------------------------------------------------------------ day, movable corners
  owl: `<path ${F} d="M5 6l3 2h8l3-2v9a7 7 0 0 1-14 0z"/><circle cx="9" cy="12" r="2.3"/><circle cx="15" cy="12" r="2.3"/><path d="M11 15l1 2 1-2z"/>`,
  rat: `<path ${F} d="M3 16c2-6 7-8 11-6l5 4-3 2H3z"/><circle cx="12" cy="9" r="2"/><circle cx="16" cy="13" r=".8"/><path d="M3 16c-2 2 1 5 6 4"/>`,
  moth: `<path ${F} d="M12 8C8 3 3 4 3 9s4 6 9 4c5 2 9 1 9-4s-5-6-9-1zM12 13c-3 2-5 6-3 7s3-2 3-4c0 2 1 5 3 4s0-5-3-7"/><path d="M12 6v13M10 4l2 3 2-3"/>`,
  spider: `<circle ${F} cx="12" cy="13" r="4"/><circle ${F} cx="12" cy="8" r="2.2"/><path d="M8 11L3 7M8 13H2M8 15l-5 4M16 11l5-4M16 13h6M16 15l5 4M12 6V2"/>`,
  scarab: `<path ${F} d="M7 10h10v5a5 5 0 0 1-10 0z"/><path ${F} d="M9 10a3 3 0 0 1 6 0"/><path d="M12 10v10M7 12L3 10M7 15l-4 1M17 12l4-2M17 15l4 1M10 7l-2-3M14 7l2-3"/>`,
  lizard: `<path ${F} d="M12 2c2 0 2 3 1 5v8c0 3-1 5-4 7 2-3 2-5 2-7V7c-1-2-1-5 1-5z"/><path d="M12 9l5-3M12 9L7 6M12 14l5 3M12 14l-5 3"/>`,
  // -------------------------------------------------------- day, movable T-junctions
  dragon: `<path ${F} d="M4 18c3-1 4-4 4-7s2-6 6-6l3 2 4-1-2 4h-4c-2 0-3 2-3 4 0 4-3 6-8 4z"/><path d="M10 11L5 6l1 6M15 7v0"/><circle cx="16" cy="7" r=".7"/>`,
  ghost: `<path ${F} d="M5 21V11a7 7 0 0 1 14 0v10l-2.5-2-2.5 2-2-2-2 2-2.5-2z"/><circle cx="9.5" cy="11" r="1.3"/><circle cx="14.5" cy="11" r="1.3"/><path d="M10 15c1 1 3 1 4 0"/>`,
  bat: `<path ${F} d="M12 9c-2-3-6-4-10-3 2 2 2 4 1 6 2-1 4-1 5 1 1-1 3-1 4 1 1-2 3-2 4-1 1-2 3-2 5-1-1-2-1-4 1-6-4-1-8 0-10 3z"/><path d="M11 8l-1-2M13 8l1-2"/>`,
  genie: `<path ${F} d="M3 17h13c2 0 4-2 5-3-1 3-3 5-6 5H7c-2 0-3-1-4-2z"/><path ${F} d="M9 17c-2-2 0-4 2-5-2-1-2-4 1-5 3 1 2 4 0 5"/><circle cx="12" cy="5" r="1.5"/>`,
  goblin: `<path ${F} d="M7 9a5 5 0 0 1 10 0v5a5 5 0 0 1-10 0z"/><path ${F} d="M7 10L2 7l5 6M17 10l5-3-5 6"/><circle cx="10" cy="11" r="1"/><circle cx="14" cy="11" r="1"/><path d="M10 15.5h4"/>`,
  fairy: `<path ${F} d="M12 9C9 4 4 5 5 10c1 3 4 2 7-1zM12 9c3-5 8-4 7 1-1 3-4 2-7-1zM12 10c-3 3-5 7-2 8M12 10c3 3 5 7 2 8"/><circle cx="12" cy="7" r="1.6"/><path d="M12 10v9"/>`,
  // ------------------------------------------------------------------- night treasures
  lantern: `<path ${F} d="M8 8h8l-1 11H9z"/><path d="M10 5h4v3h-4zM12 3v2M7 19h10M12 11v5"/>`,
  moonstone: `<path ${F} d="M12 3l8 6-3 11H7L4 9z"/><path d="M14 8a4 4 0 1 0 0 7 3 3 0 0 1 0-7z"/>`,
  firefly: `<ellipse ${F} cx="12" cy="15" rx="3" ry="5"/><circle cx="12" cy="8" r="2"/><path d="M12 10c-4-4-8-2-7 1s4 2 7-1zM12 10c4-4 8-2 7 1s-4 2-7-1M4 19l1-1M20 19l-1-1M12 22v-1"/>`,
  crystal_ball: `<circle ${F} cx="12" cy="10" r="7"/><path d="M6 20h12l-2-4H8zM9 7a4 4 0 0 1 3-2"/>`,
  silver_key: `<circle ${F} cx="6.5" cy="12" r="4"/><circle cx="6.5" cy="12" r="1.5"/><path d="M10.5 12H21M18 12v3M15 12v2"/>`,
  star_map: `<rect ${F} x="3" y="4" width="18" height="16" rx="2"/><path d="M6 16l4-6 4 3 4-6"/><circle cx="6" cy="16" r="1"/><circle cx="10" cy="10" r="1"/><circle cx="14" cy="13" r="1"/><circle cx="18" cy="7" r="1"/>`,
  black_cat: `<path ${F} d="M6 21v-8l-1-8 4 4h6l4-4-1 8v8z"/><path d="M9 13l1.5 1M15 13l-1.5 1M12 16v1M9 17l-3 1M15 17l3 1"/>`,
  wolf: `<path ${F} d="M5 3l4 5h6l4-5v9l-4 5-3 4-3-4-4-5z"/><path d="M9 11l1.5 1M15 11l-1.5 1M11 17h2"/>`,
  vampire: `<path ${F} d="M7 10a5 5 0 0 1 10 0v4a5 5 0 0 1-10 0z"/><path ${F} d="M3 22l4-8h10l4 8zM7 9l5 3 5-3"/><path d="M10.5 16l.5 2 .5-2M12.5 16l.5 2 .5-2"/>`,
  candle: `<path ${F} d="M9 10h6v11H9z"/><path d="M12 3c2 2 2 4 0 5-2-1-2-3 0-5zM12 8v2M15 13c1 0 1 2 0 2"/>`,
  amulet: `<path d="M6 3l6 7 6-7"/><circle ${F} cx="12" cy="15" r="6"/><path d="M12 11l1.2 2.6 2.8.3-2.1 1.9.6 2.8L12 17.2l-2.5 1.4.6-2.8L8 13.9l2.8-.3z"/>`,
  comet: `<circle ${F} cx="16" cy="8" r="4"/><path d="M13 11L3 21M12 8L4 14M16 12l-6 8"/>`,
};

export const SYMBOL_ICONS: Record<string, string> = {
  sun: `<circle ${F} cx="12" cy="12" r="4.5"/><path d="M12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2"/>`,
  moon: `<path ${F} d="M15 3a9 9 0 1 0 6 13A7 7 0 0 1 15 3z"/>`,
  star: `<path ${F} d="M12 2l3 7h7l-5.5 4.5 2 7.5-6.5-4.5L5.5 21l2-7.5L2 9h7z"/>`,
  lightning: `<path ${F} d="M14 2L5 14h6l-2 8 10-13h-6z"/>`,
};

/** SVG markup of a glyph, or a plain disc if the key is unknown. */
export function iconMarkup(table: Record<string, string>, key: string): string {
  return table[key] ?? `<circle ${F} cx="12" cy="12" r="6"/>`;
}
