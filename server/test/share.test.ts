import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { imageSize } from "image-size";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  befriend,
  createCompetition,
  graphql,
  graphqlAnswer,
  SETUP_ADD_SUB_ROUND,
  SETUP_UPDATE_COMPETITION_INFO,
  signUp,
  startTestApp,
  type TestApp,
  type TestCompetition,
  type TestUser,
} from "./support";

let app: TestApp;
let statements = 0;
let ana: TestUser, ben: TestUser;
let shared: TestCompetition, hidden: TestCompetition;

const PICTURE = graphql(`
  mutation TestSharePicture($u: String!, $p: String) {
    updateProfile(username: $u, profilePic: $p) {
      id
    }
  }
`);

/** A local server standing in for a host of pictures inside the server's network: it counts what reaches it. */
let pictureHost: Server;
const pictureRequests: string[] = [];

beforeAll(async () => {
  pictureHost = createServer((request, response) => {
    pictureRequests.push(request.url ?? "");
    response.writeHead(200, { "content-type": "image/png" }).end("not really a picture");
  });
  await new Promise<void>((resolve) => pictureHost.listen(0, "127.0.0.1", resolve));
  app = await startTestApp({}, { onQuery: () => statements++ });
  [ana, ben] = [await signUp(app.url), await signUp(app.url)];
  await befriend(app.url, ana, ben);
  shared = await createCompetition(app.url, ana, ben, `Kart <b>"&'</b>`);
  await graphqlAnswer(app.url, SETUP_UPDATE_COMPETITION_INFO, { id: shared.id, public: true }, ana.cookie);
  hidden = await createCompetition(app.url, ana, ben, "Secret Kart");
});
afterAll(async () => {
  await app?.stop();
  pictureHost?.closeAllConnections();
  await new Promise((resolve) => pictureHost?.close(resolve));
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers });

/**
 * The headers of a revalidation, as a browser or a crawler sends it (fetch would add `Cache-Control: no-cache` to a
 * conditional request, which asks for the whole answer again).
 */
const ifNoneMatch = (etag: string | null) => ({ "if-none-match": etag!, "cache-control": "max-age=0" });

/** The content of each `<meta property|name="…">` in the page's head, by that name. */
async function headOf(path: string): Promise<{ html: string; meta: Record<string, string> }> {
  const response = await get(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = Object.fromEntries(
    [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)].map(([, name, content]) => [
      name,
      content,
    ]),
  );
  return { html, meta };
}

/** What one request costs in SQL statements. */
async function statementsOf(request: () => Promise<unknown>): Promise<number> {
  const before = statements;
  await request();
  return statements - before;
}

describe("link previews", () => {
  it("give a public competition's page its name, players, score and card, without JavaScript", async () => {
    const { html, meta } = await headOf(`/competitions/${shared.id}`);
    expect(meta).toMatchObject({
      "og:title": "Kart &lt;b&gt;&quot;&amp;&#39;&lt;/b&gt;",
      "og:description": `${ana.username} 0 – 0 ${ben.username} · ongoing`,
      "og:url": `${app.publicUrl}/competitions/${shared.id}`,
      "og:image:width": "1200",
      "og:image:height": "630",
      "twitter:card": "summary_large_image",
    });
    expect(meta["og:image"]).toMatch(new RegExp(`^${app.publicUrl}/competitions/${shared.id}/card\\.png\\?v=[\\w-]+$`));
    expect(html).not.toContain("<b>");
    // The app itself still starts from it: its root, its script, and the inline theme script the CSP allows.
    expect(html).toContain('<div id="root">');
    expect(html).toMatch(/<script type="module"[^>]* src="\/assets\//);
    for (const path of [`/competitions/${shared.id}/`, `/competitions/${shared.id}/rounds?round=1`]) {
      expect((await headOf(path)).meta["og:title"], path).toBe(meta["og:title"]);
    }
  });

  it("keep the inline theme script allowed by the Content-Security-Policy", async () => {
    const response = await get(`/competitions/${shared.id}`);
    const [, script] = /<script>([\s\S]*?)<\/script>/.exec(await response.text())!;
    const hash = createHash("sha256").update(script).digest("base64");
    expect(response.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
  });

  it("give private, missing and malformed ids the same answer: the app's own card, no names", async () => {
    const pages = [hidden.id, "00000000-0000-4000-8000-00000000dead", "not-an-id"].map((id) => `/competitions/${id}`);
    const answers = await Promise.all(pages.map(headOf));
    const home = await headOf("/");
    for (const { html } of answers) expect(html).toBe(home.html);
    expect(home.meta).toMatchObject({
      "og:title": "Rivals",
      "og:url": `${app.publicUrl}/`,
      "twitter:card": "summary_large_image",
    });
    expect(home.meta["og:image"]).toMatch(new RegExp(`^${app.publicUrl}/card\\.png\\?v=[\\w-]+$`));
    for (const secret of ["Secret Kart", ana.username, ben.username]) expect(home.html).not.toContain(secret);
  });

  it("cost one small read on a competition's page and none elsewhere, and revalidate by ETag", async () => {
    expect(await statementsOf(() => get(`/competitions/${shared.id}`).then((r) => r.text()))).toBe(1);
    expect(await statementsOf(() => get(`/competitions/${hidden.id}`).then((r) => r.text()))).toBe(1);
    expect(await statementsOf(() => get("/friends").then((r) => r.text()))).toBe(0);
    const first = await get(`/competitions/${shared.id}`);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await get(`/competitions/${shared.id}`, ifNoneMatch(first.headers.get("etag")));
    expect(again.status).toBe(304);
  });
});

describe("share cards", () => {
  const card = async (id: string, headers: Record<string, string> = {}) => {
    const response = await get(`/competitions/${id}/card.png`, headers);
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };

  it("are 1200×630 PNGs, kept by an ETag, drawn again when the score changes", async () => {
    const first = await card(shared.id);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("content-type")).toBe("image/png");
    expect(first.response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(imageSize(first.body)).toMatchObject({ type: "png", width: 1200, height: 630 });
    const etag = first.response.headers.get("etag")!;
    expect((await card(shared.id, ifNoneMatch(etag))).response.status).toBe(304);
    expect((await card(shared.id)).body.equals(first.body)).toBe(true);

    await graphqlAnswer(
      app.url,
      SETUP_ADD_SUB_ROUND,
      { roundId: shared.rounds[0].id, name: "Lap", points: 2, playerId: ana.id },
      ana.cookie,
    );
    await graphqlAnswer(app.url, VALID, { id: shared.rounds[0].id }, ana.cookie);
    const after = await card(shared.id);
    expect(after.response.headers.get("etag")).not.toBe(etag);
    expect(after.body.equals(first.body)).toBe(false);
    expect(imageSize(after.body)).toMatchObject({ width: 1200, height: 630 });
    const { meta } = await headOf(`/competitions/${shared.id}`);
    expect(meta["og:description"]).toBe(`${ana.username} 1 – 0 ${ben.username} · ongoing`);
    expect(meta["og:image"]).toContain(`?v=${after.response.headers.get("etag")!.replaceAll('"', "")}`);
  });

  it("answer 404 alike for private, missing and malformed ids", async () => {
    const answers = await Promise.all(
      [hidden.id, "00000000-0000-4000-8000-00000000dead", "nope"].map(async (id) => {
        const { response, body } = await card(id);
        return [response.status, response.headers.get("content-type"), body.toString()];
      }),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0][0]).toBe(404);
  });

  it("has an app card for every other page", async () => {
    const response = await get("/card.png");
    expect(response.status).toBe(200);
    expect(imageSize(Buffer.from(await response.arrayBuffer()))).toMatchObject({ width: 1200, height: 630 });
  });

  it("never fetch a picture from the server's own network: the card shows the initial instead", async () => {
    const { port } = pictureHost.address() as AddressInfo;
    for (const [user, host] of [
      [ana, `http://127.0.0.1:${port}`],
      [ben, `http://localhost:${port}`],
    ] as const) {
      await graphqlAnswer(app.url, PICTURE, { u: user.username, p: `${host}/me.png` }, user.cookie);
    }
    const { response, body } = await card(shared.id);
    expect(response.status).toBe(200);
    expect(imageSize(body)).toMatchObject({ width: 1200, height: 630 });
    expect(pictureRequests).toEqual([]);
  });
});

const VALID = graphql(`
  mutation TestShareValid($id: ID!) {
    setRoundValid(roundId: $id, valid: true) {
      id
    }
  }
`);
