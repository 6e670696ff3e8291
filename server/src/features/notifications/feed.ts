import { topics } from "../../db/bus";
import type { Db } from "../../db/client";
import { retryWhileUnreachable } from "../../db/faults";
import { unauthenticated } from "../../domain/errors";
import type { Stream } from "../../shared/subscriptions";
import { loadNotificationEvent, type NotificationEvent } from "./store";

/**
 * Every change of one reader's notifications, on any instance: the one made or grown, with the unread count after
 * it; after a read (or a resync) the count alone. Only the reader follows it.
 */
export function notificationStream(db: Db, readerId: string): Stream<NotificationEvent> {
  const load = (id: string | null, signal: AbortSignal) =>
    retryWhileUnreachable(() => loadNotificationEvent(db, readerId, id), signal);
  return {
    topic: topics.notifications(readerId),
    load: async (change, signal) => [await load(typeof change?.id === "string" ? change.id : null, signal)],
    current: async (signal) => [await load(null, signal)],
    audience: (_, viewerId) => (viewerId === readerId ? `reader:${readerId}` : undefined),
    refusal: unauthenticated,
    isLast: () => false,
  };
}
