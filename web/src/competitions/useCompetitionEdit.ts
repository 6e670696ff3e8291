import type { ApolloCache } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import type { SendOneEdit } from "./competition";
import { submitEdit, type EditKind } from "./outbox";

/** A kind of edit (see `editSender`): sent with its variables, its clientMutationId and its optimistic answer. */
interface Edit<TVariables, TData> {
  kind: EditKind;
  send: SendOneEdit<TVariables, TData>;
}

/**
 * One kind of edit of a competition as the player makes it: it shows at once (the optimistic answer `optimistic`
 * builds from the cache as the screen shows it; undefined when there is nothing to show it on), and goes to the
 * server now, or waits in the outbox while the connection is down. Resolves to the server's refusal, in words.
 */
export function useCompetitionEdit<TVariables extends Record<string, unknown>, TData>(
  competitionId: string,
  { kind, send }: Edit<TVariables, TData>,
) {
  const client = useApolloClient();
  return (variables: TVariables, optimistic: (cache: ApolloCache) => TData | undefined) =>
    submitEdit({ kind, competitionId, variables }, (clientMutationId) =>
      send(client, variables, clientMutationId, () => optimistic(client.cache)),
    );
}
