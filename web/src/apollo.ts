import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { OperationTypeNode } from "graphql";
import { createClient } from "graphql-ws";
import { watchConnection } from "./connection";
import { GRAPHQL_PATH, graphqlWsUrl } from "./endpoints";

const MAX_RETRY_WAIT_MS = 30_000;

/** Subscriptions keep reconnecting for as long as they are wanted, waiting longer each time (capped). */
export const wsClient = watchConnection(
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

/**
 * Calls `refetch` each time the WebSocket comes back after a drop: pushes sent meanwhile are lost, so a live
 * page reads its data again. Returns the function that stops listening.
 */
export function onReconnected(refetch: () => void): () => void {
  return wsClient.on("connected", (_socket, _payload, wasRetry) => {
    if (wasRetry) refetch();
  });
}

const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: "same-origin" });

const link = ApolloLink.split(
  ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
  new GraphQLWsLink(wsClient),
  httpLink,
);

const cache = new InMemoryCache({
  typePolicies: {
    // The server's settings have no id: one object, whichever query asks for which of its fields.
    AppConfig: { keyFields: [] },
    // A friend list from the server is the whole list: replace, never merge item by item.
    Me: { fields: { friends: { merge: false } } },
  },
});

export const client = new ApolloClient({ link, cache });
