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
import type { Logger } from "../logger";
import type { Metrics, OperationMeasure } from "../metrics";
import { newRequestId, noteOperation } from "../requestScope";

/**
 * HTTP operations, measured from Apollo's start of the request to its response, and named in the request's log
 * line (http/requestLog.ts). Requests refused before their operation is read (the session could not be checked, a
 * malformed request) are counted without a duration.
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
          noteOperation(measure.summary());
        },
      };
    },
    contextCreationDidFail: async ({ error }) => metrics.refused("http", asGraphQLError(error)),
    invalidRequestWasReceived: async ({ error }) => metrics.refused("http", asGraphQLError(error)),
  };
}

/** One operation on a WebSocket while it runs: its request id (in every log line about it) and its measure. */
interface RunningOperation {
  requestId: string;
  measure: OperationMeasure;
}

/**
 * What every WebSocket operation leaves behind: a request id from its subscribe message on (`requestIdOf`), its
 * metrics, and one log line when it ends, however it ends (refused, answered, completed, its socket closed): the
 * id, its type and root field, its outcome and its duration in ms, as the HTTP requests' lines say them.
 */
export function operationRecords(metrics: Metrics, logger: Logger) {
  /** The operations running on each socket, by id; a socket's go with it. */
  const running = new WeakMap<object, Map<string, RunningOperation>>();
  const operations = (ctx: object) => {
    let map = running.get(ctx);
    if (!map) running.set(ctx, (map = new Map<string, RunningOperation>()));
    return map;
  };
  const finish = (ctx: object, id: string) => {
    const operation = operations(ctx).get(id);
    if (!operation) return;
    operations(ctx).delete(id);
    operation.measure.end();
    const summary = operation.measure.summary();
    const { type, field, outcome } = summary.operation;
    logger.info({ requestId: operation.requestId, ...summary }, `WebSocket ${type} ${field} ${outcome}`);
  };

  return {
    /** The request id of a socket's operation, from its subscribe message until it ends. */
    requestIdOf: (ctx: object, id: string): string | undefined => operations(ctx).get(id)?.requestId,

    /**
     * graphql-ws' hooks, each recording after `options`' own: a query or mutation measured from its subscribe
     * message to its completion, a subscription until it streams; the outcome read from the answer as `options`
     * formatted it (masked errors).
     */
    observe<P extends ConnectionInitMessage["payload"], E>(options: ServerOptions<P, E>): ServerOptions<P, E> {
      return {
        ...options,
        onSubscribe: async (ctx, id, payload) => {
          const measure = metrics.operation("ws");
          operations(ctx).set(id, { requestId: newRequestId(), measure });
          const args = await options.onSubscribe?.(ctx, id, payload);
          if (args && "document" in args) {
            const operation = getOperationAST(args.document, args.operationName);
            if (operation) identify(measure, args.schema, args.document, operation);
          } else if (!(id in ctx.subscriptions)) {
            // Cancelled while it was being checked: graphql-ws calls neither onError nor onComplete for it.
            finish(ctx, id);
          }
          return args;
        },
        onOperation: async (ctx, id, payload, args, result) => {
          const replaced = await options.onOperation?.(ctx, id, payload, args, result);
          // A subscription's duration in the metrics is until it streams.
          if (Symbol.asyncIterator in (replaced ?? result)) operations(ctx).get(id)?.measure.end();
          return replaced;
        },
        onNext: async (ctx, id, payload, args, result) => {
          const formatted = await options.onNext?.(ctx, id, payload, args, result);
          operations(ctx)
            .get(id)
            ?.measure.answered((formatted ?? result).errors);
          return formatted;
        },
        onError: async (ctx, id, payload, errors) => {
          const formatted = await options.onError?.(ctx, id, payload, errors);
          operations(ctx)
            .get(id)
            ?.measure.answered(formatted ?? errors);
          finish(ctx, id);
          return formatted;
        },
        onComplete: async (ctx, id, payload) => {
          await options.onComplete?.(ctx, id, payload);
          finish(ctx, id);
        },
      };
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
