import { useApolloClient } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import type { ActivityKind } from "../graphql/generated/graphql";
import { errorMessage } from "../errors";
import { cachedVersion } from "../competitions/competition";
import { latestUndoable, undoActivity, type Activity } from "./activity";
import { showToast } from "./toast";

const NOTHING_TO_UNDO = "Nothing of yours to undo here.";

/** Undo on a competition's page: an entry of the ledger, the viewer's latest change, or the delete just made. */
export function useUndo(competitionId: string) {
  const client = useApolloClient();

  const undo = async (entry: Activity) => {
    const refusal = await undoActivity(client, competitionId, entry.id);
    showToast(refusal ?? `Undone: ${entry.summary}`);
  };

  const undoLatest = async (match: Parameters<typeof latestUndoable>[2] = {}) => {
    try {
      const entry = await latestUndoable(client, competitionId, match);
      if (entry) await undo(entry);
      else showToast(NOTHING_TO_UNDO);
    } catch (error) {
      showToast(errorMessage(error));
    }
  };

  return {
    undo,
    undoLatest,
    /**
     * Runs a delete and, when it went through, offers to undo it: the viewer's newest undoable entry of that kind
     * committed after the delete left (so never an older one). Resolves to the delete's refusal, if any.
     */
    deleteWithUndo: async (kind: ActivityKind, text: string, remove: () => Promise<string | undefined>) => {
      const before = cachedVersion(client.cache, competitionId);
      const refusal = await remove();
      const after = cachedVersion(client.cache, competitionId);
      if (!refusal && before !== undefined && after !== undefined && after > before) {
        showToast(text, () => void undoLatest({ kinds: [kind], after: before }));
      }
      return refusal;
    },
  };
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/** Ctrl+Z (Cmd+Z on a Mac) undoes the viewer's latest undoable change here, unless they are typing. */
export function useUndoShortcut(undoLatest: () => Promise<void>, enabled: boolean): void {
  const latest = useRef(undoLatest);
  useEffect(() => {
    latest.current = undoLatest;
  }, [undoLatest]);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const undoKey = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === "z";
      if (!undoKey || event.repeat || typing(event.target)) return;
      event.preventDefault();
      void latest.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
