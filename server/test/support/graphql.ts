export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** POSTs one operation to /graphql like the web app does; `cookie` carries a session. */
export async function graphqlRequest<T = Record<string, any>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<{ status: number; body: GraphQLResponse<T>; setCookie: string[] }> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as GraphQLResponse<T>,
    setCookie: response.headers.getSetCookie(),
  };
}
