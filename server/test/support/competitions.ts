import { graphql } from "../generated";
import { graphqlRequest } from "./graphql";
import type { TestUser } from "./users";

export interface TestCompetition {
  id: string;
  version: number;
  rounds: { id: string }[];
}

const CREATE_COMPETITION = graphql(`
  mutation TestCreateCompetition($name: String!, $o: ID!) {
    createCompetition(name: $name, opponentId: $o) {
      id
      version
      rounds {
        id
      }
    }
  }
`);

/** Creates a competition through the API, `by` against `opponent` (who must be a friend). */
export async function createCompetition(
  url: string,
  by: TestUser,
  opponent: TestUser,
  name = "Mario Kart",
): Promise<TestCompetition> {
  const { body } = await graphqlRequest(url, CREATE_COMPETITION, { name, o: opponent.id }, by.cookie);
  if (!body.data) throw new Error(`createCompetition failed: ${JSON.stringify(body.errors)}`);
  return body.data.createCompetition;
}
