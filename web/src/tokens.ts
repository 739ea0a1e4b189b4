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

/** Forget this browser's token of one seat (the seat was freed). */
export function forgetSeat(storage: Storage | null, match: string, seat: number): void {
  const { [seat]: _, ...rest } = loadTokens(storage, match);
  try {
    if (Object.keys(rest).length === 0) storage?.removeItem(PREFIX + match);
    else storage?.setItem(PREFIX + match, JSON.stringify(rest));
  } catch {
    // storage disabled
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
    storage?.removeItem(HOST_PREFIX + match);
  } catch {
    // storage disabled
  }
}

const HOST_PREFIX = "spelkast.host.";

/** What the creator of a match was told once: the key that frees seats, and a private
 *  match's invite secret (null for a public match). */
export interface HostKeys {
  key: string;
  invite: string | null;
}

export function saveHost(storage: Storage | null, match: string, keys: HostKeys): void {
  try {
    storage?.setItem(HOST_PREFIX + match, JSON.stringify(keys));
  } catch {
    // storage full or disabled: the keys last for this page only
  }
}

/** The creator's keys of `match` if this browser created it. */
export function loadHost(storage: Storage | null, match: string): HostKeys | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(HOST_PREFIX + match) ?? "null");
    if (!parsed || typeof parsed !== "object") return null;
    const { key, invite } = parsed as Record<string, unknown>;
    if (typeof key !== "string") return null;
    return { key, invite: typeof invite === "string" ? invite : null };
  } catch {
    return null;
  }
}

/** A private match's invite secret, kept in the link's fragment (`#invite=…`): a browser
 *  never sends a fragment to a server, so the secret stays out of its logs. */
export function inviteFromHash(hash: string): string | null {
  const found = /^#invite=([A-Za-z0-9_-]{16,128})$/.exec(hash);
  return found ? found[1]! : null;
}

/** The invite link of `match` (with a private match's secret in its fragment). */
export function inviteLink(origin: string, match: string, invite: string | null): string {
  const link = `${origin}/match/${encodeURIComponent(match)}`;
  return invite ? `${link}#invite=${invite}` : link;
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
