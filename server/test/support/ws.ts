import type { GraphQLFormattedError } from "graphql";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import type { TypedDocumentString } from "../generated/graphql";
import type { SocketResult } from "./socket";

/** A graphql-ws client to the test server, optionally sending a session cookie on the upgrade request. */
export function wsClient(url: string, cookie?: string): Client {
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { origin: url, ...(cookie ? { cookie } : {}) } });
    }
  }
  return createClient({
    url: `${url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
  });
}

/**
 * A subscription's next push: its answer, or what ended the subscription: the server's GraphQL errors
 * (`errors`) or a failure of the connection (`error`).
 */
export interface Push<T> extends SocketResult<T> {
  error?: unknown;
}

/**
 * Subscribes and collects results; `next()` waits for the next one. A document from `graphql()` types the
 * pushes and the variables.
 */
export function subscribe<T = Record<string, unknown>, V extends Record<string, unknown> = Record<string, unknown>>(
  client: Client,
  query: string | TypedDocumentString<T, V>,
  variables?: V,
) {
  const results: Push<T>[] = [];
  const waiting: ((push: Push<T>) => void)[] = [];
  let failure: unknown;
  const unsubscribe = client.subscribe<T>(
    { query: String(query), variables: variables ?? {} },
    {
      next: (result) => (waiting.length ? waiting.shift()!(result) : results.push(result)),
      error: (error) => {
        failure = error;
        waiting.splice(0).forEach((resolve) => resolve(ended(error)));
      },
      complete: () => {},
    },
  );
  return {
    next: (): Promise<Push<T>> =>
      results.length
        ? Promise.resolve(results.shift()!)
        : failure
          ? Promise.resolve(ended(failure))
          : new Promise((resolve) => waiting.push(resolve)),
    unsubscribe,
  };
}

/** graphql-ws ends a subscription the server refused with its GraphQL errors, and any other way with an error. */
function ended<T>(error: unknown): Push<T> {
  return Array.isArray(error) ? { errors: error as GraphQLFormattedError[] } : { error };
}
