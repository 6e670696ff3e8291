import { useState, type ReactNode } from "react";
import { ConfirmModal } from "./Modal";
import { dangerButton } from "./styles";

/** A red delete button that asks first (SPEC.md: "Are you sure you want to delete … This action is irreversible"). */
export function DeleteWithConfirmation(props: {
  label: ReactNode;
  /** What goes, as the question names it: "your account", "this competition". */
  what: string;
  disabled: boolean;
  onDelete: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const confirmed = () => {
    setConfirming(false);
    props.onDelete();
  };
  return (
    <>
      <button type="button" disabled={props.disabled} onClick={() => setConfirming(true)} className={dangerButton}>
        {props.label}
      </button>
      {confirming && (
        <ConfirmModal confirmLabel="Delete" onConfirm={confirmed} onCancel={() => setConfirming(false)}>
          Are you sure you want to delete {props.what}? This action is irreversible
        </ConfirmModal>
      )}
    </>
  );
}
