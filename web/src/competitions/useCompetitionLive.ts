import { useApolloClient, useSubscription } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { graphql } from "../graphql/generated";
import { onReconnected } from "../apollo";
import { toRouteError } from "../routeErrors";
import { SessionQuery } from "../session";
import { refreshCompetition, writeCompetition } from "./competition";
import { hasCode } from "./errors";

const CompetitionChangedSubscription = graphql(`
  subscription CompetitionChanged($id: ID!) {
    competitionChanged(id: $id) {
      deletedId
      competition {
        ...CompetitionDetails_competition
      }
    }
  }
`);

/**
 * Keeps an open competition live: every committed change is written to the cache (so each panel re-renders),
 * a deletion leaves for the list, and losing the right to see it (it turned private) shows the error screen.
 * On opening, and again after the WebSocket reconnects (changes made meanwhile were not pushed), the current
 * state is fetched, since the cache may hold what an earlier visit saw.
 */
export function useCompetitionLive(id: string): void {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [lost, setLost] = useState<unknown>();
  const onError = (error: unknown) => {
    if (hasCode(error, "NOT_FOUND")) setLost(error);
  };

  useSubscription(CompetitionChangedSubscription, {
    variables: { id },
    fetchPolicy: "no-cache",
    onData: ({ data }) => {
      const event = data.data?.competitionChanged;
      if (event?.competition) writeCompetition(client.cache, event.competition);
      else if (event?.deletedId) {
        const signedIn = !!client.readQuery({ query: SessionQuery })?.me;
        navigate(signedIn ? "/competitions" : "/", { replace: true });
      }
    },
    // Other failures are dropped connections, which the WebSocket client retries.
    onError,
  });

  useEffect(() => {
    setLost(undefined);
    refreshCompetition(client, id).catch(onError);
    return onReconnected(() => refreshCompetition(client, id).catch(onError));
  }, [client, id]);

  if (lost) throw toRouteError(lost);
}
