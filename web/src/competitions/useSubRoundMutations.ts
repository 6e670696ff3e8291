import { useApolloClient } from "@apollo/client/react";
import { graphql, makeFragmentData } from "../graphql/generated";
import {
  editSender,
  optimisticCompetition,
  optimisticId,
  readEditable,
  readRound,
  RoundFragment,
  type RoundRef,
} from "./competition";
import { submitEdit } from "./outbox";
import type { SubRoundInput } from "./SubRoundForm";

const AddSubRoundMutation = graphql(`
  mutation AddSubRound(
    $roundId: ID!
    $number: Int!
    $name: String!
    $points: Int!
    $playerId: ID
    $clientMutationId: ID
  ) {
    addSubRound(
      roundId: $roundId
      name: $name
      points: $points
      playerId: $playerId
      clientMutationId: $clientMutationId
    ) {
      ...CompetitionDetails_competition
      round(number: $number) {
        ...RoundView_round
      }
    }
  }
`);

const DeleteSubRoundMutation = graphql(`
  mutation DeleteSubRound($subRoundId: ID!, $number: Int!, $clientMutationId: ID) {
    deleteSubRound(subRoundId: $subRoundId, clientMutationId: $clientMutationId) {
      ...CompetitionDetails_competition
      round(number: $number) {
        ...RoundView_round
      }
    }
  }
`);

export const sendAddSubRound = editSender(AddSubRoundMutation, "addSubRound");
export const sendDeleteSubRound = editSender(DeleteSubRoundMutation, "deleteSubRound");

/** Adds a sub-round to the shown round; it shows at once, and the round's score follows when the server answers. */
export function useAddSubRound(competitionId: string) {
  const client = useApolloClient();
  return ({ id, number }: RoundRef, subRound: SubRoundInput) => {
    const variables = { roundId: id, number, ...subRound };
    return submitEdit({ kind: "addSubRound", competitionId, variables }, (clientMutationId) =>
      sendAddSubRound(client, { ...variables, clientMutationId }, (_, { IGNORE }) => {
        const name = subRound.name.trim();
        const competition = name && optimisticCompetition(client.cache, competitionId);
        const round = readRound(client.cache, competitionId, number);
        if (!competition || !round) return IGNORE;
        const players = readEditable(client.cache, competitionId)?.players ?? [];
        const player = players.find((p) => p.id === subRound.playerId) ?? null;
        const added = {
          __typename: "SubRound" as const,
          id: optimisticId(),
          name,
          points: subRound.points,
          player: player && { __typename: "User" as const, id: player.id, username: player.username },
        };
        const changed = { ...round, subRounds: [...round.subRounds, added] };
        return { addSubRound: { ...competition, round: makeFragmentData(changed, RoundFragment) } };
      }),
    );
  };
}

/** Deletes a sub-round of the shown round; it disappears at once. */
export function useDeleteSubRound(competitionId: string) {
  const client = useApolloClient();
  return ({ number }: RoundRef, subRoundId: string) => {
    const variables = { subRoundId, number };
    return submitEdit({ kind: "deleteSubRound", competitionId, variables }, (clientMutationId) =>
      sendDeleteSubRound(client, { ...variables, clientMutationId }, (_, { IGNORE }) => {
        const competition = optimisticCompetition(client.cache, competitionId);
        const round = readRound(client.cache, competitionId, number);
        if (!competition || !round) return IGNORE;
        const subRounds = round.subRounds.filter((subRound) => subRound.id !== subRoundId);
        return { deleteSubRound: { ...competition, round: makeFragmentData({ ...round, subRounds }, RoundFragment) } };
      }),
    );
  };
}
