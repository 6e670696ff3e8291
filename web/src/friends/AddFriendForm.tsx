import { useId, useState, type FormEvent } from "react";

interface AddFriendFormProps {
  /** The last refusal, shown in bold red above the input. */
  error?: string;
  sending: boolean;
  /** Resolves true when the request went out, which clears the input. */
  onSend: (username: string) => Promise<boolean>;
}

/** A username and Send (Enter submits too). Names are exact and case-sensitive, so the phone must not change them. */
export function AddFriendForm({ error, sending, onSend }: AddFriendFormProps) {
  const [username, setUsername] = useState("");
  const inputId = useId();
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await onSend(username)) setUsername("");
  }

  return (
    <form onSubmit={submit} className="max-w-md space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        Add a friend by username
      </label>
      {error && (
        <p id={errorId} role="alert" className="font-bold text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <input
          id={inputId}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          placeholder="Username"
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 placeholder:text-slate-400 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 dark:border-slate-700 dark:bg-slate-900 dark:placeholder:text-slate-500"
        />
        <button
          type="submit"
          disabled={sending}
          className="rounded-md bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:opacity-60 dark:bg-indigo-500 dark:hover:bg-indigo-400"
        >
          Send
        </button>
      </div>
    </form>
  );
}
