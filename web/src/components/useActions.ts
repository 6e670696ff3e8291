import { useState } from "react";

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
      // The messages read Apollo Client's errors: loaded with the call that failed, not with the form.
      const { errorMessage } = await import("../errors");
      setError(errorMessage(failure));
    } finally {
      setRunning(undefined);
    }
  }
  return { running, error, run };
}

export type Actions<Name extends string> = ReturnType<typeof useActions<Name>>;
