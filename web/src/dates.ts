const pad = (n: number) => String(n).padStart(2, "0");

/** SPEC.md section 9: dates show as YYYY-MM-DD, in the viewer's time zone. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
