/**
 * Taking a seat from the match page: the join dialog with its invitation (the game, who
 * invites, who plays), the join request with its refusals in words (a private match
 * without its invite secret, too many joins), and remembering the name and the seat's
 * token in this browser.
 */
import { api, ApiError, type GameInfo, type MatchInfo } from "../../api";
import { saveToken, storage } from "../../tokens";
import type { Lang } from "../../types";
import { seatName } from "../format";
import { joinForm, type Overlay } from "./dialogs";

type T = (key: string, vars?: Record<string, string | number>) => string;

/** localStorage key: the name this browser last joined with (the form's default). */
const NAME_KEY = "spelkast.name";

/** What the join dialog needs from its page. */
export interface JoinPage {
  t: T;
  lang: Lang;
  matchId: string;
  info: MatchInfo | null;
  game: GameInfo | null;
  overlay: Overlay;
  /** A private match's invite secret, if this browser has it. */
  secret: string | null;
  /** The seat was taken: the match as it is now, the seat and its token (already saved). */
  joined(match: MatchInfo, seat: number, token: string): void;
}

/** Open the join dialog over the page (Watch closes it). */
export function openJoin(page: JoinPage): void {
  const { t, info } = page;
  const seats = info?.seats ?? [];
  let saved = "";
  try {
    saved = window.localStorage?.getItem(NAME_KEY) ?? "";
  } catch {
    // storage disabled
  }
  const join = async (who: string, seat: number) => {
    let joined: Awaited<ReturnType<typeof api.join>>;
    try {
      joined = await api.join(page.matchId, who, seat, page.secret);
    } catch (err) {
      if (err instanceof ApiError && err.status === 403) throw new Error(t("match.join.private"));
      if (err instanceof ApiError && err.status === 429)
        throw new Error(t("match.join.tooFast", { n: err.retryAfter ?? 60 }));
      throw err;
    }
    try {
      window.localStorage?.setItem(NAME_KEY, who);
    } catch {
      // storage disabled
    }
    saveToken(storage(), page.matchId, joined.seat, joined.token);
    page.joined(joined.match, joined.seat, joined.token);
  };
  const watch = () => page.overlay.close();
  const creator = seats.find((s) => s.kind === "human" && !s.open);
  const invitation = {
    game: page.game?.names[page.lang] ?? info?.game_name ?? "",
    by: creator ? seatName(t, creator, creator.seat) : null,
    players: seats.map((s, i) => (s.open ? t("match.join.openSeat") : seatName(t, s, i))),
  };
  const open = seats.filter((s) => s.open);
  page.overlay.open("join", joinForm(t, open, saved, join, watch, invitation), watch);
}
