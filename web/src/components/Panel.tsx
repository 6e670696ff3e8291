import type { ReactNode } from "react";

/** One part of a competition's page: Info, Rules or Rounds. */
export function Panel({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
