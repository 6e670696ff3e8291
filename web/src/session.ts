import { redirect, type LoaderFunctionArgs } from "react-router";
import { client } from "./apollo";
import { graphql } from "./graphql/generated";

/** Who is signed in, with what the layout shows of them; `me` is null when signed out. */
export const SessionQuery = graphql(`
  query Session {
    me {
      id
      username
      profilePic
      theme
    }
  }
`);

export const LOGIN_REQUIRED_MESSAGE = "You must log in first.";

/** Loader of the pages that need an account: signed-out visitors go to login, and come back afterwards. */
export async function requireSession({ request }: LoaderFunctionArgs): Promise<null> {
  const { data } = await client.query({ query: SessionQuery });
  if (data?.me) return null;
  const { pathname, search } = new URL(request.url);
  const params = new URLSearchParams({ message: LOGIN_REQUIRED_MESSAGE, redirectTo: pathname + search });
  throw redirect(`/login?${params}`);
}
