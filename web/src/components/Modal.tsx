import { useEffect, useRef, type ReactNode } from "react";

interface ConfirmModalProps {
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation dialog with Cancel and a red confirm button. The native <dialog> traps focus and closes on
 * Escape (which counts as Cancel). It is shown while mounted; on leaving, focus goes back to what opened it,
 * which the browser does only for a dialog closed while still in the page.
 */
export function ConfirmModal({ children, confirmLabel, onConfirm, onCancel }: ConfirmModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const shown = dialog.current;
    shown?.showModal();
    return () => {
      shown?.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      onCancel={onCancel}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-black/50 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="space-y-6">
        <p>{children}</p>
        <div className="flex justify-end gap-3">
          <button
            type="button"
            onClick={onCancel}
            className="rounded-md px-4 py-2 font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={onConfirm}
            className="rounded-md bg-red-600 px-4 py-2 font-medium text-white hover:bg-red-700"
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
