// The young generation's size (decision 054), set by main.ts once the server listens, and put back by launch.ts
// before it writes a code cache: V8 takes a cache only under the flags it was written under (decision 046).
import { setFlagsFromString } from "node:v8";

/**
 * V8's young generation starts at two 1 MB semi-spaces and doubles, up to 16 MB each, whenever much of what it
 * holds survives a collection (start-up, many sockets opening), then keeps that size: some 30 MB of RSS for a
 * server that mostly holds idle sockets. From now on it keeps the size it has (decision 054). V8 reads this flag each
 * time it would grow the space, so it applies however the process was started; the size flags
 * (`--max-semi-space-size`) are read only when the process starts. Not before listening: a start that keeps 1 MB
 * semi-spaces collects them about three times as often (decision 046).
 */
export function keepYoungGeneration(): void {
  setFlagsFromString("--semi-space-growth-factor=1");
}

/** V8's own growth factor: the flags a process starts with, under which its code cache is written and read. */
export function growYoungGenerationAsV8Does(): void {
  setFlagsFromString("--semi-space-growth-factor=2");
}
