import { CombinedGraphQLErrors } from "@apollo/client";

/** The server's message for a refused operation (SPEC.md section 8 shows it as it is). */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => e.message).join(" ");
  return error instanceof Error ? error.message : String(error);
}

export function hasCode(error: unknown, code: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}

/** Runs a mutation and resolves to its refusal's message, or undefined when it went through. */
export function refusalOf(run: Promise<unknown>): Promise<string | undefined> {
  return run.then(
    () => undefined,
    (error: unknown) => errorMessage(error),
  );
}
