import { CombinedGraphQLErrors } from "@apollo/client";
import { data } from "react-router";

/** A refusal the route error screen shows with an HTTP status; anything else is shown as it is. */
export function toRouteError(error: unknown): unknown {
  if (!CombinedGraphQLErrors.is(error)) return error;
  const notFound = error.errors.find((graphqlError) => graphqlError.extensions?.code === "NOT_FOUND");
  if (notFound) return data(notFound.message, { status: 404, statusText: "Not Found" });
  return error;
}
