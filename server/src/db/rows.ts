import { getTableColumns } from "drizzle-orm";
import { competitions, type CompetitionRow } from "./schema";

/** Each field of a competitions row: its column's name, and how a value the database gave becomes the field's. */
const competitionColumns = new Map(
  Object.entries(getTableColumns(competitions)).map(([key, column]) => [
    key as keyof CompetitionRow,
    { name: column.name, decode: (value: unknown) => column.mapFromDriverValue(value) },
  ]),
);
const competitionKeys = [...competitionColumns.keys()];

/**
 * A competitions row as the database returned it (snake_case, driver values, or as `row_to_json` made it), as
 * Drizzle would type it.
 */
export function competitionFrom(row: Record<string, unknown>): CompetitionRow {
  return competitionFieldsFrom(row, competitionKeys);
}

/** Some fields of a competitions row (`competitionFrom`), from a row with at least their columns. */
export function competitionFieldsFrom<Key extends keyof CompetitionRow>(
  row: Record<string, unknown>,
  keys: readonly Key[],
): Pick<CompetitionRow, Key> {
  const fields: Record<string, unknown> = {};
  for (const key of keys) {
    const { name, decode } = competitionColumns.get(key)!;
    const value = row[name];
    fields[key] = value === null || value === undefined ? null : decode(value);
  }
  return fields as Pick<CompetitionRow, Key>;
}
