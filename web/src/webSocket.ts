import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { createClient, type Client } from "graphql-ws";
import { watchConnection } from "./connection";
import { graphqlWsUrl } from "./endpoints";

const MAX_RETRY_WAIT_MS = 30_000;
/** How often the connection is checked, and how long an answer may take before it counts as gone. */
const PING_EVERY_MS = 10_000;
const PONG_WITHIN_MS = 5_000;

/**
 * The WebSocket client and Apollo's link over it, in a chunk of their own that the first subscription loads.
 * Subscriptions keep reconnecting for as long as they are wanted, waiting longer each time (capped). A connection
 * that died without closing (the network dropped, a laptop slept) would look open for minutes: a ping left
 * unanswered, or the browser going offline, ends it at once, so the page says it is reconnecting and retries.
 */
export function createWebSocketLink(): { client: Client; link: GraphQLWsLink } {
  let unanswered: ReturnType<typeof setTimeout> | undefined;
  const raw = createClient({
    url: graphqlWsUrl(),
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: (retries) =>
      new Promise((resolve) =>
        setTimeout(resolve, Math.min(MAX_RETRY_WAIT_MS, 1000 * 2 ** retries) + Math.random() * 1000),
      ),
    keepAlive: PING_EVERY_MS,
    on: {
      ping: (received) => {
        if (!received) unanswered = setTimeout(() => raw.terminate(), PONG_WITHIN_MS);
      },
      pong: (received) => {
        if (received) clearTimeout(unanswered);
      },
      closed: () => clearTimeout(unanswered),
    },
  });
  window.addEventListener("offline", () => raw.terminate());
  const client = watchConnection(raw);
  return { client, link: new GraphQLWsLink(client) };
}
