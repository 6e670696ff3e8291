import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { Panel } from "../components/Panel";
import { FormError } from "../components/FormError";
import { mutedText, secondaryButton, textLink } from "../components/styles";
import { errorMessage } from "../errors";
import { changeOf, CompetitionActivityQuery, entriesOf, redoes, type Activity } from "./activity";
import { useUndo } from "./useUndo";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The competition's ledger, newest first: shown on request, so that a page only reads it when someone looks. It
 * reads its newest page again when the competition moves past it (a change by anyone), and older pages on "Load more".
 */
export function ActivityPanel({ competitionId, version }: { competitionId: string; version: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Panel title="Activity">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className={`${textLink} mt-2 text-sm`}>
        {open ? "Hide activity" : "Show activity"}
      </button>
      {open && <ActivityList competitionId={competitionId} version={version} />}
    </Panel>
  );
}

/** Undo on an entry; Redo on an undo, which undoing redoes. Named with the change it is about. */
function UndoButton({ entry, onClick }: { entry: Activity; onClick: () => void }) {
  const label = redoes(entry) ? "Redo" : "Undo";
  return (
    <button
      type="button"
      aria-label={`${label}: ${changeOf(entry)}`}
      onClick={onClick}
      className={`${textLink} shrink-0`}
    >
      {label}
    </button>
  );
}

function ActivityList({ competitionId, version }: { competitionId: string; version: number }) {
  const client = useApolloClient();
  const { undo } = useUndo(competitionId);
  const { data, error, refetch } = useQuery(CompetitionActivityQuery, {
    variables: { id: competitionId },
    fetchPolicy: "cache-and-network",
  });
  const [older, setOlder] = useState<{ entries: Activity[]; next: string | null }>();
  const [loadError, setLoadError] = useState<string>();
  const newest = data?.competition.activity;
  const newestEntries = newest && entriesOf(newest);
  const newestVersion = newestEntries?.[0]?.version;

  useEffect(() => {
    if (newestVersion !== undefined && version > newestVersion) void refetch().catch(() => {});
  }, [version, newestVersion, refetch]);

  if (!newest || !newestEntries)
    return error ? <FormError>{errorMessage(error)}</FormError> : <p className={mutedText}>Loading…</p>;
  const shown = new Set(newestEntries.map((entry) => entry.id));
  const entries = [...newestEntries, ...(older?.entries ?? []).filter((e) => !shown.has(e.id))];
  const next = older ? older.next : newest.pageInfo.hasNextPage ? newest.pageInfo.endCursor : null;

  async function loadMore() {
    setLoadError(undefined);
    try {
      const { data: page } = await client.query({
        query: CompetitionActivityQuery,
        variables: { id: competitionId, after: next },
        fetchPolicy: "network-only",
      });
      const activity = page!.competition.activity;
      setOlder({
        entries: [...(older?.entries ?? []), ...entriesOf(activity)],
        next: activity.pageInfo.hasNextPage ? (activity.pageInfo.endCursor ?? null) : null,
      });
    } catch (failure) {
      setLoadError(errorMessage(failure));
    }
  }

  return (
    <div className="mt-3 space-y-3">
      <ol className="space-y-2">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-start justify-between gap-3 text-sm">
            <p className="break-words">
              <span className="font-semibold">{entry.actor.username}</span> {entry.summary}{" "}
              <span className={mutedText}>
                <time dateTime={entry.at}>{when(entry.at)}</time>
                {entry.undoneBy && " · undone"}
              </span>
            </p>
            {entry.undoable && <UndoButton entry={entry} onClick={() => void undo(entry)} />}
          </li>
        ))}
      </ol>
      <FormError>{loadError}</FormError>
      {next && (
        <button type="button" onClick={() => void loadMore()} className={`${secondaryButton} w-full py-1 text-sm`}>
          Load more
        </button>
      )}
    </div>
  );
}
