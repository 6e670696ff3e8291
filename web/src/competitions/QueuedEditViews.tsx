import { textLink } from "../components/styles";
import { dismissEdit, useOutbox, type EditKind, type QueuedEdit } from "./outbox";

/** Marks an edit that waits in the outbox: it shows in place, greyed, until the server has it. */
export function PendingLabel() {
  return (
    <span className="shrink-0 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-700 dark:text-slate-200">
      pending
    </span>
  );
}

export const pendingRow = "opacity-60";

/** The edits of these kinds that wait to be sent (not refused). */
export const waitingOf = (edits: readonly QueuedEdit[], ...kinds: EditKind[]) =>
  edits.filter((edit) => !edit.refusal && kinds.includes(edit.kind));

/** What the user asked for, in their words, so that a refused edit keeps what they typed. */
function described({ kind, variables }: QueuedEdit): string {
  const points = Number(variables.points);
  switch (kind) {
    case "addSubRound":
      return `Sub-round “${String(variables.name)}” (${points} ${Math.abs(points) === 1 ? "point" : "points"})`;
    case "deleteSubRound":
      return "Deleting a sub-round";
    case "setRoundValid":
      return variables.valid ? "Marking a round valid" : "Marking a round not valid";
    case "addRule":
      return `Rule “${String(variables.text)}”`;
    case "removeRule":
      return "Removing a rule";
  }
}

/** The queued edits of these kinds that the server refused: what each was, the server's reason, and a dismiss. */
export function RefusedEdits({ edits, kinds }: { edits: readonly QueuedEdit[]; kinds: EditKind[] }) {
  const refused = edits.filter((edit) => edit.refusal && kinds.includes(edit.kind));
  if (refused.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2">
      {refused.map((edit) => (
        <li key={edit.id} role="alert" className="rounded-md border border-red-300 p-2 dark:border-red-500/50">
          <p className="break-words">{described(edit)}: not saved.</p>
          <p className="font-bold break-words text-red-600 dark:text-red-400">{edit.refusal}</p>
          <button type="button" className={`${textLink} text-sm`} onClick={() => void dismissEdit(edit.id)}>
            Dismiss
          </button>
        </li>
      ))}
    </ul>
  );
}

/** How many edits wait for the connection, said once for the whole app. */
export function OutboxStatus() {
  const { edits, offline } = useOutbox();
  const waiting = edits.filter((edit) => !edit.refusal).length;
  if (!offline || waiting === 0) return null;
  return (
    <span className="flex items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 shadow-md dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100">
      Offline: {waiting === 1 ? "1 edit" : `${waiting} edits`} will be sent when the connection is back
    </span>
  );
}
