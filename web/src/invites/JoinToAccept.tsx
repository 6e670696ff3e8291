import { Link } from "react-router";
import { GoogleSignIn } from "../accounts/GoogleSignIn";
import { SignUpForm } from "../accounts/SignUpForm";
import { card, mutedText, textLink } from "../components/styles";
import { rememberAccepting } from "./intent";

/**
 * A signed-out visitor's way in: sign up right here, or with Google, or sign in, and come straight back to this
 * invite, which is then accepted without another click (intent.ts).
 */
export function JoinToAccept({ token }: { token: string }) {
  const here = `/invite/${token}`;
  const remember = () => rememberAccepting(token);
  return (
    <div className="space-y-4">
      <div className={`${card} space-y-4`}>
        <h2 className="text-lg font-semibold">Sign up to accept</h2>
        <SignUpForm submit="Sign up and accept" onSubmit={remember} />
        <GoogleSignIn redirectTo={here} onLeave={remember} />
      </div>
      <p className={`${mutedText} text-center`}>
        Already have an account?{" "}
        <Link to={`/login?${new URLSearchParams({ redirectTo: here })}`} onClick={remember} className={textLink}>
          Sign in to accept
        </Link>
      </p>
    </div>
  );
}
