import { useSearchParams } from "react-router";
import { paramOfStatus, statuses, statusFromParam, statusSelectClass } from "./status";
import { inputClass, secondaryButton } from "../components/styles";
import { useFriends } from "./useFriends";

/** The list's filters, kept in the query parameters `status` and `friend` so that a filtered list has a URL. */
export function useCompetitionFilters() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get("status");
  const friendParam = params.get("friend");
  const set = (name: "status" | "friend", value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  return {
    status: statusFromParam(statusParam),
    friendId: friendParam || undefined,
    filtered: statusParam !== null || friendParam !== null,
    setStatus: (value: string) => set("status", value),
    setFriend: (value: string) => set("friend", value),
    clear: () =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete("status");
        next.delete("friend");
        return next;
      }),
  };
}

export function FilterBar() {
  const { status, friendId, filtered, setStatus, setFriend, clear } = useCompetitionFilters();
  const { accepted } = useFriends();
  return (
    <div className="flex flex-wrap items-stretch gap-2">
      <select
        aria-label="Status"
        value={status ? paramOfStatus(status) : ""}
        onChange={(e) => setStatus(e.target.value)}
        className={`${statusSelectClass(status)} w-auto! flex-1 sm:flex-none`}
      >
        <option value="">Status</option>
        {statuses.map((s) => (
          <option key={s.value} value={s.param}>
            {s.label}
          </option>
        ))}
      </select>
      <select
        aria-label="Friend"
        value={friendId ?? ""}
        onChange={(e) => setFriend(e.target.value)}
        className={`${inputClass} w-auto! flex-1 sm:flex-none`}
      >
        <option value="">Friend</option>
        {accepted.map(({ user }) => (
          <option key={user.id} value={user.id}>
            {user.username}
            {user.deleted ? " (Deleted)" : ""}
          </option>
        ))}
        {friendId && !accepted.some(({ user }) => user.id === friendId) && (
          <option value={friendId}>Unknown friend</option>
        )}
      </select>
      {filtered && (
        <button type="button" onClick={clear} className={secondaryButton}>
          Clear filters
        </button>
      )}
    </div>
  );
}
