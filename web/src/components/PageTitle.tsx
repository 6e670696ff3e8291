import { useDocumentTitle } from "./useDocumentTitle";

interface PageTitleProps {
  children: string;
  /** The window's title, when not the heading: shorter for a tab, or null for just "Rivals" (the home page). */
  title?: string | null;
}

/** The page's heading, which also titles the window (`{title} · Rivals`). */
export function PageTitle({ children, title = children }: PageTitleProps) {
  useDocumentTitle(title ?? undefined);
  return <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{children}</h1>;
}
