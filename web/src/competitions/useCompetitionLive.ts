import { useApolloClient, useSubscription } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { getFragmentData, graphql } from "../graphql/generated";
import { onReconnected } from "../connection";
import { toRouteError } from "../routeErrors";
import { SessionQuery } from "../sessionQuery";
import {
  CompetitionDetailsFragment,
  CompetitionQuery,
  heardOf,
  isBehind,
  readCompetition,
  receiveChange,
  receiveCurrent,
  type RoundRef,
} from "./competition";
import { notices } from "./notices";
import { useRoundParam } from "./roundParam";
import { sameFormat } from "./format";
import { hasCode } from "../errors";

const CompetitionChangedSubscription = graphql(`
  subscription CompetitionChanged($id: ID!) {
    competitionChanged(id: $id, current: true) {
      version
      deletedId
      deletedRoundId
      by {
        id
        username
      }
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
 * losing the right to see it (it turned private) shows the error screen. What the other player did that changes
 * the screen under the user (deleting the shown round, which moves to the one before; deleting the competition;
 * changing its status) comes with a notice saying so. The first push of each subscription (on opening, and again
 * once the WebSocket reconnected) is the competition as it is once changes are heard: newer than the page, the
 * page catches up, so nothing committed while it opened or while the socket was down is missed. A page `shown`
 * older than a change already pushed (a read answered after the push, with what it read before) reads itself again.
 */
export function useCompetitionLive(
  id: string,
  shown: { version: number } | undefined,
  /** The shown round, for moving off it when the other player deletes it. */
  round: RoundRef | null | undefined,
) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { go } = useRoundParam();
  /** The competition this page showed is gone (or no longer visible): the route's error page says so. */
  const [lost, setLost] = useState<{ id: string; error: unknown }>();
  const [notice, setNotice] = useState<{ id: string; text: string }>();
  const shownRound = useRef(round);
  useEffect(() => {
    shownRound.current = round;
  }, [round]);
  const onError = useCallback(
    (error: unknown) => {
      if (hasCode(error, "NOT_FOUND")) setLost({ id, error });
    },
    [id],
  );
  const awaitingCurrent = useRef(true);
  /** The page shows the competition as it is: the first push since opening, or since reconnecting, has come. */
  const [upToDate, setUpToDate] = useState<string>();

  useSubscription(CompetitionChangedSubscription, {
    variables: { id },
    fetchPolicy: "no-cache",
    onData: ({ data }) => {
      const event = data.data?.competitionChanged;
      if (!event) return;
      const current = awaitingCurrent.current;
      awaitingCurrent.current = false;
      setUpToDate(id);
      const me = client.readQuery({ query: SessionQuery })?.me;
      const other = event.by && event.by.id !== me?.id ? event.by.username : undefined;
      const before = readCompetition(client.cache, id);
      if (event.competition && current) receiveCurrent(client, event.competition).catch(onError);
      else if (event.competition) {
        const competition = getFragmentData(CompetitionDetailsFragment, event.competition);
        heardOf(competition);
        receiveChange(client, { ...event, competition: event.competition });
        // A new format rescored every round: the rounds shown are read again.
        if (before && !sameFormat(before.format, competition.format)) {
          client.refetchQueries({ include: [CompetitionQuery] }).catch(onError);
        }
        const { status, viewerIsParticipant } = competition;
        if (other && viewerIsParticipant && before && before.status !== status) {
          setNotice({ id, text: notices.statusChanged(other, status) });
        }
        const onRound = shownRound.current;
        if (onRound && event.deletedRoundId === onRound.id) {
          const nearest = Math.max(1, onRound.number - 1);
          go(nearest);
          if (other) setNotice({ id, text: notices.roundDeleted(other, onRound.number, nearest) });
        }
      } else if (event.deletedId) {
        const notice = other && notices.competitionDeleted(other, before?.name);
        void navigate(me ? "/competitions" : "/", { replace: true, state: notice ? { notice } : undefined });
      }
    },
    // Other failures are dropped connections, which the WebSocket client retries.
    onError,
  });

  useEffect(() => {
    awaitingCurrent.current = true;
    return onReconnected(() => {
      awaitingCurrent.current = true;
      setUpToDate(undefined);
    });
  }, [id]);

  // Checked each time the shown version moves: a read that answered with an older state than a push brought.
  const shownVersion = shown?.version;
  useEffect(() => {
    if (shownVersion !== undefined && isBehind(client.cache, id)) {
      client.refetchQueries({ include: [CompetitionQuery] }).catch(onError);
    }
  }, [client, id, shownVersion, onError]);

  if (lost?.id === id) throw toRouteError(lost.error);
  return {
    /** What the other player just did, for the page to say. */
    notice: notice?.id === id ? notice.text : undefined,
    dismissNotice: () => setNotice(undefined),
    /**
     * Whether the page is known to show the competition as it is now: false until the subscription's first push
     * (the current state), and again from reconnecting until the next one. While the connection is down, the
     * page cannot know: see `useReconnecting`.
     */
    upToDate: upToDate === id,
  };
}
