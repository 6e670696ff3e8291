/** SPEC.md section 8: errors show in bold red text above the form, as the server worded them. */
export function FormError({ children, id }: { children: string | null | undefined; id?: string }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="font-bold break-words text-red-600 dark:text-red-400">
      {children}
    </p>
  );
}

/** A short confirmation that an action worked. */
export function FormSuccess({ children }: { children: string }) {
  return (
    <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
      {children}
    </p>
  );
}
