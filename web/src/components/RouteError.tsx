import { isRouteErrorResponse, useRouteError } from "react-router";
import { useDocumentTitle } from "./useDocumentTitle";
import { errorMessage } from "../errors";

/** What went wrong: a route response carries its status; any other error says what it was, in words for people. */
function describe(error: unknown): { message: string; status?: string } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as string | { message?: string } | null | undefined;
    const message = typeof data === "string" ? data : (data?.message ?? error.statusText);
    return { message, status: `${error.status} - ${error.statusText}` };
  }
  return { message: errorMessage(error) };
}

export function RouteError() {
  const { message, status } = describe(useRouteError());
  useDocumentTitle("Error");
  return (
    <div role="alert" className="mx-auto max-w-xl space-y-3 px-3 py-10 text-center">
      <h1 className="text-xl font-bold text-red-600 dark:text-red-400">Error: {message}</h1>
      {status && <p className="font-medium">{status}</p>}
      <p className="text-slate-500 dark:text-slate-400">
        This could be caused by trying to access a competition you aren't in, isn't public or one that doesn't exist
      </p>
    </div>
  );
}
