import { useApolloClient } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import type { ActivityKind } from "../graphql/generated/graphql";
import { errorMessage } from "../errors";
import { cachedVersion } from "../competitions/competition";
import { changeOf, latestUndoable, redoes, undoActivity, type Activity, type UndoableMatch } from "./activity";
import { showToast } from "./toast";

const NOTHING_TO = {
  undo: "Nothing of yours to undo here.",
  redo: "Nothing of yours to redo here.",
};

/**
 * Undo and redo on a competition's page: an entry of the ledger, the viewer's latest change or undo, or the delete
 * just made. Undoing an undo is a redo, and is called so; each toast offers to take back what it reports.
 */
export function useUndo(competitionId: string) {
  const client = useApolloClient();

  const undo = async (entry: Activity) => {
    const redo = redoes(entry);
    const before = cachedVersion(client.cache, competitionId);
    const refusal = await undoActivity(client, competitionId, entry.id);
    if (refusal) return showToast(refusal);
    // Its own entry comes after `before`: an undo, which undoing redoes, or a redo, which undoing undoes.
    showToast(`${redo ? "Redone" : "Undone"}: ${changeOf(entry)}`, {
      label: redo ? "Undo" : "Redo",
      run: () => void undoLatest({ kinds: ["UNDO"], after: before, redo: !redo }),
    });
  };

  /** Undoes the newest entry that matches; with `redo`, the newest undo, which it redoes. */
  const undoLatest = async (match: UndoableMatch = {}) => {
    try {
      const entry = await latestUndoable(client, competitionId, match);
      if (entry) await undo(entry);
      else showToast(match.redo ? NOTHING_TO.redo : NOTHING_TO.undo);
    } catch (error) {
      showToast(errorMessage(error));
    }
  };

  return {
    undo,
    undoLatest,
    /** Redoes the viewer's latest undo here. */
    redoLatest: () => undoLatest({ redo: true }),
    /**
     * Runs a delete and, when it went through, offers to undo it: the viewer's newest undoable entry of that kind
     * committed after the delete left (so never an older one). Resolves to the delete's refusal, if any.
     */
    deleteWithUndo: async (kind: ActivityKind, text: string, remove: () => Promise<string | undefined>) => {
      const before = cachedVersion(client.cache, competitionId);
      const refusal = await remove();
      const after = cachedVersion(client.cache, competitionId);
      if (!refusal && before !== undefined && after !== undefined && after > before) {
        showToast(text, { label: "Undo", run: () => void undoLatest({ kinds: [kind], after: before }) });
      }
      return refusal;
    },
  };
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * Ctrl+Z (Cmd+Z on a Mac) undoes the viewer's latest undoable change here, and Ctrl+Shift+Z (Cmd+Shift+Z) redoes
 * their latest undo, unless they are typing.
 */
export function useUndoShortcut(
  shortcuts: { undoLatest: () => Promise<void>; redoLatest: () => Promise<void> },
  enabled: boolean,
): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  }, [shortcuts]);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const zKey = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "z";
      if (!zKey || event.repeat || typing(event.target)) return;
      event.preventDefault();
      void (event.shiftKey ? latest.current.redoLatest() : latest.current.undoLatest());
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
