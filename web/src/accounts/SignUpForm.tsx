import { useState, type FormEvent } from "react";
import { AccountForm } from "./AccountForm";
import { TextField } from "../components/Field";
import { useActions } from "./useActions";
import { useSignUp } from "./useSessionMutations";

/** A new account from an email and a password. */
export function SignUpForm() {
  const signUp = useSignUp();
  const { running, error, run } = useActions<"signUp">();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run("signUp", () => signUp({ email, password }));
  };

  return (
    <AccountForm
      error={error}
      onSubmit={onSubmit}
      disabled={running !== undefined}
      submit={running === "signUp" ? "Signing up..." : "Sign up!"}
    >
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
      <TextField label="Password" type="password" autoComplete="new-password" value={password} onChange={setPassword} />
    </AccountForm>
  );
}
