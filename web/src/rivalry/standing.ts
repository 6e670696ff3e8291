import { graphql } from "../graphql/generated";

/** The viewer's standing against everyone: what the profile shows and what `meChanged` carries for it. */
export const MyStandingFragment = graphql(`
  fragment MyStanding on Me {
    id
    rating
    record {
      wins
      losses
      draws
    }
  }
`);
