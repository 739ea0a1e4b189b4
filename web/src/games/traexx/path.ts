/**
 * The path-drawing state machine of the Träxx board, kept pure (no DOM): the player clicks
 * fields one by one and the machine says which fields may come next, whether the drawn
 * sequence is a whole legal action, and how to step back.
 *
 * It knows no rules. The legal actions are a set of (end, fields) sequences; after a
 * drawn prefix the next fields are the next elements of the legal sequences that share
 * that end and prefix. Before anything is drawn the end may be left open: a field then
 * picks the end it is the first step from (with `prefer` deciding when it is next to both
 * ends), or the player first picks an end by clicking it.
 */
import type { LegalEntry } from "../../types";

/** An action of the game: extend the path at `end` over `fields` (a pass: null, []). */
export interface Extension {
  end: string | null;
  fields: string[];
}

/** What the player has drawn so far. `pinned`: the end was picked explicitly. */
export interface Draft {
  readonly end: string | null;
  readonly fields: readonly string[];
  readonly pinned: boolean;
}

export const EMPTY: Draft = { end: null, fields: [], pinned: false };

/** The legal extensions (passes left out) from the server's legal list. */
export function extensionsOf(legal: readonly LegalEntry[]): Extension[] {
  const out: Extension[] = [];
  for (const entry of legal) {
    const action = entry.action as Extension;
    if (action && typeof action === "object" && action.end && Array.isArray(action.fields)) {
      if (action.fields.length > 0) out.push({ end: action.end, fields: action.fields });
    }
  }
  return out;
}

/** True when passing is one of the legal actions. */
export function canPass(legal: readonly LegalEntry[]): boolean {
  return legal.some((entry) => {
    const action = entry.action as Extension;
    return action?.end === null && Array.isArray(action.fields) && action.fields.length === 0;
  });
}

function sharesPrefix(ext: Extension, end: string, fields: readonly string[]): boolean {
  if (ext.end !== end || ext.fields.length < fields.length) return false;
  return fields.every((field, i) => ext.fields[i] === field);
}

/** The ends at which some extension starts, in the order the legal list names them. */
export function extendableEnds(exts: readonly Extension[]): string[] {
  const ends: string[] = [];
  for (const ext of exts) if (ext.end && !ends.includes(ext.end)) ends.push(ext.end);
  return ends;
}

/** The ends the player may click to pick where to extend (only before drawing, and only
 *  when there is a choice). */
export function selectableEnds(exts: readonly Extension[], draft: Draft): string[] {
  if (draft.fields.length > 0) return [];
  const ends = extendableEnds(exts);
  return ends.length > 1 ? ends : [];
}

/** The ends of which `field` is a possible first step. */
export function endsFor(exts: readonly Extension[], field: string): string[] {
  const ends: string[] = [];
  for (const ext of exts) {
    if (ext.fields[0] === field && ext.end && !ends.includes(ext.end)) ends.push(ext.end);
  }
  return ends;
}

/** The fields that may be clicked next (in the order of the legal list). */
export function nextFields(exts: readonly Extension[], draft: Draft): string[] {
  const out: string[] = [];
  const k = draft.fields.length;
  for (const ext of exts) {
    if (draft.end === null ? k === 0 : sharesPrefix(ext, draft.end, draft.fields)) {
      const field = ext.fields[k];
      if (field !== undefined && !out.includes(field)) out.push(field);
    }
  }
  return out;
}

/** True when the drawn sequence is exactly one of the legal actions. */
export function isComplete(exts: readonly Extension[], draft: Draft): boolean {
  if (draft.end === null || draft.fields.length === 0) return false;
  return exts.some(
    (ext) => ext.fields.length === draft.fields.length && sharesPrefix(ext, draft.end!, draft.fields),
  );
}

/**
 * The draft after clicking `field`, or null when the click means nothing here.
 * Clicking an end before drawing picks it (clicking the picked end again lets it go);
 * clicking an enabled field adds it. A first field next to several ends takes the
 * picked end, else `prefer` when it may, else the first end the legal list names.
 */
export function click(
  exts: readonly Extension[],
  draft: Draft,
  field: string,
  prefer: string | null = null,
): Draft | null {
  if (selectableEnds(exts, draft).includes(field)) {
    return draft.pinned && draft.end === field ? EMPTY : { end: field, fields: [], pinned: true };
  }
  if (!nextFields(exts, draft).includes(field)) return null;
  if (draft.end !== null) return { ...draft, fields: [...draft.fields, field] };
  const ends = endsFor(exts, field);
  const end = prefer !== null && ends.includes(prefer) ? prefer : ends[0]!;
  return { end, fields: [field], pinned: false };
}

/** One step back: the last field goes; with nothing drawn, an end picked lets go. */
export function undo(draft: Draft): Draft {
  if (draft.fields.length > 1) return { ...draft, fields: draft.fields.slice(0, -1) };
  if (draft.fields.length === 1) return draft.pinned ? { ...draft, fields: [] } : EMPTY;
  return EMPTY;
}

/** The action JSON of a complete draft. */
export function actionOf(draft: Draft): Extension {
  return { end: draft.end, fields: [...draft.fields] };
}

/** Keep a draft only while it is still a prefix the legal actions allow (a new round or a
 *  refused action may have changed them). */
export function revalidate(exts: readonly Extension[], draft: Draft): Draft {
  if (draft.end === null) return EMPTY;
  const ok = exts.some((ext) => sharesPrefix(ext, draft.end!, draft.fields));
  return ok ? draft : EMPTY;
}
