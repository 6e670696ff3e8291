import { lastAnswerAt } from "../apollo";
import { externalValue, useExternalValue } from "../externalValue";

/** What the app says while it cannot reach the server: that it is offline, and since when its data is as shown. */
export interface OfflineState {
  offline: boolean;
  /** When the server last answered (this page, or the one that kept the data it started from). */
  currentAt: number | undefined;
}

/** Started offline: when the data kept was current; online again only once the server gave the session again. */
let keptAt: number | undefined;
let startedFromKept = false;
const state = externalValue<OfflineState>({ offline: !navigator.onLine, currentAt: undefined });

const currentAt = () => lastAnswerAt() ?? keptAt;

/** The app started from the data kept offline (decision 044), current as of `since`. */
export function startedOffline(since: number | undefined): void {
  keptAt = since;
  startedFromKept = true;
  state.set({ offline: true, currentAt: since });
}

/** The server answers again. */
export function backOnline(): void {
  startedFromKept = false;
  state.set({ offline: false, currentAt: currentAt() });
}

window.addEventListener("offline", () => state.set({ offline: true, currentAt: currentAt() }));
window.addEventListener("online", () => {
  if (!startedFromKept) backOnline();
});

export const useOffline = (): OfflineState => useExternalValue(state);
