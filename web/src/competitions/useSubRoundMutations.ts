import { useApolloClient, useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import { optimisticCompetition, optimisticId, writeCompetition } from "./competition";
import { refusalOf } from "./errors";

const AddSubRoundMutation = graphql(`
  mutation AddSubRound($roundId: ID!, $name: String!, $points: Int!, $playerId: ID) {
    addSubRound(roundId: $roundId, name: $name, points: $points, playerId: $playerId) {
      ...CompetitionDetails_competition
    }
  }
`);

const DeleteSubRoundMutation = graphql(`
  mutation DeleteSubRound($subRoundId: ID!) {
    deleteSubRound(subRoundId: $subRoundId) {
      ...CompetitionDetails_competition
    }
  }
`);

export interface NewSubRound {
  roundId: string;
  name: string;
  points: number;
  /** One of the two players, or null for a draw. */
  playerId: string | null;
}

/** Adds a sub-round; it shows at once, and the round's score follows when the server answers. */
export function useAddSubRound(competitionId: string) {
  const { cache } = useApolloClient();
  const [mutate] = useMutation(AddSubRoundMutation, {
    fetchPolicy: "no-cache",
    update: (cache, { data }) => data && writeCompetition(cache, data.addSubRound),
  });
  return (subRound: NewSubRound) =>
    refusalOf(
      mutate({
        variables: subRound,
        optimisticResponse: (_, { IGNORE }) => {
          if (!subRound.name.trim()) return IGNORE;
          const addSubRound = optimisticCompetition(cache, competitionId, (c) => ({
            rounds: c.rounds.map((round) => {
              if (round.id !== subRound.roundId) return round;
              const player = c.players.find((p) => p.id === subRound.playerId) ?? null;
              const added = {
                __typename: "SubRound" as const,
                id: optimisticId(),
                name: subRound.name.trim(),
                points: subRound.points,
                player: player && { __typename: "User" as const, id: player.id, username: player.username },
              };
              return { ...round, subRounds: [...round.subRounds, added] };
            }),
          }));
          return addSubRound ? { addSubRound } : IGNORE;
        },
      }),
    );
}

/** Deletes a sub-round; it disappears at once. */
export function useDeleteSubRound(competitionId: string) {
  const { cache } = useApolloClient();
  const [mutate] = useMutation(DeleteSubRoundMutation, {
    fetchPolicy: "no-cache",
    update: (cache, { data }) => data && writeCompetition(cache, data.deleteSubRound),
  });
  return (subRoundId: string) =>
    refusalOf(
      mutate({
        variables: { subRoundId },
        optimisticResponse: (_, { IGNORE }) => {
          const deleteSubRound = optimisticCompetition(cache, competitionId, (c) => ({
            rounds: c.rounds.map((round) => ({
              ...round,
              subRounds: round.subRounds.filter((subRound) => subRound.id !== subRoundId),
            })),
          }));
          return deleteSubRound ? { deleteSubRound } : IGNORE;
        },
      }),
    );
}
