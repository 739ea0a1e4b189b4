/**
 * The rematch as a match page runs it: draws the offer into the game-over dialog's panel,
 * answers for this browser's seats, brings a closed result back when an offer waits for
 * an answer, and once everyone accepted fetches this browser's new seats and tokens,
 * keeps them (so "Your games" lists the new match) and opens the new match.
 */
import { api } from "../../api";
import { saveToken, storage } from "../../tokens";
import { accountApi } from "../account/accountapi";
import { signedIn } from "../account/session";
import type { Lang } from "../../types";
import type { MatchController } from "../match/controller";
import { RematchPanel, rematchStep } from "./endgame";

type T = (key: string, vars?: Record<string, string | number>) => string;

export interface RematchHost {
  readonly matchId: string;
  ctl(): MatchController | null;
  /** Show the result dialog again if the person closed it (and is not in the replay). */
  reopen(): void;
  /** Go to another page of the app (the new match). */
  navigate(path: string): void;
  alive(): boolean;
}

export class RematchFlow {
  readonly panel: RematchPanel;
  private error: string | null = null;
  private movingTo: string | null = null;
  private askedFor: string | null = null;
  private fetched = false;

  constructor(
    t: T,
    lang: Lang,
    nameOf: (seat: number) => string,
    private readonly host: RematchHost,
  ) {
    this.panel = new RematchPanel(t, lang, nameOf, { answer: (accept) => void this.answer(accept) });
  }

  /** Draw the offer as it stands; follow it where it asks for something. */
  draw(): void {
    const ctl = this.host.ctl();
    if (!ctl) return;
    const offer = ctl.rematch;
    this.panel.draw(offer, ctl.localSeats(), this.error);
    // an offer to answer brings the closed result back (once per offer)
    const asked = offer && rematchStep(offer, ctl.localSeats()).kind === "answer" ? JSON.stringify(offer) : null;
    if (asked && asked !== this.askedFor) {
      this.askedFor = asked;
      this.host.reopen();
    }
    this.fetch(ctl);
    const made = offer?.new_match;
    if (made && ctl.localSeats().length > 0 && this.movingTo === null) void this.follow(made);
  }

  /** Once per page, for a finished match this browser played: ask for the offer (the
   *  server's message reaches the sockets that were open when it changed). */
  private fetch(ctl: MatchController): void {
    const seat = ctl.localSeats()[0];
    if (this.fetched || seat === undefined || ctl.anyLatest()?.status !== "finished") return;
    this.fetched = true;
    api.rematchStatus(this.host.matchId, ctl.tokens[seat]!).then(
      (found) => {
        if (found.offered_by === null || ctl.rematch !== null) return;
        ctl.onRematch({
          match: this.host.matchId,
          offered_by: found.offered_by,
          accepted: found.accepted,
          waiting: found.waiting,
          declined_by: found.declined_by,
          new_match: found.new_match,
        });
      },
      () => undefined, // nothing to show: the dialog offers a rematch
    );
  }

  /** Offer or accept (`accept`) or decline with this browser's seats: every seat held
   *  here accepts (hot-seat), one declines. */
  private async answer(accept: boolean): Promise<void> {
    const ctl = this.host.ctl();
    if (!ctl) return;
    const waiting = ctl.rematch?.waiting ?? [];
    const seats = ctl.localSeats();
    const answering = accept ? seats : [seats.find((s) => waiting.includes(s)) ?? seats[0]!];
    this.error = null;
    try {
      for (const seat of answering) {
        const answer = await api.rematch(this.host.matchId, ctl.tokens[seat]!, accept);
        if (answer.new_match) {
          await this.follow(answer.new_match);
          return;
        }
      }
    } catch (error) {
      this.error = String((error as Error).message);
    }
    this.draw();
  }

  /** Everyone accepted: keep this browser's new seats and tokens and open the match. */
  private async follow(match: string): Promise<void> {
    const ctl = this.host.ctl();
    if (!ctl || this.movingTo !== null) return;
    this.movingTo = match;
    try {
      for (const seat of ctl.localSeats()) {
        const answer = await api.rematch(this.host.matchId, ctl.tokens[seat]!, true);
        if (answer.token !== null && answer.seat !== null && answer.new_match === match) {
          saveToken(storage(), match, answer.seat, answer.token);
          // Signed in: the new seat belongs to the account too (proved by its token).
          if (signedIn()) await accountApi.attach([{ match_id: match, seat: answer.seat, token: answer.token }]);
        }
      }
    } catch (error) {
      this.movingTo = null;
      this.error = String((error as Error).message);
      this.draw();
      return;
    }
    if (this.host.alive()) this.host.navigate(`/match/${match}`);
  }
}
