import { useApolloClient } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { onReconnected } from "../connection";
import { graphql } from "../graphql/generated";
import { RivalryQuery } from "./rivalry";

const RivalryMeChangedSubscription = graphql(`
  subscription RivalryMeChanged {
    meChanged(current: true) {
      id
      ...MyStanding
    }
  }
`);

/** Which competition changed: enough to tell whether it is one between the two. */
const RivalryCompetitionsChangedSubscription = graphql(`
  subscription RivalryCompetitionsChanged {
    myCompetitionsChanged {
      version
      deletedId
      competition {
        id
        players {
          id
        }
      }
    }
  }
`);

/**
 * Keeps the rivalry page live. A change to a competition between the two (created, scored, completed, reopened,
 * deleted) comes through `myCompetitionsChanged`; a change of the viewer's rating or record (a competition against
 * anyone completed or reopened) through `meChanged`. Either reads the page again, one read at a time (changes heard
 * during a read make one more read after it). `meChanged`'s first push comes once the viewer's changes are heard,
 * and the page reads itself then too, so nothing committed before the subscriptions were live is missed; after the
 * WebSocket reconnects, it reads itself again. The subscriptions are made on the client, not with
 * `useSubscription`, whose chunk this page can do without.
 */
export function useRivalryLive(opponentId: string | undefined) {
  const client = useApolloClient();
  const opponent = useRef(opponentId);
  useEffect(() => {
    opponent.current = opponentId;
  }, [opponentId]);

  useEffect(() => {
    let reading = false;
    let again = false;
    const refresh = () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      void client
        .refetchQueries({ include: [RivalryQuery] })
        .catch(() => {})
        .finally(() => {
          reading = false;
          if (!again) return;
          again = false;
          refresh();
        });
    };
    // Dropped connections are retried by the WebSocket client; a fatal error leaves the page as it was read.
    const ignore = () => {};
    const subscriptions = [
      client.subscribe({ query: RivalryMeChangedSubscription }).subscribe({ next: refresh, error: ignore }),
      client.subscribe({ query: RivalryCompetitionsChangedSubscription, fetchPolicy: "no-cache" }).subscribe({
        next: ({ data }) => {
          const competition = data?.myCompetitionsChanged.competition;
          if (!competition || competition.players.some((player) => player.id === opponent.current)) refresh();
        },
        error: ignore,
      }),
    ];
    const stopListening = onReconnected(refresh);
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      stopListening();
    };
  }, [client]);
}
