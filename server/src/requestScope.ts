import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { OperationSummary } from "./metrics";

/**
 * A read whose rows the database can later vouch for: the digest of what it returned, and how to ask for the
 * digest of what it would return now (db/prepared.ts).
 */
export interface VouchedRead {
  digest: string | null;
  check(): Promise<string | null>;
}

/** What the statements of a GraphQL execution were: how many, and the vouched reads among them. */
export interface StatementLog {
  statements: number;
  reads: VouchedRead[];
}

/**
 * What one HTTP request carries wherever it runs: its id (in every log line), the statements it counts, and the
 * GraphQL operation it ran, for its log line (http/requestLog.ts).
 */
export interface RequestScope {
  readonly id: string;
  log?: StatementLog;
  operation?: OperationSummary["operation"];
}

const scopes = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, run: () => T): T {
  return scopes.run(scope, run);
}

/** The GraphQL operation this HTTP request ran, and how it ended. */
export function noteOperation(summary: OperationSummary): void {
  const scope = scopes.getStore();
  if (scope) scope.operation = summary.operation;
}

export function currentRequestScope(): RequestScope | undefined {
  return scopes.getStore();
}

/**
 * Node builds a UUID by concatenation: a tree of some twenty strings (about 600 bytes) until something flattens
 * it, and a subscription keeps its id for as long as it runs. toLowerCase, a no-op on a UUID, returns it flat.
 */
export const newRequestId = (): string => randomUUID().toLowerCase();

export function currentRequestId(): string {
  return currentRequestScope()?.id ?? newRequestId();
}

/** Starts counting the statements this request sends, from now on; returns the log they go to. */
export function countStatements(): StatementLog | undefined {
  const scope = scopes.getStore();
  if (scope) scope.log = { statements: 0, reads: [] };
  return scope?.log;
}

/** A statement is being sent (Drizzle's logger tells every one). */
export function noteStatement(): void {
  const log = scopes.getStore()?.log;
  if (log) log.statements++;
}

/** Whether the statements of this request are being counted (a query whose answer may be kept). */
export function countingStatements(): boolean {
  return scopes.getStore()?.log !== undefined;
}

export function noteVouchedRead(read: VouchedRead): void {
  scopes.getStore()?.log?.reads.push(read);
}
