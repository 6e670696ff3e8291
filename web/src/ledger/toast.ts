import { useSyncExternalStore } from "react";

/** What a toast offers to do about the change it reports: take it back (Undo), or do again what it undid (Redo). */
export interface ToastAction {
  label: "Undo" | "Redo";
  run: () => void;
}

/** A short word after the user's own change (a delete, an undo), with a way to take it back when there is one. */
export interface Toast {
  id: number;
  text: string;
  action?: ToastAction;
}

let current: Toast | undefined;
let count = 0;
const listeners = new Set<() => void>();

function set(next: Toast | undefined) {
  current = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast in place of the one shown. */
export function showToast(text: string, action?: ToastAction): void {
  set({ id: ++count, text, action });
}

export function dismissToast(id: number): void {
  if (current?.id === id) set(undefined);
}

export function useToast(): Toast | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
