import type { Resolvers } from "../../shared/generated/resolvers";
import {
  markNotificationsRead,
  notificationChanges,
  notificationConnection,
  subscribePush,
  unsubscribePush,
  updateNotificationSettings,
} from "./service";
import type { NotificationEvent } from "./store";

export const notificationResolvers: Resolvers = {
  Mutation: {
    markNotificationsRead: (_, { ids, all }, ctx) => markNotificationsRead(ctx, ids, all),
    updateNotificationSettings: (_, settings, ctx) => updateNotificationSettings(ctx, settings),
    subscribePush: (_, subscription, ctx) => subscribePush(ctx, subscription),
    unsubscribePush: (_, { endpoint }, ctx) => unsubscribePush(ctx, endpoint),
  },
  Subscription: {
    notificationsChanged: {
      subscribe: (_, { current }, ctx) => notificationChanges(ctx, current ?? false),
      resolve: (event: NotificationEvent) => event,
    },
  },
  Me: {
    notifications: (me, args, ctx) => notificationConnection(ctx, me.id, args),
    notificationSettings: (me) => ({ email: me.emailNotifications, push: me.pushNotifications }),
  },
  Notification: {
    at: (notification) => new Date(notification.at).toISOString(),
  },
};
