import { useQuery } from "@apollo/client/react";
import { Navigate } from "react-router";
import { Loading } from "../components/Loading";
import { FriendsScreen } from "../friends/FriendsScreen";
import { useMeChanged } from "../friends/useMeChanged";
import { graphql } from "../graphql/generated";
import { LOGIN_REQUIRED_MESSAGE } from "../session";

const FriendsPageQuery = graphql(`
  query FriendsPage {
    me {
      ...FriendsPage_me
    }
  }
`);

/**
 * SPEC.md "Friends". The list comes from the network on every visit (it may have changed while the page was
 * closed) and then stays live through `meChanged`, subscribed once that read has answered: its first push is the
 * list as it is then, so nothing committed after the read is missed, and no older answer lands after it.
 */
export function Friends() {
  const { data, error, loading } = useQuery(FriendsPageQuery, { fetchPolicy: "cache-and-network" });
  useMeChanged({ skip: loading });
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
  return <FriendsScreen me={data.me} />;
}
