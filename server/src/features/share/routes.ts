import { Router, type Request, type Response } from "express";
import { LRUCache } from "lru-cache";
import { isConnectionFault } from "../../db/faults";
import { isId } from "../../domain/ids";
import { isShared, type SharedCompetition } from "../../domain/share";
import type { Services } from "../../shared/context";
import type { PageHead } from "../../http/static";
import { cardKey, renderCard, type CardContent } from "./card";
import { appPreview, competitionPreview, previewTags } from "./head";
import { pictureLoader, type PictureLoader } from "./pictures";
import { loadSharedCompetition } from "./store";

/** A card may be kept by anyone for 5 minutes, then asked for again by its ETag. */
const CARD_CACHING = "public, max-age=300";
const COMPETITION_PAGE = /^\/competitions\/([^/]+)(?:\/|$)/;

/**
 * Sharing (API.md "Sharing"): the share cards (`GET /competitions/<id>/card.png` for a public competition, 404 for
 * any other id, and the app's own at `/card.png`) and the link-preview tags every page's HTML gets: a public
 * competition's page previews it, every other page (a private, missing or unknown competition's too, alike) the
 * app. A competition page costs one small read; a card is drawn once for what it shows and kept (with its ETag),
 * so a crawler's repeat costs that read and no drawing.
 */
export function shareRoutes(
  services: Services,
  description: string,
  pictures: PictureLoader = pictureLoader(),
): { router: Router; pageHead: PageHead } {
  const cards = new LRUCache<string, Promise<Buffer>>({ max: 200 });
  const app: CardContent = { kind: "app", description };

  /** The competition behind an id, when it may be shared; nothing tells a private one from a missing one. */
  const shared = async (id: string | undefined) => {
    const competition = id && isId(id) ? await loadSharedCompetition(services.db, id) : undefined;
    return competition && isShared(competition) ? competition : undefined;
  };

  async function sendCard(req: Request, res: Response, content: CardContent) {
    const key = cardKey(content);
    res.set({ "cache-control": CARD_CACHING, etag: `"${key}"` });
    if (req.fresh) return void res.status(304).end();
    let card = cards.get(key);
    if (!card) {
      card = renderCard(content, pictures);
      cards.set(key, card);
      card.catch(() => cards.delete(key));
    }
    res.type("png").send(await card);
  }

  const router = Router();
  router.get("/card.png", (req, res, next) => sendCard(req, res, app).catch(next));
  router.get("/competitions/:id/card.png", async (req, res, next) => {
    try {
      const competition = await shared(req.params.id);
      if (!competition) return void res.status(404).set("cache-control", "no-cache").type("text").send("Not found");
      await sendCard(req, res, { kind: "competition", competition });
    } catch (error) {
      if (!isConnectionFault(error)) return next(error);
      res.status(503).set("cache-control", "no-store").type("text").send("Briefly unavailable");
    }
  });

  const preview = (competition: SharedCompetition | undefined) => {
    const { publicUrl } = services;
    if (!competition) return appPreview(publicUrl, description, cardKey(app));
    return competitionPreview(publicUrl, competition, cardKey({ kind: "competition", competition }));
  };

  async function pageHead(path: string): Promise<string> {
    const id = COMPETITION_PAGE.exec(path)?.[1];
    try {
      return previewTags(preview(await shared(id)));
    } catch (error) {
      // The page must load whatever the database does; its preview is the app's until it answers again.
      services.logger.warn({ err: error }, "link preview read failed; the page previews the app");
      return previewTags(preview(undefined));
    }
  }

  return { router, pageHead };
}
