import { useState } from "react";
import { useNavigate } from "react-router";
import { AccountForm } from "./AccountForm";
import { TextField } from "../components/Field";
import { AFTER_SIGN_IN } from "./redirectPath";
import { useActions } from "../components/useActions";
import { useResetPassword } from "./useSessionMutations";

/** A new password for the account of the emailed `token` (the server checks it); then signed in, on to the app. */
export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const actions = useActions<"reset">();
  const [password, setPassword] = useState("");

  const onSubmit = async () => {
    await resetPassword({ token, password });
    await navigate(AFTER_SIGN_IN, { replace: true });
  };

  return (
    <AccountForm actions={actions} name="reset" onSubmit={onSubmit} submit="Set new password" running="Saving...">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
    </AccountForm>
  );
}
