import { Link, Navigate, type LoaderFunctionArgs } from "react-router";
import { AccountPage } from "../accounts/AccountPage";
import { SignUpForm } from "../accounts/SignUpForm";
import { textLink } from "../components/styles";
import { redirectIfSignedIn, useSession } from "../session";

/** A signed-in visitor already has an account: their profile is the page to see. */
export function signupLoader({ request }: LoaderFunctionArgs): Promise<null> {
  return redirectIfSignedIn(request, "/profile");
}

export function Signup() {
  const { data } = useSession();

  // Signed up (or in already): the new profile is the page to see, and this one leaves the history.
  if (data?.me) return <Navigate to="/profile" replace />;
  const footer = (
    <>
      Already have an account?{" "}
      <Link to="/login" className={textLink}>
        Sign in
      </Link>
    </>
  );
  return (
    <AccountPage title="Sign up" heading="Sign up with email" footer={footer}>
      <SignUpForm />
    </AccountPage>
  );
}
