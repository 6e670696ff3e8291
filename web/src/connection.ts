import type { Client, FormattedExecutionResult, Sink, SubscribePayload } from "graphql-ws";
import { externalValue, useExternalValue } from "./externalValue";

/** "down": a connection that was up dropped and has not come back yet; the client keeps retrying. */
let link: "idle" | "up" | "down" = "idle";
/** Subscriptions open or waiting for a connection: once none is left, the client stops retrying silently. */
let wanted = 0;
const reconnecting = externalValue(false);
const reconnectListeners = new Set<() => void>();

function changed() {
  reconnecting.set(link === "down" && wanted > 0);
}

/** Follows the WebSocket client's connection for `useReconnecting`; returns the client with its subscriptions counted. */
export function watchConnection(client: Client): Client {
  client.on("connecting", (isRetry) => {
    if (isRetry) return;
    link = "idle";
    changed();
  });
  client.on("connected", (_socket, _payload, wasRetry) => {
    link = "up";
    changed();
    if (wasRetry) reconnectListeners.forEach((listener) => listener());
  });
  client.on("closed", (event) => {
    // 1000 is the client closing the socket itself, once no subscription needs it.
    const dropped = link === "down" || (link === "up" && (event as { code?: number }).code !== 1000);
    link = dropped ? "down" : "idle";
    changed();
  });
  return {
    ...client,
    subscribe<Data, Extensions>(payload: SubscribePayload, sink: Sink<FormattedExecutionResult<Data, Extensions>>) {
      let open = true;
      const end = () => {
        if (!open) return;
        open = false;
        wanted--;
        changed();
      };
      wanted++;
      changed();
      const dispose = client.subscribe<Data, Extensions>(payload, {
        next: (value) => sink.next(value),
        error: (error) => {
          end();
          sink.error(error);
        },
        complete: () => {
          end();
          sink.complete();
        },
      });
      return () => {
        end();
        dispose();
      };
    },
  };
}

/**
 * Calls `refetch` each time the WebSocket comes back after a drop: pushes sent meanwhile are lost, so a live
 * page reads its data again. Returns the function that stops listening.
 */
export function onReconnected(refetch: () => void): () => void {
  reconnectListeners.add(refetch);
  return () => reconnectListeners.delete(refetch);
}

/** True while live updates are interrupted and being retried: a connection that was up has dropped. */
export const useReconnecting = (): boolean => useExternalValue(reconnecting, false);
