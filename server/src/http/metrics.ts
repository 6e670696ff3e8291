import { createHash, timingSafeEqual } from "node:crypto";
import { Router } from "express";
import type { Metrics } from "../metrics";

/**
 * `GET /metrics` in Prometheus' text format. With a token, only to `Authorization: Bearer <token>`; without one,
 * to anyone who reaches it (keep it off the public address then).
 */
export function metricsRoute(metrics: Metrics, token: string | undefined): Router {
  const router = Router();
  router.get("/metrics", async (request, response) => {
    response.set("cache-control", "no-store");
    if (token !== undefined && !bearerIs(request.get("authorization"), token)) {
      response.status(401).set("www-authenticate", 'Bearer realm="metrics"').type("text").send("unauthorized");
      return;
    }
    const text = await metrics.text();
    response.set("content-type", metrics.contentType).send(text);
  });
  return router;
}

/** Compares digests, so that neither the token's length nor its first differing byte shows in the timing. */
function bearerIs(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token));
}

const digest = (value: string) => createHash("sha256").update(value).digest();
