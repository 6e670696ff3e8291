import { useState } from "react";
import { FormSuccess } from "../components/FormError";
import { textLink } from "../components/styles";
import { AccountForm } from "./AccountForm";
import { TextField } from "../components/Field";
import { GoogleSignIn } from "./GoogleSignIn";
import { useActions } from "../components/useActions";
import { useRequestPasswordReset } from "./useRequestPasswordReset";
import { useSignIn } from "./useSessionMutations";

/** Email and password, a reset email for a forgotten password, and Google; `message` is why the visitor is here. */
export function SignInForm({ message, redirectTo }: { message: string | null; redirectTo: string | null }) {
  const signIn = useSignIn();
  const requestPasswordReset = useRequestPasswordReset();
  const actions = useActions<"signIn" | "sendEmail">();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [sent, setSent] = useState(false);

  const onSubmit = () => {
    setSent(false);
    return signIn({ email, password });
  };
  const onSendEmail = () => {
    setSent(false);
    void actions.run("sendEmail", async () => {
      await requestPasswordReset(email);
      setSent(true);
    });
  };

  return (
    <>
      {message && <p className="font-bold text-red-600 dark:text-red-400">{message}</p>}
      <AccountForm actions={actions} name="signIn" onSubmit={onSubmit} submit="Sign in" running="Signing in...">
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
      </AccountForm>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Forgot your password?{" "}
        <button type="button" onClick={onSendEmail} disabled={actions.running !== undefined} className={textLink}>
          {actions.running === "sendEmail" ? "Sending..." : "Send Email"}
        </button>
      </p>
      {sent && <FormSuccess>Sent! Check your email</FormSuccess>}
      <GoogleSignIn redirectTo={redirectTo} />
    </>
  );
}
