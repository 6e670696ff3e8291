export function Loading() {
  return <p className="py-10 text-center text-slate-500 dark:text-slate-400">Loading...</p>;
}
