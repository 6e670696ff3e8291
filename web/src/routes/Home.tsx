import { useQuery } from "@apollo/client/react";
import { PageTitle } from "../components/PageTitle";
import { SessionQuery } from "../session";

export function Home() {
  const { data } = useQuery(SessionQuery);
  const me = data?.me;
  return (
    <div className="max-w-2xl space-y-4">
      <PageTitle>{me ? `Welcome, ${me.username}!` : "Welcome to Rivals"}</PageTitle>
      <p className="text-lg text-slate-600 dark:text-slate-300">
        Keep score of head-to-head competitions with your friends. Create a competition against a friend, play it
        in rounds and sub-rounds, and watch the score update live for both of you.
      </p>
    </div>
  );
}
