import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { GRAPHQL_PATH } from "./endpoints";

interface Node {
  kind: string;
  name?: { value: string };
  alias?: { value: string };
  selectionSet?: { selections: Node[] };
  typeCondition?: { name: { value: string } };
  operation?: string;
  arguments?: unknown[];
  variableDefinitions?: unknown[];
}

const selections = (node: Node, typename: boolean): string => {
  if (!node.selectionSet) return "";
  const fields = node.selectionSet.selections.map(selection);
  return `{${[...fields, ...(typename ? ["__typename"] : [])].join(" ")}}`;
};

function selection(node: Node): string {
  if (node.kind === "FragmentSpread") return `...${node.name!.value}`;
  if (node.arguments?.length) throw new Error("plainQuery: fields with arguments are not supported");
  const alias = node.alias ? `${node.alias.value}:` : "";
  return alias + node.name!.value + selections(node, true);
}

/**
 * The text of a query without variables, as Apollo Client sends it (a `__typename` in every selection but the
 * root's), from its generated document: a query the app asks before Apollo Client has loaded.
 */
export function queryText(document: TypedDocumentNode<unknown, Record<string, never>>): string {
  return (document as unknown as { definitions: Node[] }).definitions
    .map((definition) =>
      definition.kind === "FragmentDefinition"
        ? `fragment ${definition.name!.value} on ${definition.typeCondition!.name.value}${selections(definition, true)}`
        : `query ${definition.name!.value}${selections(definition, false)}`,
    )
    .join(" ");
}

const operationName = (document: TypedDocumentNode<unknown, Record<string, never>>): string | undefined =>
  (document as unknown as { definitions: Node[] }).definitions.find(
    (definition) => definition.kind === "OperationDefinition",
  )?.name?.value;

/** Asks a query with one `fetch`, without Apollo Client; throws on a network failure or an answer with errors. */
export async function fetchQuery<Data>(document: TypedDocumentNode<Data, Record<string, never>>): Promise<Data> {
  const response = await fetch(GRAPHQL_PATH, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json,application/json" },
    body: JSON.stringify({ operationName: operationName(document), query: queryText(document) }),
  });
  const answer = (await response.json()) as { data?: Data; errors?: unknown[] };
  if (!answer.data || answer.errors?.length) throw new Error(`${response.status}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}
