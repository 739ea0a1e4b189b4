import { describe, expect, it } from "vitest";
import type * as P from "../../generated/protocol";
import { afterVerdict, canMove, startSession, stateMessage } from "./session";

function lesson(step: number, legal: P.LegalEntry[] = [{ action: { push: "N1" }, text: "Nb" }]): P.LessonOut {
  return {
    game: "labyrinth",
    variant: "base",
    lesson: "push-and-walk",
    number: 3,
    count: 8,
    next: "top-card",
    title: "t",
    rule: "r",
    prompt: "p",
    steps: 2,
    step,
    seat: 0,
    num_players: 2,
    to_move: [0],
    view: { board: step },
    legal,
  };
}

function verdict(outcome: P.VerdictOut["outcome"], step: number, played: unknown[]): P.VerdictOut {
  return { outcome, code: outcome === "refused" ? "illegal_push" : null, said: "why", played, lesson: lesson(step) };
}

describe("a lesson in the browser", () => {
  it("draws the lesson's position as a state message for the learner's seat", () => {
    const msg = stateMessage(startSession(lesson(0)));
    expect(msg.seat).toBe(0);
    expect(msg.to_move).toEqual([0]);
    expect(msg.view).toEqual({ board: 0 });
    expect(msg.legal).toHaveLength(1);
    expect(msg.seats.map((s) => s.seat)).toEqual([0, 1]);
    expect(msg.status).toBe("running");
  });

  it("goes on from the position the server sends, with the moves to send again", () => {
    let s = startSession(lesson(0));
    s = afterVerdict(s, verdict("next", 1, [{ push: "N1" }]));
    expect(s.played).toEqual([{ push: "N1" }]);
    expect(s.version).toBe(2);
    expect(stateMessage(s).view).toEqual({ board: 1 });
    s = afterVerdict(s, verdict("refused", 1, [{ push: "N1" }]));
    expect(s.outcome).toBe("refused");
    expect(s.code).toBe("illegal_push");
    expect(s.version).toBe(3);
    expect(canMove(s)).toBe(true);
  });

  it("offers no move once the goal is met", () => {
    const s = afterVerdict(startSession(lesson(0)), verdict("done", 2, [1, 2]));
    expect(canMove(s)).toBe(false);
    expect(stateMessage(s).legal).toEqual([]);
  });

  it("starts again after a missed goal", () => {
    const s = afterVerdict(startSession(lesson(1)), verdict("missed", 0, []));
    expect(s.played).toEqual([]);
    expect(s.lesson.step).toBe(0);
    expect(canMove(s)).toBe(true);
  });
});
