import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Font } from "satori";
import { initial, statusColours, type SharedCompetition } from "../../domain/share";
import type { PictureLoader } from "./pictures";

/**
 * The share card (decision 041): a 1200×630 PNG laid out by satori (flexbox to SVG, text as paths, in Inter from
 * npm) and drawn by resvg off the event loop. Sized to be read as a 300 px thumbnail: the score is 200 px tall
 * here, 50 px there.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** A player as the card shows them: their picture (a data: URL), or null for their initial. */
export interface CardPlayer {
  username: string;
  picture: string | null;
}

/** What a card shows: a public competition, or the app itself. */
export type CardContent =
  { kind: "competition"; competition: SharedCompetition } | { kind: "app"; description: string };

const BACKGROUND = "#0f172a";
const MUTED = "#94a3b8";
const AVATAR = 180;

const require = createRequire(import.meta.url);
let fonts: Promise<Font[]> | undefined;

const SUBSETS = ["latin", "latin-ext", "greek", "cyrillic"];
/** Each subset is a family of its own: satori looks for a glyph missing in one in the families named after it. */
const FONT_FAMILY = SUBSETS.map((subset) => `Inter ${subset}`).join(", ");

/** Inter, regular and bold, for Latin, Greek and Cyrillic names; loaded once. */
function loadFonts(): Promise<Font[]> {
  const weights = [400, 700] as const;
  fonts ??= Promise.all(
    weights.flatMap((weight) =>
      SUBSETS.map(async (subset) => ({
        name: `Inter ${subset}`,
        weight,
        style: "normal" as const,
        data: await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      })),
    ),
  );
  return fonts;
}

/** An element as satori reads it (React's shape, without React). */
interface Element {
  type: string;
  props: { style?: Record<string, unknown>; children?: Child | Child[]; src?: string; width?: number; height?: number };
}
type Child = Element | string | number;

const div = (style: Record<string, unknown>, ...children: Child[]): Element => ({
  type: "div",
  props: { style: { display: "flex", ...style }, children },
});

/** A hue of the name's own: initials of two players rarely share a colour. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) % 360;
  return hash;
}

/** The player's initial on a colour of their own, and their picture over it: a picture that cannot be drawn leaves the initial. */
function avatar(player: CardPlayer): Element {
  const shape = { width: AVATAR, height: AVATAR, borderRadius: AVATAR / 2 };
  const picture: Element | undefined = player.picture
    ? {
        type: "img",
        props: {
          src: player.picture,
          width: AVATAR,
          height: AVATAR,
          style: { position: "absolute", objectFit: "cover" },
        },
      }
    : undefined;
  return div(
    {
      ...shape,
      position: "relative",
      overflow: "hidden",
      alignItems: "center",
      justifyContent: "center",
      background: `hsl(${hueOf(player.username)}, 55%, 38%)`,
    },
    div({ fontSize: 96, fontWeight: 700, color: "#ffffff" }, initial(player.username)),
    ...(picture ? [picture] : []),
  );
}

function playerColumn(player: CardPlayer): Element {
  return div(
    { flexDirection: "column", alignItems: "center", width: 300, gap: 20 },
    avatar(player),
    div(
      {
        fontSize: 44,
        fontWeight: 700,
        color: "#e2e8f0",
        maxWidth: 300,
        overflow: "hidden",
        textOverflow: "ellipsis",
        whiteSpace: "nowrap",
      },
      player.username,
    ),
  );
}

const wordmark = div({ fontSize: 36, fontWeight: 700, color: MUTED }, "Rivals");

function competitionCard(competition: SharedCompetition, players: readonly CardPlayer[]): Element {
  const colours = statusColours[competition.status];
  const [one, two] = competition.score;
  return div(
    {
      width: "100%",
      height: "100%",
      flexDirection: "column",
      background: BACKGROUND,
      color: "#ffffff",
      fontFamily: FONT_FAMILY,
    },
    div({ height: 24, background: colours.background }),
    div(
      { flex: 1, flexDirection: "column", padding: "36px 64px 40px", justifyContent: "space-between" },
      div({ display: "block", fontSize: 60, fontWeight: 700, lineHeight: 1.15, lineClamp: 2 }, competition.name),
      div(
        { alignItems: "center", justifyContent: "space-between" },
        playerColumn(players[0]),
        div(
          // Five digits and more would reach the players' columns at full size.
          {
            alignItems: "center",
            gap: 28,
            fontSize: `${one}${two}`.length > 4 ? 130 : 200,
            fontWeight: 700,
            lineHeight: 1,
          },
          div({}, String(one)),
          div({ fontSize: 120, color: MUTED }, "–"),
          div({}, String(two)),
        ),
        playerColumn(players[1]),
      ),
      div(
        { alignItems: "center", justifyContent: "space-between" },
        div(
          {
            fontSize: 32,
            fontWeight: 700,
            padding: "8px 24px",
            borderRadius: 999,
            background: colours.background,
            color: colours.text,
          },
          competition.status.charAt(0).toUpperCase() + competition.status.slice(1),
        ),
        wordmark,
      ),
    ),
  );
}

function appCard(description: string): Element {
  return div(
    {
      width: "100%",
      height: "100%",
      flexDirection: "column",
      justifyContent: "center",
      padding: "0 96px",
      gap: 32,
      background: BACKGROUND,
      color: "#ffffff",
      fontFamily: FONT_FAMILY,
    },
    div({ fontSize: 150, fontWeight: 700, letterSpacing: -4 }, "Rivals"),
    div({ fontSize: 52, fontWeight: 400, color: "#cbd5e1", lineHeight: 1.3 }, description),
  );
}

/** Raised when the card's look changes, so that a card kept anywhere by its ETag is fetched again. */
const DESIGN = 1;

/** What tells one card from another: a hash of all it shows (its pictures by their URLs). */
export function cardKey(content: CardContent): string {
  const shown =
    content.kind === "app"
      ? [content.description]
      : (({ name, status, score, players }) => [name, status, score, players])(content.competition);
  return createHash("sha256")
    .update(JSON.stringify([DESIGN, content.kind, shown]))
    .digest("base64url")
    .slice(0, 22);
}

/**
 * The card as a PNG, with the players' pictures as `pictures` gives them. A picture the renderer cannot read makes
 * it draw the card again with initials.
 */
export async function renderCard(content: CardContent, pictures: PictureLoader): Promise<Buffer> {
  if (content.kind === "app") return draw(appCard(content.description));
  const { competition } = content;
  const urls = competition.players.map((player) => player.profilePic);
  const loaded = await Promise.all(urls.map(pictures));
  const players = (shown: (string | null)[]) =>
    competition.players.map((player, index) => ({ username: player.username, picture: shown[index] }));
  try {
    return await draw(competitionCard(competition, players(loaded)));
  } catch (error) {
    if (loaded.every((picture) => !picture)) throw error;
    return draw(competitionCard(competition, players([null, null])));
  }
}

/**
 * satori and resvg, loaded with the first card: they take about half a second to load, which no other request
 * needs (a cold start answers its first request without them).
 */
let drawing: Promise<[typeof import("satori").default, typeof import("@resvg/resvg-js").renderAsync]> | undefined;
const loadDrawing = () =>
  (drawing ??= Promise.all([import("satori"), import("@resvg/resvg-js")]).then(([satori, resvg]) => [
    satori.default,
    resvg.renderAsync,
  ]));

async function draw(element: Element): Promise<Buffer> {
  const [satori, renderAsync] = await loadDrawing();
  // satori's type is React's node; it reads any element of that shape.
  const svg = await satori(element as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: await loadFonts(),
  });
  const image = await renderAsync(svg, {
    fitTo: { mode: "original" },
    font: { loadSystemFonts: false },
    logLevel: "off",
  });
  return image.asPng();
}
