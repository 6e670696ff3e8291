import { useQuery } from "@apollo/client/react";
import { Navigate } from "react-router";
import { AccountActions } from "../accounts/AccountActions";
import { ProfileForm } from "../accounts/ProfileForm";
import { card, secondaryButton } from "../components/styles";
import { ThemeSelect } from "../accounts/ThemeSelect";
import { Avatar } from "../components/Avatar";
import { Loading } from "../components/Loading";
import { PageTitle } from "../components/PageTitle";
import { Panel } from "../components/Panel";
import { graphql } from "../graphql/generated";
import { NotificationSettings } from "../notifications/NotificationSettings";
import { Standing } from "../rivalry/Standing";

const ProfileQuery = graphql(`
  query Profile {
    me {
      id
      username
      profilePic
      email
      theme
      ...MyStanding
      ...NotificationSettings_me
    }
  }
`);

export function Profile() {
  const { data } = useQuery(ProfileQuery);
  if (!data) return <Loading />;
  // Signed out meanwhile (here or in another tab): nothing to show.
  if (!data.me) return <Navigate to="/" replace />;
  const { me } = data;
  return (
    <div className="mx-auto w-full max-w-xl space-y-6">
      <PageTitle>Profile</PageTitle>
      {/* Where the name and e-mail have too little room beside the standing, the standing goes below them. */}
      <div className={`${card} flex flex-wrap items-center gap-4`}>
        <Avatar src={me.profilePic} alt={me.username} className="size-16 sm:size-20" />
        <div className="min-w-0 flex-1 basis-44">
          <p className="text-xl font-bold wrap-anywhere">{me.username}</p>
          {me.email && <p className="text-sm wrap-anywhere text-slate-500 dark:text-slate-400">{me.email}</p>}
        </div>
        <Standing me={me} />
      </div>
      <Panel title="Username and picture">
        <ProfileForm key={me.id} me={me} />
      </Panel>
      <Panel title="Appearance">
        <ThemeSelect me={me} />
      </Panel>
      <Panel title="Notifications">
        <NotificationSettings me={me} />
      </Panel>
      <Panel title="Your data">
        <p className="mt-2 text-sm">Your profile, friends and every competition you play in, as one JSON file.</p>
        <a href="/export/me.json" download className={`${secondaryButton} mt-4`}>
          Download my data
        </a>
      </Panel>
      <Panel title="Account">
        <AccountActions />
      </Panel>
    </div>
  );
}
