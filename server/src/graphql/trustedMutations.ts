import {
  getOperationAST,
  GraphQLError,
  OperationTypeNode,
  parse,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from "graphql";
import type { CompiledQuery } from "graphql-jit";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import type { Metrics } from "../metrics";
import { noteOperation } from "../requestScope";
import type { GraphQLContext } from "../shared/context";
import { compiledPlans, runPlan } from "./executor";
import { rootField } from "./operations";
import { parseOptions } from "./pipeline";

/** A web app mutation, ready to run: its compiled plan and what its measure names it by. */
interface TrustedMutation {
  plan: CompiledQuery;
  rootField: string;
}

/** What the runner answers with, as Apollo would have. */
export interface Ran {
  status: number;
  contentType: string;
  text: string;
}

export interface TrustedMutationRunner {
  /** The answer to `body`, or undefined when it is for Apollo to answer (nothing has run then). */
  run: (body: unknown, accept: string | undefined, context: () => Promise<GraphQLContext>) => Promise<Ran | undefined>;
  /** From now on every request goes to Apollo (which refuses them once it has stopped). */
  stop: () => void;
}

/** The answers' types, as Apollo names them and in the order it prefers them (its MEDIA_TYPES). */
const JSON_TYPE = "application/json; charset=utf-8";
const MEDIA_TYPES = [
  JSON_TYPE,
  "application/graphql-response+json; charset=utf-8",
  "application/json; callbackSpec=1.0; charset=utf-8",
];

/** Texts kept, with their plans or what they are not: at most this many and this much text. */
const KEPT = { max: 1_000, maxSize: 2_000_000 };

/**
 * The web app's own mutations over HTTP, on the plan graphql-jit compiled for them, without Apollo's request
 * pipeline (decision 058): an edit spends no time in Apollo's hooks, header copies and hashing. Only a document
 * that is one of the web app's (`trusted`), of a mutation, sent as JSON (which Apollo's CSRF check always lets
 * through), with variables its operation takes and an Accept header Apollo would answer, runs here; everything
 * else goes on to Apollo, which answers as it always has, so what a client sees is the same either way: the same
 * body, content type and status, errors formatted by the same `formatError`, the same metrics and log line. A
 * document is parsed and checked once per text.
 */
export function trustedMutations(options: {
  schema: GraphQLSchema;
  trusted: (document: DocumentNode) => boolean;
  metrics: Metrics;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
}): TrustedMutationRunner {
  const { schema, trusted, metrics, formatError } = options;
  const planOf = compiledPlans(schema);
  const byText = new LRUCache<string, TrustedMutation | false>({ ...KEPT, sizeCalculation: (_, text) => text.length });
  const mutationOf = (query: string, operationName: string | undefined): TrustedMutation | false => {
    const key = `${operationName ?? ""}\n${query}`;
    let found = byText.get(key);
    if (found === undefined) byText.set(key, (found = checked(query, operationName)));
    return found;
  };
  const checked = (query: string, operationName: string | undefined): TrustedMutation | false => {
    let document: DocumentNode;
    try {
      document = parse(query, parseOptions);
    } catch {
      return false;
    }
    const operation = getOperationAST(document, operationName);
    if (operation?.operation !== OperationTypeNode.MUTATION || !trusted(document)) return false;
    const plan = planOf(document, operationName);
    return plan ? { plan, rootField: rootField(schema, document, operation) } : false;
  };
  let open = true;

  const run: TrustedMutationRunner["run"] = async (body, accept, context) => {
    const asked = open && askedMutation(body);
    const mutation = asked && mutationOf(asked.query, asked.operationName);
    const contentType = mutation && contentTypeFor(accept);
    if (!mutation || !contentType) return undefined;
    const ctx = await context().catch(() => undefined);
    if (!ctx) return undefined;
    const measure = metrics.operation("http");
    const result = await runPlan(mutation.plan, ctx, asked.variables);
    // Variables its operation does not take: refused before anything ran, and Apollo answers that refusal.
    if (result.data === undefined) return undefined;
    const { data, errors } = result;
    measure.identify(OperationTypeNode.MUTATION, mutation.rootField);
    const formatted = errors && formattedErrors(errors, formatError);
    measure.answered(formatted?.errors);
    measure.end();
    noteOperation(measure.summary());
    const answer = formatted ? { errors: formatted.errors, data } : { data };
    return { status: formatted?.status ?? 200, contentType, text: `${JSON.stringify(answer)}\n` };
  };
  return { run, stop: () => void (open = false) };
}

interface AskedMutation {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

/** A request of one operation by its text, name and variables, nothing else (extensions go to Apollo). */
function askedMutation(body: unknown): AskedMutation | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const { query, operationName, variables, extensions } = body as Record<string, unknown>;
  if (typeof query !== "string" || extensions !== undefined) return undefined;
  if (operationName !== undefined && operationName !== null && typeof operationName !== "string") return undefined;
  if (variables !== undefined && (typeof variables !== "object" || variables === null || Array.isArray(variables))) {
    return undefined;
  }
  return { query, operationName: operationName ?? undefined, variables: variables as AskedMutation["variables"] };
}

/** The content type Apollo answers a single result with, or null where it answers 406. */
function contentTypeFor(accept: string | undefined): string | null {
  if (!accept) return JSON_TYPE;
  return new Negotiator({ headers: { accept } }).mediaType(MEDIA_TYPES) ?? null;
}

/**
 * Errors as Apollo formats them: a code for every error (INTERNAL_SERVER_ERROR when it has none), what
 * `extensions.http` asks of the answer's status taken out of it, then `formatError`.
 */
function formattedErrors(
  errors: readonly GraphQLError[],
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError,
): { errors: GraphQLFormattedError[]; status?: number } {
  let status: number | undefined;
  const formatted = errors.map((error) => {
    // graphql-jit's errors have no extensions when what was thrown had none.
    const { http, ...extensions } = (error.extensions ?? {}) as { http?: { status?: unknown }; code?: unknown };
    if (typeof http?.status === "number") status = http.status;
    const code = extensions.code ?? "INTERNAL_SERVER_ERROR";
    return formatError({ ...error.toJSON(), extensions: { ...extensions, code } }, error);
  });
  return { errors: formatted, status };
}
