/**
 * Which lessons this browser has finished, kept in localStorage under one key:
 * `{"labyrinth/base": ["push", "walk"], ...}` (a course's key, then its finished lessons).
 * A missing or unreadable record is an empty one; storage that refuses writes keeps the
 * marks for this page only.
 */

export const PROGRESS_KEY = "spelkast.learn";

export type Done = Record<string, string[]>;

type Store = Pick<Storage, "getItem" | "setItem">;

export function courseKey(game: string, variant: string): string {
  return `${game}/${variant}`;
}

export function readDone(storage: Store | null): Done {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(PROGRESS_KEY) ?? null;
  } catch {
    return {};
  }
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return {};
  const done: Done = {};
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (Array.isArray(value)) done[key] = value.filter((x): x is string => typeof x === "string");
  }
  return done;
}

export function isDone(done: Done, course: string, lesson: string): boolean {
  return (done[course] ?? []).includes(lesson);
}

/** Mark `lesson` of `course` finished; returns the new record (also saved). */
export function markDone(storage: Store | null, course: string, lesson: string): Done {
  const done = readDone(storage);
  const keys = done[course] ?? [];
  if (!keys.includes(lesson)) done[course] = [...keys, lesson];
  try {
    storage?.setItem(PROGRESS_KEY, JSON.stringify(done));
  } catch {
    // private mode: remembered for this page only
  }
  return done;
}

/** The first lesson of `lessons` not yet done (null: all are). */
export function firstUndone(done: Done, course: string, lessons: readonly string[]): string | null {
  return lessons.find((lesson) => !isDone(done, course, lesson)) ?? null;
}
