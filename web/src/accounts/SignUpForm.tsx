import { useState } from "react";
import { AccountForm } from "./AccountForm";
import { TextField } from "../components/Field";
import { useActions } from "../components/useActions";
import { useSignUp } from "./useSessionMutations";

interface SignUpFormProps {
  /** What the button says ("Sign up!" on the sign-up page). */
  submit?: string;
  /** Runs as the form is sent, before the account is asked for. */
  onSubmit?: () => void;
}

/** A new account from an email and a password. */
export function SignUpForm({ submit = "Sign up!", onSubmit }: SignUpFormProps) {
  const signUp = useSignUp();
  const actions = useActions<"signUp">();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  return (
    <AccountForm
      actions={actions}
      name="signUp"
      onSubmit={() => {
        onSubmit?.();
        return signUp({ email, password });
      }}
      submit={submit}
      running="Signing up..."
    >
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
      <TextField label="Password" type="password" autoComplete="new-password" value={password} onChange={setPassword} />
    </AccountForm>
  );
}
