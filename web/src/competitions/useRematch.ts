import { useMutation } from "@apollo/client/react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "../errors";
import { graphql } from "../graphql/generated";

const RematchMutation = graphql(`
  mutation Rematch($id: ID!, $clientMutationId: ID) {
    rematch(id: $id, clientMutationId: $clientMutationId) {
      id
    }
  }
`);

/**
 * Plays a competition again (API.md `rematch`) and opens the new one. A press is one rematch: its id stays the same
 * while it is being sent, so a second click meanwhile makes nothing more.
 */
export function useRematch() {
  const [mutate, { loading }] = useMutation(RematchMutation);
  const [error, setError] = useState<string>();
  const navigate = useNavigate();
  const pressing = useRef<string | undefined>(undefined);
  const rematch = async (id: string) => {
    pressing.current ??= crypto.randomUUID();
    setError(undefined);
    try {
      const { data } = await mutate({ variables: { id, clientMutationId: pressing.current } });
      pressing.current = undefined;
      void navigate(`/competitions/${data!.rematch.id}/`);
    } catch (failure) {
      pressing.current = undefined;
      setError(errorMessage(failure));
    }
  };
  return { rematch, rematching: loading, error };
}
