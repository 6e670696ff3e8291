import { graphql } from "./graphql/generated";

/** Who is signed in, with what the layout shows of them; `me` is null when signed out. */
export const SessionQuery = graphql(`
  query Session {
    me {
      id
      username
      profilePic
      theme
      usernameChosen
    }
  }
`);
