import type { ApolloCache } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { graphql } from "../graphql/generated";

/**
 * Each round's points, which only the race of a competition that counts points needs: its chart reads them once,
 * after the page, and every change the page hears of patches the round it touched (`followRoundScores`), so neither
 * the page's first load nor a push grows with the rounds.
 */
export const RaceScoresQuery = graphql(`
  query RaceScores($id: ID!) {
    competition(id: $id) {
      id
      roundScores
    }
  }
`);

type RoundScores = number[][];

/** What a change did to the rounds: the number of the round it deleted, the round it added or changed, and how many there are now. */
export interface RoundsChange {
  deletedNumber?: number;
  round?: { number: number; score: number[] };
  rounds: number;
}

/**
 * The round scores after `change`: the deleted round's entry goes, and the round the change touched takes its place
 * by number (inserted there when there are now more rounds than entries).
 */
export function patchedScores(scores: RoundScores, { deletedNumber, round, rounds }: RoundsChange): RoundScores {
  const next = [...scores];
  if (deletedNumber) next.splice(deletedNumber - 1, 1);
  if (round) next.splice(round.number - 1, next.length < rounds ? 0 : 1, round.score);
  return next;
}

/** Follows a change in the cached round scores of competition `id`, when the race has read them. */
export function followRoundScores(cache: ApolloCache, id: string, change: RoundsChange): void {
  cache.updateQuery({ query: RaceScoresQuery, variables: { id } }, (data) =>
    data?.competition
      ? { competition: { ...data.competition, roundScores: patchedScores(data.competition.roundScores, change) } }
      : undefined,
  );
}

/** Forgets competition `id`'s round scores after a change they could not follow: a race showing them reads them again. */
export function forgetRoundScores(cache: ApolloCache, id: string): void {
  cache.evict({ id: `Competition:${id}`, fieldName: "roundScores" });
}

/**
 * Competition `id`'s round scores for its race, read when `counted` (it counts points) and followed by every change
 * since; read again when they do not match its `rounds` (a change they could not follow, such as an undo). Undefined
 * until they are read.
 */
export function useRoundScores(id: string, rounds: number, counted: boolean): RoundScores | undefined {
  const { data, refetch } = useQuery(RaceScoresQuery, {
    variables: { id },
    skip: !counted,
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const scores = data?.competition?.roundScores;
  const behind = scores !== undefined && scores.length !== rounds;
  useEffect(() => {
    if (behind) void refetch();
  }, [behind, scores, refetch]);
  return behind ? undefined : scores;
}
