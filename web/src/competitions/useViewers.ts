import { useSubscription } from "@apollo/client/react";
import { graphql } from "../graphql/generated";

const CompetitionPresenceSubscription = graphql(`
  subscription CompetitionPresence($id: ID!) {
    competitionPresence(id: $id) {
      count
      viewers {
        id
        username
        profilePic
      }
    }
  }
`);

/**
 * Who has the competition open now, as the server last pushed it: how many signed-in users, and those of them
 * this user may know by name (none when signed out). Being subscribed is what counts the signed-in user.
 */
export function useViewers(competitionId: string) {
  const { data } = useSubscription(CompetitionPresenceSubscription, {
    variables: { id: competitionId },
    fetchPolicy: "no-cache",
    // Dropped connections are retried by the WebSocket client; losing access shows through useCompetitionLive.
    onError: () => {},
  });
  return data?.competitionPresence ?? { count: 0, viewers: [] };
}
