/** Tailwind classes shared by every screen's forms and buttons. */
export const inputClass =
  "w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none disabled:cursor-not-allowed disabled:opacity-70 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus:border-indigo-400";

export const labelClass = "block text-sm font-medium text-slate-700 dark:text-slate-300";

const button =
  "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-50";

export const primaryButton = `${button} bg-indigo-600 text-white shadow-sm hover:bg-indigo-700 disabled:hover:bg-indigo-600 dark:bg-indigo-500 dark:hover:bg-indigo-400`;

export const secondaryButton = `${button} border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700`;

export const dangerButton = `${button} border border-red-300 bg-white text-red-700 shadow-sm hover:bg-red-50 dark:border-red-500/50 dark:bg-slate-900 dark:text-red-400 dark:hover:bg-red-500/10`;

export const mutedText = "text-sm text-slate-500 dark:text-slate-400";

export const textLink =
  "font-semibold text-indigo-600 hover:underline disabled:cursor-not-allowed disabled:opacity-60 dark:text-indigo-400";

export const card =
  "rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900";
