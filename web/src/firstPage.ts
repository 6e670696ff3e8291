import { externalValue, useExternalValue } from "./externalValue";

/**
 * True once the first page has shown (its loaders done, React idle after drawing it). What that page does without
 * waits for it: the service worker, the data kept offline, the layout's bell, footer and status area. On a phone,
 * all of that loading and running while the page's own chunks, queries and first render do would delay them.
 */
const shown = externalValue(false);
let whenShown: Promise<void> | undefined;

/** Called once the router has its first page (its loaders done): the rest follows when the browser is next idle. */
export function firstPageRendered(): void {
  const show = () => shown.set(true);
  // At most a second later all the same: a page kept busy must still get its bell, and its data kept.
  if ("requestIdleCallback" in window) requestIdleCallback(show, { timeout: 1000 });
  else setTimeout(show);
}

export const useFirstPageShown = (): boolean => useExternalValue(shown);

export function afterFirstPage(): Promise<void> {
  whenShown ??= new Promise((resolve) => {
    if (shown.get()) return resolve();
    const stop = shown.subscribe(() => {
      stop();
      resolve();
    });
  });
  return whenShown;
}
