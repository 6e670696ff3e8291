import { useSubscription } from "@apollo/client/react";
import { graphql } from "../graphql/generated";

const NotificationsChangedSubscription = graphql(`
  subscription NotificationsChanged {
    notificationsChanged(current: true) {
      unreadCount
      notification {
        id
      }
    }
  }
`);

/**
 * How many of the signed-in user's notifications are unread, live: the subscription's first push is the count once
 * changes are heard (on opening, and again after the WebSocket reconnects), then each change pushes the new count.
 * `onNotified` runs when a notification was made or grew, for a list on screen to read them again.
 */
export function useUnreadCount(onNotified: () => void): number | undefined {
  const { data } = useSubscription(NotificationsChangedSubscription, {
    fetchPolicy: "no-cache",
    onData: ({ data: pushed }) => {
      if (pushed.data?.notificationsChanged.notification) onNotified();
    },
    // Dropped connections are retried by the WebSocket client; the count comes back with it.
    onError: () => {},
  });
  return data?.notificationsChanged.unreadCount;
}
