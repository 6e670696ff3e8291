import { externalValue, useExternalValue } from "../externalValue";

/** Set once a new version of the app is installed and waiting: calling it reloads the page with it. */
const newVersion = externalValue<(() => void) | undefined>(undefined);

/**
 * Registers the service worker (the built app only; the dev server has none) after the page has loaded, with its
 * code loaded then too: it is no part of the first paint. A new version waits until the user asks for it.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const register = () =>
    void import("virtual:pwa-register").then(({ registerSW }) => {
      const update = registerSW({ onNeedRefresh: () => newVersion.set(() => void update(true)) });
    });
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** The function that reloads with the new version, once one is waiting. */
export const useNewVersion = (): (() => void) | undefined => useExternalValue(newVersion, undefined);
