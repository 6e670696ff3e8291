import { useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { Link, Navigate, type LoaderFunctionArgs } from "react-router";
import { Field } from "../accounts/Field";
import { FormError } from "../components/FormError";
import { card, primaryButton, textLink } from "../components/styles";
import { useActions } from "../accounts/useActions";
import { useSignUp } from "../accounts/useSessionMutations";
import { PageTitle } from "../components/PageTitle";
import { redirectIfSignedIn, SessionQuery } from "../session";

/** A signed-in visitor already has an account: their profile is the page to see. */
export function signupLoader({ request }: LoaderFunctionArgs): Promise<null> {
  return redirectIfSignedIn(request, "/profile");
}

export function Signup() {
  const { data } = useQuery(SessionQuery);
  const signUp = useSignUp();
  const { running, error, run } = useActions<"signUp">();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run("signUp", () => signUp({ email, password }));
  };

  // Signed up (or in already): the new profile is the page to see, and this one leaves the history.
  if (data?.me) return <Navigate to="/profile" replace />;
  return (
    <div className="mx-auto w-full max-w-sm space-y-6">
      <PageTitle title="Sign up">Sign up with email</PageTitle>
      <div className={`${card} space-y-4`}>
        <FormError>{error}</FormError>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <Field label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
          <Field label="Password" type="password" autoComplete="new-password" value={password} onChange={setPassword} />
          <button type="submit" disabled={running !== undefined} className={`${primaryButton} w-full`}>
            {running === "signUp" ? "Signing up..." : "Sign up!"}
          </button>
        </form>
      </div>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account?{" "}
        <Link to="/login" className={textLink}>
          Sign in
        </Link>
      </p>
    </div>
  );
}
