import { graphql } from "../graphql/generated";
import type { RivalryQuery as RivalryData } from "../graphql/generated/graphql";

/** The rivalry page: the viewer against one user, by name (API.md "Rivalry"). */
export const RivalryQuery = graphql(`
  query Rivalry($username: String!) {
    rivalry(username: $username) {
      opponent {
        id
        username
        profilePic
        deleted
      }
      ...RivalryStats_rivalry
      ...RivalryCompetitions_rivalry
      ...RivalryNames_rivalry
      timeline {
        competition {
          id
          name
        }
        completedAt
        winner {
          id
        }
        score
        rating
      }
    }
  }
`);

export type Rivalry = RivalryData["rivalry"];
export type RivalryResult = Rivalry["timeline"][number];
