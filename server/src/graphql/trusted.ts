import { parse, print, visit, type DefinitionNode, type DocumentNode, type FieldNode } from "graphql";
import webOperations from "../shared/generated/web/persisted-documents.json";

/** A `__typename` field as clients add them to every selection: no alias, argument or directive. */
const isAddedTypename = (field: FieldNode) =>
  field.name.value === "__typename" && !field.alias && !field.arguments?.length && !field.directives?.length;

/**
 * A document's definitions, printed and sorted, without the plain `__typename` fields a client adds: the same for
 * a web app operation as written and as Apollo Client sends it, whatever the order of its fragments.
 */
function canonical(document: DocumentNode): string {
  const stripped = visit(document, { Field: (field) => (isAddedTypename(field) ? null : undefined) });
  return stripped.definitions
    .map((definition: DefinitionNode) => print(definition))
    .sort()
    .join("\n");
}

/**
 * Whether a document is one of the web app's own operations (codegen lists them at build time): then it holds no
 * text but ours, and may run on a plan compiled for it (executor.ts). Asked once per parsed document: Apollo hands
 * the same DocumentNode to every request with the same text.
 */
export function trustedDocuments(sources: readonly string[] = Object.values(webOperations)) {
  const known = new Set(sources.map((source) => canonical(parse(source))));
  const seen = new WeakMap<DocumentNode, boolean>();
  return (document: DocumentNode): boolean => {
    let trusted = seen.get(document);
    if (trusted === undefined) seen.set(document, (trusted = known.has(canonical(document))));
    return trusted;
  };
}
