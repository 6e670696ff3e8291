import { useId, type ReactNode } from "react";

interface FriendSectionProps {
  title: string;
  /** A short note beside the title, such as what the numbers mean. */
  hint?: string;
  /** Shown instead of the list when it has no rows. */
  empty: string;
  count: number;
  children: ReactNode;
}

/** One of the page's three lists, as a named region. */
export function FriendSection({ title, hint, empty, count, children }: FriendSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-3 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {hint && count > 0 && <span className="text-xs text-slate-500 dark:text-slate-400">{hint}</span>}
      </div>
      {count === 0 ? (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">{children}</ul>
      )}
    </section>
  );
}
