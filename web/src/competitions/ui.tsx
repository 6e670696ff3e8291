import { IconButton } from "../components/IconButton";
import type { ActivityKind } from "../graphql/generated/graphql";
import { TrashIcon } from "./icons";

/**
 * Runs a delete (`remove`, which resolves to its refusal) and, when it went through, offers to undo it, saying
 * `text`. The page hands it to its panels: the ledger's, which knows how to undo (useUndo).
 */
export type DeleteWithUndo = (
  kind: ActivityKind,
  text: string,
  remove: () => Promise<string | undefined>,
) => Promise<string | undefined>;

/** A row's delete control: revealed when the row (a `group`) is hovered or focused; always on touch screens. */
export function DeleteButton({ label, disabled, onClick }: { label: string; disabled?: boolean; onClick: () => void }) {
  return (
    <IconButton label={label} tone="quiet" revealOnHover disabled={disabled} onClick={onClick}>
      <TrashIcon />
    </IconButton>
  );
}
