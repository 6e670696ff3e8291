import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { graphql } from "../graphql/generated";
import {
  currentPushSubscription,
  pushSupport,
  subscribeThisBrowser,
  subscriptionKeys,
  unsubscribeThisBrowser,
  type PushSupport,
} from "./pushSubscription";

const PushPublicKeyQuery = graphql(`
  query PushPublicKey {
    appConfig {
      pushPublicKey
    }
  }
`);

const SubscribePushMutation = graphql(`
  mutation SubscribePush($endpoint: String!, $p256dh: String!, $auth: String!) {
    subscribePush(endpoint: $endpoint, p256dh: $p256dh, auth: $auth)
  }
`);

const UnsubscribePushMutation = graphql(`
  mutation UnsubscribePush($endpoint: String!) {
    unsubscribePush(endpoint: $endpoint)
  }
`);

export type PushState =
  /** The server has no Web Push, or this browser cannot: nothing to offer. */
  | { status: "off" }
  | { status: "denied" }
  /** Still finding out whether this browser is subscribed. */
  | { status: "checking" }
  | { status: "available"; subscribed: boolean; turnOn: () => Promise<void>; turnOff: () => Promise<void> };

/** Whether this browser gets the user's notifications by push, and turning it on and off. */
export function usePushSubscription(): PushState {
  const { data } = useQuery(PushPublicKeyQuery);
  const publicKey = data?.appConfig.pushPublicKey ?? null;
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [subscribed, setSubscribed] = useState<boolean>();
  const [subscribe] = useMutation(SubscribePushMutation);
  const [unsubscribe] = useMutation(UnsubscribePushMutation);

  useEffect(() => {
    if (!publicKey || support !== "available") return;
    let current = true;
    void currentPushSubscription().then((subscription) => {
      if (current) setSubscribed(subscription !== null);
    });
    return () => {
      current = false;
    };
  }, [publicKey, support]);

  if (!publicKey || support === "unsupported") return { status: "off" };
  if (support === "denied") return { status: "denied" };
  if (subscribed === undefined) return { status: "checking" };
  return {
    status: "available",
    subscribed,
    async turnOn() {
      try {
        const subscription = await subscribeThisBrowser(publicKey);
        // A subscription the server refused would only look like one: it goes.
        await subscribe({ variables: subscriptionKeys(subscription) }).catch(async (error: unknown) => {
          await subscription.unsubscribe();
          throw error;
        });
        setSubscribed(true);
      } finally {
        setSupport(pushSupport());
      }
    },
    async turnOff() {
      const subscription = await currentPushSubscription();
      if (subscription) await unsubscribe({ variables: { endpoint: subscription.endpoint } });
      await unsubscribeThisBrowser();
      setSubscribed(false);
    },
  };
}
