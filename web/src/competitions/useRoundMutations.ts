import { useApolloClient, useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import { optimisticCompetition, optimisticId, writeCompetition } from "./competition";
import { refusalOf } from "./errors";

const AddRoundMutation = graphql(`
  mutation AddRound($competitionId: ID!) {
    addRound(competitionId: $competitionId) {
      ...CompetitionDetails_competition
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

const SetRoundValidMutation = graphql(`
  mutation SetRoundValid($roundId: ID!, $valid: Boolean!) {
    setRoundValid(roundId: $roundId, valid: $valid) {
      ...CompetitionDetails_competition
    }
  }
`);

/** Appends a blank round; it shows at once. */
export function useAddRound(competitionId: string) {
  const { cache } = useApolloClient();
  const [mutate] = useMutation(AddRoundMutation, {
    fetchPolicy: "no-cache",
    update: (cache, { data }) => data && writeCompetition(cache, data.addRound),
  });
  return () =>
    refusalOf(
      mutate({
        variables: { competitionId },
        optimisticResponse: (_, { IGNORE }) => {
          const addRound = optimisticCompetition(cache, competitionId, (c) => ({
            rounds: [
              ...c.rounds,
              {
                __typename: "Round",
                id: optimisticId(),
                number: c.rounds.length + 1,
                valid: false,
                score: [0, 0],
                winner: null,
                subRounds: [],
              },
            ],
          }));
          return addRound ? { addRound } : IGNORE;
        },
      }),
    );
}

/** Deletes a round; the ones after it move up at once. */
export function useDeleteRound(competitionId: string) {
  const { cache } = useApolloClient();
  const [mutate] = useMutation(DeleteRoundMutation, {
    fetchPolicy: "no-cache",
    update: (cache, { data }) => data && writeCompetition(cache, data.deleteRound),
  });
  return (roundId: string) =>
    refusalOf(
      mutate({
        variables: { roundId },
        optimisticResponse: (_, { IGNORE }) => {
          const deleteRound = optimisticCompetition(cache, competitionId, (c) => ({
            rounds: c.rounds
              .filter((round) => round.id !== roundId)
              .map((round, index) => ({ ...round, number: index + 1 })),
          }));
          return deleteRound ? { deleteRound } : IGNORE;
        },
      }),
    );
}

/** Marks a round as counting or not; the checkbox follows at once, the score when the server answers. */
export function useSetRoundValid(competitionId: string) {
  const { cache } = useApolloClient();
  const [mutate] = useMutation(SetRoundValidMutation, {
    fetchPolicy: "no-cache",
    update: (cache, { data }) => data && writeCompetition(cache, data.setRoundValid),
  });
  return (roundId: string, valid: boolean) =>
    refusalOf(
      mutate({
        variables: { roundId, valid },
        optimisticResponse: (_, { IGNORE }) => {
          const setRoundValid = optimisticCompetition(cache, competitionId, (c) => ({
            rounds: c.rounds.map((round) => (round.id === roundId ? { ...round, valid } : round)),
          }));
          return setRoundValid ? { setRoundValid } : IGNORE;
        },
      }),
    );
}
