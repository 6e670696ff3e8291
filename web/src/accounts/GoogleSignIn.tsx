import { useEffect, useState } from "react";
import { graphql } from "../graphql/generated";
import { fetchQuery } from "../plainQuery";
import { googleSignInUrl } from "./redirectPath";
import { secondaryButton } from "../components/styles";

const GoogleSignInQuery = graphql(`
  query GoogleSignIn {
    appConfig {
      googleSignInEnabled
    }
  }
`);

/**
 * The "Google Sign in" button, shown only when the server has Google configured. The sign-in itself is the
 * server's redirect flow, so the button leaves the app for `/auth/google` (`onLeave` runs first), which comes back to
 * `redirectTo`.
 */
export function GoogleSignIn(props: { redirectTo: string | null; onLeave?: () => void }) {
  const enabled = useGoogleSignInEnabled();
  if (!enabled) return null;
  return (
    <button
      type="button"
      onClick={() => {
        props.onLeave?.();
        window.location.assign(googleSignInUrl(props.redirectTo));
      }}
      className={`${secondaryButton} w-full`}
    >
      <GoogleLogo />
      Google Sign in
    </button>
  );
}

let asked: Promise<boolean> | undefined;
/** Whether the server has Google configured: asked once, without Apollo Client (the sign-in page draws without it). */
function useGoogleSignInEnabled(): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let mounted = true;
    asked ??= fetchQuery(GoogleSignInQuery).then(
      (data) => data.appConfig.googleSignInEnabled,
      () => {
        asked = undefined;
        return false;
      },
    );
    void asked.then((answer) => mounted && setEnabled(answer));
    return () => {
      mounted = false;
    };
  }, []);
  return enabled;
}

function GoogleLogo() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9Z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7Z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2c-2 1.5-4.5 2.4-7.2 2.4-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44Z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9Z"
      />
    </svg>
  );
}
