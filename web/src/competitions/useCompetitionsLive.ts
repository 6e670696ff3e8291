import { useSubscription } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { onReconnected } from "../connection";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";
import type { ApolloCache } from "@apollo/client";
import { CompetitionCardFragment } from "./CompetitionCard";
import { cachedVersion } from "./competition";

const MyCompetitionsChangedSubscription = graphql(`
  subscription MyCompetitionsChanged {
    myCompetitionsChanged {
      version
      deletedId
      competition {
        ...CompetitionCard_competition
      }
    }
  }
`);

/**
 * Writes a competition's card fields, unless the cache already holds a newer version. The version itself is left
 * alone: it stays the version of the details the cache holds, whose round a card does not carry.
 */
function writeCard(cache: ApolloCache, pushed: FragmentType<typeof CompetitionCardFragment>, version: number): void {
  const card = getFragmentData(CompetitionCardFragment, pushed);
  if ((cachedVersion(cache, card.id) ?? 0) > version) return;
  cache.writeFragment({
    id: `Competition:${card.id}`,
    fragment: CompetitionCardFragment,
    fragmentName: "CompetitionCard_competition",
    data: card,
  });
}

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
      const event = data.data?.myCompetitionsChanged;
      if (event?.competition) writeCard(client.cache, event.competition, event.version);
      onChange();
    },
    // Dropped connections are retried by the WebSocket client; nothing to show meanwhile.
    onError: () => {},
  });
}
