/** Finding and paging the names of a rivalry's by-name list. */

/** A name as a search compares it: NFKC, lower case, runs of whitespace as one space, trimmed. */
const searchable = (text: string) => text.normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").trim();

/** Whether a name holds what was searched for (everything matches an empty search). */
export function matchesName(name: string, search: string): boolean {
  return searchable(name).includes(searchable(search));
}

/** The first `count` of the names, and how many more there are. */
export function shownNames<T>(names: readonly T[], count: number): { rows: readonly T[]; more: number } {
  return { rows: names.slice(0, count), more: Math.max(0, names.length - count) };
}
