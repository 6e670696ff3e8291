import { useQuery, useSubscription } from "@apollo/client/react";
import { Navigate } from "react-router";
import { Loading } from "../components/Loading";
import { FriendsScreen } from "../friends/FriendsScreen";
import { InviteSection } from "../invites/InviteSection";
import { graphql } from "../graphql/generated";
import { LOGIN_REQUIRED_MESSAGE } from "../session";

const FriendsPageQuery = graphql(`
  query FriendsPage {
    me {
      ...FriendsPage_me
    }
  }
`);

/** The invites' own read, apart from the lists' (the benchmark measures that one against its floor). */
const FriendsInvitesQuery = graphql(`
  query FriendsInvites {
    me {
      ...OpenInvites_me
    }
  }
`);

const FriendsPageMeChangedSubscription = graphql(`
  subscription FriendsPageMeChanged {
    meChanged(current: true) {
      ...FriendsPage_me
      ...OpenInvites_me
    }
  }
`);

/**
 * SPEC.md "Friends", and the invite links. Both come from the network on every visit (they may have changed while
 * the page was closed) and then stay live through `meChanged`, subscribed once both reads have answered: each push
 * (a request arrived or was answered, a friend renamed, a score changed, an invite accepted) is written to the
 * cached Me, which re-renders whatever reads it. The first push of each subscription (on opening, and again once
 * the WebSocket reconnected) is Me as it is once changes are heard, so nothing committed while the page opened or
 * the socket was down is missed, and no older answer lands after it.
 */
export function Friends() {
  const { data, error, loading } = useQuery(FriendsPageQuery, { fetchPolicy: "cache-and-network" });
  const invites = useQuery(FriendsInvitesQuery, { fetchPolicy: "cache-and-network" });
  useSubscription(FriendsPageMeChangedSubscription, { skip: loading || invites.loading });
  if (error && !data) throw error;
  if (!data) return <Loading />;
  // The loader checked the session; this is one that ended while the page was open.
  if (!data.me)
    return (
      <Navigate
        to={`/login?${new URLSearchParams({ message: LOGIN_REQUIRED_MESSAGE, redirectTo: "/friends" })}`}
        replace
      />
    );
  return (
    <div className="space-y-6">
      <FriendsScreen me={data.me} />
      <InviteSection me={invites.data?.me ?? undefined} />
    </div>
  );
}
