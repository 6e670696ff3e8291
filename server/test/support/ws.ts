import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

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

/** Subscribes and collects results; `next()` waits for the next one. */
export function subscribe(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const results: unknown[] = [];
  const waiting: ((value: unknown) => void)[] = [];
  let failure: unknown;
  const unsubscribe = client.subscribe(
    { query, variables },
    {
      next: (result) => (waiting.length ? waiting.shift()!(result) : results.push(result)),
      error: (error) => {
        failure = error;
        waiting.splice(0).forEach((resolve) => resolve({ error }));
      },
      complete: () => {},
    },
  );
  return {
    next: (): Promise<any> =>
      results.length
        ? Promise.resolve(results.shift())
        : failure
          ? Promise.resolve({ error: failure })
          : new Promise((r) => waiting.push(r)),
    unsubscribe,
  };
}
