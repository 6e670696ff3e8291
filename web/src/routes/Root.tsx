import { lazy } from "react";
import { Layout } from "../components/Layout";
import { withApollo } from "../withApollo";

// After the first paint: the connection's status and the outbox.
const StatusArea = lazy(() => withApollo(import("./StatusArea")));
// The bell opens a WebSocket for its live count: after the first paint, signed in only.
const Bell = lazy(() => withApollo(import("../notifications/Bell")));
// Only a new account's first sign-in needs it.
const ChooseUsername = lazy(() =>
  withApollo(import("../accounts/ChooseUsername")).then(({ ChooseUsername }) => ({ default: ChooseUsername })),
);

/** The root route: the layout around every page, with the features it shows around them. */
export function Root() {
  return (
    <Layout
      bell={(me) => <Bell key={me.id} />}
      chooseUsername={(me) => <ChooseUsername me={me} />}
      statusArea={(userId) => <StatusArea userId={userId} />}
    />
  );
}
