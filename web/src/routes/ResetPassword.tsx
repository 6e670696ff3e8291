import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Field } from "../accounts/Field";
import { FormError } from "../components/FormError";
import { AFTER_SIGN_IN } from "../accounts/redirectPath";
import { card, primaryButton, textLink } from "../components/styles";
import { useActions } from "../accounts/useActions";
import { useResetPassword } from "../accounts/useSessionMutations";
import { PageTitle } from "../components/PageTitle";

/** The page of the emailed link: the token is checked by the server when the new password is sent. */
export function ResetPassword() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const { running, error, run } = useActions<"reset">();
  const [password, setPassword] = useState("");

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run("reset", async () => {
      await resetPassword({ token, password });
      await navigate(AFTER_SIGN_IN, { replace: true });
    });
  };

  return (
    <div className="mx-auto w-full max-w-sm space-y-6">
      <PageTitle title="Reset password">Reset your password</PageTitle>
      <div className={`${card} space-y-4`}>
        <FormError>{error}</FormError>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
          />
          <button type="submit" disabled={running !== undefined} className={`${primaryButton} w-full`}>
            {running === "reset" ? "Saving..." : "Set new password"}
          </button>
        </form>
      </div>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        Link expired?{" "}
        <Link to="/login" className={textLink}>
          Send a new one from sign in
        </Link>
      </p>
    </div>
  );
}
