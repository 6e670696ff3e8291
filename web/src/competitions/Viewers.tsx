import { Avatar } from "../components/Avatar";
import { useViewers } from "./useViewers";

const MAX_SHOWN = 5;
const ring = "size-7 ring-2 ring-slate-50 dark:ring-slate-950";

/** "Viewing now: ana, bob", "Viewing now: ana and 2 others", or only how many when no name is known. */
function viewingLabel(names: string[], count: number): string {
  const others = count - names.length;
  if (names.length === 0) return `${count} viewing now`;
  if (others === 0) return `Viewing now: ${names.join(", ")}`;
  return `Viewing now: ${names.join(", ")} and ${others} ${others === 1 ? "other" : "others"}`;
}

/**
 * A discreet row of who has the competition open now: the avatars of those this user may know, and how many
 * others; nothing when nobody signed in does.
 */
export function Viewers({ competitionId }: { competitionId: string }) {
  const { count, viewers } = useViewers(competitionId);
  if (count === 0) return null;
  const label = viewingLabel(
    viewers.map((viewer) => viewer.username),
    count,
  );
  const shown = viewers.slice(0, MAX_SHOWN);
  const more = count - shown.length;
  return (
    <div role="group" aria-label={label} title={label} className="flex items-center gap-2">
      <span aria-hidden className="size-2 rounded-full bg-emerald-500 dark:bg-emerald-400" />
      <div className="flex -space-x-2">
        {shown.map((viewer) => (
          <Avatar key={viewer.id} src={viewer.profilePic} alt={viewer.username} className={ring} />
        ))}
        {more > 0 && (
          <span
            aria-hidden
            className={`${ring} grid place-items-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-200`}
          >
            {shown.length > 0 ? `+${more}` : more}
          </span>
        )}
      </div>
    </div>
  );
}
