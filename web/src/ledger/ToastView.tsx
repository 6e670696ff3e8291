import { useEffect, useRef } from "react";
import { IconButton } from "../components/IconButton";
import { CloseIcon } from "../components/Icon";
import { dismissToast, useToast } from "./toast";

const SHOWN_MS = 10_000;

/** The latest toast, at the foot of the page; it goes after a while unless the user is on it. */
export function ToastView() {
  const toast = useToast();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!toast) return;
    const timer = setInterval(() => {
      if (!box.current?.matches(":hover, :focus-within")) dismissToast(toast.id);
    }, SHOWN_MS);
    return () => clearInterval(timer);
  }, [toast]);

  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      {toast && (
        <div
          ref={box}
          className="pointer-events-auto flex items-center gap-3 rounded-lg bg-slate-900 py-1 pr-1 pl-4 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
        >
          <p>{toast.text}</p>
          {toast.action && (
            <button
              type="button"
              className="font-semibold text-indigo-300 hover:underline dark:text-indigo-700"
              onClick={() => {
                dismissToast(toast.id);
                toast.action!.run();
              }}
            >
              {toast.action.label}
            </button>
          )}
          <IconButton label="Dismiss" tone="quiet" onClick={() => dismissToast(toast.id)}>
            <CloseIcon />
          </IconButton>
        </div>
      )}
    </div>
  );
}
