import { useState } from "react";
import { useLocation } from "react-router";
import { CloseIcon } from "./Icon";
import { IconButton } from "./IconButton";

/** A short, polite word about something that happened elsewhere (the other player's change), until dismissed. */
export function Notice({ children, onDismiss }: { children: string; onDismiss: () => void }) {
  return (
    <div
      role="status"
      className="flex items-center justify-between gap-3 rounded-lg border border-sky-300 bg-sky-50 py-1 pr-1 pl-3 text-sm text-sky-950 dark:border-sky-500/40 dark:bg-sky-500/10 dark:text-sky-100"
    >
      <p>{children}</p>
      <IconButton label="Dismiss" tone="quiet" onClick={onDismiss}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}

/**
 * The notice a navigation brought along (`state.notice`), e.g. why the page the user was on is gone; shown
 * until dismissed or the user moves on.
 */
export function NavigationNotice() {
  const location = useLocation();
  const [dismissed, setDismissed] = useState<string>();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  if (typeof notice !== "string" || dismissed === location.key) return null;
  return (
    <div className="mb-6">
      <Notice onDismiss={() => setDismissed(location.key)}>{notice}</Notice>
    </div>
  );
}
