import { Kind, parse, print, visit, type DocumentNode, type FieldNode } from "graphql";
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

/**
 * Sends one operation as a client at `address` (in X-Forwarded-For: the app must trust it, `trustProxy`), and answers
 * with what `statements` (filled by the app's `onQuery`) collected meanwhile: the statements the server ran for it.
 */
export async function sendFrom<T, V>(
  url: string,
  address: string,
  query: TypedDocumentString<T, V>,
  variables: V,
  statements: string[],
) {
  statements.length = 0;
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ query: String(query), variables }),
  });
  const body = (await response.json()) as GraphQLResponse<T>;
  return { status: response.status, body, setCookie: response.headers.getSetCookie(), statements: [...statements] };
}

/** The answer to an operation that must succeed: a refusal (or no data) throws, with the server's errors. */
export async function graphqlAnswer<T, V>(
  url: string,
  query: string | TypedDocumentString<T, V>,
  variables?: V,
  cookie?: string,
): Promise<T> {
  const { body } = await graphqlRequest(url, query, variables, cookie);
  if (body.errors || !body.data) throw new Error(`refused: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * The first refusal of an operation that must fail, as `{ message, code }` (undefined when it succeeded). Its
 * variables may be what the schema refuses, so they are not typed by the document.
 */
export async function graphqlRefusal(
  url: string,
  query: { toString(): string },
  variables: object = {},
  cookie?: string,
): Promise<Refusal | undefined> {
  const { body } = await graphqlRequest(url, String(query), { ...variables }, cookie);
  return refusalIn(body);
}

export interface Refusal {
  message: string;
  code: string | undefined;
}

/** The first refusal in an answer, as `{ message, code }`; undefined when it has none. */
export function refusalIn(body: GraphQLResponse<unknown>): Refusal | undefined {
  const error = body.errors?.[0];
  return error && { message: error.message, code: error.extensions?.code };
}

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } };

/** A document as Apollo Client sends it: `__typename` added to every selection set but the operation's own. */
export function asApolloClientSends(document: DocumentNode | string): string {
  return print(
    visit(typeof document === "string" ? parse(document) : document, {
      SelectionSet(node, _key, parent) {
        if ((parent as { kind?: string } | undefined)?.kind === Kind.OPERATION_DEFINITION) return undefined;
        if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value.startsWith("__"))) return undefined;
        return { ...node, selections: [...node.selections, TYPENAME] };
      },
    }),
  );
}
