/**
 * This browser's account session: who is signed in (GET /api/account at start), the
 * CSRF token every change carries, and the account's preferences applied here (language,
 * sound). Kid mode is exposed to every part of the app through `kidMode()` and the
 * `data-kid-mode` attribute of the page's root element, so a feature that shows text
 * written by other people can leave it out.
 */
import { call, setCsrfToken } from "../../api";
import type * as P from "../../generated/protocol";
import { writeSetting } from "../../tokens";
import { SOUND_KEY } from "../play/sound";

export type Account = P.AccountOut;

let current: Account | null = null;
const listeners = new Set<() => void>();
let markKnown: () => void = () => {};
const known = new Promise<void>((resolve) => (markKnown = resolve));

/** Who is signed in, once the server has said (at once after that). */
export async function whenSessionKnown(): Promise<Account | null> {
  await known;
  return current;
}

export function signedIn(): Account | null {
  return current;
}

/** Whether the signed-in account asked for kid mode (no text written by other people). */
export function kidMode(): boolean {
  return current?.kid_mode ?? false;
}

/** Call `listener` whenever who is signed in, or their preferences, change. */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The account as the server just answered it (null: signed out); preferences applied. */
export function setAccount(account: Account | null): void {
  current = account;
  markKnown();
  setCsrfToken(account?.csrf_token ?? null);
  document.documentElement.toggleAttribute("data-kid-mode", account?.kid_mode ?? false);
  if (account) writeSetting(SOUND_KEY, account.sound ? "on" : "off");
  for (const listener of listeners) listener();
}

/** Ask the server who this browser is signed in as. */
export async function loadSession(): Promise<Account | null> {
  try {
    const answer = await call<P.SessionOut>("/api/account");
    setAccount(answer.account ?? null);
  } catch {
    setAccount(null);
  }
  return current;
}
