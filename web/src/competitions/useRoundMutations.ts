import { useApolloClient, useMutation } from "@apollo/client/react";
import { graphql, makeFragmentData } from "../graphql/generated";
import { refusalOf } from "../errors";
import {
  changeUpdate,
  optimistic,
  optimisticCompetition,
  optimisticId,
  readRound,
  RoundFragment,
  type RoundRef,
} from "./competition";
import { edits } from "./edits";
import { useCompetitionEdit } from "./useCompetitionEdit";

const AddRoundMutation = graphql(`
  mutation AddRound($competitionId: ID!, $number: Int!) {
    addRound(competitionId: $competitionId) {
      ...CompetitionDetails_competition
      round(number: $number) {
        ...RoundView_round
      }
    }
  }
`);

const DeleteRoundMutation = graphql(`
  mutation DeleteRound($roundId: ID!) {
    deleteRound(roundId: $roundId) {
      ...CompetitionDetails_competition
    }
  }
`);

/** A new round is not valid: it counts as -1 in the round results. */
const NOT_VALID = -1;

/** Appends a blank round, which will have number `number`; it shows at once. */
export function useAddRound(competitionId: string) {
  const client = useApolloClient();
  const [mutate] = useMutation(AddRoundMutation, {
    fetchPolicy: "no-cache",
    update: changeUpdate(client, (data) => ({ competition: data.addRound, round: data.addRound.round })),
  });
  return (number: number) =>
    refusalOf(
      mutate({
        variables: { competitionId, number },
        optimisticResponse: optimistic(() => {
          const competition = optimisticCompetition(client.cache, competitionId, (c) => ({
            roundCount: c.roundCount + 1,
            roundResults: [...c.roundResults, NOT_VALID],
          }));
          if (!competition) return undefined;
          const round = {
            __typename: "Round" as const,
            id: optimisticId(),
            number,
            valid: false,
            score: [0, 0],
            winner: null,
            subRounds: [],
          };
          return { addRound: { ...competition, round: makeFragmentData(round, RoundFragment) } };
        }),
      }),
    );
}

/** Deletes a round; the count drops at once, and the rounds after it are read again with their new numbers. */
export function useDeleteRound(competitionId: string) {
  const client = useApolloClient();
  const [mutate] = useMutation(DeleteRoundMutation, { fetchPolicy: "no-cache" });
  return (round: RoundRef) =>
    refusalOf(
      mutate({
        variables: { roundId: round.id },
        update: changeUpdate(client, (data) => ({ competition: data.deleteRound, deletedRoundId: round.id })),
        optimisticResponse: optimistic(() => {
          const deleteRound = optimisticCompetition(client.cache, competitionId, (c) => ({
            roundCount: c.roundCount - 1,
            roundResults: c.roundResults.filter((_, index) => index !== round.number - 1),
          }));
          return deleteRound && { deleteRound };
        }),
      }),
    );
}

/** Marks a round as counting or not; the checkbox follows at once, the score when the server answers. */
export function useSetRoundValid(competitionId: string) {
  const edit = useCompetitionEdit(competitionId, edits.setRoundValid);
  return ({ id, number }: RoundRef, valid: boolean) =>
    edit({ roundId: id, number, valid }, (cache) => {
      const competition = optimisticCompetition(cache, competitionId);
      const round = readRound(cache, competitionId, number);
      if (!competition || !round) return undefined;
      return { setRoundValid: { ...competition, round: makeFragmentData({ ...round, valid }, RoundFragment) } };
    });
}
