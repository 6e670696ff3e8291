import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext } from "@apollo/server";
import { OperationTypeNode, type FormattedExecutionResult } from "graphql";
import { LRUCache } from "lru-cache";
import { countStatements, type StatementLog, type VouchedRead } from "../requestScope";
import type { GraphQLContext } from "./context";

/** A query's answer and the reads it was built from. */
interface KeptAnswer {
  data: Record<string, unknown>;
  reads: VouchedRead[];
}

/** At most this many answers, and about this much of their JSON, per instance. */
const KEPT = { max: 1_000, maxSize: 32_000_000 };

/**
 * Answers a query asked again, by the same session with the same variables, without executing it, when the
 * database vouches that every read the answer was built from would return the same rows now: one small statement
 * per read (db/prepared.ts `VouchedStatement`), and nothing is kept in memory that the database has not confirmed
 * this moment. An answer is kept only when every statement its execution sent was such a read, it has no errors,
 * and it is a query. Nothing can go stale: not after an edit on another instance, a renamed player or a new friend.
 */
export function answerCache() {
  const kept = new LRUCache<string, KeptAnswer>(KEPT);
  /** Each kept answer's JSON, as Apollo would write it: a kept answer is serialized once. */
  const texts = new WeakMap<object, string>();
  const stringifyResult = (result: FormattedExecutionResult): string =>
    (!result.errors && !result.extensions && result.data && texts.get(result.data)) || `${JSON.stringify(result)}\n`;
  const plugin: ApolloServerPlugin<GraphQLContext> = {
    requestDidStart: async () => {
      let key: string | undefined;
      let log: StatementLog | undefined;
      return {
        responseForOperation: async (request) => {
          if (request.operation.operation !== OperationTypeNode.QUERY) return null;
          key = keyOf(request);
          const answer = kept.get(key);
          if (!answer || !(await stillTrue(answer.reads))) return null;
          return {
            http: { status: undefined, headers: new HeaderMap() },
            body: { kind: "single", singleResult: { data: answer.data } },
          };
        },
        executionDidStart: async () => {
          if (key) log = countStatements();
        },
        willSendResponse: async ({ response }) => {
          if (!key || !log || response.body.kind !== "single") return;
          const { data, errors } = response.body.singleResult;
          const { reads, statements } = log;
          if (errors || !data || reads.length === 0 || statements !== reads.length) return;
          const text = `${JSON.stringify({ data })}\n`;
          texts.set(data, text);
          kept.set(key, { data, reads }, { size: key.length + text.length });
        },
      };
    },
  };
  return { plugin, stringifyResult };
}

/** Each viewer row as a key, once per row read (the session cache hands out the same row until it reads again). */
const viewerKeys = new WeakMap<object, string>();

function viewerKey(viewer: GraphQLContext["viewer"]): string {
  if (!viewer) return "";
  let key = viewerKeys.get(viewer);
  if (key === undefined) viewerKeys.set(viewer, (key = JSON.stringify(viewer)));
  return key;
}

/** The same document, operation, variables and session, as the same viewer. */
function keyOf({ queryHash, request, contextValue }: GraphQLRequestContext<GraphQLContext>): string {
  const { session, viewer } = contextValue;
  const variables = request.variables ? JSON.stringify(request.variables) : "";
  return `${queryHash}|${request.operationName ?? ""}|${variables}|${session?.id ?? ""}|${viewerKey(viewer)}`;
}

/** Whether every read would return the same rows now; when the database cannot say, the query runs and tells why. */
async function stillTrue(reads: readonly VouchedRead[]): Promise<boolean> {
  const now = await Promise.all(reads.map((read) => read.check())).catch(() => undefined);
  return now?.every((digest, index) => digest === reads[index].digest) ?? false;
}
