import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { createClient, type Client } from "graphql-ws";
import { watchConnection } from "./connection";
import { graphqlWsUrl } from "./endpoints";

const MAX_RETRY_WAIT_MS = 30_000;

/**
 * The WebSocket client and Apollo's link over it, in a chunk of their own that the first subscription loads.
 * Subscriptions keep reconnecting for as long as they are wanted, waiting longer each time (capped).
 */
export function createWebSocketLink(): { client: Client; link: GraphQLWsLink } {
  const client = watchConnection(
    createClient({
      url: graphqlWsUrl(),
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: (retries) =>
        new Promise((resolve) =>
          setTimeout(resolve, Math.min(MAX_RETRY_WAIT_MS, 1000 * 2 ** retries) + Math.random() * 1000),
        ),
    }),
  );
  return { client, link: new GraphQLWsLink(client) };
}
