import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useRematch } from "./useRematch";

/**
 * A competition card's menu (for its players, once it is over): a "⋯" button over the card's corner that opens its
 * actions: Rematch. Escape or leaving the menu closes it; the keyboard reaches it as the button after the card.
 */
export function CardMenu({ id, name }: { id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const { rematch, rematching, error } = useRematch();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      close();
    }
  };
  return (
    <div
      className="absolute top-7 right-1.5"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={`More for ${name}`}
        title="More"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        className="grid size-8 place-items-center rounded-full bg-white/90 text-lg leading-none font-bold text-slate-700 shadow-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:bg-slate-800/90 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <span aria-hidden>⋯</span>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={`More for ${name}`}
          className="absolute right-0 z-10 mt-1 w-40 rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-800"
        >
          <button
            type="button"
            role="menuitem"
            autoFocus
            disabled={rematching}
            onClick={() => void rematch(id)}
            className="block w-full px-3 py-2 text-left text-sm font-medium hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none disabled:opacity-60 dark:hover:bg-slate-700 dark:focus-visible:bg-slate-700"
          >
            {rematching ? "Starting rematch..." : "Rematch"}
          </button>
          {error && (
            <p role="alert" className="px-3 pb-2 text-xs font-bold text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
