import { print } from "graphql";
import { GRAPHQL_PATH } from "./endpoints";
import { graphql } from "./graphql/generated";
import type { SessionQuery as Session } from "./graphql/generated/graphql";

/**
 * Who is signed in, with what the layout shows of them; `me` is null when signed out. With the `__typename` that
 * Apollo Client adds to what it sends: the answer asked before it has loaded goes into its cache as it is.
 */
export const SessionQuery = graphql(`
  query Session {
    me {
      id
      username
      profilePic
      theme
      usernameChosen
      __typename
    }
  }
`);

/** The server's answer to SessionQuery, and when it came. */
export interface SessionAnswer {
  data: Session;
  at: number;
}

let early: Promise<SessionAnswer | undefined> | undefined;

/**
 * Asks the server who is signed in as the app starts, with one fetch as Apollo Client would send it: Apollo Client
 * loads with the first page, not before it (decision 053), and the answer is on its way meanwhile.
 */
export function askSessionEarly(): void {
  early = fetch(GRAPHQL_PATH, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json,application/json;q=0.9" },
    body: JSON.stringify({ operationName: "Session", variables: {}, query: print(SessionQuery) }),
  })
    .then(async (response) => {
      const { data, errors } = (await response.json()) as { data?: Session | null; errors?: unknown };
      return response.ok && data && !errors ? { data, at: Date.now() } : undefined;
    })
    .catch(() => undefined);
}

/**
 * The answer asked as the app started, once: undefined when there was none (no network, an error), and for every
 * later ask. Apollo Client then asks the server itself, and its error is the one the app shows or starts offline on.
 */
export function takeEarlyAnswer(): Promise<SessionAnswer | undefined> {
  const answer = early ?? Promise.resolve(undefined);
  early = undefined;
  return answer;
}
