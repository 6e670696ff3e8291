import { useMutation } from "@apollo/client/react";
import { getFragmentData, graphql } from "../graphql/generated";
import { errorMessage } from "../errors";
import { CompetitionDetailsFragment } from "./competition";

const CreateCompetitionMutation = graphql(`
  mutation CreateCompetition($name: String!, $opponentId: ID!, $image: String) {
    createCompetition(name: $name, opponentId: $opponentId, image: $image) {
      ...CompetitionDetails_competition
    }
  }
`);

type Created = { id: string; error?: never } | { id?: never; error: string };

/** Starts a competition; resolves to its id, or to the refusal's message ("Name and Opponent Needed"…). */
export function useCreateCompetition() {
  const [mutate, { loading }] = useMutation(CreateCompetitionMutation);
  const create = async (input: { name: string; opponentId: string; image: string }): Promise<Created> => {
    try {
      const { data } = await mutate({ variables: { ...input, image: input.image.trim() || null } });
      return { id: getFragmentData(CompetitionDetailsFragment, data!.createCompetition).id };
    } catch (error) {
      return { error: errorMessage(error) };
    }
  };
  return { create, creating: loading };
}
