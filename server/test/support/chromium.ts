/**
 * How the browser tests and the Lighthouse bench run Debian's Chromium headless: no sandbox (containers), no GPU, and
 * nothing it would fetch or sync on its own (the machine has no internet).
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
