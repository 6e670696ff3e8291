import type { ReactNode } from "react";
import { PageTitle } from "../components/PageTitle";
import { card } from "../components/styles";

/** The narrow page of signing in, up or back: its title, a card holding the form, and a line pointing elsewhere. */
export function AccountPage(props: { title: string; heading: string; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-sm space-y-6">
      <PageTitle title={props.title}>{props.heading}</PageTitle>
      <div className={`${card} space-y-4`}>{props.children}</div>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">{props.footer}</p>
    </div>
  );
}
