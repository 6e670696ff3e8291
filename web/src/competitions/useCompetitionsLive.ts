import { useSubscription } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { onReconnected } from "../apollo";
import { graphql } from "../graphql/generated";
import { writeCompetition } from "./competition";

const MyCompetitionsChangedSubscription = graphql(`
  subscription MyCompetitionsChanged {
    myCompetitionsChanged {
      deletedId
      competition {
        ...CompetitionDetails_competition
      }
    }
  }
`);

/**
 * Keeps the signed-in user's lists live: a changed competition is written to the cache (its card updates), and
 * `onChange` runs so that the list, whose order and filters the server decides, is fetched again (a
 * competition the opponent created appears, a deleted one disappears). After the WebSocket reconnects, changes
 * made meanwhile were not pushed, so `onChange` runs then too.
 */
export function useCompetitionsLive(onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => onReconnected(() => latest.current()), []);
  useSubscription(MyCompetitionsChangedSubscription, {
    fetchPolicy: "no-cache",
    onData: ({ client, data }) => {
      const competition = data.data?.myCompetitionsChanged.competition;
      if (competition) writeCompetition(client.cache, competition);
      onChange();
    },
    // Dropped connections are retried by the WebSocket client; nothing to show meanwhile.
    onError: () => {},
  });
}
