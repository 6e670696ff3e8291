import { Kind, parse, print, visit, type ASTNode, type DocumentNode, type FieldNode } from "graphql";
import webOperations from "../shared/generated/web/persisted-documents.json";

/** A `__typename` field as clients add them to every selection: no alias, argument or directive. */
const isAddedTypename = (field: FieldNode) =>
  field.name.value === "__typename" && !field.alias && !field.arguments?.length && !field.directives?.length;

const byText = <Node extends ASTNode>(nodes: readonly Node[] | undefined) =>
  nodes && [...nodes].sort((a, b) => (print(a) < print(b) ? -1 : 1));

/**
 * A document printed with everything in one order (definitions, selections, arguments, variables), without the
 * plain `__typename` fields a client adds: the same for a web app operation as written, as codegen lists it (in its
 * own order) and as Apollo Client sends it. Reordering adds and removes nothing, so it cannot make a document
 * trusted that holds anything of the sender's own.
 */
function canonical(document: DocumentNode): string {
  const ordered = visit(document, {
    Field: {
      enter: (field) => (isAddedTypename(field) ? null : undefined),
      leave: (field) => ({ ...field, arguments: byText(field.arguments) }),
    },
    Directive: { leave: (directive) => ({ ...directive, arguments: byText(directive.arguments) }) },
    OperationDefinition: {
      leave: (operation) => ({ ...operation, variableDefinitions: byText(operation.variableDefinitions) }),
    },
    SelectionSet: { leave: (set) => ({ ...set, selections: byText(set.selections)! }) },
  });
  return byText(ordered.definitions)!
    .map((definition) => print(definition))
    .join("\n");
}

/** The name of a document's first operation: the web app's are named, each its own (codegen requires both). */
const operationName = (document: DocumentNode) =>
  document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)?.name?.value;

/** Each name that follows an operation's keyword in a text: its first operation's name, and perhaps others. */
const NAMES_AFTER_KEYWORD = /\b(?:query|mutation|subscription)\s+([_A-Za-z]\w*)/g;

/**
 * Whether a document is one of the web app's own operations (codegen lists them at build time): then it holds no
 * text but ours, and may run on a plan compiled for it (executor.ts). Asked once per parsed document: Apollo hands
 * the same DocumentNode to every request with the same text. A web operation is parsed and put in canonical form
 * when a document of its name is first asked about, not at start (decision 046): until then it is filed under each
 * name that follows a keyword in its text, which holds its operation's name.
 */
export function trustedDocuments(sources: readonly string[] = Object.values(webOperations)) {
  const sourcesByName = new Map<string, string[]>();
  for (const source of sources) {
    for (const [, name] of source.matchAll(NAMES_AFTER_KEYWORD)) {
      sourcesByName.set(name, [...(sourcesByName.get(name) ?? []), source]);
    }
  }
  const known = new Map<string, string | undefined>();
  const knownAs = (name: string) => {
    if (!known.has(name)) known.set(name, canonicalOf(name, sourcesByName.get(name) ?? []));
    return known.get(name);
  };
  const isTrusted = (document: DocumentNode) => {
    const name = operationName(document);
    if (name === undefined) return false; // an anonymous document is never one of ours
    const text = knownAs(name);
    return text !== undefined && text === canonical(document);
  };
  const seen = new WeakMap<DocumentNode, boolean>();
  return (document: DocumentNode): boolean => {
    let trusted = seen.get(document);
    if (trusted === undefined) seen.set(document, (trusted = isTrusted(document)));
    return trusted;
  };
}

/** The canonical text of the web operation named `name`, among the sources filed under that name. */
function canonicalOf(name: string, sources: readonly string[]): string | undefined {
  const document = sources
    .map((source) => parse(source, { noLocation: true }))
    .findLast((parsed) => operationName(parsed) === name);
  return document && canonical(document);
}
