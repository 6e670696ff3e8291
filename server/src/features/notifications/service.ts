import { topics } from "../../db/bus";
import type { UserRow } from "../../db/schema";
import { badInput, unauthenticated } from "../../domain/errors";
import { checkMarkRead, notificationCursor, notificationPage, type NotificationKind } from "../../domain/notifications";
import { requireViewer, type GraphQLContext } from "../../shared/context";
import { notificationStream } from "./feed";
import { checkPushSubscription, type PushSubscriptionKeys } from "../../domain/push";
import { checkPublicHost, FetchRefused } from "../../http/publicFetch";
import { deleteSubscription, saveSubscription } from "./pushStore";
import { loadNotificationPage, markRead, saveNotificationSettings } from "./store";

/** The reader's notifications, newest first, as a cursor connection with the unread count: one statement. */
export async function notificationConnection(
  ctx: GraphQLContext,
  readerId: string,
  args: { first?: number | null; after?: string | null },
) {
  const { size, after } = notificationPage(args.first, args.after);
  const { unreadCount, notifications } = await loadNotificationPage(ctx.db, readerId, size + 1, after);
  const page = notifications.slice(0, size);
  return {
    unreadCount,
    edges: page.map((node) => ({ cursor: notificationCursor(node), node })),
    pageInfo: {
      hasNextPage: notifications.length > size,
      endCursor: page.length ? notificationCursor(page.at(-1)!) : null,
    },
  };
}

/** Marks some of the viewer's notifications read, or all; resolves to how many were unread. */
export function markNotificationsRead(
  ctx: GraphQLContext,
  ids: readonly string[] | null | undefined,
  all: boolean | null | undefined,
): Promise<number> {
  const viewer = requireViewer(ctx);
  const which = checkMarkRead(ids, all);
  if (!which.all && which.ids.length === 0) return Promise.resolve(0);
  return markRead(ctx.db, viewer.id, which.all ? { all: true } : { ids: which.ids });
}

/** Replaces the kinds the viewer gets by e-mail, by push, or both (API.md NotificationSettings). */
export async function updateNotificationSettings(
  ctx: GraphQLContext,
  settings: { email?: readonly NotificationKind[] | null; push?: readonly NotificationKind[] | null },
): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  const email = settings.email ?? undefined;
  const push = settings.push ?? undefined;
  if (!email && !push) throw badInput("Give the kinds to get by e-mail, by push, or both");
  // Told on the user's topic like a profile change, so that every instance's cached viewer forgets the old ones.
  const user = await ctx.db.transaction(async (tx) => {
    const saved = await saveNotificationSettings(tx, viewer.id, { email, push });
    await ctx.bus.publish(tx, { topic: topics.user(viewer.id) });
    return saved;
  });
  ctx.sessionCache.forgetUser(viewer.id);
  return user;
}

/** Every change of the viewer's notifications, over the WebSocket's shared feed. */
export function notificationChanges(ctx: GraphQLContext, current: boolean): AsyncIterableIterator<never> {
  const viewer = requireViewer(ctx);
  if (!ctx.follow) throw badInput("Subscriptions run over the WebSocket");
  return ctx.follow(notificationStream(ctx.db, viewer.id), { current });
}

/**
 * Keeps this browser's push subscription for the viewer, with their session (signing out ends it). Refused where
 * Web Push is not set up, and for an endpoint that is not an https URL on public addresses (checked on the
 * addresses its host resolves to, and again on each push).
 */
export async function subscribePush(ctx: GraphQLContext, given: PushSubscriptionKeys): Promise<boolean> {
  const viewer = requireViewer(ctx);
  if (!ctx.session) throw unauthenticated();
  if (!ctx.config.push) throw badInput("Push notifications are not set up on this server");
  const subscription = checkPushSubscription(given);
  try {
    await checkPublicHost(new URL(subscription.endpoint), ctx.pushEndpoints);
  } catch (error) {
    if (error instanceof FetchRefused) throw badInput("A push endpoint must be on a public address");
    throw error;
  }
  await saveSubscription(ctx.db, { userId: viewer.id, sessionId: ctx.session.id }, subscription);
  return true;
}

/** Ends the viewer's push subscription of this endpoint; false when they had none. */
export function unsubscribePush(ctx: GraphQLContext, endpoint: string): Promise<boolean> {
  const viewer = requireViewer(ctx);
  return deleteSubscription(ctx.db, viewer.id, endpoint);
}
