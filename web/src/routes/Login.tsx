import { useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { Link, Navigate, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { Field } from "../accounts/Field";
import { FormError, FormSuccess } from "../components/FormError";
import { GoogleSignIn } from "../accounts/GoogleSignIn";
import { afterSignIn } from "../accounts/redirectPath";
import { card, primaryButton, textLink } from "../components/styles";
import { useActions } from "../accounts/useActions";
import { useRequestPasswordReset } from "../accounts/useRequestPasswordReset";
import { useSignIn } from "../accounts/useSessionMutations";
import { PageTitle } from "../components/PageTitle";
import { redirectIfSignedIn, SessionQuery } from "../session";

/** A signed-in visitor goes straight to where signing in would take them. */
export function loginLoader({ request }: LoaderFunctionArgs): Promise<null> {
  return redirectIfSignedIn(request, afterSignIn(new URL(request.url).searchParams.get("redirectTo")));
}

export function Login() {
  const [searchParams] = useSearchParams();
  const message = searchParams.get("message");
  const redirectTo = searchParams.get("redirectTo");
  const { data } = useQuery(SessionQuery);
  const signIn = useSignIn();
  const requestPasswordReset = useRequestPasswordReset();
  const { running, error, run } = useActions<"signIn" | "sendEmail">();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    void run("signIn", () => signIn({ email, password }));
  };
  const onSendEmail = () => {
    setSent(false);
    void run("sendEmail", async () => {
      await requestPasswordReset(email);
      setSent(true);
    });
  };

  // Signed in, by this form or already: on to where the visitor was going, leaving this page out of the history.
  if (data?.me) return <Navigate to={afterSignIn(redirectTo)} replace />;
  return (
    <div className="mx-auto w-full max-w-sm space-y-6">
      <PageTitle title="Sign in">Sign in to your account</PageTitle>
      <div className={`${card} space-y-4`}>
        {message && <p className="font-bold text-red-600 dark:text-red-400">{message}</p>}
        <FormError>{error}</FormError>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <Field label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
          <Field
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <button type="submit" disabled={running !== undefined} className={`${primaryButton} w-full`}>
            {running === "signIn" ? "Signing in..." : "Sign in"}
          </button>
        </form>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Forgot your password?{" "}
          <button type="button" onClick={onSendEmail} disabled={running !== undefined} className={textLink}>
            {running === "sendEmail" ? "Sending..." : "Send Email"}
          </button>
        </p>
        {sent && <FormSuccess>Sent! Check your email</FormSuccess>}
        <GoogleSignIn redirectTo={redirectTo} />
      </div>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        No account yet?{" "}
        <Link to="/signup" className={textLink}>
          Sign up!
        </Link>
      </p>
    </div>
  );
}
