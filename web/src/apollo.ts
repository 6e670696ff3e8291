import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { OperationTypeNode } from "graphql";
import type { Client } from "graphql-ws";
import { defer, mergeMap, tap } from "rxjs";
import { GRAPHQL_PATH } from "./endpoints";

/** The WebSocket client, once the first subscription has loaded it. */
let wsClient: Client | undefined;
let wsLink: Promise<ApolloLink> | undefined;

/**
 * graphql-ws and Apollo's link to it load with the first subscription, not with the page: most first loads
 * (signed-out pages, forms) never open a WebSocket. A failed load is tried again by the next subscription.
 */
function loadWsLink(): Promise<ApolloLink> {
  wsLink ??= import("./webSocket").then(
    ({ createWebSocketLink }) => {
      const { client, link } = createWebSocketLink();
      wsClient = client;
      return link;
    },
    (error: unknown) => {
      wsLink = undefined;
      throw error;
    },
  );
  return wsLink;
}

/**
 * Closes the WebSocket, if one was opened: it authenticated from the cookie when it connected. graphql-ws
 * reconnects (with the current cookie) for the subscriptions still wanted, or on the next one.
 */
export function terminateWebSocket(): void {
  wsClient?.terminate();
}

const subscriptionLink = new ApolloLink((operation, forward) =>
  defer(loadWsLink).pipe(mergeMap((link) => link.request(operation, forward))),
);

const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: "same-origin" });

let answeredAt: number | undefined;
/** When the server last answered: what the page shows was current then (said when offline). */
export const lastAnswerAt = (): number | undefined => answeredAt;
const answerLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(tap(() => (answeredAt = Date.now()))),
);

/**
 * Offline, a query that the cache can answer (the data kept offline, decision 044) waits for the network instead of
 * failing: the page shows what the cache has, and reads itself again once the browser is online.
 */
const offlineLink = new ApolloLink((operation, forward) => {
  const answered = () =>
    operation.client.cache.diff({ query: operation.query, variables: operation.variables, optimistic: false }).complete;
  if (navigator.onLine || operation.operationType !== OperationTypeNode.QUERY || !answered()) return forward(operation);
  const online = () => new Promise((resolve) => window.addEventListener("online", resolve, { once: true }));
  return defer(online).pipe(mergeMap(() => forward(operation)));
});

const link = ApolloLink.from([
  offlineLink,
  answerLink,
  ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, subscriptionLink, httpLink),
]);

const cache = new InMemoryCache({
  typePolicies: {
    // The server's settings have no id: one object, whichever query asks for which of its fields.
    AppConfig: { keyFields: [] },
    // A friend list or invite list from the server is the whole list: replace, never merge item by item.
    Me: { fields: { friends: { merge: false }, invites: { merge: false } } },
  },
});

export const client = new ApolloClient({ link, cache });
