/**
 * This browser's Web Push subscription (decision 045), made through the service worker's push manager with the
 * server's VAPID public key. The browser asks the user's permission only when they turn notifications on.
 */

/** Why this browser did not subscribe, in words for the user. */
export class PushProblem extends Error {
  override name = "PushProblem";
}

/** What this browser can do about push: nothing, or ask, or it was told no (only its settings can undo that). */
export type PushSupport = "unsupported" | "denied" | "available";

export function pushSupport(): PushSupport {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    return "unsupported";
  }
  return Notification.permission === "denied" ? "denied" : "available";
}

/** The service worker's registration, when the app has one (the built app; the dev server has none). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return pushSupport() === "unsupported" ? undefined : navigator.serviceWorker.getRegistration();
}

/** This browser's subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  return (await registration())?.pushManager.getSubscription() ?? null;
}

/** The keys the server needs of a subscription (subscribePush's arguments). */
export function subscriptionKeys(subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error("This browser gave an incomplete push subscription.");
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

/**
 * Asks the user's permission (the browser's own prompt), then subscribes this browser with the server's key.
 * Rejects with a message the user may read when they said no or the browser cannot.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    throw new PushProblem("Your browser did not allow notifications. You can allow them in its site settings.");
  }
  if (!(await registration()))
    throw new Error("Notifications need the app's service worker, which is not running here.");
  // Registered, and once active: a push subscription needs an active worker.
  const worker = await navigator.serviceWorker.ready;
  return worker.pushManager
    .subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) })
    .catch((error: unknown) => {
      // A private window, say: Chrome has no Push API there.
      throw new PushProblem(`Your browser could not turn notifications on here (${String(error)}).`);
    });
}

/** Ends this browser's subscription, if any (on turning notifications off, and on signing out). */
export async function unsubscribeThisBrowser(): Promise<void> {
  await (await currentPushSubscription())?.unsubscribe();
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
