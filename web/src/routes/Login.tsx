import { useSearchParams } from "react-router";
import { PageTitle } from "../components/PageTitle";

export function Login() {
  const [searchParams] = useSearchParams();
  const message = searchParams.get("message");
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <PageTitle>Sign in to your account</PageTitle>
      {message && <p className="font-bold text-red-600 dark:text-red-400">{message}</p>}
    </div>
  );
}
