import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmModal } from "../components/Modal";
import { FormError } from "../components/FormError";
import { dangerButton, secondaryButton } from "../components/styles";
import { useActions } from "./useActions";
import { useDeleteAccount, useSignOut } from "./useSessionMutations";

/** "Sign out", and "Delete Account" behind a confirmation; both end on the home page, signed out. */
export function AccountActions() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const deleteAccount = useDeleteAccount();
  const { running, error, run } = useActions<"signOut" | "delete">();
  const [confirming, setConfirming] = useState(false);

  const onSignOut = () =>
    void run("signOut", async () => {
      await signOut({});
      await navigate("/");
    });
  const onDelete = () => {
    setConfirming(false);
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
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={running !== undefined}
          className={dangerButton}
        >
          {running === "delete" ? "Deleting..." : "Delete Account"}
        </button>
      </div>
      {confirming && (
        <ConfirmModal confirmLabel="Delete" onConfirm={onDelete} onCancel={() => setConfirming(false)}>
          Are you sure you want to delete your account? This action is irreversible
        </ConfirmModal>
      )}
    </div>
  );
}
