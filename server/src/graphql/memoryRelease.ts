import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** A release follows only the close of at least this many of the sockets open at the peak, and at least half of them. */
const MIN_CLOSED = 1_000;
/** How long closes must pause before the release: a crowd leaving closes its sockets over a second or so. */
const QUIET_MS = 200;

let exposedGc: (() => void) | undefined;

/**
 * Two full collections, without starting Node with --expose-gc (which every way of starting the server would
 * need): the flag set now exposes `gc` to contexts made after it, set only once a release is due. Two, because
 * the first frees the dead objects but sweeps their pages on background threads, which give the emptied pages
 * back seconds later on a busy machine; the second finishes that sweep and gives them back at once.
 */
function collectAll(): void {
  if (!exposedGc) {
    setFlagsFromString("--expose-gc");
    // A Node that ignores the flag exposes no `gc`: the release then does nothing rather than throw.
    exposedGc = runInNewContext("typeof gc === 'function' ? gc : () => {}") as () => void;
    // Back as the process started: V8 takes a code cache only under the flags it was written under (decision 046).
    setFlagsFromString("--no-expose-gc");
  }
  exposedGc();
  exposedGc();
}

/**
 * Lets go of the memory many sockets held once most of them closed (decision 054). What thousands of idle
 * sockets kept is garbage once they close, but V8 collects its old generation only when allocation asks for it,
 * and an idle server allocates little: without this, tens of MB of dead sockets stay resident until then. A release
 * (`collectAll`) once most of the sockets open at the peak closed and closes pause: at most one per halving.
 */
export function memoryRelease(openSockets: () => number, collect: () => void = collectAll) {
  let peak = 0;
  let timer: NodeJS.Timeout | undefined;
  const release = () => {
    timer = undefined;
    collect();
    peak = openSockets();
  };
  return {
    opened: (): void => {
      peak = Math.max(peak, openSockets());
    },
    closed: (): void => {
      const open = openSockets();
      if (timer) timer.refresh();
      else if (peak - open >= MIN_CLOSED && open <= peak / 2) timer = setTimeout(release, QUIET_MS).unref();
    },
  };
}
