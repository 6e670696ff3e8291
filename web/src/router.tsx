import { createBrowserRouter } from "react-router";
import { Layout } from "./components/Layout";
import { Loading } from "./components/Loading";
import { RouteError } from "./components/RouteError";
import { CompetitionCreation } from "./routes/CompetitionCreation";
import { CompetitionDetails, competitionLoader } from "./routes/CompetitionDetails";
import { CompetitionInfo } from "./routes/CompetitionInfo";
import { CompetitionRounds } from "./routes/CompetitionRounds";
import { CompetitionRules } from "./routes/CompetitionRules";
import { Competitions } from "./routes/Competitions";
import { Friends } from "./routes/Friends";
import { Home } from "./routes/Home";
import { Login, loginLoader } from "./routes/Login";
import { NotFound } from "./routes/NotFound";
import { Profile } from "./routes/Profile";
import { ResetPassword } from "./routes/ResetPassword";
import { Signup, signupLoader } from "./routes/Signup";
import { requireSession } from "./session";
import { useTheme } from "./useTheme";

/** Shown while the first page's loaders run, before the layout can render. */
function FirstLoad() {
  useTheme();
  return <Loading />;
}

/** SPEC.md's route table. Errors of a page show inside the layout; only a broken layout shows them alone. */
export const router = createBrowserRouter([
  {
    path: "/",
    Component: Layout,
    HydrateFallback: FirstLoad,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, Component: Home },
          { path: "login", loader: loginLoader, Component: Login },
          { path: "signup", loader: signupLoader, Component: Signup },
          { path: "reset-password", Component: ResetPassword },
          { path: "profile", loader: requireSession, Component: Profile },
          { path: "friends", loader: requireSession, Component: Friends },
          { path: "competitions", loader: requireSession, Component: Competitions },
          {
            path: "competitions/:id",
            loader: competitionLoader,
            Component: CompetitionDetails,
            children: [
              { index: true, Component: CompetitionInfo },
              { path: "rules", Component: CompetitionRules },
              { path: "rounds", Component: CompetitionRounds },
            ],
          },
          { path: "competition-creation", loader: requireSession, Component: CompetitionCreation },
          { path: "*", Component: NotFound },
        ],
      },
    ],
  },
]);
