import type { ReactNode } from "react";
import { TrashIcon } from "./icons";

/** Tailwind classes shared by the competition screens. */
export const inputClass =
  "w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none disabled:cursor-not-allowed disabled:opacity-70 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus:border-indigo-400";

export const labelClass = "block text-sm font-medium text-slate-700 dark:text-slate-300";

const button =
  "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-50";

export const primaryButton = `${button} bg-indigo-600 text-white shadow-sm hover:bg-indigo-700 disabled:hover:bg-indigo-600 dark:bg-indigo-500 dark:hover:bg-indigo-400`;

export const secondaryButton = `${button} border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700`;

export const dangerButton = `${button} border border-red-300 bg-white text-red-700 shadow-sm hover:bg-red-50 dark:border-red-500/50 dark:bg-slate-900 dark:text-red-400 dark:hover:bg-red-500/10`;

export const mutedText = "text-sm text-slate-500 dark:text-slate-400";

/** SPEC.md section 8: errors show in bold red above the form concerned, worded by the server. */
export function FormError({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <p role="alert" className="font-bold break-words text-red-600 dark:text-red-400">
      {children}
    </p>
  );
}

export function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={htmlFor} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * A row's delete control: hidden until the row (a `group`) is hovered or holds the focus, so keyboard users
 * find it too; on touch screens, which cannot hover, it always shows.
 */
export function DeleteButton({ label, disabled, onClick }: { label: string; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-8 shrink-0 place-items-center rounded-full text-slate-500 transition group-focus-within:opacity-100 group-hover:opacity-100 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:invisible pointer-fine:opacity-0 dark:text-slate-400 dark:hover:bg-red-500/15 dark:hover:text-red-400"
    >
      <TrashIcon />
    </button>
  );
}
