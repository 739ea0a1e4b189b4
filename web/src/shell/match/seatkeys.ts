/**
 * The seat keys the match page opens its seats with: the ones this browser holds, or,
 * when it holds none and someone is signed in, the keys of the account's seats that open
 * on any device (taken while signed in on another one). Fetched keys are kept like a
 * joined seat's, so the match is among this browser's games from then on.
 */
import { loadTokens, saveToken, storage, type SeatTokens } from "../../tokens";
import { accountApi } from "../account/accountapi";
import { whenSessionKnown } from "../account/session";

export async function seatTokens(matchId: string): Promise<SeatTokens> {
  const store = storage();
  const held = loadTokens(store, matchId);
  if (Object.keys(held).length > 0 || !(await whenSessionKnown())) return held;
  const answer = await accountApi.seatKeys(matchId).catch(() => null);
  for (const key of answer?.keys ?? []) saveToken(store, matchId, key.seat, key.token);
  return loadTokens(store, matchId);
}
