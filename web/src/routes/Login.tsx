import { Link, Navigate, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { AccountPage } from "../accounts/AccountPage";
import { afterSignIn } from "../accounts/redirectPath";
import { SignInForm } from "../accounts/SignInForm";
import { textLink } from "../components/styles";
import { redirectIfSignedIn, useSession } from "../session";

/** A signed-in visitor goes straight to where signing in would take them. */
export function loginLoader({ request }: LoaderFunctionArgs): Promise<null> {
  return redirectIfSignedIn(request, afterSignIn(new URL(request.url).searchParams.get("redirectTo")));
}

export function Login() {
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo");
  const { data } = useSession();

  // Signed in, by this form or already: on to where the visitor was going, leaving this page out of the history.
  if (data?.me) return <Navigate to={afterSignIn(redirectTo)} replace />;
  const footer = (
    <>
      No account yet?{" "}
      <Link to="/signup" className={textLink}>
        Sign up!
      </Link>
    </>
  );
  return (
    <AccountPage title="Sign in" heading="Sign in to your account" footer={footer}>
      <SignInForm message={searchParams.get("message")} redirectTo={redirectTo} />
    </AccountPage>
  );
}
