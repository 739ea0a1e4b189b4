import { describe, expect, it } from "vitest";
import { Connection, type RematchMsg } from "../../connection";
import type { SeatInfo, StateMsg } from "../../types";
import { FakeSocket, FakeTimers } from "../fakes";
import { TurnAlert } from "../match/alert";
import { MatchController } from "../match/controller";
import { clockFaces, clockTime, lowAt } from "./clocks";
import { rematchStep } from "./endgame";
import { PLAY_STRINGS } from "./strings";

function seat(n: number, kind: "human" | "bot" = "human", deadline: number | null = null): SeatInfo {
  return { seat: n, kind, bot: kind === "bot" ? "easy" : null, name: `P${n}`, open: false, connected: 1, deadline, played: false };
}

function state(toMove: number[], seats: SeatInfo[], status: StateMsg["status"] = "running"): StateMsg {
  return {
    type: "state", match: "m", version: 3, since: 0, full: false, status, seat: 0, to_move: toMove,
    view: {}, events: [], seats, outcome: null, legal: [],
  };
}

function offer(extra: Partial<RematchMsg>): RematchMsg {
  return { match: "m", offered_by: 0, accepted: [0], waiting: [1], declined_by: null, new_match: null, ...extra };
}

describe("play strings", () => {
  it("have every key in every language with the same placeholders", () => {
    const en = Object.keys(PLAY_STRINGS.en).sort();
    const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const lang of ["nl", "fi"] as const) {
      expect(Object.keys(PLAY_STRINGS[lang]).sort()).toEqual(en);
      for (const key of en) expect(holes(PLAY_STRINGS[lang][key]!), key).toEqual(holes(PLAY_STRINGS.en[key]!));
    }
  });
});

describe("clock faces", () => {
  it("give each person a face: the running one counts down, the waiting one shows a full move", () => {
    const msg = state([1], [seat(0), seat(1, "human", 130), seat(2, "bot")]);
    expect(clockFaces(msg, 30, 120_500)).toEqual([
      { seat: 0, seconds: 30, running: false, low: false },
      { seat: 1, seconds: 10, running: true, low: true },
    ]);
    expect(clockFaces(msg, 30, 110_000)[1]).toEqual({ seat: 1, seconds: 20, running: true, low: false });
    expect(clockFaces(msg, null, 0)).toEqual([]);
    expect(clockFaces(state([], msg.seats, "finished"), 30, 0)).toEqual([]);
  });
  it("warn at 10 seconds, or half a short move", () => {
    expect(lowAt(60)).toBe(10);
    expect(lowAt(12)).toBe(6);
    expect(clockTime(65)).toBe("1:05");
    expect(clockTime(7)).toBe("0:07");
    expect(clockTime(-3)).toBe("0:00");
  });
});

describe("rematch steps", () => {
  it("follow the offer as this browser's seats see it", () => {
    expect(rematchStep(null, [])).toEqual({ kind: "none" });
    expect(rematchStep(null, [0])).toEqual({ kind: "offer", declinedBy: null });
    expect(rematchStep(offer({}), [0])).toEqual({ kind: "waiting", seats: [1] });
    expect(rematchStep(offer({}), [1])).toEqual({ kind: "answer", by: 0 });
    expect(rematchStep(offer({ declined_by: 1, waiting: [] }), [0])).toEqual({ kind: "offer", declinedBy: 1 });
    expect(rematchStep(offer({ new_match: "n", waiting: [] }), [1])).toEqual({ kind: "made", match: "n" });
  });
});

describe("turn alert", () => {
  it("chimes when the turn comes, not on the first state a page shows", () => {
    let chimes = 0;
    const alert = new TurnAlert(document, () => (chimes += 1));
    alert.set(true, "t", "Your turn"); // opened on your turn
    expect(chimes).toBe(0);
    alert.set(true, "t", "Your turn");
    alert.set(false, "t", "Your turn");
    expect(chimes).toBe(0);
    alert.set(true, "t", "Your turn");
    expect(chimes).toBe(1);
    alert.set(true, "t", "Your turn"); // still your turn: no second chime
    expect(chimes).toBe(1);
  });

  it("says the end and a rematch offer in the title, without a chime, and clears them", () => {
    let chimes = 0;
    const alert = new TurnAlert(document, () => (chimes += 1));
    alert.set(false, "Labyrinth · spelkast", "");
    alert.set(true, "Labyrinth · spelkast", "Game over", false);
    expect(document.title).toBe("● Game over · Labyrinth · spelkast");
    alert.set(true, "Labyrinth · spelkast", "Rematch?", false);
    expect(document.title).toBe("● Rematch? · Labyrinth · spelkast");
    expect(chimes).toBe(0);
    // a turn after news still chimes
    alert.set(true, "Labyrinth · spelkast", "Your turn");
    expect(document.title).toBe("▶ Your turn · Labyrinth · spelkast");
    expect(chimes).toBe(1);
    alert.set(false, "Labyrinth · spelkast", "");
    expect(document.title).toBe("Labyrinth · spelkast");
  });
});

describe("resign and rematch in the controller", () => {
  it("resigns the shown seat over its socket and keeps the newest rematch offer", () => {
    const sockets: FakeSocket[] = [];
    const timers = new FakeTimers();
    let changes = 0;
    const ctl = new MatchController(
      { hidden_information: false },
      (_seat, token, events) =>
        new Connection("ws://x", token, events, () => {
          const socket = new FakeSocket();
          sockets.push(socket);
          return socket;
        }, timers),
      { changed: () => (changes += 1) },
    );
    ctl.tokens = { 1: "tok" };
    ctl.connect();
    sockets[0]!.open();
    expect(ctl.resignSeat()).toBeNull(); // nothing shown yet
    sockets[0]!.receive(state([0], [seat(0), seat(1)]));
    expect(ctl.resignSeat()).toBe(1);
    ctl.resign(1);
    expect(sockets[0]!.sent.at(-1)).toMatchObject({ type: "resign" });
    expect(ctl.pending).not.toBeNull();
    const before = changes;
    sockets[0]!.receive({ type: "rematch", ...offer({}) });
    expect(ctl.rematch).toEqual(offer({}));
    expect(changes).toBe(before + 1);
    sockets[0]!.receive({ type: "rematch", ...offer({}) }); // the same again after a hello
    expect(changes).toBe(before + 1);
    sockets[0]!.receive(state([], [seat(0), seat(1)], "finished"));
    expect(ctl.resignSeat()).toBeNull();
  });
});
