// Imported first by main.ts: it must run before the modules that load at start-up allocate. launch.ts imports it
// first too, before it compiles the bundle: V8 rejects a code cache written under other flags (decision 046).
import { setFlagsFromString } from "node:v8";

/**
 * V8's young generation starts at two 1 MB semi-spaces and doubles, up to 16 MB each, whenever much of what it
 * holds survives a collection (start-up, many sockets opening), then keeps that size for good: some 30 MB of RSS
 * for a server that mostly holds idle sockets. Here it keeps its first size (decision 054). V8 reads this flag each
 * time it would grow the space, so it applies however the process was started; the size flags
 * (`--max-semi-space-size`) are read only when the process starts.
 */
setFlagsFromString("--semi-space-growth-factor=1");
