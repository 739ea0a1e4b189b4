import type { Lang } from "../types";

/** What every page gets from the app. */
export interface AppContext {
  readonly lang: Lang;
  t(key: string, vars?: Record<string, string | number>): string;
  /** Go to an address of the app (history.pushState + draw). */
  navigate(path: string): void;
  setTitle(title: string): void;
}

/** A mounted page. */
export interface Page {
  destroy(): void;
}
