import type { ApolloServerPlugin } from "@apollo/server";
import {
  getOperationAST,
  GraphQLError,
  Kind,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import type { ConnectionInitMessage, ServerOptions } from "graphql-ws";
import type { Metrics, OperationMeasure } from "../metrics";

/**
 * HTTP operations, measured from Apollo's start of the request to its response. Requests refused before their
 * operation is read (the session could not be checked, a malformed request) are counted without a duration.
 */
export function httpOperationMetrics(metrics: Metrics): ApolloServerPlugin {
  return {
    requestDidStart: async () => {
      const measure = metrics.operation("http");
      return {
        willSendResponse: async ({ schema, document, operation, response }) => {
          if (document && operation) identify(measure, schema, document, operation);
          if (response.body.kind === "single") measure.answered(response.body.singleResult.errors);
          measure.end();
        },
      };
    },
    contextCreationDidFail: async ({ error }) => metrics.refused("http", asGraphQLError(error)),
    invalidRequestWasReceived: async ({ error }) => metrics.refused("http", asGraphQLError(error)),
  };
}

/**
 * graphql-ws' hooks, each measuring after `options`' own: a query or mutation from its subscribe message to its
 * completion, a subscription from its subscribe message until it streams. The outcome is read from the answer as
 * `options` formatted it (masked errors).
 */
export function measureOperations<P extends ConnectionInitMessage["payload"], E>(
  metrics: Metrics,
  options: ServerOptions<P, E>,
): ServerOptions<P, E> {
  /** The operations running on each socket, by id; a socket's go with it. */
  const running = new WeakMap<object, Map<string, OperationMeasure>>();
  const measures = (ctx: object) => {
    let map = running.get(ctx);
    if (!map) running.set(ctx, (map = new Map<string, OperationMeasure>()));
    return map;
  };
  const end = (ctx: object, id: string) => {
    measures(ctx).get(id)?.end();
    measures(ctx).delete(id);
  };
  return {
    ...options,
    onSubscribe: async (ctx, id, payload) => {
      const measure = metrics.operation("ws");
      measures(ctx).set(id, measure);
      const args = await options.onSubscribe?.(ctx, id, payload);
      if (args && "document" in args) {
        const operation = getOperationAST(args.document, args.operationName);
        if (operation) identify(measure, args.schema, args.document, operation);
      } else if (!(id in ctx.subscriptions)) {
        // Cancelled while it was being checked: graphql-ws calls neither onError nor onComplete for it.
        measures(ctx).delete(id);
      }
      return args;
    },
    onOperation: async (ctx, id, payload, args, result) => {
      const replaced = await options.onOperation?.(ctx, id, payload, args, result);
      if (Symbol.asyncIterator in (replaced ?? result)) end(ctx, id);
      return replaced;
    },
    onNext: async (ctx, id, payload, args, result) => {
      const formatted = await options.onNext?.(ctx, id, payload, args, result);
      measures(ctx)
        .get(id)
        ?.answered((formatted ?? result).errors);
      return formatted;
    },
    onError: async (ctx, id, payload, errors) => {
      const formatted = await options.onError?.(ctx, id, payload, errors);
      measures(ctx)
        .get(id)
        ?.answered(formatted ?? errors);
      end(ctx, id);
      return formatted;
    },
    onComplete: async (ctx, id, payload) => {
      await options.onComplete?.(ctx, id, payload);
      end(ctx, id);
    },
  };
}

/** Other errors are masked as internal ones. */
const asGraphQLError = (error: Error) => (error instanceof GraphQLError ? error : undefined);

function identify(
  measure: OperationMeasure,
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): void {
  measure.identify(operation.operation, rootField(schema, document, operation));
}

/**
 * The operation's first root field, when the schema has it: never a name the client chose (an operation name or
 * an alias), so the label has as many values as the schema has root fields.
 */
export function rootField(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): string {
  const name = firstField(document, operation.selectionSet, 0);
  const rootType = schema.getRootType(operation.operation);
  const known = name !== undefined && (rootType?.getFields()[name] !== undefined || INTROSPECTION.has(name));
  return known ? name : "unknown";
}

const INTROSPECTION = new Set(["__schema", "__type", "__typename"]);
/** Fragments nest at most this deep before the search gives up (validation rejects cycles already). */
const MAX_FRAGMENT_DEPTH = 10;

function firstField(document: DocumentNode, selectionSet: SelectionSetNode, depth: number): string | undefined {
  if (depth > MAX_FRAGMENT_DEPTH) return undefined;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) return selection.name.value;
    const fragment =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection
        : document.definitions.find(
            (definition) =>
              definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
          );
    const name = fragment && "selectionSet" in fragment && firstField(document, fragment.selectionSet, depth + 1);
    if (name) return name;
  }
  return undefined;
}
