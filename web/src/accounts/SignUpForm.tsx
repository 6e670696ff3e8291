import { useState, type FormEvent } from "react";
import { FormError } from "../components/FormError";
import { primaryButton } from "../components/styles";
import { Field } from "./Field";
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
    <>
      <FormError>{error}</FormError>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <Field label="Password" type="password" autoComplete="new-password" value={password} onChange={setPassword} />
        <button type="submit" disabled={running !== undefined} className={`${primaryButton} w-full`}>
          {running === "signUp" ? "Signing up..." : "Sign up!"}
        </button>
      </form>
    </>
  );
}
