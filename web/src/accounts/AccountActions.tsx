import { useNavigate } from "react-router";
import { DeleteWithConfirmation } from "../components/DeleteWithConfirmation";
import { FormError } from "../components/FormError";
import { secondaryButton } from "../components/styles";
import { useActions } from "../components/useActions";
import { useDeleteAccount, useSignOut } from "./useSessionMutations";

/** "Sign out", and "Delete Account" behind a confirmation; both end on the home page, signed out. */
export function AccountActions() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const deleteAccount = useDeleteAccount();
  const { running, error, run } = useActions<"signOut" | "delete">();

  const onSignOut = () =>
    void run("signOut", async () => {
      await signOut({});
      await navigate("/");
    });
  const onDelete = () => {
    void run("delete", async () => {
      await deleteAccount({});
      await navigate("/", { replace: true });
    });
  };

  return (
    <div className="mt-4 space-y-4">
      <FormError>{error}</FormError>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={onSignOut} disabled={running !== undefined} className={secondaryButton}>
          {running === "signOut" ? "Signing out..." : "Sign out"}
        </button>
        <DeleteWithConfirmation
          label={running === "delete" ? "Deleting..." : "Delete Account"}
          what="your account"
          disabled={running !== undefined}
          onDelete={onDelete}
        />
      </div>
    </div>
  );
}
