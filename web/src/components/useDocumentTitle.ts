import { useEffect } from "react";

/** The window's title for a page: `{title} · Rivals`, or just `Rivals` for the home page. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Rivals` : "Rivals";
  }, [title]);
}
