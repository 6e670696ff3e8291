import { useMutation } from "@apollo/client/react";
import { errorMessage } from "../errors";
import { graphql } from "../graphql/generated";
import type { InviteCompetitionInput } from "../graphql/generated/graphql";
import { changeMyInvites } from "./myInvites";

const CreateInviteMutation = graphql(`
  mutation CreateInvite($competition: InviteCompetitionInput) {
    createInvite(competition: $competition) {
      id
      url
      ...OpenInvites_invite
    }
  }
`);

type Made = { url: string; error?: never } | { url?: never; error: string };

/**
 * Makes an invite link, starting `competition` when accepted if one is given; resolves to the link (shown this
 * once: the server keeps only its hash) or to the refusal's message. The new invite joins the cached list of open
 * ones, once. No optimistic response: the link's token comes from the server.
 */
export function useCreateInvite() {
  const [mutate, { loading }] = useMutation(CreateInviteMutation, {
    update(cache, { data }) {
      const invite = data?.createInvite;
      if (!invite) return;
      // A read of the list that answered after the invite was made has it already.
      changeMyInvites(cache, (existing, { readField, toReference }) =>
        existing.some((ref) => readField("id", ref) === invite.id)
          ? existing
          : [toReference({ __typename: "Invite", id: invite.id })!, ...existing],
      );
    },
  });
  const create = async (competition?: InviteCompetitionInput): Promise<Made> => {
    try {
      const { data } = await mutate({ variables: { competition } });
      return { url: data!.createInvite.url! };
    } catch (error) {
      return { error: errorMessage(error) };
    }
  };
  return { create, creating: loading };
}
