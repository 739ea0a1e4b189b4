/** Which page an address shows. */
import { profileName } from "./shell/ratings/paths";

export type Route =
  | { page: "lobby" }
  | { page: "match"; id: string }
  | { page: "rules"; game: string | null }
  | { page: "bots" }
  | { page: "daily" }
  | { page: "learn"; game: string }
  | { page: "lesson"; game: string; variant: string; lesson: string }
  | { page: "review"; id: string }
  | { page: "leaderboard"; game: string }
  | { page: "profile"; name: string }
  | { page: "account" }
  | { page: "signin" }
  | { page: "signup" }
  | { page: "notfound" };

export function route(pathname: string): Route {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/") return { page: "lobby" };
  let m = /^\/match\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  if (m) return { page: "match", id: m[1]! };
  if (path === "/rules") return { page: "rules", game: null };
  if (path === "/bots") return { page: "bots" };
  if (path === "/daily") return { page: "daily" };
  if (path === "/account") return { page: "account" };
  if (path === "/signin") return { page: "signin" };
  if (path === "/signup") return { page: "signup" };
  m = /^\/rules\/([a-z0-9-]{1,64})$/.exec(path);
  if (m) return { page: "rules", game: m[1]! };
  m = /^\/learn\/([a-z0-9-]{1,64})$/.exec(path);
  if (m) return { page: "learn", game: m[1]! };
  m = /^\/learn\/([a-z0-9-]{1,64})\/([a-z0-9-]{1,64})\/([a-z0-9-]{1,64})$/.exec(path);
  if (m) return { page: "lesson", game: m[1]!, variant: m[2]!, lesson: m[3]! };
  m = /^\/review\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  if (m) return { page: "review", id: m[1]! };
  m = /^\/ratings\/([a-z0-9-]{1,64})$/.exec(path);
  if (m) return { page: "leaderboard", game: m[1]! };
  m = /^\/players\/([^/]{1,200})$/.exec(path);
  const name = m ? profileName(m[1]!) : null;
  if (name) return { page: "profile", name };
  return { page: "notfound" };
}
