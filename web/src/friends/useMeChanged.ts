import { useApolloClient, useSubscription } from "@apollo/client/react";
import { useEffect } from "react";
import { onReconnected } from "../connection";
import { graphql } from "../graphql/generated";

const FriendsPageMeChangedSubscription = graphql(`
  subscription FriendsPageMeChanged {
    meChanged {
      ...FriendsPage_me
    }
  }
`);

/**
 * Keeps the friend list live: each push (a request arrived or was answered, a friend renamed, a score changed)
 * is written to the cached Me, which re-renders whatever reads it. Pushes sent while the socket was down are
 * lost, so after a reconnection the page's query runs once more.
 */
export function useMeChanged() {
  const client = useApolloClient();
  useSubscription(FriendsPageMeChangedSubscription);
  useEffect(() => onReconnected(() => void client.refetchQueries({ include: ["FriendsPage"] })), [client]);
}
