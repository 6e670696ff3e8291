import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { memoryRelease } from "./memoryRelease";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Sockets as the WebSocket server counts them: `opened` and `closed` are told after its count changed. */
function sockets(collect: () => void) {
  let open = 0;
  const memory = memoryRelease(() => open, collect);
  const times = (count: number, step: 1 | -1, tell: () => void) => {
    for (let i = 0; i < count; i++) {
      open += step;
      tell();
    }
  };
  return {
    open: (count: number) => times(count, 1, memory.opened),
    close: (count: number) => times(count, -1, memory.closed),
  };
}

it("collects once most of the sockets open at the peak closed and closes paused, at most once per halving", () => {
  const collect = vi.fn();
  const memory = sockets(collect);
  memory.open(4_000);
  memory.close(1_999);
  vi.runAllTimers();
  expect(collect).not.toHaveBeenCalled();

  memory.close(1); // half of the peak gone
  vi.advanceTimersByTime(150);
  memory.close(500); // still closing: the release waits for them
  vi.advanceTimersByTime(150);
  expect(collect).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(collect).toHaveBeenCalledTimes(1);

  memory.close(500); // 1,000 of the 1,500 open at the release: not yet half of them gone
  vi.runAllTimers();
  expect(collect).toHaveBeenCalledTimes(1);
  memory.close(1_000);
  vi.runAllTimers();
  expect(collect).toHaveBeenCalledTimes(2);
});

it("never collects for a few sockets, however many of them close", () => {
  const collect = vi.fn();
  const memory = sockets(collect);
  memory.open(999);
  memory.close(999);
  vi.runAllTimers();
  expect(collect).not.toHaveBeenCalled();
});
