import { useSyncExternalStore } from "react";

/** A value kept outside React, in a module: every component that reads it re-renders when it is set. */
export interface ExternalValue<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function externalValue<T>(initial: T): ExternalValue<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads an external value; `serverValue` is what a render before the browser's first sees. */
export function useExternalValue<T>(external: ExternalValue<T>, serverValue: T = external.get()): T {
  return useSyncExternalStore(external.subscribe, external.get, () => serverValue);
}
