import { getTableColumns } from "drizzle-orm";
import { competitions, type CompetitionRow } from "./schema";

const competitionColumns = Object.entries(getTableColumns(competitions));

/**
 * A competitions row as the database returned it (snake_case, driver values, or as `row_to_json` made it), as
 * Drizzle would type it.
 */
export function competitionFrom(row: Record<string, unknown>): CompetitionRow {
  return Object.fromEntries(
    competitionColumns.map(([key, column]) => {
      const value = row[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as CompetitionRow;
}
