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

const SUB_ROUND_NAMES = graphql(`
  query TestSubRoundNames($id: ID!) {
    competition(id: $id) {
      id
      rounds {
        id
        subRounds {
          id
          name
        }
      }
    }
  }
`);

/** The names of each round's sub-rounds as the server has them, round by round, read as `as`. */
export async function storedRounds(url: string, as: TestUser, competitionId: string): Promise<string[][]> {
  const { body } = await graphqlRequest(url, SUB_ROUND_NAMES, { id: competitionId }, as.cookie);
  return body.data!.competition.rounds.map((round) => round.subRounds.map((subRound) => subRound.name));
}

/** The names of round 1's sub-rounds as the server has them, read as `as`. */
export async function storedSubRounds(url: string, as: TestUser, competitionId: string): Promise<string[]> {
  return (await storedRounds(url, as, competitionId))[0];
}

export const ADD_RULE = graphql(`
  mutation TestSupportAddRule($id: ID!, $t: String!) {
    addRule(competitionId: $id, text: $t) {
      id
      version
    }
  }
`);

export const SET_PUBLIC = graphql(`
  mutation TestSupportSetPublic($id: ID!, $p: Boolean!) {
    updateCompetitionInfo(id: $id, name: "Kart", status: ONGOING, public: $p) {
      version
    }
  }
`);

export const DELETE_COMPETITION = graphql(`
  mutation TestSupportDeleteCompetition($id: ID!) {
    deleteCompetition(id: $id)
  }
`);
