import { useEffect } from "react";
import type { Theme } from "./graphql/generated/graphql";
import { resolveTheme } from "./theme";

const darkQuery = "(prefers-color-scheme: dark)";
/** Where the last known theme is kept for the next load; the inline script of index.html reads the same key. */
const STORED_THEME = "rivals-theme";

const themes: readonly string[] = ["SYSTEM", "LIGHT", "DARK"] satisfies Theme[];

function storedTheme(): Theme {
  try {
    const stored = localStorage.getItem(STORED_THEME);
    return stored && themes.includes(stored) ? (stored as Theme) : "SYSTEM";
  } catch {
    return "SYSTEM";
  }
}

function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORED_THEME, theme);
  } catch {
    // Storage refused (private mode, quota): the next load starts from the device's preference.
  }
}

/**
 * Puts the `dark` class on <html> for `theme`, following the device's preference live while it is SYSTEM.
 * `theme` is undefined while unknown (the session loading): the one stored by the last page stays until then.
 * A known theme is stored, so that the next load paints in it from the start (index.html's inline script).
 */
export function useTheme(theme: Theme | undefined): void {
  useEffect(() => {
    if (theme) storeTheme(theme);
    const shown = theme ?? storedTheme();
    const media = window.matchMedia(darkQuery);
    const apply = () => {
      document.documentElement.classList.toggle("dark", resolveTheme(shown, media.matches) === "dark");
    };
    apply();
    media.addEventListener("change", apply);
    return () => media.removeEventListener("change", apply);
  }, [theme]);
}
