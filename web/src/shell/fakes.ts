/** A fake WebSocket and fake timers for the unit tests of the connection and the match
 *  controller (only tests import this module). */
import type { SocketLike, Timers } from "../connection";

export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
}

export class FakeTimers implements Timers {
  queue: { fn: () => void; ms: number }[] = [];
  setTimeout(fn: () => void, ms: number) {
    this.queue.push({ fn, ms });
    return this.queue.length;
  }
  clearTimeout() {}
  setInterval() {
    return 0;
  }
  clearInterval() {}
  runNext() {
    const next = this.queue.shift();
    next?.fn();
    return next?.ms;
  }
}
