import { redirect, replace, type LoaderFunctionArgs } from "react-router";
import { client, terminateWebSocket } from "./apollo";
import { externalValue, useExternalValue } from "./externalValue";
import { afterFirstPage } from "./firstPage";
import { graphql } from "./graphql/generated";

/** Who is signed in, with what the layout shows of them; `me` is null when signed out. */
export const SessionQuery = graphql(`
  query Session {
    me {
      id
      username
      profilePic
      theme
      usernameChosen
    }
  }
`);

export const LOGIN_REQUIRED_MESSAGE = "You must log in first.";

let started: Promise<void> | undefined;
/** True once the first try to know the session has ended, however it ended. */
const settled = externalValue(false);

/**
 * Learns who is signed in, once, before any page asks: from the server, or, with no network, from the data kept
 * for the user last signed in on this browser (decision 044), which the app then starts from. A failure (no
 * network, nothing kept) is tried again by the next call.
 */
export function startSession(): Promise<void> {
  started ??= openSession()
    .catch((error: unknown) => {
      started = undefined;
      throw error;
    })
    .finally(() => settled.set(true));
  return started;
}

/** Whether the pages may ask for the session: the first try to know it has ended (startSession). */
export const useSessionStarted = (): boolean => useExternalValue(settled);

async function openSession(): Promise<void> {
  try {
    const { data } = await client.query({ query: SessionQuery, fetchPolicy: "network-only" });
    keepSession(data?.me?.id ?? null);
  } catch (error) {
    const { startOffline } = await import("./pwa/keptData");
    if (!(await startOffline(client, error, reopenSession))) throw error;
  }
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
function keepSession(userId: string | null): void {
  afterFirstPage()
    .then(() => import("./pwa/keptData"))
    .then(({ keepFor }) => keepFor(client, userId))
    .catch(() => {
      // No IndexedDB (a private window may refuse it): nothing is kept, the app works online as before.
    });
}

/** Loader of the pages that need an account: signed-out visitors go to login, and come back afterwards. */
export async function requireSession({ request }: LoaderFunctionArgs): Promise<null> {
  await startSession();
  const { data } = await client.query({ query: SessionQuery });
  if (data?.me) return null;
  const { pathname, search } = new URL(request.url);
  const params = new URLSearchParams({ message: LOGIN_REQUIRED_MESSAGE, redirectTo: pathname + search });
  throw redirect(`/login?${params}`);
}

/**
 * Loader of the pages for signed-out visitors (login, signup): a signed-in one goes on to `to`, and the page
 * stays out of the history. On a first load the browser already shows the page, so its entry is replaced; on
 * an in-app navigation it was never entered, and a plain redirect takes its place.
 */
export async function redirectIfSignedIn(request: Request, to: string): Promise<null> {
  await startSession();
  const { data } = await client.query({ query: SessionQuery });
  if (!data?.me) return null;
  const { pathname, search } = new URL(request.url);
  const shown = window.location.pathname + window.location.search === pathname + search;
  throw shown ? replace(to) : redirect(to);
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
