import { describe, expect, it } from "vitest";
import { SPECTATOR, type MatchController } from "./controller";
import { pageState, stateText, type PageStateKind } from "./pagestate";
import { event, rig, state } from "./testrig";

function kind(ctl: MatchController): PageStateKind {
  return pageState({ turn: ctl.turn(), conn: ctl.connectionStatus(), playingBack: ctl.playingBack() }).kind;
}

describe("the match page is in one state at a time", () => {
  it("goes from waiting for players to your turn, theirs, the bot's walk shown, and yours again", () => {
    const { ctl, socket, paceTimers } = rig({ 0: "t0" }, false, 700);
    expect(kind(ctl)).toBe("loading");
    socket(0).receive(state(0, [0], [], { status: "open" }));
    // seats still open: waiting, never "your turn" although seat 0 would move first
    expect(kind(ctl)).toBe("waiting");
    socket(0).receive(state(1, [0]));
    expect(kind(ctl)).toBe("yours");
    ctl.send(0, { push: 1 });
    socket(0).receive(state(2, [1], [event(2, 0)]));
    expect(kind(ctl)).toBe("theirs");
    // the bot's walk arrives; its turn is over, but the page shows the walk first
    const walk = { ...event(3, 1), motion: { path: ["a1", "a2", "b2"] } };
    socket(0).receive(state(3, [0], [walk]));
    expect(ctl.turn()?.kind).toBe("mine");
    expect(kind(ctl)).toBe("animating");
    expect(ctl.playingBack()).toEqual([1]);
    paceTimers.runNext();
    expect(kind(ctl)).toBe("yours");
  });

  it("says the walk was shown (a redraw) when the hold ends with nothing queued", () => {
    const { ctl, socket, paceTimers, changes } = rig({ 0: "t0" }, false, 700);
    socket(0).receive(state(1, [1]));
    socket(0).receive(state(2, [0], [event(2, 1)]));
    const before = changes();
    paceTimers.runNext();
    expect(changes()).toBe(before + 1);
    expect(kind(ctl)).toBe("yours");
  });

  it("replaces the turn with reconnecting while the connection is down, and comes back", () => {
    const { ctl, socket, timers } = rig({ 0: "t0" });
    socket(0).receive(state(1, [0]));
    expect(kind(ctl)).toBe("yours");
    socket(0).drop();
    expect(kind(ctl)).toBe("offline");
    const offline = pageState({ turn: ctl.turn(), conn: ctl.connectionStatus(), playingBack: [] });
    const t = (key: string) => key;
    expect(stateText(t, offline, () => "turn words", String, (names) => names.join())).toBe("conn.reconnecting");
    timers.runNext();
    socket(0).open();
    socket(0).receive(state(2, [1], [event(2, 1)]));
    expect(kind(ctl)).toBe("theirs");
  });

  it("is over when the match is finished, whatever the connection does then", () => {
    const { ctl, socket } = rig({ 0: "t0" });
    socket(0).receive(state(1, [0]));
    socket(0).receive(state(2, [], [event(2, 0)], { status: "finished" }));
    expect(kind(ctl)).toBe("over");
    socket(0).drop();
    expect(kind(ctl)).toBe("over");
  });

  it("watching: theirs for whoever moves, waiting while seats are open", () => {
    const { ctl, socket } = rig({});
    socket(SPECTATOR).receive(state(0, [0], [], { status: "open", seat: null }));
    expect(kind(ctl)).toBe("waiting");
    socket(SPECTATOR).receive(state(1, [0], [], { seat: null }));
    expect(kind(ctl)).toBe("theirs");
    expect(pageState({ turn: ctl.turn(), conn: "online", playingBack: [] }).spectating).toBe(true);
  });

  it("each state has its own words; your turn, theirs and over keep the turn's", () => {
    const t = (key: string, vars?: Record<string, string | number>) => `${key}${vars ? JSON.stringify(vars) : ""}`;
    const words = (kind: PageStateKind, seats: number[] = [], conn: "online" | "offline" | "connecting" = "online") =>
      stateText(t, { kind, seats, conn, spectating: false }, () => "turn", (s) => `P${s}`, (n) => n.join(" & "));
    expect(words("loading", [], "connecting")).toBe("conn.connecting");
    expect(words("waiting")).toBe("match.waitingPlayers");
    expect(words("animating", [1, 2])).toBe('match.playingBack{"names":"P1 & P2"}');
    expect(words("offline", [], "offline")).toBe("conn.offline");
    expect(words("yours", [0])).toBe("turn");
    expect(words("theirs", [1])).toBe("turn");
    expect(words("over")).toBe("turn");
  });
});

describe("a double click makes one move", () => {
  it("sends the second action of a click only once the first was answered", () => {
    const { ctl, socket } = rig({ 0: "t0" });
    socket(0).receive(state(3, [0]));
    ctl.send(0, { cell: "a1" });
    ctl.send(0, { cell: "a1" });
    const actions = () => socket(0).sent.filter((m) => (m as { type: string }).type === "action");
    expect(actions()).toHaveLength(1);
    // no refusal to show: the second click was not news
    expect(ctl.notice).toBeNull();
    socket(0).receive(state(4, [0], [event(4, 0)]));
    ctl.send(0, { cell: "b2" });
    expect(actions()).toHaveLength(2);
    expect(actions()[1]).toMatchObject({ version: 4, action: { cell: "b2" } });
  });

  it("lets the player act again after the socket dropped with an action in flight", () => {
    const { ctl, socket, timers } = rig({ 0: "t0" });
    socket(0).receive(state(3, [0]));
    ctl.send(0, { cell: "a1" });
    expect(ctl.pending).not.toBeNull();
    socket(0).drop();
    expect(ctl.pending).toBeNull();
    timers.runNext();
    socket(0).open();
    socket(0).receive(state(3, [0]));
    ctl.send(0, { cell: "a1" });
    expect(socket(0).sent.filter((m) => (m as { type: string }).type === "action")).toHaveLength(1);
  });
});
