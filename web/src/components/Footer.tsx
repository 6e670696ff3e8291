import { useQuery } from "@apollo/client/react";
import { graphql } from "../graphql/generated";

const FooterQuery = graphql(`
  query Footer {
    appConfig {
      donationUrl
      issuesUrl
      sourceUrl
    }
  }
`);

export function Footer() {
  const { data } = useQuery(FooterQuery);
  const links = [
    { label: "Donate", url: data?.appConfig.donationUrl },
    { label: "Report an issue", url: data?.appConfig.issuesUrl },
    { label: "Source code", url: data?.appConfig.sourceUrl },
  ];
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-(--breakpoint-2xl) flex-wrap items-center gap-x-6 gap-y-2 px-3 py-4 text-sm text-slate-500 sm:px-6 dark:text-slate-400">
        <span className="mr-auto font-semibold text-slate-700 dark:text-slate-200">Rivals</span>
        {links.map(
          ({ label, url }) =>
            url && (
              <a
                key={label}
                href={url}
                target="_blank"
                rel="noreferrer"
                className="hover:text-indigo-600 dark:hover:text-indigo-400"
              >
                {label}
              </a>
            ),
        )}
      </div>
    </footer>
  );
}
