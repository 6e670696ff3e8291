import { useSubscription } from "@apollo/client/react";
import { graphql } from "../graphql/generated";

const CompetitionViewersSubscription = graphql(`
  subscription CompetitionViewers($id: ID!) {
    competitionViewers(id: $id) {
      id
      username
      profilePic
    }
  }
`);

/**
 * Who has the competition open now, as the server last pushed it; only signed-in viewers are listed. Being
 * subscribed is what counts the signed-in user as a viewer.
 */
export function useViewers(competitionId: string) {
  const { data } = useSubscription(CompetitionViewersSubscription, {
    variables: { id: competitionId },
    fetchPolicy: "no-cache",
    // Dropped connections are retried by the WebSocket client; losing access shows through useCompetitionLive.
    onError: () => {},
  });
  return data?.competitionViewers ?? [];
}
