import { Router } from "express";

/** A readiness check that has not answered by then counts as "not ready": the probe gets its 503 within 5 s. */
const READY_TIMEOUT_MS = 4000;

/**
 * `GET /healthz`: the process lives and serves HTTP. `GET /readyz`: it can serve requests now (the database is
 * reachable and migrated, and the server is not shutting down); load balancers send traffic only while it is 200.
 */
export function healthRoutes(ready: () => Promise<boolean>): Router {
  const router = Router();
  router.get("/healthz", (_request, response) => {
    response.set("cache-control", "no-store").type("text").send("ok");
  });
  router.get("/readyz", async (_request, response) => {
    const ok = await withTimeout(ready(), READY_TIMEOUT_MS).catch(() => false);
    response
      .status(ok ? 200 : 503)
      .set("cache-control", "no-store")
      .type("text")
      .send(ok ? "ready" : "not ready");
  });
  return router;
}

function withTimeout(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}
