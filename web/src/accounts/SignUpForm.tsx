import { useState } from "react";
import { AccountForm } from "./AccountForm";
import { TextField } from "../components/Field";
import { useActions } from "./useActions";
import { useSignUp } from "./useSessionMutations";

/** A new account from an email and a password. */
export function SignUpForm() {
  const signUp = useSignUp();
  const actions = useActions<"signUp">();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  return (
    <AccountForm
      actions={actions}
      name="signUp"
      onSubmit={() => signUp({ email, password })}
      submit="Sign up!"
      running="Signing up..."
    >
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
      <TextField label="Password" type="password" autoComplete="new-password" value={password} onChange={setPassword} />
    </AccountForm>
  );
}
