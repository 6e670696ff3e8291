import escapeHtml from "escape-html";
import { shareDescription, type SharedCompetition } from "../../domain/share";
import { CARD_HEIGHT, CARD_WIDTH } from "./card";

/** A link preview as Open Graph and Twitter read it from a page's <head>, without running its scripts. */
export interface Preview {
  title: string;
  description: string;
  /** Absolute URLs. */
  url: string;
  image: string;
}

/** The preview's tags, every value escaped for an HTML attribute. */
export function previewTags(preview: Preview): string {
  const tags: [string, string, string][] = [
    ["property", "og:type", "website"],
    ["property", "og:site_name", "Rivals"],
    ["property", "og:title", preview.title],
    ["property", "og:description", preview.description],
    ["property", "og:url", preview.url],
    ["property", "og:image", preview.image],
    ["property", "og:image:width", String(CARD_WIDTH)],
    ["property", "og:image:height", String(CARD_HEIGHT)],
    ["property", "og:image:alt", `${preview.title}: ${preview.description}`],
    ["name", "twitter:card", "summary_large_image"],
  ];
  return tags.map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeHtml(content)}" />`).join("");
}

/** A public competition's preview: its name, the players and the score, its own card (by what it shows). */
export function competitionPreview(publicUrl: string, competition: SharedCompetition, cardKey: string): Preview {
  const url = `${publicUrl}/competitions/${competition.id}`;
  return {
    title: competition.name,
    description: shareDescription(competition),
    url,
    image: `${url}/card.png?v=${cardKey}`,
  };
}

/** The app's own preview, for every other page, a private, missing or unknown competition's too. */
export function appPreview(publicUrl: string, description: string, cardKey: string): Preview {
  return { title: "Rivals", description, url: `${publicUrl}/`, image: `${publicUrl}/card.png?v=${cardKey}` };
}
