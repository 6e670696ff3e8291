import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { memoryRelease } from "./memoryRelease";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function times(count: number, act: () => void) {
  for (let i = 0; i < count; i++) act();
}

it("collects once most of the sockets open at the peak closed and closes paused, at most once per halving", () => {
  const collect = vi.fn();
  const memory = memoryRelease(collect);
  times(4_000, memory.opened);
  times(1_999, memory.closed);
  vi.runAllTimers();
  expect(collect).not.toHaveBeenCalled();

  times(1, memory.closed); // half of the peak gone
  vi.advanceTimersByTime(150);
  times(500, memory.closed); // still closing: the release waits for them
  vi.advanceTimersByTime(150);
  expect(collect).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(collect).toHaveBeenCalledTimes(1);

  times(500, memory.closed); // 1,000 of the 1,500 open at the release: not yet half of them gone
  vi.runAllTimers();
  expect(collect).toHaveBeenCalledTimes(1);
  times(1_000, memory.closed);
  vi.runAllTimers();
  expect(collect).toHaveBeenCalledTimes(2);
});

it("never collects for a few sockets, however many of them close", () => {
  const collect = vi.fn();
  const memory = memoryRelease(collect);
  times(999, memory.opened);
  times(999, memory.closed);
  vi.runAllTimers();
  expect(collect).not.toHaveBeenCalled();
});
