import { Avatar } from "../components/Avatar";
import { useViewers } from "./useViewers";

const MAX_SHOWN = 5;
const ring = "size-7 ring-2 ring-slate-50 dark:ring-slate-950";

/** A discreet row of the avatars of who has the competition open now; nothing when nobody signed in does. */
export function Viewers({ competitionId }: { competitionId: string }) {
  const viewers = useViewers(competitionId);
  if (viewers.length === 0) return null;
  const label = `Viewing now: ${viewers.map((viewer) => viewer.username).join(", ")}`;
  const hidden = viewers.length - MAX_SHOWN;
  return (
    <div role="group" aria-label={label} title={label} className="flex items-center gap-2">
      <span aria-hidden className="size-2 rounded-full bg-emerald-500 dark:bg-emerald-400" />
      <div className="flex -space-x-2">
        {viewers.slice(0, MAX_SHOWN).map((viewer) => (
          <Avatar key={viewer.id} src={viewer.profilePic} alt={viewer.username} className={ring} />
        ))}
        {hidden > 0 && (
          <span
            aria-hidden
            className={`${ring} grid place-items-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-200`}
          >
            +{hidden}
          </span>
        )}
      </div>
    </div>
  );
}
