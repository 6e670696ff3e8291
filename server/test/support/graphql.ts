import type { TypedDocumentString } from "../generated/graphql";

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * POSTs one operation to /graphql like the web app does; `cookie` carries a session. A document from `graphql()`
 * types the answer and the variables.
 */
export async function graphqlRequest<T = Record<string, unknown>, V = Record<string, unknown>>(
  url: string,
  query: string | TypedDocumentString<T, V>,
  variables?: V,
  cookie?: string,
): Promise<{ status: number; body: GraphQLResponse<T>; setCookie: string[] }> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query: String(query), variables: variables ?? {} }),
  });
  return {
    status: response.status,
    body: (await response.json()) as GraphQLResponse<T>,
    setCookie: response.headers.getSetCookie(),
  };
}
