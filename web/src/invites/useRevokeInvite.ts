import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import { changeMyInvites } from "./myInvites";

const RevokeInviteMutation = graphql(`
  mutation RevokeInvite($id: ID!) {
    revokeInvite(id: $id) {
      id
      revoked
    }
  }
`);

/** Revokes an invite link: it leaves the list at once, and comes back if the server refuses. */
export function useRevokeInvite() {
  const [mutate] = useMutation(RevokeInviteMutation, {
    update(cache, { data }) {
      const revoked = data?.revokeInvite;
      if (!revoked) return;
      changeMyInvites(cache, (existing, { readField }) =>
        existing.filter((invite) => readField("id", invite) !== revoked.id),
      );
    },
  });
  return (id: string) => {
    const revoked = { __typename: "Invite" as const, id, revoked: true };
    return mutate({ variables: { id }, optimisticResponse: { revokeInvite: revoked } });
  };
}
