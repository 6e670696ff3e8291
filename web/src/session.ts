import { redirect, replace, type LoaderFunctionArgs } from "react-router";
import { client, terminateWebSocket } from "./apollo";
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

/** Loader of the pages that need an account: signed-out visitors go to login, and come back afterwards. */
export async function requireSession({ request }: LoaderFunctionArgs): Promise<null> {
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
  const { data } = await client.query({ query: SessionQuery });
  if (!data?.me) return null;
  const { pathname, search } = new URL(request.url);
  const shown = window.location.pathname + window.location.search === pathname + search;
  throw shown ? replace(to) : redirect(to);
}

/**
 * After signing in, up or out, or deleting the account. Everything cached belonged to the previous session, so
 * the cache is emptied and the queries on screen refetched; the new session is in the cache when this resolves.
 * The WebSocket authenticated from the cookie when it connected, so it is closed (terminating is not fatal to
 * the subscriptions still wanted).
 */
export async function refreshSession(): Promise<void> {
  terminateWebSocket();
  try {
    await client.resetStore();
  } catch (error) {
    // The layout shows "Loading..." until the session is back, so the page's own queries can be torn down
    // while they refetch, which aborts them: they are gone, nothing is lost.
    if (!(error instanceof Error && error.name === "AbortError")) throw error;
  }
  await client.query({ query: SessionQuery });
}
