import { useEffect } from "react";

/**
 * Keeps the screen from dimming or locking while the page is shown (the Screen Wake Lock API, where the browser
 * has it): the lock goes whenever the page is hidden, so it is asked for again each time it shows.
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (!("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | undefined;
    let ended = false;
    const request = () => {
      if (document.visibilityState !== "visible") return;
      navigator.wakeLock.request("screen").then(
        (sentinel) => {
          if (ended) void sentinel.release();
          else lock = sentinel;
        },
        // Refused (battery saver, a browser policy): the screen may dim, nothing else changes.
        () => {},
      );
    };
    request();
    document.addEventListener("visibilitychange", request);
    return () => {
      ended = true;
      document.removeEventListener("visibilitychange", request);
      void lock?.release();
    };
  }, []);
}

/** A click anywhere shows the page full screen (browsers allow it only in answer to one). */
export function useFullScreenOnClick(): () => void {
  return () => {
    if (!document.fullscreenElement) document.documentElement.requestFullscreen?.().catch(() => {});
  };
}
