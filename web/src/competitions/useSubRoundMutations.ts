import { useApolloClient, useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import { optimisticCompetition, optimisticId, receiveChange, type Round } from "./competition";
import { refusalOf } from "./errors";
import type { SubRoundInput } from "./SubRoundForm";

const AddSubRoundMutation = graphql(`
  mutation AddSubRound($roundId: ID!, $number: Int!, $name: String!, $points: Int!, $playerId: ID) {
    addSubRound(roundId: $roundId, name: $name, points: $points, playerId: $playerId) {
      ...CompetitionDetails_competition
      round(number: $number) {
        ...RoundView_round
      }
    }
  }
`);

const DeleteSubRoundMutation = graphql(`
  mutation DeleteSubRound($subRoundId: ID!, $number: Int!) {
    deleteSubRound(subRoundId: $subRoundId) {
      ...CompetitionDetails_competition
      round(number: $number) {
        ...RoundView_round
      }
    }
  }
`);

/** Adds a sub-round to the shown round; it shows at once, and the round's score follows when the server answers. */
export function useAddSubRound(competitionId: string) {
  const client = useApolloClient();
  const [mutate] = useMutation(AddSubRoundMutation, {
    fetchPolicy: "no-cache",
    update: (_, { data }) =>
      data && receiveChange(client, { competition: data.addSubRound, round: data.addSubRound.round }),
  });
  return (round: Round, subRound: SubRoundInput) =>
    refusalOf(
      mutate({
        variables: { roundId: round.id, number: round.number, ...subRound },
        optimisticResponse: (_, { IGNORE }) => {
          const name = subRound.name.trim();
          const competition = name && optimisticCompetition(client.cache, competitionId);
          if (!competition) return IGNORE;
          const player = competition.players.find((p) => p.id === subRound.playerId) ?? null;
          const added = {
            __typename: "SubRound" as const,
            id: optimisticId(),
            name,
            points: subRound.points,
            player: player && { __typename: "User" as const, id: player.id, username: player.username },
          };
          return { addSubRound: { ...competition, round: { ...round, subRounds: [...round.subRounds, added] } } };
        },
      }),
    );
}

/** Deletes a sub-round of the shown round; it disappears at once. */
export function useDeleteSubRound(competitionId: string) {
  const client = useApolloClient();
  const [mutate] = useMutation(DeleteSubRoundMutation, {
    fetchPolicy: "no-cache",
    update: (_, { data }) =>
      data && receiveChange(client, { competition: data.deleteSubRound, round: data.deleteSubRound.round }),
  });
  return (round: Round, subRoundId: string) =>
    refusalOf(
      mutate({
        variables: { subRoundId, number: round.number },
        optimisticResponse: (_, { IGNORE }) => {
          const competition = optimisticCompetition(client.cache, competitionId);
          if (!competition) return IGNORE;
          const subRounds = round.subRounds.filter((subRound) => subRound.id !== subRoundId);
          return { deleteSubRound: { ...competition, round: { ...round, subRounds } } };
        },
      }),
    );
}
