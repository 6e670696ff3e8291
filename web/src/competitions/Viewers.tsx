import { Avatar } from "../components/Avatar";
import { usePopup } from "../components/usePopup";
import { useReconnecting } from "../connection";
import { useViewers } from "./useViewers";

const MAX_SHOWN = 5;
const ring = "size-7 ring-2 ring-slate-50 dark:ring-slate-950";

interface Viewer {
  id: string;
  username: string;
  profilePic?: string | null;
}

/** While the connection is down, who was viewing when it was last up: the page hears no one come or go. */
const whenOf = (connected: boolean) => (connected ? "now" : "when last connected");

/** "Viewing now: ana, bob", "Viewing now: ana and 2 others", or only how many when no name is known. */
function viewingLabel(names: string[], count: number, connected: boolean): string {
  const others = count - names.length;
  if (names.length === 0) return `${count} viewing ${whenOf(connected)}`;
  const andOthers = others === 0 ? "" : ` and ${others} ${others === 1 ? "other" : "others"}`;
  return `Viewing ${whenOf(connected)}: ${names.join(", ")}${andOthers}`;
}

/** The avatars, then "+n" for those not shown (or how many, when none is known by name). */
function Faces({ viewers, count }: { viewers: Viewer[]; count: number }) {
  const shown = viewers.slice(0, MAX_SHOWN);
  const more = count - shown.length;
  return (
    <span className="flex -space-x-2">
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
    </span>
  );
}

/** The faces as a button that opens the list of names: a phone has no hover to show a title. */
function WhoIsViewing({ viewers, count, connected }: { viewers: Viewer[]; count: number; connected: boolean }) {
  const { open, container, popupId: listId, toggle } = usePopup();
  return (
    <div ref={container} className="relative">
      <button
        {...toggle}
        aria-label="Who is viewing"
        className="flex rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
      >
        <Faces viewers={viewers} count={count} />
      </button>
      <div
        id={listId}
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-2 w-64 max-w-[calc(100vw-1.5rem)] space-y-2 rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <p className="font-semibold">Viewing {whenOf(connected)}</p>
        <ul className="space-y-2">
          {viewers.map((viewer) => (
            <li key={viewer.id} className="flex items-center gap-2">
              <Avatar src={viewer.profilePic} alt="" className="size-6" />
              <span className="min-w-0 wrap-anywhere">{viewer.username}</span>
            </li>
          ))}
        </ul>
        {count > viewers.length && (
          <p className="text-slate-600 dark:text-slate-400">and {count - viewers.length} more</p>
        )}
      </div>
    </div>
  );
}

/**
 * A discreet row of who has the competition open: a dot that is green while the page is connected (and so
 * hears who comes and goes), the avatars of those this user may know, which open their names, and how many
 * others; nothing when nobody signed in does.
 */
export function Viewers({ competitionId }: { competitionId: string }) {
  const { count, viewers } = useViewers(competitionId);
  const connected = !useReconnecting();
  if (count === 0) return null;
  const label = viewingLabel(
    viewers.map((viewer) => viewer.username),
    count,
    connected,
  );
  return (
    <div role="group" aria-label={label} title={label} className="flex items-center gap-2">
      <span
        aria-hidden
        className={`size-2 rounded-full ${connected ? "bg-emerald-500 dark:bg-emerald-400" : "border border-slate-400 dark:border-slate-500"}`}
      />
      {viewers.length > 0 ? (
        <WhoIsViewing viewers={viewers} count={count} connected={connected} />
      ) : (
        <Faces viewers={viewers} count={count} />
      )}
    </div>
  );
}
