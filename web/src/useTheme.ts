import { useEffect } from "react";
import type { Theme } from "./graphql/generated/graphql";
import { resolveTheme } from "./theme";

const darkQuery = "(prefers-color-scheme: dark)";

/** Puts the `dark` class on <html> for `theme`, following the device's preference live while it is SYSTEM. */
export function useTheme(theme: Theme = "SYSTEM"): void {
  useEffect(() => {
    const media = window.matchMedia(darkQuery);
    const apply = () => {
      document.documentElement.classList.toggle("dark", resolveTheme(theme, media.matches) === "dark");
    };
    apply();
    media.addEventListener("change", apply);
    return () => media.removeEventListener("change", apply);
  }, [theme]);
}
