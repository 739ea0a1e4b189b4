/** The seat keys (tokens) this browser holds, per match, kept in localStorage so that a
 *  reload or a lost connection finds its seats again. A token never leaves this browser
 *  except in the WebSocket hello. */

const PREFIX = "spelkast.seats.";

export type SeatTokens = Record<number, string>;

export function loadTokens(storage: Storage | null, match: string): SeatTokens {
  try {
    const raw = storage?.getItem(PREFIX + match);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    const out: SeatTokens = {};
    if (parsed && typeof parsed === "object") {
      for (const [seat, token] of Object.entries(parsed)) {
        if (/^\d+$/.test(seat) && typeof token === "string") out[Number(seat)] = token;
      }
    }
    return out;
  } catch {
    return {};
  }
}

export function saveToken(storage: Storage | null, match: string, seat: number, token: string): void {
  const all = loadTokens(storage, match);
  all[seat] = token;
  try {
    storage?.setItem(PREFIX + match, JSON.stringify(all));
  } catch {
    // storage full or disabled: the seat lasts for this page only
  }
}

/** The matches this browser holds a seat of. */
export function heldMatches(storage: Storage | null): string[] {
  const out: string[] = [];
  try {
    for (let i = 0; i < (storage?.length ?? 0); i++) {
      const key = storage!.key(i);
      if (key?.startsWith(PREFIX)) out.push(key.slice(PREFIX.length));
    }
  } catch {
    return [];
  }
  return out;
}

/** Forget this browser's seats of a match (it is gone from the server). */
export function forgetMatch(storage: Storage | null, match: string): void {
  try {
    storage?.removeItem(PREFIX + match);
  } catch {
    // storage disabled
  }
}

export function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A setting of this browser (localStorage), or null. */
export function readSetting(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSetting(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // storage full or disabled: the setting lasts for this page only
  }
}
