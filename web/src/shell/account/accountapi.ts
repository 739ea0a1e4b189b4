/** The account routes of the server (/api/account). */
import { call } from "../../api";
import type * as P from "../../generated/protocol";

const post = (body: unknown) => ({ method: "POST", body: JSON.stringify(body) });

export const accountApi = {
  signUp: (name: string, password: string) =>
    call<P.AccountOut>("/api/account/signup", post({ name, password } satisfies P.CredentialsIn)),
  signIn: (name: string, password: string) =>
    call<P.AccountOut>("/api/account/signin", post({ name, password } satisfies P.CredentialsIn)),
  signOut: () => call<void>("/api/account/signout", { method: "POST" }),
  signOutEverywhere: () => call<P.SignedOutOut>("/api/account/signout-everywhere", { method: "POST" }),
  preferences: (body: P.PreferencesIn) =>
    call<P.AccountOut>("/api/account/preferences", { method: "PATCH", body: JSON.stringify(body) }),
  password: (current: string, next: string) =>
    call<P.AccountOut>("/api/account/password", post({ current, new: next } satisfies P.PasswordChangeIn)),
  remove: (password: string) =>
    call<void>("/api/account", { method: "DELETE", body: JSON.stringify({ password } satisfies P.DeleteAccountIn) }),
  games: () => call<P.YourGameOut[]>("/api/account/games"),
  seatKeys: (match: string) =>
    call<P.SeatKeysOut>(`/api/account/games/${encodeURIComponent(match)}/keys`, { method: "POST" }),
  exportData: () => call<unknown>("/api/account/export"),
  attach: (seats: P.SeatProofIn[]) =>
    call<P.AttachOut>("/api/account/seats", post({ seats } satisfies P.AttachIn)),
  passkeyOptions: () => call<P.PasskeyOptionsOut>("/api/account/passkeys/options", { method: "POST" }),
  addPasskey: (ticket: string, label: string, credential: Record<string, unknown>) =>
    call<P.AccountOut>("/api/account/passkeys", post({ ticket, label, credential } satisfies P.PasskeyRegisterIn)),
  removePasskey: (id: string) =>
    call<void>(`/api/account/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" }),
  passkeySignInOptions: () =>
    call<P.PasskeyOptionsOut>("/api/account/passkey-signin/options", { method: "POST" }),
  passkeySignIn: (ticket: string, credential: Record<string, unknown>) =>
    call<P.AccountOut>("/api/account/passkey-signin", post({ ticket, credential } satisfies P.PasskeySignInIn)),
};
