import { useQuery } from "@apollo/client/react";
import { getFragmentData, graphql } from "../graphql/generated";
import { friendshipsOf, FriendsPageFragment } from "../friends/friendship";

/** The Friends page's own selection, so that both leave the cached list whole. */
const CompetitionFriendsQuery = graphql(`
  query CompetitionFriends {
    me {
      ...FriendsPage_me
    }
  }
`);

/**
 * The signed-in user's accepted friends, and those of them one can play against: not the seeded test friend
 * (nobody signs in as them) and not deleted accounts.
 */
export function useFriends() {
  const { data, loading } = useQuery(CompetitionFriendsQuery, { fetchPolicy: "cache-and-network" });
  const me = getFragmentData(FriendsPageFragment, data?.me);
  const accepted = (me ? friendshipsOf(me) : []).filter((friend) => friend.status === "ACCEPTED");
  const opponents = accepted.filter((friend) => !friend.isTestFriend && !friend.user.deleted);
  return { loaded: !!data || !loading, accepted, opponents };
}
