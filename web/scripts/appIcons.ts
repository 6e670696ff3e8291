import { readFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import type { Plugin } from "vite";
import type { ManifestOptions } from "vite-plugin-pwa";

type Icon = NonNullable<ManifestOptions["icons"]>[number];

/** The sizes browsers and platforms ask an installed app for (Android launchers, Chrome, Windows tiles). */
const SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512];
/** Maskable: the platform cuts its own shape, keeping at least the middle 80% (the "safe zone"). */
const MASKABLE_SIZES = [192, 512];
/** iOS's home-screen icon, which it rounds itself: a full square, never transparent. */
export const APPLE_TOUCH_ICON = "icons/apple-touch-icon.png";

/**
 * The logo full-bleed, for maskable and Apple icons: its background fills the square and its mark shrinks to 70%
 * about the centre, well inside the safe zone.
 */
function fullBleed(logo: string): string {
  const background = /<rect [^>]*fill="([^"]+)"/.exec(logo)?.[1];
  const mark = /<path [^>]*\/>/.exec(logo)?.[0];
  if (!background || !mark) throw new Error("The logo is not a rect and a path any more: update appIcons.ts");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)">${mark}</g></svg>`;
}

const png = (svg: string, size: number) => new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();

/** The manifest's icons, as the plugin below writes them. */
export const manifestIcons: Icon[] = [
  ...SIZES.map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: "image/png" })),
  ...MASKABLE_SIZES.map((size) => ({
    src: `/icons/maskable-${size}.png`,
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose: "maskable",
  })),
];

/**
 * Renders the app's icons from its logo (one SVG, the source of every icon) into the build's icons/ folder,
 * with resvg: nothing to regenerate by hand when the logo changes.
 */
export function appIcons(logoFile: string): Plugin {
  return {
    name: "rivals-app-icons",
    apply: "build",
    generateBundle() {
      const logo = readFileSync(logoFile, "utf8");
      const square = fullBleed(logo);
      const emit = (fileName: string, source: Buffer) => this.emitFile({ type: "asset", fileName, source });
      SIZES.forEach((size) => emit(`icons/icon-${size}.png`, png(logo, size)));
      MASKABLE_SIZES.forEach((size) => emit(`icons/maskable-${size}.png`, png(square, size)));
      emit(APPLE_TOUCH_ICON, png(square, 180));
    },
  };
}
