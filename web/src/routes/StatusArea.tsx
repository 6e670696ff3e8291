import { lazy, Suspense } from "react";
import { useReconnecting } from "../connection";
import { NewVersionPrompt, OfflineNotice } from "../pwa/AppStatus";
import { useOffline } from "../pwa/offline";

const OutboxSession = lazy(() => import("../competitions/OutboxSession"));

/**
 * What the app says about its connection and version, at the bottom of every screen: a new version to reload
 * for, offline and since when, reconnecting, and the signed-in user's waiting edits. Always there, so that screen readers announce its text when it appears.
 */
export default function StatusArea({ userId }: { userId: string | undefined }) {
  const reconnecting = useReconnecting();
  const { offline } = useOffline();
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-3"
    >
      <NewVersionPrompt />
      <OfflineNotice />
      {userId && (
        <Suspense fallback={null}>
          <OutboxSession userId={userId} />
        </Suspense>
      )}
      {reconnecting && !offline && (
        <span className="flex items-center gap-2 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 shadow-md dark:border-amber-400/40 dark:bg-amber-950 dark:text-amber-200">
          <span aria-hidden className="size-2 rounded-full bg-amber-500 motion-safe:animate-pulse" />
          Reconnecting…
        </span>
      )}
    </div>
  );
}
