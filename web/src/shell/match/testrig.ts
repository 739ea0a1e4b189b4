/** A match controller over fake sockets and timers, and state messages to feed it (for
 *  the tests of the controller and of the page's states). */
import { Connection } from "../../connection";
import type { MatchEvent, SeatInfo, StateMsg } from "../../types";
import { FakeSocket, FakeTimers } from "../fakes";
import { MatchController } from "./controller";

export function seatInfo(seat: number, deadline: number | null = null): SeatInfo {
  return { seat, kind: "human", bot: null, name: `P${seat}`, open: false, connected: 1, deadline, played: false };
}

export function event(version: number, seat: number, sealed = false): MatchEvent {
  return { version, seat, action: sealed ? null : { v: version }, text: sealed ? null : `m${version}`, sealed, by: "seat", at: 0 };
}

export function state(version: number, toMove: number[], events: MatchEvent[] = [], extra: Partial<StateMsg> = {}): StateMsg {
  return {
    type: "state",
    match: "m",
    version,
    since: 0,
    full: false,
    status: "running",
    seat: 0,
    to_move: toMove,
    view: {},
    events,
    seats: [seatInfo(0), seatInfo(1)],
    outcome: null,
    legal: [],
    ...extra,
  };
}

/** A controller whose connections are real `Connection`s over fake sockets; `onChanged`
 *  runs at every redraw the controller asks for, as the page's does. */
export function rig(
  tokens: Record<number, string>,
  hasSecrets = false,
  stepMs = 0,
  onChanged: (ctl: MatchController) => void = () => {},
) {
  const sockets = new Map<number, FakeSocket[]>();
  const timers = new FakeTimers();
  const paceTimers = new FakeTimers();
  let changes = 0;
  /** The phrases the controller passed on, as [seat, phrase id]. */
  const heard: [number, string][] = [];
  const ctl = new MatchController(
    { hidden_information: hasSecrets },
    (seat, token, events) =>
      new Connection(
        "ws://x",
        token,
        events,
        () => {
          const socket = new FakeSocket();
          sockets.set(seat, [...(sockets.get(seat) ?? []), socket]);
          return socket;
        },
        timers,
      ),
    {
      changed: () => {
        changes += 1;
        onChanged(ctl);
      },
      phrase: (seat, phrase) => heard.push([seat, phrase]),
    },
    { timers: paceTimers, stepMs: () => stepMs },
  );
  ctl.tokens = tokens;
  ctl.connect();
  const socket = (seat: number) => sockets.get(seat)!.at(-1)!;
  for (const list of sockets.values()) list[0]!.open();
  return { ctl, socket, sockets, timers, paceTimers, changes: () => changes, heard };
}
