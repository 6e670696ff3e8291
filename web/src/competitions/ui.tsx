import type { ReactNode } from "react";
import { IconButton } from "../components/IconButton";
import { labelClass } from "../components/styles";
import { TrashIcon } from "./icons";

export function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={htmlFor} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A row's delete control: revealed when the row (a `group`) is hovered or focused; always on touch screens. */
export function DeleteButton({ label, disabled, onClick }: { label: string; disabled?: boolean; onClick: () => void }) {
  return (
    <IconButton label={label} tone="quiet" revealOnHover disabled={disabled} onClick={onClick}>
      <TrashIcon />
    </IconButton>
  );
}
