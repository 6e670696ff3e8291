export const GRAPHQL_PATH = "/graphql";

/** The WebSocket address of the API on this page's own host: wss on https pages, ws otherwise. */
export function graphqlWsUrl(location: Pick<Location, "protocol" | "host"> = window.location): string {
  const protocol = location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${location.host}${GRAPHQL_PATH}`;
}
