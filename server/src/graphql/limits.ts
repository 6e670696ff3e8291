import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import type { GraphQLError, ValidationContext, ValidationRule } from "graphql";

/**
 * How big an operation may be, on HTTP and WebSocket alike. Every document of the web app and GraphiQL's
 * introspection query fit (test/limits.test.ts); alias bombs, deep nesting and huge documents do not.
 */
export const OPERATION_LIMITS = {
  /** Ten times GraphiQL's introspection query: room for any real operation, none for thousands of aliases. */
  tokens: 4000,
  depth: 10,
  aliases: 15,
  directives: 10,
  // Armor's cost grows with depth: the web's ledger page costs about 2,300, and an activity page with every
  // field of its entries (actor, summary, links) about 11,600.
  cost: 15000,
  /** How deep a request's variables (or extensions) may nest: the schema's inputs need three levels. */
  nesting: 10,
};

// Armor throws from inside graphql-js' validation by default; reporting lets validation collect the error.
const report = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/**
 * Depth and cost count fields, not the fragments a client groups them in: each component declaring its own
 * fragment must not make the same selection deeper or dearer.
 */
const fields = { flattenFragments: true };

/** The validation rules added to graphql-js' own for every operation. */
export const limitRules: ValidationRule[] = [
  maxDepthRule({ n: OPERATION_LIMITS.depth, ...fields, ...report }),
  maxAliasesRule({ n: OPERATION_LIMITS.aliases, ...report }),
  maxDirectivesRule({ n: OPERATION_LIMITS.directives, ...report }),
  costLimitRule({ maxCost: OPERATION_LIMITS.cost, ...fields, ...report }),
];

/**
 * Whether objects and arrays in `value` nest at most `levels` deep. It walks with a stack of its own, not by
 * recursion, and stops at the first level too deep: JSON of any depth is checked before anything else walks it
 * (JSON.stringify, for one, would overflow the call stack).
 */
export function nestsWithin(value: unknown, levels: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, level] = next;
    if (typeof item !== "object" || item === null) continue;
    if (level >= levels) return false;
    for (const inner of Object.values(item)) pending.push([inner, level + 1]);
  }
  return true;
}
