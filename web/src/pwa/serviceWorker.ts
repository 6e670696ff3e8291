import { externalValue, useExternalValue } from "../externalValue";

/** Set once a new version of the app is installed and waiting: calling it reloads the page with it. */
const newVersion = externalValue<(() => void) | undefined>(undefined);

/**
 * Registers the service worker (the built app only; the dev server has none); main.tsx calls it once the page has
 * loaded. A new version waits until the user asks for it.
 */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const { registerSW } = await import("virtual:pwa-register");
  // Immediate: the page has loaded already (workbox-window would otherwise wait for a load event gone by).
  const update = registerSW({ immediate: true, onNeedRefresh: () => newVersion.set(() => takeNewVersion(update)) });
}

/**
 * Has the waiting worker take over, and reloads once it controls the page. vite-plugin-pwa reloads by itself only
 * when the page already had a worker as it registered, not when a new version comes during a first visit.
 */
function takeNewVersion(update: (reloadPage?: boolean) => Promise<void>): void {
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
  void update(true);
}

/** The function that reloads with the new version, once one is waiting. */
export const useNewVersion = (): (() => void) | undefined => useExternalValue(newVersion, undefined);
