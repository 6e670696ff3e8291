import { badInput } from "./errors";
import { notificationPath, type NotificationKind } from "./notifications";

/** A push service's URL is short; a longer one is not a subscription. */
export const PUSH_ENDPOINT_MAX = 1000;

/** A browser's push subscription as `subscribePush` takes it (PushSubscription.toJSON()). */
export interface PushSubscriptionKeys {
  endpoint: string;
  /** The browser's P-256 public key, uncompressed, base64url (RFC 8291). */
  p256dh: string;
  /** The 16-byte authentication secret, base64url. */
  auth: string;
}

const base64urlOf = (value: string, bytes: number) =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(value) && Buffer.from(value, "base64url").length === bytes;

/**
 * Checks a subscription's form: an https URL with a host name and no credentials, and keys of the sizes RFC 8291
 * gives. Where the URL leads is checked apart, on its resolved addresses (features/push/endpoint.ts).
 */
export function checkPushSubscription(subscription: PushSubscriptionKeys): PushSubscriptionKeys {
  const { endpoint, p256dh, auth } = subscription;
  if (endpoint.length > PUSH_ENDPOINT_MAX || !URL.canParse(endpoint)) throw badInput("Not a push endpoint");
  const url = new URL(endpoint);
  if (url.protocol !== "https:") throw badInput("A push endpoint must be an https URL");
  if (url.username || url.password) throw badInput("Not a push endpoint");
  if (!base64urlOf(p256dh, 65) || Buffer.from(p256dh, "base64url")[0] !== 4) {
    throw badInput("p256dh must be an uncompressed P-256 public key, base64url");
  }
  if (!base64urlOf(auth, 16)) throw badInput("auth must be 16 bytes, base64url");
  return { endpoint: url.href, p256dh, auth };
}

/** What the service worker shows (web/src/push.ts reads it): the app's name, the sentence, where a click leads. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the web app: the competition, or the Friends page. */
  url: string;
  /** One notification is shown once: a later push with the same tag replaces it (a retried send, say). */
  tag: string;
}

export function pushMessage(notification: {
  id: string;
  kind: NotificationKind;
  text: string;
  competitionId: string | null;
}): PushMessage {
  return {
    title: "Rivals",
    body: notification.text,
    url: notificationPath(notification.kind, notification.competitionId),
    tag: notification.id,
  };
}
