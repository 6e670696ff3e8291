import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { onReconnected } from "../connection";
import { closeOutbox, openOutbox, retryNow } from "./outbox";
import { OutboxStatus } from "./QueuedEditViews";
import { queuedEditSender } from "./edits";

/**
 * The signed-in user's outbox, open while they are: the edits a closed page left are shown and sent, waiting ones
 * go as soon as the live connection is back (or the browser says it is online), and how many wait is said. Loaded
 * after the first paint with the mutations it sends (decision 013 keeps them out of the first load).
 */
export default function OutboxSession({ userId }: { userId: string }) {
  useOpenOutbox(userId);
  useEffect(() => {
    const stop = onReconnected(retryNow);
    return () => {
      stop();
      closeOutbox();
    };
  }, [userId]);
  return <OutboxStatus />;
}

/**
 * Opens the signed-in user's outbox (once; opening it again does nothing). The page that edits opens it too, so
 * that an edit made the moment it shows (even offline) is kept, whenever this component has loaded.
 */
export function useOpenOutbox(userId: string | undefined): void {
  const client = useApolloClient();
  useEffect(() => {
    if (!userId) return;
    openOutbox(userId, queuedEditSender(client)).catch(() => {
      // No IndexedDB (a private window may refuse it): edits then go straight to the server.
    });
  }, [client, userId]);
}
