import type { ApolloClient } from "@apollo/client";
import { redirect, replace, type LoaderFunctionArgs } from "react-router";
import { externalValue, useExternalValue } from "./externalValue";
import { afterFirstPage } from "./firstPage";
import type { SessionQuery as Session } from "./graphql/generated/graphql";
import { fetchQuery } from "./plainQuery";
import { SessionQuery } from "./sessionQuery";

export const LOGIN_REQUIRED_MESSAGE = "You must log in first.";

/**
 * The session as the layout and the first pages know it: undefined until known. It comes from one `fetch` as the
 * app starts, before Apollo Client has loaded; once Apollo Client has, from its cache (signing in or out, the
 * theme, the username chosen all change it there).
 */
const current = externalValue<Session | undefined>(undefined);
/** Why the session could not be known (no network and nothing kept), until it is tried again. */
const failure = externalValue<Error | undefined>(undefined);

let started: Promise<void> | undefined;
let cache: ApolloClient | undefined;

/**
 * Learns who is signed in, once, before any page asks: from the server, or, with no network, from the data kept
 * for the user last signed in on this browser (decision 044), which the app then starts from. A failure (no
 * network, nothing kept) is tried again by the next call.
 */
export function startSession(): Promise<void> {
  failure.set(undefined);
  started ??= openSession().catch((error: unknown) => {
    started = undefined;
    failure.set(error instanceof Error ? error : new Error(String(error)));
    throw error;
  });
  return started;
}

/** The session for the layout and the first pages, and why it is unknown if it could not be known. */
export function useSession(): { data: Session | undefined; error: Error | undefined } {
  return { data: useExternalValue(current), error: useExternalValue(failure) };
}

async function openSession(): Promise<void> {
  let session: Session;
  try {
    session = await fetchQuery(SessionQuery);
  } catch (error) {
    const { startOfflineSession } = await import("./sessionClient");
    current.set(await startOfflineSession(error));
    return;
  }
  if (cache) cache.writeQuery({ query: SessionQuery, data: session });
  current.set(session);
  keepSession(session.me?.id ?? null);
}

/**
 * Apollo Client has loaded (apollo.ts): the session known so far goes into its cache, and from then on the
 * cache's session is the one shown.
 */
export function sessionFromCache(client: ApolloClient): void {
  cache = client;
  const known = current.get();
  if (known) client.writeQuery({ query: SessionQuery, data: known });
  client.watchQuery({ query: SessionQuery, fetchPolicy: "cache-only" }).subscribe(({ data, dataState }) => {
    // While the cache is emptied (signing in or out), the previous session stays shown.
    if (dataState === "complete") current.set(data);
  });
}

/** The data kept offline is this user's from now on (sessionClient.ts), once the first page has shown. */
function keepSession(userId: string | null): void {
  afterFirstPage()
    .then(() => import("./sessionClient"))
    .then(({ keepSession }) => keepSession(userId))
    .catch(() => {
      // Its code could not load (the network gone before it was kept): nothing is kept, as without IndexedDB.
    });
}

/** Loader of the pages that need an account: signed-out visitors go to login, and come back afterwards. */
export async function requireSession({ request }: LoaderFunctionArgs): Promise<null> {
  await startSession();
  if (current.get()?.me) return null;
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
  if (!current.get()?.me) return null;
  const { pathname, search } = new URL(request.url);
  const shown = window.location.pathname + window.location.search === pathname + search;
  throw shown ? replace(to) : redirect(to);
}
