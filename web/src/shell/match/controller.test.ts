import { describe, expect, it } from "vitest";
import { type MatchController, noticeText, SPECTATOR } from "./controller";
import { event, rig, seatInfo, state } from "./testrig";

describe("match controller", () => {
  it("watches with one spectator socket and keeps the history in order", () => {
    const { ctl, socket } = rig({});
    expect(socket(SPECTATOR).sent[0]).toEqual({ type: "hello", token: null, since: 0 });
    socket(SPECTATOR).receive(state(2, [1], [event(2, 1), event(1, 0)], { seat: null }));
    expect(ctl.events().map((e) => e.version)).toEqual([1, 2]);
    expect(ctl.turn()).toEqual({ kind: "waiting", seats: [1], spectating: true });
    expect(ctl.plan()).toMatchObject({ kind: "board", seat: SPECTATOR, finished: false });
    expect(ctl.readOnly(SPECTATOR)).toBe(true);
    ctl.send(SPECTATOR, { x: 1 });
    expect(socket(SPECTATOR).sent).toHaveLength(1); // a spectator sends nothing
  });

  it("sends an action on the version seen, and shows a refusal until the next state", () => {
    const { ctl, socket } = rig({ 0: "t0" });
    socket(0).receive(state(3, [0]));
    expect(ctl.turn()?.kind).toBe("mine");
    expect(ctl.readOnly(0)).toBe(false);
    ctl.send(0, { a: 1 });
    const sent = socket(0).sent[1] as { version: number; id: string };
    expect(sent).toMatchObject({ type: "action", version: 3, action: { a: 1 } });
    expect(ctl.pending).toBe(sent.id);
    socket(0).receive({ type: "error", code: "illegal", message: "no such move", id: sent.id });
    expect(ctl.pending).toBeNull();
    expect(ctl.notice).toEqual({ key: "err.illegal", fallback: "no such move", code: "illegal" });
    socket(0).receive(state(4, [1]));
    expect(ctl.notice).toBeNull();
    expect(ctl.turn()).toEqual({ kind: "waiting", seats: [1], spectating: false });
  });

  it("says a refusal in the server's words for the page's language when it sends them", () => {
    const { ctl, socket } = rig({ 0: "t0" });
    socket(0).receive(state(3, [0]));
    ctl.send(0, { a: 1 });
    const words = { en: "card 7 is not in your hand", nl: "kaart 7 zit niet in je hand" };
    socket(0).receive({ type: "error", code: "illegal", message: words.en, reason: "cards.not_in_hand", words });
    const notice = ctl.notice!;
    expect(notice).toEqual({ key: "err.illegal", fallback: words.en, code: "illegal", words });
    const t = (key: string) => (key === "err.illegal" ? "That move is not allowed here." : key);
    expect(noticeText(notice, "nl", t)).toBe("kaart 7 zit niet in je hand");
    // no words in this language: the page's own string for the code, as without words
    expect(noticeText(notice, "fi", t)).toBe("That move is not allowed here.");
    // no string for the code either: the server's message
    expect(noticeText({ ...notice, key: "err.new" }, "fi", t)).toBe(words.en);
    // a refusal without words reads as it always did
    socket(0).receive({ type: "error", code: "illegal", message: "no" });
    expect(ctl.notice).toEqual({ key: "err.illegal", fallback: "no", code: "illegal" });
    expect(noticeText(ctl.notice!, "nl", t)).toBe("That move is not allowed here.");
  });

  it("keeps the stale explanation over the new position", () => {
    const { ctl, socket } = rig({ 0: "t0" });
    socket(0).receive(state(3, [0]));
    ctl.send(0, {});
    socket(0).receive({ type: "error", code: "stale", message: "moved on" });
    socket(0).receive(state(4, [0]));
    expect(ctl.notice?.code).toBe("stale");
    ctl.send(0, {});
    expect(ctl.notice).toBeNull();
  });

  it("says it is reconnecting when an action cannot be sent, and reports the worst status", () => {
    const { ctl, socket, timers } = rig({ 0: "t0", 1: "t1" });
    socket(0).receive(state(1, [0]));
    socket(1).receive(state(1, [0]));
    expect(ctl.connectionStatus()).toBe("online");
    socket(0).drop();
    expect(ctl.connectionStatus()).toBe("reconnecting");
    ctl.send(0, {});
    expect(ctl.notice).toEqual({ key: "conn.reconnecting", fallback: "", code: "offline" });
    timers.runNext();
    socket(0).open();
    expect(socket(0).sent[0]).toEqual({ type: "hello", token: "t0", since: 1 });
    socket(0).receive(state(1, [0]));
    expect(ctl.connectionStatus()).toBe("online");
    // back online on the same version: the "connection lost" notice goes
    expect(ctl.notice).toBeNull();
  });

  it("follows the seat to move on a shared screen, with a hand-over before secrets", () => {
    const { ctl, socket } = rig({ 0: "t0", 1: "t1" }, true);
    socket(0).receive(state(1, [0], [], { seat: 0 }));
    expect(ctl.plan()).toEqual({ kind: "handover", seat: 0 });
    ctl.reveal(0);
    expect(ctl.plan()).toMatchObject({ kind: "board", seat: 0 });
    socket(1).receive(state(2, [1], [], { seat: 1 }));
    socket(0).receive(state(2, [1], [], { seat: 0 }));
    expect(ctl.shown).toBe(1);
    expect(ctl.plan()).toEqual({ kind: "handover", seat: 1 });
    ctl.reveal(1);
    const plan = ctl.plan();
    expect(plan.kind === "board" && plan.msg.seat).toBe(1);
  });

  it("asks once for the events again when a sealed round opens", () => {
    const { ctl, socket } = rig({ 0: "t0" });
    socket(0).receive(state(2, [0], [event(1, 1, true), event(2, 1, true)]));
    expect(ctl.events().every((e) => e.sealed)).toBe(true);
    socket(0).receive(state(3, [0], [event(3, 0)]));
    expect(socket(0).sent.at(-1)).toEqual({ type: "sync", since: 0 });
    socket(0).receive(state(3, [0], [event(1, 1), event(2, 1), event(3, 0)]));
    expect(ctl.events().map((e) => e.text)).toEqual(["m1", "m2", "m3"]);
    expect(socket(0).sent.filter((m) => (m as { type: string }).type === "sync")).toHaveLength(1);
  });

  it("closes the spectator socket when this browser joins a seat", () => {
    const { ctl, sockets, socket } = rig({});
    socket(SPECTATOR).receive(state(0, [0], [], { seat: null, status: "open" }));
    expect(ctl.turn()?.kind).toBe("open");
    ctl.joined(1, "t1");
    expect(sockets.get(SPECTATOR)![0]!.readyState).toBe(3);
    expect(ctl.conns.has(SPECTATOR)).toBe(false);
    socket(1).open();
    expect(socket(1).sent[0]).toEqual({ type: "hello", token: "t1", since: 0 });
    socket(1).receive(state(1, [1], [], { seat: 1 }));
    expect(ctl.shown).toBe(1);
    expect(ctl.turn()?.kind).toBe("mine");
  });

  it("keeps a seat just joined although the spectator's last state showed it open", () => {
    // the page lets go of the seats its states show open at every redraw: the redraw while
    // the spectator socket closes must not read that socket's old state (seat 1 open)
    const redraw = (ctl: MatchController) => {
      for (const seat of ctl.lostSeats()) ctl.lost(seat);
    };
    const { ctl, sockets, socket } = rig({}, false, 0, redraw);
    const open = [seatInfo(0), { ...seatInfo(1), open: true, name: "" }];
    socket(SPECTATOR).receive(state(0, [0], [], { seat: null, status: "open", seats: open }));
    ctl.joined(1, "t1");
    expect(ctl.localSeats()).toEqual([1]);
    expect(sockets.get(SPECTATOR)![0]!.readyState).toBe(3);
    expect(socket(1).readyState).not.toBe(3);
    socket(1).open();
    expect(socket(1).sent[0]).toEqual({ type: "hello", token: "t1", since: 0 });
    // a late message of the closed spectator socket changes nothing
    sockets.get(SPECTATOR)![0]!.onmessage?.({ data: JSON.stringify(state(0, [0], [], { seat: null, status: "open", seats: open })) } as MessageEvent);
    expect(ctl.latest.has(SPECTATOR)).toBe(false);
    socket(1).receive(state(1, [1], [], { seat: 1 }));
    expect(ctl.turn()?.kind).toBe("mine");
    expect(ctl.connectionStatus()).toBe("online");
  });

  it("lets go of a seat the creator freed and watches instead", () => {
    const { ctl, sockets, socket } = rig({ 1: "t1" });
    socket(1).open();
    const seats = [seatInfo(0), { ...seatInfo(1), open: true, name: "" }];
    socket(1).receive(state(0, [0], [], { seat: null, status: "open", seats }));
    expect(ctl.lostSeats()).toEqual([1]);
    ctl.lost(1);
    expect(ctl.localSeats()).toEqual([]);
    expect(sockets.get(1)![0]!.readyState).toBe(3);
    expect(ctl.conns.has(SPECTATOR)).toBe(true);
  });

  it("counts the clocks of the seats to move", () => {
    const { ctl, socket } = rig({ 0: "t0" });
    socket(0).receive(state(1, [1], [], { seats: [seatInfo(0, 100), seatInfo(1, 130)] }));
    expect(ctl.clocks(120_500)).toEqual([{ seat: 1, seconds: 10 }]);
    expect(ctl.clocks(140_000)).toEqual([{ seat: 1, seconds: 0 }]);
  });

  it("shows another seat's moves one step at a time, never its own", () => {
    const { ctl, socket, paceTimers } = rig({ 0: "t0" }, false, 700);
    socket(0).receive(state(4, [0], [event(1, 0), event(2, 1), event(3, 1), event(4, 0)]));
    expect(ctl.latest.get(0)?.version).toBe(4); // the first state: at once, whatever it holds
    expect(ctl.paced).toBe(false);
    socket(0).receive(state(5, [0], [event(5, 0)]));
    expect(ctl.latest.get(0)?.version).toBe(5); // my own move: at once
    // the other seat pushes, then walks three cells: both arrive at once from the server
    const push = event(6, 1);
    const walk = { ...event(7, 1), motion: { path: ["a1", "a2", "b2", "b3"] } };
    socket(0).receive(state(6, [1], [push]));
    socket(0).receive(state(7, [0], [walk]));
    expect(ctl.latest.get(0)?.version).toBe(6);
    expect(ctl.events().at(-1)?.version).toBe(6);
    expect(ctl.turn()?.kind).toBe("waiting");
    expect(paceTimers.queue.map((t) => t.ms)).toEqual([700]);
    paceTimers.runNext();
    expect(ctl.latest.get(0)?.version).toBe(7);
    expect(ctl.turn()?.kind).toBe("mine");
    // the walk holds a step and a share of a step per cell walked
    expect(paceTimers.queue.map((t) => t.ms)).toEqual([700 + 3 * Math.round(700 * 0.35)]);
    paceTimers.runNext();
    expect(ctl.paced).toBe(false);
  });

  it("shows every move at once when pacing is off", () => {
    const { ctl, socket, paceTimers } = rig({ 0: "t0" }, false, 0);
    socket(0).receive(state(1, [1], [event(1, 0)]));
    socket(0).receive(state(2, [1], [event(2, 1)]));
    socket(0).receive(state(3, [0], [event(3, 1)]));
    expect(ctl.latest.get(0)?.version).toBe(3);
    expect(paceTimers.queue).toHaveLength(0);
  });

  it("keeps each server notice once, in order, across a reconnect's repeat", () => {
    const { ctl, socket, timers, sockets } = rig({ 0: "t0" });
    socket(0).receive(state(1, [1], [event(1, 0)]));
    const notice = {
      type: "notice",
      code: "bot_fallback",
      match: "m",
      version: 4,
      seat: 1,
      name: "P1",
      bot: "hard",
      fallback: "random",
      text: { en: "P1 could not move", nl: "P1 kon niet", fi: "P1 ei voinut" },
    };
    socket(0).receive(notice);
    expect(ctl.serverNotices).toEqual([
      { code: "bot_fallback", version: 4, seat: 1, name: "P1", text: notice.text },
    ]);
    // a new state does not clear it (unlike a refusal)
    socket(0).receive(state(5, [0], [event(5, 1)]));
    expect(ctl.serverNotices).toHaveLength(1);
    // after a drop the server repeats its notices: still one
    socket(0).drop();
    timers.runNext();
    expect(sockets.get(0)).toHaveLength(2);
    socket(0).open();
    socket(0).receive(notice);
    socket(0).receive({ ...notice, seat: 0, version: 6, name: "P0" });
    expect(ctl.serverNotices.map((n) => n.seat)).toEqual([1, 0]);
  });

  it("does not show this browser's own seat online while its socket is down", () => {
    const { ctl, socket, timers } = rig({ 0: "t0" });
    socket(0).receive(state(1, [1]));
    expect(ctl.seats()[0]!.connected).toBe(1);
    socket(0).drop();
    expect(ctl.connectionStatus()).toBe("reconnecting");
    expect(ctl.seats()[0]!.connected).toBe(0);
    expect(ctl.seats()[1]!.connected).toBe(1); // another person's seat: as the server said
    timers.runNext();
    socket(0).open();
    socket(0).receive(state(1, [1]));
    expect(ctl.seats()[0]!.connected).toBe(1);
  });

  it("shows another player leaving and coming back as the server pushes it", () => {
    const { ctl, socket, changes } = rig({ 0: "t0" });
    socket(0).receive(state(1, [1]));
    expect(ctl.seats()[1]!.connected).toBe(1);
    const presence = (other: number) => ({
      type: "presence",
      match: "m",
      seats: [{ seat: 0, connected: 1 }, { seat: 1, connected: other }],
    });
    const before = changes();
    socket(0).receive(presence(0)); // P1 left: no new state, the page is redrawn
    expect(changes()).toBe(before + 1);
    expect(ctl.seats()[1]!.connected).toBe(0);
    expect(ctl.seats()[0]!.connected).toBe(1);
    socket(0).receive(presence(1)); // and is back
    expect(ctl.seats()[1]!.connected).toBe(1);
    socket(0).receive(presence(0));
    socket(0).receive(state(2, [0])); // a later state counts again
    expect(ctl.seats()[1]!.connected).toBe(1);
  });
});

describe("match controller: hints", () => {
  const on = (used = [{ hints: 0, helps: 0 }, { hints: 0, helps: 0 }]) => ({ hints: { on: true, used } });
  const asks = (sent: unknown[]) =>
    (sent as { type: string }[]).filter((m) => m.type === "hint" || m.type === "help");

  it("asks for a hint and help only for this browser's seat on its turn in a match with hints", () => {
    const { ctl, socket } = rig({ 0: "t0" });
    socket(0).receive(state(3, [1], [], on()));
    expect(ctl.mayAsk(0)).toBe(false); // not its turn
    ctl.askHint(0);
    socket(0).receive(state(4, [0], [], { hints: { on: false, used: [] } }));
    expect(ctl.mayAsk(0)).toBe(false); // no hints in this match
    ctl.askHelp(0);
    expect(asks(socket(0).sent)).toEqual([]);
    socket(0).receive(state(5, [0], [], on()));
    expect(ctl.mayAsk(0)).toBe(true);
    ctl.askHint(0, { type: "shift", arrow: "Nb", open: "ES" });
    ctl.askHelp(0);
    const asked = asks(socket(0).sent);
    expect(asked.map((m) => m.type)).toEqual(["hint", "help"]);
    expect(asked[0]).toMatchObject({ push: { arrow: "Nb" } });
  });

  it("keeps an answer for the version it was asked on, and the newest count", () => {
    const { ctl, socket } = rig({ 0: "t0" });
    socket(0).receive(state(5, [0], [], on()));
    const summary = { en: "Fits on 3 cells" };
    socket(0).receive({ type: "hint", id: "h1", version: 5, seat: 0, hint: { summary }, used: { hints: 1, helps: 0 } });
    expect(ctl.advice("hint", 0)?.data.summary).toEqual(summary);
    expect(ctl.advice("help", 0)).toBeNull();
    expect(ctl.hintsUsed(0)).toEqual({ hints: 1, helps: 0 }); // before any state says so
    socket(0).receive(state(6, [0], [], on([{ hints: 1, helps: 0 }, { hints: 0, helps: 0 }])));
    expect(ctl.advice("hint", 0)).toBeNull(); // the position moved on
    expect(ctl.hintsUsed(0)).toEqual({ hints: 1, helps: 0 });
  });
});
