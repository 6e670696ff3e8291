import { useOffline } from "./offline";
import { useNewVersion } from "./serviceWorker";

const pill =
  "pointer-events-auto flex flex-wrap items-center justify-center gap-2 rounded-full border px-3 py-1 text-sm font-medium shadow-md";

const pad = (n: number) => String(n).padStart(2, "0");

/** "14:05" today, "2026-11-26 14:05" another day (dates as SPEC.md section 9 writes them). */
function formatTime(at: number): string {
  const date = new Date(at);
  const time = date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return date.toDateString() === new Date().toDateString() ? time : `${day} ${time}`;
}

/** Offline: what the screen shows is as the server last gave it, at that time (decision 044). */
export function OfflineNotice() {
  const { offline, currentAt } = useOffline();
  if (!offline) return null;
  return (
    <span
      className={`${pill} border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100`}
    >
      Offline{currentAt !== undefined && `: showing Rivals as of ${formatTime(currentAt)}`}
    </span>
  );
}

/** A new version of the app is installed: it takes over when the user reloads with it, never on its own. */
export function NewVersionPrompt() {
  const reload = useNewVersion();
  if (!reload) return null;
  return (
    <span
      className={`${pill} border-indigo-300 bg-indigo-50 text-indigo-900 dark:border-indigo-400/40 dark:bg-indigo-950 dark:text-indigo-100`}
    >
      A new version of Rivals is ready.
      <button type="button" onClick={reload} className="font-semibold underline underline-offset-2">
        Reload for the new version
      </button>
    </span>
  );
}
