/** What other features may use of notifications (decision 052): the notifications a change makes, in its statement. */
export { forgetNotifications, markRead } from "./store";
export {
  finishDetail,
  friendshipNotified,
  notificationRows,
  notificationsMade,
  notifyInviteAccepted,
} from "./writeStore";
