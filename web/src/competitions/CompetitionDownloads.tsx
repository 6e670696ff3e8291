import { secondaryButton } from "../components/styles";

/** The competition's exports (API.md): plain downloads, which carry the session cookie like any same-site request. */
export function CompetitionDownloads({ id }: { id: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <a href={`/export/competitions/${id}.csv`} download className={secondaryButton}>
        Download CSV
      </a>
      <a href={`/export/competitions/${id}.json`} download className={secondaryButton}>
        Download JSON
      </a>
    </div>
  );
}
