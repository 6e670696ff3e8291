import { createHash } from "node:crypto";
import type { ApolloServerPlugin } from "@apollo/server";
import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  OperationTypeNode,
  parse,
  specifiedRules,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from "graphql";
import { LRUCache } from "lru-cache";
import { limitRules, nestsWithin, OPERATION_LIMITS } from "./limits";

/**
 * What both transports share before execution. Apollo (HTTP) gets `parseOptions` and `validationRules`; the
 * WebSocket runs `operationPreparer`'s function, which does what Apollo does with the same options and the same error codes.
 */
export const parseOptions = { maxTokens: OPERATION_LIMITS.tokens };
export const validationRules = limitRules;

/** Mutations that set or clear the session cookie: only an HTTP response can carry one. */
const HTTP_ONLY_MUTATIONS = new Set(["signUp", "signIn", "signOut", "resetPassword", "deleteAccount"]);
const HTTP_ONLY_MESSAGE = "Sign in, sign up, sign out, reset a password and delete an account over HTTP";

export interface OperationRequest {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
}

/**
 * What both transports refuse of a request before anything reads its operation: variables or extensions nested
 * deeper than the limit (their size is bounded by WS_MAX_PAYLOAD_BYTES, the HTTP body's limit too).
 */
export function requestRefusal(request: OperationRequest): GraphQLError | undefined {
  const levels = OPERATION_LIMITS.nesting;
  for (const part of ["variables", "extensions"] as const) {
    if (!nestsWithin(request[part], levels)) {
      return refusal(`The request's ${part} may nest at most ${levels} levels deep`, "BAD_REQUEST");
    }
  }
  return undefined;
}

export interface PreparedOperation {
  document: DocumentNode;
  operationName: string | undefined;
  variableValues: Record<string, unknown> | undefined;
  /** The same for every operation with this document, operation name and variables: what pushes are shared by. */
  key: string;
}

/** A document that parsed, passed validation and may run over a WebSocket, with its text and the hash of it. */
interface CheckedDocument {
  document: DocumentNode;
  query: string;
  hash: string;
}

/** Documents kept parsed and validated, by the hash of their text; at most this much source text. */
const DOCUMENT_CACHE = { max: 1_000, maxSize: 2_000_000 };

export interface OperationPreparer {
  /** The operation, parsed, validated and its variables coerced, or why not as GraphQL errors. */
  prepare: (request: OperationRequest) => PreparedOperation | GraphQLError[];
  /**
   * The text of a document kept, when `query` is the same text: each subscription's message would otherwise
   * keep a copy of its own for as long as it runs (see socketBinding.ts).
   */
  sharedQuery: (query: string) => string;
}

/**
 * Parses and validates WebSocket operations within the limits. A document seen before is neither parsed nor
 * validated again: every subscription to it shares one DocumentNode.
 */
export function operationPreparer(schema: GraphQLSchema): OperationPreparer {
  const checked = new LRUCache<string, CheckedDocument>({ ...DOCUMENT_CACHE, sizeCalculation: (_, key) => key.length });
  return {
    sharedQuery: (query) => checked.peek(query)?.query ?? query,
    prepare: (request) => {
      if (typeof request.query !== "string") return [refusal("GraphQL operations must contain a query", "BAD_REQUEST")];
      const operationName = typeof request.operationName === "string" ? request.operationName : undefined;
      let entry = checked.get(request.query);
      if (!entry) {
        const checking = checkDocument(schema, request.query);
        if (Array.isArray(checking)) return checking;
        entry = checking;
        checked.set(request.query, entry);
      }
      const operation = getOperationAST(entry.document, operationName);
      if (!operation) return [refusal("Unable to identify operation", "OPERATION_RESOLUTION_FAILURE")];
      const inputs = request.variables ?? {};
      if (typeof inputs !== "object" || Array.isArray(inputs)) {
        return [refusal("Variables must be an object", "BAD_REQUEST")];
      }
      const definitions = operation.variableDefinitions ?? [];
      const coerced = getVariableValues(schema, definitions, inputs as Record<string, unknown>, { maxErrors: 50 });
      if (coerced.errors) return coerced.errors.map((error) => refusal(error.message, "BAD_USER_INPUT"));
      // Coerced values list the variables in the order the document defines them, whatever order they came in.
      const key = `${entry.hash}:${operationName ?? ""}:${JSON.stringify(coerced.coerced)}`;
      return { document: entry.document, operationName, variableValues: inputs as Record<string, unknown>, key };
    },
  };
}

function checkDocument(schema: GraphQLSchema, query: string): CheckedDocument | GraphQLError[] {
  let document: DocumentNode;
  try {
    document = parse(query, parseOptions);
  } catch (error) {
    return [refusal(error instanceof GraphQLError ? error.message : "Syntax Error", "GRAPHQL_PARSE_FAILED")];
  }
  const invalid = validate(schema, document, [...specifiedRules, ...validationRules]);
  if (invalid.length) return invalid.map((error) => refusal(error.message, "GRAPHQL_VALIDATION_FAILED"));
  if (changesCookie(schema, document)) return [refusal(HTTP_ONLY_MESSAGE, "BAD_USER_INPUT")];
  return { document, query, hash: createHash("sha256").update(query).digest("base64url") };
}

function changesCookie(schema: GraphQLSchema, document: DocumentNode): boolean {
  const mutationType = schema.getMutationType();
  const typeInfo = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (typeInfo.getParentType() === mutationType && HTTP_ONLY_MUTATIONS.has(node.name.value)) found = true;
      },
    }),
  );
  return found;
}

function refusal(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

/** Over HTTP a subscription would run once as a query, and its event stream is no answer: refused up front. */
export const noSubscriptionsOverHttp: ApolloServerPlugin = {
  requestDidStart: async () => ({
    didResolveOperation: async ({ operation }) => {
      if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) return;
      throw new GraphQLError("Subscriptions run over the WebSocket", {
        extensions: { code: "BAD_REQUEST", http: { status: 400 } },
      });
    },
  }),
};
