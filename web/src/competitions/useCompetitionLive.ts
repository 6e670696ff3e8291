import { useApolloClient, useSubscription } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { graphql } from "../graphql/generated";
import { onReconnected } from "../connection";
import { toRouteError } from "../routeErrors";
import { SessionQuery } from "../session";
import { CompetitionQuery, heardOf, isBehind, receiveChange, receiveCurrent } from "./competition";
import { hasCode } from "../errors";

const CompetitionChangedSubscription = graphql(`
  subscription CompetitionChanged($id: ID!) {
    competitionChanged(id: $id, current: true) {
      version
      deletedId
      deletedRoundId
      round {
        ...RoundView_round
      }
      competition {
        ...CompetitionDetails_competition
      }
    }
  }
`);

/**
 * Keeps an open competition live: every committed change is applied to the cache (so each panel re-renders; a
 * missed one, seen as a gap in `version`, makes the page read itself again), a deletion leaves for the list, and
 * losing the right to see it (it turned private) shows the error screen. The first push of each subscription (on
 * opening, and again once the WebSocket reconnected) is the competition as it is once changes are heard: newer
 * than the page, the page catches up, so nothing committed while it opened or while the socket was down is
 * missed. A page `shown` older than a change already pushed (a read answered after the push, with what it read
 * before) reads itself again.
 */
export function useCompetitionLive(id: string, shown: { id: string; version: number } | undefined): void {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [lost, setLost] = useState<unknown>();
  const onError = (error: unknown) => {
    if (hasCode(error, "NOT_FOUND")) setLost(error);
  };
  const awaitingCurrent = useRef(true);

  useSubscription(CompetitionChangedSubscription, {
    variables: { id },
    fetchPolicy: "no-cache",
    onData: ({ data }) => {
      const event = data.data?.competitionChanged;
      const current = awaitingCurrent.current;
      awaitingCurrent.current = false;
      if (event?.competition) {
        if (current) receiveCurrent(client, event.competition).catch(onError);
        else {
          heardOf(event.competition);
          receiveChange(client, { ...event, competition: event.competition });
        }
      } else if (event?.deletedId) {
        const signedIn = !!client.readQuery({ query: SessionQuery })?.me;
        navigate(signedIn ? "/competitions" : "/", { replace: true });
      }
    },
    // Other failures are dropped connections, which the WebSocket client retries.
    onError,
  });

  useEffect(() => {
    setLost(undefined);
    awaitingCurrent.current = true;
    return onReconnected(() => (awaitingCurrent.current = true));
  }, [id]);

  const behind = !!shown && isBehind(shown);
  useEffect(() => {
    if (behind) client.refetchQueries({ include: [CompetitionQuery] }).catch(onError);
  }, [client, behind, shown?.version]);

  if (lost) throw toRouteError(lost);
}
