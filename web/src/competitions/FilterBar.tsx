import { useSearchParams } from "react-router";
import { paramOfStatus, statuses, statusFromParam, statusSelectClass } from "./status";
import { Select } from "../components/Select";
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
    // On a phone each select has a line of its own, as wide as the screen, so that a friend's whole name shows and
    // nothing moves when the friends load or "Clear filters" appears.
    <div className="flex flex-wrap items-stretch gap-2">
      <Select
        aria-label="Status"
        value={status ? paramOfStatus(status) : ""}
        onChange={setStatus}
        none="Status"
        options={statuses.map(({ param, label }) => ({ value: param, label }))}
        className={`${statusSelectClass(status)} w-auto! max-sm:basis-full sm:flex-none`}
      />
      <Select
        aria-label="Friend"
        value={friendId ?? ""}
        onChange={setFriend}
        none="Friend"
        options={[
          ...accepted.map(({ user }) => ({
            value: user.id,
            label: `${user.username}${user.deleted ? " (Deleted)" : ""}`,
          })),
          ...(friendId && !accepted.some(({ user }) => user.id === friendId)
            ? [{ value: friendId, label: "Unknown friend" }]
            : []),
        ]}
        className={`${inputClass} w-auto! max-sm:basis-full sm:flex-none`}
      />
      {filtered && (
        <button type="button" onClick={clear} className={secondaryButton}>
          Clear filters
        </button>
      )}
    </div>
  );
}
