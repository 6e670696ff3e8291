import type { ReactNode } from "react";

const tones = {
  accept: "text-emerald-600 hover:bg-emerald-50 dark:text-emerald-400 dark:hover:bg-emerald-500/15",
  danger: "text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/15",
  quiet:
    "text-slate-500 hover:bg-slate-100 hover:text-red-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-red-400",
};

interface IconButtonProps {
  /** The accessible name, e.g. "Accept ana". */
  label: string;
  tone: keyof typeof tones;
  /**
   * Hidden until the row is hovered or holds the focus, so keyboard users find it too. Only where the pointer
   * can hover: on touch screens it always shows.
   */
  revealOnHover?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

export function IconButton({ label, tone, revealOnHover = false, disabled, onClick, children }: IconButtonProps) {
  const reveal = revealOnHover ? "pointer-fine:opacity-0 group-hover:opacity-100 group-focus-within:opacity-100" : "";
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={`grid size-9 disabled:invisible shrink-0 place-items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${tones[tone]} ${reveal}`}
    >
      {children}
    </button>
  );
}
