import { data } from "react-router";
import { refusalWithCode } from "./errors";

/** A refusal the route error screen shows with an HTTP status; anything else is shown as it is. */
export function toRouteError(error: unknown): unknown {
  const notFound = refusalWithCode(error, "NOT_FOUND");
  return notFound ? data(notFound.message, { status: 404, statusText: "Not Found" }) : error;
}
