import { CombinedGraphQLErrors } from "@apollo/client";
import { useState } from "react";

/** The text to show for a failed call: the server's own message for a refusal (SPEC.md section 8). */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) return error.errors[0].message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * A form's calls to the server: which one is running (one at a time, so the buttons can say "...ing" and stay
 * disabled) and the message of the last one that failed.
 */
export function useActions<Name extends string>() {
  const [running, setRunning] = useState<Name>();
  const [error, setError] = useState<string>();
  async function run(name: Name, action: () => Promise<void>): Promise<void> {
    setRunning(name);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setRunning(undefined);
    }
  }
  return { running, error, run };
}
