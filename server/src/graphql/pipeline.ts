import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { ApolloServerPlugin } from "@apollo/server";
import type { RequestHandler } from "express";
import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  parse,
  specifiedRules,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from "graphql";
import { limitRules, OPERATION_LIMITS } from "./limits";

/**
 * What both transports share before execution. Apollo (HTTP) gets `parseOptions` and `validationRules`; the
 * WebSocket runs `prepareOperation`, which does what Apollo does with the same options and the same error codes.
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
}

export interface PreparedOperation {
  document: DocumentNode;
  operationName: string | undefined;
  variableValues: Record<string, unknown> | undefined;
}

/** Parses and validates a WebSocket operation within the limits, or tells why not as GraphQL errors. */
export function prepareOperation(schema: GraphQLSchema, request: OperationRequest): PreparedOperation | GraphQLError[] {
  if (typeof request.query !== "string") return [refusal("GraphQL operations must contain a query", "BAD_REQUEST")];
  const operationName = typeof request.operationName === "string" ? request.operationName : undefined;
  let document: DocumentNode;
  try {
    document = parse(request.query, parseOptions);
  } catch (error) {
    return [refusal(error instanceof GraphQLError ? error.message : "Syntax Error", "GRAPHQL_PARSE_FAILED")];
  }
  const invalid = validate(schema, document, [...specifiedRules, ...validationRules]);
  if (invalid.length) return invalid.map((error) => refusal(error.message, "GRAPHQL_VALIDATION_FAILED"));
  const operation = getOperationAST(document, operationName);
  if (!operation) return [refusal("Unable to identify operation", "OPERATION_RESOLUTION_FAILURE")];
  if (changesCookie(schema, document)) return [refusal(HTTP_ONLY_MESSAGE, "BAD_USER_INPUT")];
  const inputs = request.variables ?? {};
  if (typeof inputs !== "object" || Array.isArray(inputs)) {
    return [refusal("Variables must be an object", "BAD_REQUEST")];
  }
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], inputs as Record<string, unknown>, {
    maxErrors: 50,
  });
  if (coerced.errors) return coerced.errors.map((error) => refusal(error.message, "BAD_USER_INPUT"));
  return { document, operationName, variableValues: inputs as Record<string, unknown> };
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
      if (operation?.operation !== "subscription") return;
      throw new GraphQLError("Subscriptions run over the WebSocket", {
        extensions: { code: "BAD_REQUEST", http: { status: 400 } },
      });
    },
  }),
};

const requestIds = new AsyncLocalStorage<string>();

/** Gives each HTTP request an id, reachable from anywhere it runs (Apollo's error formatting has no context). */
export const withRequestId: RequestHandler = (_req, _res, next) => requestIds.run(newRequestId(), next);

export function currentRequestId(): string {
  return requestIds.getStore() ?? newRequestId();
}

export const newRequestId = (): string => randomUUID();
