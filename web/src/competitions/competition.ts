import type { ApolloCache, ApolloClient } from "@apollo/client";
import { graphql } from "../graphql/generated";
import type { CompetitionDetails_CompetitionFragment } from "../graphql/generated/graphql";

export type Competition = CompetitionDetails_CompetitionFragment;

/**
 * Everything the details page shows, built from its panels' fragments. Mutations and subscriptions return this
 * same selection, so every write leaves the cached competition whole and at one version.
 */
export const CompetitionDetailsFragment = graphql(`
  fragment CompetitionDetails_competition on Competition {
    id
    name
    version
    ...InfoPanel_competition
    ...RulesPanel_competition
    ...RoundsPanel_competition
  }
`);

const CompetitionVersionFragment = graphql(`
  fragment CompetitionVersion on Competition {
    version
  }
`);

export const CompetitionQuery = graphql(`
  query Competition($id: ID!) {
    competition(id: $id) {
      ...CompetitionDetails_competition
    }
  }
`);

const cacheId = (id: string) => `Competition:${id}`;

/** The competition as the screen shows it (optimistic changes included), or null when it is not cached whole. */
export function readCompetition(cache: ApolloCache, id: string): Competition | null {
  return cache.readFragment(
    { id: cacheId(id), fragment: CompetitionDetailsFragment, fragmentName: "CompetitionDetails_competition" },
    true,
  );
}

/**
 * Writes a competition from a mutation, a subscription or a refetch, unless the cache already holds a newer
 * version: responses and pushes travel on different connections, so an older state can arrive last, and it
 * must not replace the newer one.
 */
export function writeCompetition(cache: ApolloCache, competition: Competition): void {
  const cached = cache.readFragment({ id: cacheId(competition.id), fragment: CompetitionVersionFragment });
  if (cached && cached.version > competition.version) return;
  cache.writeFragment({
    id: cacheId(competition.id),
    fragment: CompetitionDetailsFragment,
    fragmentName: "CompetitionDetails_competition",
    data: competition,
  });
}

/** Fetches the current state past the cache and writes it (guarded); resolves to it. */
export async function refreshCompetition(client: ApolloClient, id: string): Promise<Competition | undefined> {
  const { data } = await client.query({ query: CompetitionQuery, variables: { id }, fetchPolicy: "no-cache" });
  if (data) writeCompetition(client.cache, data.competition);
  return data?.competition;
}

let optimisticCount = 0;

/** Ids of things the server has not confirmed yet: they cannot be edited until it has. */
export const optimisticId = () => `optimistic-${++optimisticCount}`;
export const isOptimistic = (id: string) => id.startsWith("optimistic-");

/**
 * A mutation's optimistic result: the competition on screen with `change` applied, at the version it will
 * most likely have. Scores are left to the server, which answers within moments.
 */
export function optimisticCompetition(
  cache: ApolloCache,
  id: string,
  change: (competition: Competition) => Partial<Competition>,
): Competition | undefined {
  const competition = readCompetition(cache, id);
  if (!competition) return undefined;
  return { ...competition, ...change(competition), version: competition.version + 1 };
}
