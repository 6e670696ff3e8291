import { graphql } from "../generated";
import type { InviteCompetitionInput } from "../generated/graphql";
import { graphqlRequest } from "./graphql";
import type { TestUser } from "./users";

export const CREATE_INVITE = graphql(`
  mutation TestCreateInvite($competition: InviteCompetitionInput) {
    createInvite(competition: $competition) {
      id
      url
      createdAt
      expiresAt
      competitionName
      revoked
      acceptedBy {
        id
      }
    }
  }
`);

export const ACCEPT_INVITE = graphql(`
  mutation TestAcceptInvite($token: String!) {
    acceptInvite(token: $token) {
      friend {
        id
        username
      }
      competition {
        id
        name
        image
        status
        version
        players {
          id
        }
        rules {
          text
        }
      }
    }
  }
`);

export interface TestInvite {
  id: string;
  url: string;
  /** What follows `/invite/` in the link. */
  token: string;
}

/** Makes an invite link through the API, as `by`, starting `competition` when accepted if one is given. */
export async function createInvite(
  url: string,
  by: TestUser,
  competition?: InviteCompetitionInput,
): Promise<TestInvite> {
  const { body } = await graphqlRequest(url, CREATE_INVITE, { competition }, by.cookie);
  if (!body.data) throw new Error(`createInvite failed: ${JSON.stringify(body.errors)}`);
  const { id, url: link } = body.data.createInvite;
  return { id, url: link!, token: new URL(link!).pathname.split("/").pop()! };
}
