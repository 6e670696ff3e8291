import type { Theme } from "./graphql/generated/graphql";

export type ColorScheme = "light" | "dark";

/** The colour scheme to show: the saved theme, or the device's preference when it is SYSTEM. */
export function resolveTheme(theme: Theme, prefersDark: boolean): ColorScheme {
  if (theme === "SYSTEM") return prefersDark ? "dark" : "light";
  return theme === "DARK" ? "dark" : "light";
}
