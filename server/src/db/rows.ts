import { getTableColumns } from "drizzle-orm";
import { competitions, type CompetitionRow } from "./schema";

const competitionKeys = Object.keys(getTableColumns(competitions)) as (keyof CompetitionRow)[];

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
    const column = competitions[key];
    const value = row[column.name];
    fields[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return fields as Pick<CompetitionRow, Key>;
}
