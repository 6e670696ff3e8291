import { client, terminateWebSocket } from "./apollo";
import { afterFirstPage } from "./firstPage";
import type { SessionQuery as Session } from "./graphql/generated/graphql";
import { SessionQuery } from "./sessionQuery";

/** No network as the app starts: the data kept offline, if any, and its session (throws when nothing is kept). */
export async function startOfflineSession(error: unknown): Promise<Session> {
  const { startOffline } = await import("./pwa/keptData");
  const session = (await startOffline(client, error, reopenSession)) && client.readQuery({ query: SessionQuery });
  if (!session) throw error;
  return session;
}

/**
 * The network is back after starting offline: the server's session again (throws while it cannot be reached).
 * Still the same user, everything on screen is read again; otherwise (their session ended meanwhile) the kept data
 * goes as on signing out.
 */
async function reopenSession(owner: string): Promise<void> {
  const { data } = await client.query({ query: SessionQuery, fetchPolicy: "network-only" });
  if (data?.me?.id !== owner) return refreshSession();
  keepSession(owner);
  await client.refetchObservableQueries();
}

/**
 * From now on the data kept offline is this user's (null: nobody's); loaded after the session, not before, and
 * after the first page has shown.
 */
export function keepSession(userId: string | null): void {
  afterFirstPage()
    .then(() => import("./pwa/keptData"))
    .then(({ keepFor }) => keepFor(client, userId))
    .catch(() => {
      // No IndexedDB (a private window may refuse it): nothing is kept, the app works online as before.
    });
}

/**
 * After signing in, up or out, or deleting the account. Everything cached belonged to the previous session, so
 * the cache is emptied, with the data kept offline, and the queries on screen refetched; the new session is in the
 * cache when this resolves, and its data is kept from then on.
 * The WebSocket authenticated from the cookie when it connected, so it is closed (terminating is not fatal to
 * the subscriptions still wanted).
 */
export async function refreshSession(): Promise<void> {
  terminateWebSocket();
  await import("./pwa/keptData")
    .then(({ eraseKept }) => eraseKept())
    .catch(() => {
      // No IndexedDB: nothing was kept.
    });
  try {
    await client.resetStore();
  } catch (error) {
    // The layout shows "Loading..." until the session is back, so the page's own queries can be torn down
    // while they refetch, which aborts them: they are gone, nothing is lost.
    if (!(error instanceof Error && error.name === "AbortError")) throw error;
  }
  const { data } = await client.query({ query: SessionQuery });
  keepSession(data?.me?.id ?? null);
}
