import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Resvg } from "@resvg/resvg-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SharedCompetition } from "../../domain/share";
import { renderCard } from "./card";
import { asDataUrl, pictureLoader } from "./pictures";

/** A real 64 × 64 PNG, red. */
const SMALL = new Resvg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#e11d48"/></svg>',
)
  .render()
  .asPng();

/** The start of a PNG that says it is `width` × `height`: what a picture too big to draw begins with. */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 0);
  header.write("IHDR", 12);
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 2, 0, 0, 0], 24);
  return header;
}

let host: Server;
let base = "";
beforeAll(async () => {
  host = createServer((request, response) => {
    switch (request.url) {
      case "/small.png":
        return response.end(SMALL);
      case "/page.png":
        return response.writeHead(200, { "content-type": "image/png" }).end("<html>not a picture</html>");
      case "/huge.png":
        return response.end(Buffer.alloc(2_000_000));
      case "/giant.png":
        return response.end(pngHeader(5000, 5000));
      case "/gone.png":
        return response.writeHead(404).end();
      default: // slow: never answers
    }
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(async () => {
  host.closeAllConnections();
  await new Promise((resolve) => host.close(resolve));
});

// The local host stands in for a public one here; the refusal of local addresses is fetchPublic's test.
const load = pictureLoader({ allowAddresses: ["127.0.0.1"] });

describe("pictureLoader", () => {
  it("gives a picture as a data: URL", async () => {
    expect(await load(`${base}/small.png`)).toBe(`data:image/png;base64,${SMALL.toString("base64")}`);
  });

  it("gives nothing for what is not a picture, too large, too big to draw, missing or slow", async () => {
    for (const path of ["/page.png", "/huge.png", "/giant.png", "/gone.png", "/slow.png"]) {
      expect(await load(`${base}${path}`), path).toBeNull();
    }
    expect(await load(null)).toBeNull();
  });

  it("refuses addresses inside the server's network unless allowed", async () => {
    expect(await pictureLoader()(`${base}/small.png`)).toBeNull();
  });
});

describe("renderCard", () => {
  const competition: SharedCompetition = {
    id: "c1",
    name: "Kart",
    public: true,
    playerOneId: "a",
    playerTwoId: "b",
    status: "ongoing",
    score: [1, 0],
    players: [
      { username: "ana", profilePic: "https://pictures.example/ana.png" },
      { username: "ben", profilePic: null },
    ],
  };

  it("draws a player's picture, and their initial in place of one it cannot draw", async () => {
    const picture = asDataUrl(SMALL)!;
    const broken = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0xff, 0xd9]).toString("base64")}`;
    const [withPicture, initials, fallback] = await Promise.all(
      [picture, null, broken].map((shown) =>
        renderCard({ kind: "competition", competition }, async (url) => (url ? shown : null)),
      ),
    );
    expect(withPicture.equals(initials)).toBe(false);
    expect(fallback.equals(initials)).toBe(true);
  });
});
