import { useSyncExternalStore } from "react";

/** A short word after the user's own change (a delete, an undo), with a way to undo it when there is one. */
export interface Toast {
  id: number;
  text: string;
  undo?: () => void;
}

let current: Toast | undefined;
let count = 0;
const listeners = new Set<() => void>();

function set(next: Toast | undefined) {
  current = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast in place of the one shown. */
export function showToast(text: string, undo?: () => void): void {
  set({ id: ++count, text, undo });
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
