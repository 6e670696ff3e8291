import { graphql } from "../generated";

/** What the rivalry page shows, as the tests read it. */
graphql(`
  fragment RivalryTestFields on Rivalry {
    opponent {
      id
      username
      profilePic
      deleted
    }
    competitions
    ongoing
    record {
      wins
      losses
      draws
    }
    rounds {
      wins
      losses
      draws
    }
    points
    streak
    longestStreak
    rating
    opponentRating
    winProbability
    timeline {
      competition {
        id
        name
        players {
          id
        }
        winner {
          id
        }
      }
      completedAt
      winner {
        id
      }
      score
      rating
    }
  }
`);

export const RIVALRY = graphql(`
  query RivalryTestRivalry($u: String!) {
    rivalry(username: $u) {
      ...RivalryTestFields
    }
  }
`);
