import type { ApolloServerPlugin } from "@apollo/server";
import { OperationTypeNode, type FormattedExecutionResult } from "graphql";
import { LRUCache } from "lru-cache";
import type { Metrics } from "../metrics";
import {
  countStatements,
  currentRequestScope,
  noteOperation,
  type RequestScope,
  type VouchedRead,
} from "../requestScope";
import type { GraphQLContext, RequestAuth } from "../shared/context";
import { rootField } from "./operations";

/** A query's answer as it was sent, the reads it was built from and what the metrics count it as. */
interface KeptAnswer {
  text: string;
  contentType: string;
  reads: VouchedRead[];
  rootField: string;
}

/** A kept answer to send, or how to keep the one Apollo is about to make. */
export interface Served {
  answer?: KeptAnswer;
  keep?: (status: number, contentType: string | undefined) => void;
}

/** What the execution of a query being answered for the first time leaves to keep, once it is sent. */
interface Pending {
  key: string;
  answer?: Omit<KeptAnswer, "contentType">;
}

/** At most this many answers, and about this much of their JSON, per instance. */
const KEPT = { max: 1_000, maxSize: 32_000_000 };

/**
 * Answers a query asked again, by the same session with the same variables, without executing it, when the
 * database vouches that every read the answer was built from would return the same rows now: one small statement
 * per read (db/prepared.ts `VouchedStatement`), and nothing is kept in memory that the database has not confirmed
 * this moment. An answer is kept only when every statement its execution sent was such a read, it has no errors,
 * and it is a query. Nothing can go stale: not after an edit on another instance, a renamed player or a new friend.
 *
 * `serve` runs before Apollo and answers from what is kept, or lets Apollo answer and keeps what the `plugin`
 * found keepable; `stringifyResult` serializes a kept answer once.
 */
export function answerCache(metrics: Metrics) {
  const kept = new LRUCache<string, KeptAnswer>(KEPT);
  const pending = new WeakMap<RequestScope, Pending>();
  const texts = new WeakMap<object, string>();
  const stringifyResult = (result: FormattedExecutionResult): string =>
    (!result.errors && !result.extensions && result.data && texts.get(result.data)) || `${JSON.stringify(result)}\n`;

  /**
   * The kept answer to this request when the database still vouches for it; else, for a query that may be kept,
   * `keep`, to call with Apollo's answer once it is made (what the plugin found keepable is then kept).
   */
  const serve = async (body: unknown, authOf: () => Promise<RequestAuth>, accept = ""): Promise<Served | undefined> => {
    const scope = currentRequestScope();
    const operation = asked(body);
    const auth = operation && scope && (await authOf().catch(() => undefined));
    if (!operation || !scope || !auth) return undefined;
    const key = keyOf(operation, auth, accept);
    const answer = kept.get(key);
    if (answer && (await stillTrue(answer.reads))) {
      const measure = metrics.operation("http");
      measure.identify(OperationTypeNode.QUERY, answer.rootField);
      measure.answered(undefined);
      measure.end();
      noteOperation(measure.summary());
      return { answer };
    }
    const waiting: Pending = { key };
    pending.set(scope, waiting);
    const keep = (status: number, contentType: string | undefined) => {
      if (!waiting.answer || status !== 200 || !contentType) return;
      kept.set(key, { ...waiting.answer, contentType }, { size: key.length + waiting.answer.text.length });
    };
    return { keep };
  };

  const plugin: ApolloServerPlugin<GraphQLContext> = {
    requestDidStart: async () => {
      const scope = currentRequestScope();
      const waiting = scope && pending.get(scope);
      if (!waiting) return;
      let log: ReturnType<typeof countStatements>;
      return {
        executionDidStart: async ({ operation }) => {
          // Apollo starts execution even for a document whose operation it could not pick, to answer its error.
          if (operation?.operation === OperationTypeNode.QUERY) log = countStatements();
        },
        willSendResponse: async ({ response, schema, document, operation }) => {
          if (!log || !document || !operation || response.body.kind !== "single") return;
          const { data, errors } = response.body.singleResult;
          const { reads, statements } = log;
          if (errors || !data || reads.length === 0 || statements !== reads.length) return;
          const text = `${JSON.stringify({ data })}\n`;
          texts.set(data, text);
          waiting.answer = { text, reads, rootField: rootField(schema, document, operation) };
        },
      };
    },
  };
  return { serve, plugin, stringifyResult };
}

/** A request's one operation, when it is one: a document and, if given, its name and variables. */
interface AskedOperation {
  query: string;
  operationName?: unknown;
  variables?: unknown;
}

function asked(body: unknown): AskedOperation | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const operation = body as Record<string, unknown>;
  return typeof operation.query === "string" && operation.extensions === undefined
    ? (operation as unknown as AskedOperation)
    : undefined;
}

/** Each viewer row as a key, once per row read (the session cache hands out the same row until it reads again). */
const viewerKeys = new WeakMap<object, string>();

function viewerKey(viewer: RequestAuth["viewer"]): string {
  if (!viewer) return "";
  let key = viewerKeys.get(viewer);
  if (key === undefined) viewerKeys.set(viewer, (key = JSON.stringify(viewer)));
  return key;
}

/** The same document, operation, variables, session and accepted types, as the same viewer. */
function keyOf({ query, operationName, variables }: AskedOperation, auth: RequestAuth, accept: string): string {
  const name = typeof operationName === "string" ? operationName : "";
  const values = variables === undefined ? "" : JSON.stringify(variables);
  return `${query}|${name}|${values}|${accept}|${auth.session?.id ?? ""}|${viewerKey(auth.viewer)}`;
}

/** Whether every read would return the same rows now; when the database cannot say, the query runs and tells why. */
async function stillTrue(reads: readonly VouchedRead[]): Promise<boolean> {
  const now = await Promise.all(reads.map((read) => read.check())).catch(() => undefined);
  return now?.every((digest, index) => digest === reads[index].digest) ?? false;
}

export type AnswerCache = ReturnType<typeof answerCache>;
