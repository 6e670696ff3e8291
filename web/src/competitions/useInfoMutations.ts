import { useApolloClient, useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import type { CompetitionStatus } from "../graphql/generated/graphql";
import { receiveChange } from "./competition";

const UpdateCompetitionInfoMutation = graphql(`
  mutation UpdateCompetitionInfo(
    $id: ID!
    $name: String
    $image: String
    $description: String
    $status: CompetitionStatus
    $public: Boolean
    $expectedVersion: Int
  ) {
    updateCompetitionInfo(
      id: $id
      name: $name
      image: $image
      description: $description
      status: $status
      public: $public
      expectedVersion: $expectedVersion
    ) {
      ...CompetitionDetails_competition
    }
  }
`);

const DeleteCompetitionMutation = graphql(`
  mutation DeleteCompetition($id: ID!) {
    deleteCompetition(id: $id)
  }
`);

export interface CompetitionInfo {
  name: string;
  /** The thumbnail URL as typed; empty for none. */
  image: string;
  description: string;
  status: CompetitionStatus;
  public: boolean;
}

/**
 * Saves the fields the user changed, and only those, on top of `expectedVersion`: the server answers CONFLICT
 * when the competition changed since, so that nobody overwrites what they have not seen. Rejects with the
 * server's error.
 */
export function useUpdateCompetitionInfo() {
  const client = useApolloClient();
  const [mutate] = useMutation(UpdateCompetitionInfoMutation, {
    fetchPolicy: "no-cache",
    update: (_, { data }) => data && receiveChange(client, { competition: data.updateCompetitionInfo }),
  });
  return (id: string, changed: Partial<CompetitionInfo>, expectedVersion: number) => {
    const image = changed.image === undefined ? {} : { image: changed.image.trim() || null };
    return mutate({ variables: { id, ...changed, ...image, expectedVersion } });
  };
}

/** Deletes a competition for good. Rejects with the server's error. */
export function useDeleteCompetition() {
  const [mutate, { loading }] = useMutation(DeleteCompetitionMutation);
  return { deleteCompetition: (id: string) => mutate({ variables: { id } }), deleting: loading };
}
