import type { GatewayExecutor, GatewayInterface } from "@apollo/server-gateway-interface";
import { execute, printSchema, type DocumentNode, type ExecutionResult, type GraphQLSchema } from "graphql";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";

/**
 * Apollo's executor: the web app's own documents (`trusted`) run a plan graphql-jit compiled for them once; every
 * other document runs on graphql-js, since graphql-jit writes a document's literals into the code it generates
 * (decision 028). Apollo's parsing, validation, limits, plugins and error formatting stay in front of both. Apollo
 * takes an executor only from a gateway, so this is a gateway of one unchanging schema.
 */
export function executorGateway(schema: GraphQLSchema, trusted: (document: DocumentNode) => boolean): GatewayInterface {
  const planOf = compiledPlans(schema);
  const executor: GatewayExecutor = async ({ document, operationName, request, context }) => {
    const plan = trusted(document) && planOf(document, operationName ?? undefined);
    if (plan) return runPlan(plan, context, request.variables);
    return execute({
      schema,
      document,
      contextValue: context,
      variableValues: request.variables,
      operationName: request.operationName,
    });
  };
  return {
    onSchemaLoadOrUpdate: (callback) => {
      // Only Apollo's schema reporting reads the printed schema, and it is not used: printed when asked for, not
      // at every start (10-20 ms of its CPU, decision 046).
      callback({
        apiSchema: schema,
        get coreSupergraphSdl() {
          return printSchema(schema);
        },
      });
      return () => {};
    },
    load: async () => ({ schema, executor }),
    stop: async () => {},
  };
}

/** The plan graphql-jit compiles once for a document and operation name; null when it cannot compile it. */
export function compiledPlans(schema: GraphQLSchema) {
  const plans = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();
  return (document: DocumentNode, operationName: string | undefined): CompiledQuery | null => {
    let byName = plans.get(document);
    if (!byName) plans.set(document, (byName = new Map<string, CompiledQuery | null>()));
    let plan = byName.get(operationName ?? "");
    if (plan === undefined) {
      const compiled = compileQuery(schema, document, operationName);
      byName.set(operationName ?? "", (plan = isCompiledQuery(compiled) ? compiled : null));
    }
    return plan;
  };
}

/** A compiled plan's answer, read as graphql-js would give it. */
export const runPlan = async (plan: CompiledQuery, context: unknown, variables: Record<string, unknown> | undefined) =>
  inGraphQLJsOrder(await plan.query(undefined, context, variables));

/** An answer's keys in graphql-js' order (errors first), so that both executors' answers read the same. */
function inGraphQLJsOrder({ errors, data, ...rest }: ExecutionResult): ExecutionResult {
  return errors ? { errors, data, ...rest } : { data, ...rest };
}
