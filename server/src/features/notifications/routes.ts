import { Router, type Response } from "express";
import type { Db } from "../../db/client";
import { KIND_NAMES } from "../../domain/notificationEmail";
import { stopEmails } from "./store";
import type { UnsubscribeTokens } from "./unsubscribe";

export const UNSUBSCRIBE_PATH = "/notifications/unsubscribe";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A page of its own, for people who open a link from an e-mail: no script, readable on a phone. */
function page(res: Response, status: number, title: string, body: string): void {
  res
    .status(status)
    .set("cache-control", "no-store")
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)} · Rivals</title></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/profile">Choose what you get</a></p></main></body></html>`,
    );
}

/**
 * `/notifications/unsubscribe?token=…`, the link of every notification e-mail (RFC 8058): a POST turns that kind of
 * e-mail off for the token's user, without signing in, as one-click unsubscribe in mail clients does; opened in a
 * browser (GET), it shows a page with that one button, since mail scanners fetch links and must not unsubscribe.
 */
export function unsubscribeRoutes(db: Db, tokens: UnsubscribeTokens): Router {
  const router = Router();
  const tokenOf = (token: unknown) => (typeof token === "string" ? token : "");
  const invalid = (res: Response) =>
    page(
      res,
      400,
      "This link does not work",
      "<p>It may have been cut short. Open the whole link from the e-mail.</p>",
    );

  router.get(UNSUBSCRIBE_PATH, (req, res) => {
    const token = tokenOf(req.query.token);
    const found = tokens.read(token);
    if (!found) return invalid(res);
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
    page(
      res,
      200,
      "Stop these e-mails?",
      `<p>You will no longer get e-mails about ${KIND_NAMES[found.kind]}.</p>` +
        `<form method="post" action="${escapeHtml(action)}"><button type="submit">Stop e-mails about ${KIND_NAMES[found.kind]}</button></form>`,
    );
  });
  router.post(UNSUBSCRIBE_PATH, async (req, res, next) => {
    const found = tokens.read(tokenOf(req.query.token));
    if (!found) return invalid(res);
    try {
      await stopEmails(db, found.userId, found.kind);
    } catch (error) {
      return next(error);
    }
    page(res, 200, "Done", `<p>You will no longer get e-mails about ${KIND_NAMES[found.kind]}.</p>`);
  });
  return router;
}
