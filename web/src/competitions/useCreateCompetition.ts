import { useMutation } from "@apollo/client/react";
import { getFragmentData, graphql } from "../graphql/generated";
import { errorMessage } from "../errors";
import { CompetitionDetailsFragment } from "./competition";
import type { CreateCompetitionMutationVariables } from "../graphql/generated/graphql";

const CreateCompetitionMutation = graphql(`
  mutation CreateCompetition(
    $name: String!
    $opponentId: ID!
    $image: String
    $rules: [String!]
    $format: CompetitionFormatInput
  ) {
    createCompetition(name: $name, opponentId: $opponentId, image: $image, rules: $rules, format: $format) {
      ...CompetitionDetails_competition
    }
  }
`);

type Created = { id: string; error?: never } | { id?: never; error: string };

/** Starts a competition; resolves to its id, or to the refusal's message ("Name and Opponent Needed"…). */
export function useCreateCompetition() {
  const [mutate, { loading }] = useMutation(CreateCompetitionMutation);
  const create = async (variables: CreateCompetitionMutationVariables): Promise<Created> => {
    try {
      const { data } = await mutate({ variables });
      return { id: getFragmentData(CompetitionDetailsFragment, data!.createCompetition).id };
    } catch (error) {
      return { error: errorMessage(error) };
    }
  };
  return { create, creating: loading };
}
