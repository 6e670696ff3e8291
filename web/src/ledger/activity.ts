import type { ApolloClient } from "@apollo/client";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";
import type { ActivityItem_ActivityFragment, ActivityKind } from "../graphql/generated/graphql";
import { errorMessage } from "../errors";
import { cachedVersion, catchUp, CompetitionDetailsFragment } from "../competitions/competition";

export type Activity = ActivityItem_ActivityFragment;

export const ActivityItemFragment = graphql(`
  fragment ActivityItem_activity on Activity {
    id
    at
    kind
    summary
    version
    undoable
    redo
    actor {
      id
      username
    }
    undoneBy {
      id
    }
  }
`);

/** Whether undoing the entry re-applies a change: it is an UNDO entry that undid it (not one that redid it). */
export const redoes = (entry: Activity): boolean => entry.kind === "UNDO" && !entry.redo;

/**
 * The change an undo or a redo of the entry is about, in the words of its sentence: the server words an UNDO
 * entry "undid: <the change>" or "redid: <the change>".
 */
export const changeOf = (entry: Activity): string =>
  entry.kind === "UNDO" ? entry.summary.replace(/^(undid|redid): /, "") : entry.summary;

/** The entries of one page of the ledger, in its order. */
export const entriesOf = (page: { edges: { node: FragmentType<typeof ActivityItemFragment> }[] }): Activity[] =>
  getFragmentData(
    ActivityItemFragment,
    page.edges.map((edge) => edge.node),
  );

/** One page of a competition's ledger, newest first; `after` continues past an entry. */
export const CompetitionActivityQuery = graphql(`
  query CompetitionActivity($id: ID!, $after: String) {
    competition(id: $id) {
      id
      activity(first: 20, after: $after) {
        edges {
          cursor
          node {
            ...ActivityItem_activity
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

const UndoActivityMutation = graphql(`
  mutation UndoActivity($id: ID!) {
    undoActivity(id: $id) {
      ...CompetitionDetails_competition
    }
  }
`);

/** The newest page of the ledger, from the server. */
export async function newestActivity(client: ApolloClient, competitionId: string): Promise<Activity[]> {
  const { data } = await client.query({
    query: CompetitionActivityQuery,
    variables: { id: competitionId },
    fetchPolicy: "network-only",
  });
  return data ? entriesOf(data.competition.activity) : [];
}

/**
 * Undoes one ledger entry. An undo may bring back or remove any round, so the page reads itself again, as after a
 * missed change; the ledger's pages too. Resolves to the server's refusal, if any.
 */
export async function undoActivity(client: ApolloClient, competitionId: string, id: string) {
  try {
    const { data } = await client.mutate({
      mutation: UndoActivityMutation,
      variables: { id },
      fetchPolicy: "no-cache",
    });
    const competition = data?.undoActivity;
    const version = getFragmentData(CompetitionDetailsFragment, competition)?.version ?? 0;
    if (competition && version > (cachedVersion(client.cache, competitionId) ?? 0)) {
      await catchUp(client, { competition });
    }
    await client.refetchQueries({ include: [CompetitionActivityQuery] });
  } catch (error) {
    return errorMessage(error);
  }
}

/** Which of the viewer's entries an undo (or a redo) looks for: of those kinds, after that version. */
export interface UndoableMatch {
  kinds?: ActivityKind[];
  after?: number;
  /** Entries whose undoing redoes (undos), instead of those whose undoing undoes (changes and redos). */
  redo?: boolean;
}

/**
 * The server's newest undoable entry of the viewer that matches: among those `kinds` (any when none given), and
 * those whose undoing redoes when `redo` is set, else those whose undoing undoes.
 */
export async function latestUndoable(
  client: ApolloClient,
  competitionId: string,
  match: UndoableMatch = {},
): Promise<Activity | undefined> {
  const entries = await newestActivity(client, competitionId);
  return entries.find(
    (entry) =>
      entry.undoable &&
      (!match.kinds || match.kinds.includes(entry.kind)) &&
      entry.version > (match.after ?? 0) &&
      redoes(entry) === (match.redo ?? false),
  );
}
