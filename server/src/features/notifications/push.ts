import type { PushConfig } from "../../config";
import type { Db } from "../../db/client";
import { pushMessage } from "../../domain/push";
import { checkPublicHost, fetchPublic, FetchRefused, type AddressPolicy } from "../../http/publicFetch";
import type { JobHandler } from "../../jobRunner";
import type { Logger } from "../../logger";
import { endSubscription, loadPushState, type PushState } from "./pushStore";
import { viewOf } from "./store";

/** What web push adds to every resolver's context (shared/context.ts, decision 052). */
declare module "../../shared/context" {
  interface Services {
    /** Addresses push endpoints may have although not public: only tests give any (AppOptions.pushEndpoints). */
    pushEndpoints: AddressPolicy;
  }
}

/** Each call to a push service: the whole exchange, and the largest answer read. */
const PUSH_LIMITS = { timeoutMs: 10_000, maxBytes: 64 * 1024 };
/** How long a push service keeps a push for a browser that is offline: a day, then it is stale. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface PushDependencies {
  db: Db;
  /** The VAPID keys, or null: Web Push is off, and a job left from when it was on sends nothing. */
  push: PushConfig | null;
  /** Only tests pass addresses: see AddressPolicy. */
  endpoints: AddressPolicy;
  logger: Logger;
}

/**
 * The job that sends one notification (made with it: writeStore.ts) to one browser's push subscription, encrypted
 * for it (RFC 8291) and signed with the server's VAPID key (RFC 8292), through fetchPublic: only to a public
 * address, with a time and size limit. It sends nothing when the notification, the subscription or the kind's
 * push setting is gone, or the notification was read meanwhile. A push service that says the subscription is gone
 * (404, 410), or an endpoint that is not public, ends the subscription; one that fails (429, 5xx, the network) fails
 * the job, which is retried with backoff. The job is deleted once sent, so it is sent once; should its instance
 * die between the two, the push goes again, with the same Topic (a push service keeps one of them) and the same tag
 * (the browser shows one).
 */
export function notificationPushJob(deps: PushDependencies): JobHandler {
  return async (payload) => {
    if (!deps.push) return { done: true };
    const state = await loadPushState(deps.db, String(payload.notificationId), String(payload.subscriptionId));
    if (!state || state.notification.read || !state.pushKinds.includes(state.notification.kind)) return { done: true };
    let status: number;
    try {
      status = await send(deps.push, state, deps.endpoints);
    } catch (error) {
      if (!(error instanceof FetchRefused)) throw error;
      deps.logger.warn({ err: error }, "a push endpoint may not be called; its subscription ends");
      await endSubscription(deps.db, state.subscription.id);
      return { done: true };
    }
    if (status === 404 || status === 410) {
      await endSubscription(deps.db, state.subscription.id);
    } else if (status === 429 || status >= 500) {
      throw new Error(`The push service answered ${status}`);
    } else if (status >= 300) {
      deps.logger.warn({ status }, "a push service refused a push; it is not sent again");
    }
    return { done: true };
  };
}

/** Sends the push; resolves to the push service's status. */
async function send(keys: PushConfig, state: PushState, endpoints: AddressPolicy): Promise<number> {
  const { notification, subscription } = state;
  const view = viewOf(notification, state.readerId);
  const message = pushMessage({ ...view, competitionId: view.competition?.id ?? null });
  // web-push (and the big-number maths under it) loads with the first push, not with every start.
  const { default: webPush } = await import("web-push");
  const request = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    {
      vapidDetails: keys,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: "aes128gcm",
      topic: notification.id.replaceAll("-", ""),
      urgency: "normal",
    },
  );
  const url = new URL(request.endpoint);
  await checkPublicHost(url, endpoints);
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
  const answer = await fetchPublic(url.href, PUSH_LIMITS, { method: "POST", headers, body: request.body }, endpoints);
  return answer.status;
}
