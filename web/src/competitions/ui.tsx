import { IconButton } from "../components/IconButton";
import { TrashIcon } from "./icons";

/** A row's delete control: revealed when the row (a `group`) is hovered or focused; always on touch screens. */
export function DeleteButton({ label, disabled, onClick }: { label: string; disabled?: boolean; onClick: () => void }) {
  return (
    <IconButton label={label} tone="quiet" revealOnHover disabled={disabled} onClick={onClick}>
      <TrashIcon />
    </IconButton>
  );
}
