import { InlineForm } from "../components/InlineForm";

interface AddFriendFormProps {
  /** The last refusal, shown in bold red above the input. */
  error?: string;
  sending: boolean;
  /** Resolves true when the request went out; a refused name comes back into the input. */
  onSend: (username: string) => Promise<boolean>;
}

/** A username and Send (Enter submits too). Names are exact and case-sensitive, so the phone must not change them. */
export function AddFriendForm({ error, sending, onSend }: AddFriendFormProps) {
  return (
    <InlineForm
      label="Add a friend by username"
      error={error}
      placeholder="Username"
      submit="Send"
      disabled={sending}
      onSubmit={onSend}
      className="max-w-md"
      input={{ autoCapitalize: "none", autoCorrect: "off", spellCheck: false }}
    />
  );
}
