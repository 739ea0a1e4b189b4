/**
 * How fast other seats' moves are played back on a board (off, normal, slow): the
 * remembered setting, its chooser on the match page, and the milliseconds per step every
 * page that animates a board reads (none under reduced motion).
 */
import { h } from "../../dom";
import { readSetting, writeSetting } from "../../tokens";

/** localStorage key: how other seats' moves are played back (off, normal, slow). */
export const PACE_KEY = "spelkast.pace";
/** Milliseconds per step of each pace. */
export const PACES: Record<string, number> = { off: 0, normal: 700, slow: 1200 };

function reducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The milliseconds per step now: the setting (normal by default), 0 under reduced motion. */
export function paceMs(): number {
  if (reducedMotion()) return 0;
  return PACES[readSetting(PACE_KEY) ?? "normal"] ?? PACES.normal!;
}

/** The chooser: one option a pace, showing the remembered one, remembering a change. */
export function paceSelect(t: (key: string) => string): HTMLSelectElement {
  const select = h("select", { "data-testid": "pace", class: "pace" });
  const pace = readSetting(PACE_KEY) ?? "normal";
  for (const name of Object.keys(PACES)) {
    select.append(h("option", { value: name, selected: name === pace }, t(`pace.${name}`)));
  }
  select.value = pace in PACES ? pace : "normal";
  select.addEventListener("change", () => writeSetting(PACE_KEY, select.value));
  return select;
}
