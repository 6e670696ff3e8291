import { useSubscription } from "@apollo/client/react";
import { graphql } from "../graphql/generated";

const FriendsPageMeChangedSubscription = graphql(`
  subscription FriendsPageMeChanged {
    meChanged(current: true) {
      ...FriendsPage_me
    }
  }
`);

/**
 * Keeps the friend list live: each push (a request arrived or was answered, a friend renamed, a score changed)
 * is written to the cached Me, which re-renders whatever reads it. The first push of each subscription (on
 * opening, and again once the WebSocket reconnected) is Me as it is once changes are heard, so nothing committed
 * while the page opened or the socket was down is missed.
 */
export function useMeChanged({ skip }: { skip: boolean }) {
  useSubscription(FriendsPageMeChangedSubscription, { skip });
}
