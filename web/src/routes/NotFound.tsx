import { Link } from "react-router";
import { PageTitle } from "../components/PageTitle";

export function NotFound() {
  return (
    <div className="space-y-4 py-10 text-center">
      <PageTitle>Page not found</PageTitle>
      <Link to="/" className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
        Go home
      </Link>
    </div>
  );
}
