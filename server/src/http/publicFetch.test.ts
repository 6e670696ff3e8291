import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { checkPublicHost, fetchPublic, FetchRefused } from "./publicFetch";

const LIMITS = { timeoutMs: 5000, maxBytes: 1000 };
const servers: Server[] = [];

/** A local server on `host` that counts the requests it gets. */
async function localServer(handler: RequestListener, host = "127.0.0.1") {
  const server = createServer((request, response) => {
    served.count++;
    handler(request, response);
  });
  const served = { count: 0, url: "" };
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  served.url = `http://${host}:${(server.address() as AddressInfo).port}`;
  return served;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const notAllowed = /is not allowed/;

describe("fetchPublic", () => {
  it("never connects to the server's own addresses: loopback by address or by a name that resolves to it", async () => {
    const local = await localServer((_, response) => response.end("secret"));
    const port = new URL(local.url).port;
    for (const url of [local.url, `http://localhost:${port}/`, `http://[::1]:${port}/`, `http://0x7f000001:${port}/`]) {
      await expect(fetchPublic(url, LIMITS), url).rejects.toThrow(notAllowed);
    }
    expect(local.count).toBe(0);
  });

  it("refuses private, link-local (cloud metadata), shared, unspecified and mapped addresses before connecting", async () => {
    for (const url of [
      "http://10.1.2.3/",
      "http://172.16.0.1/",
      "http://192.168.1.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://100.64.0.1/",
      "http://0.0.0.0/",
      "http://[::ffff:127.0.0.1]/",
      "http://[fd00:ec2::254]/",
      "http://[fe80::1]/",
    ]) {
      await expect(fetchPublic(url, LIMITS), url).rejects.toThrow(notAllowed);
    }
  });

  it("refuses what is not http(s)", async () => {
    for (const url of ["file:///etc/passwd", "ftp://example.com/", "gopher://example.com/", "not a url"]) {
      await expect(fetchPublic(url, LIMITS), url).rejects.toThrow(FetchRefused);
    }
  });

  it("checks every redirect's address: an allowed address cannot send it into the network", async () => {
    const inside = await localServer((_, response) => response.end("secret"), "127.0.0.2");
    const outside = await localServer((_, response) => {
      response.writeHead(302, { location: `${inside.url}/admin` }).end();
    });
    const allowed = { allowAddresses: ["127.0.0.1"] };
    await expect(fetchPublic(outside.url, LIMITS, {}, allowed)).rejects.toThrow(notAllowed);
    expect(outside.count).toBe(1);
    expect(inside.count).toBe(0);
  });

  it("follows redirects between allowed addresses, up to a limit, and never to another scheme", async () => {
    const target = await localServer((request, response) => {
      const hops = Number(request.url!.slice(1));
      if (hops === 0) return response.end("here");
      response.writeHead(hops === 9 ? 301 : 307, { location: hops === 9 ? "file:///etc/passwd" : `/${hops - 1}` });
      response.end();
    });
    const allowed = { allowAddresses: ["127.0.0.1"] };
    const fetched = await fetchPublic(`${target.url}/3`, LIMITS, {}, allowed);
    expect([fetched.status, fetched.body.toString()]).toEqual([200, "here"]);
    await expect(fetchPublic(`${target.url}/4`, LIMITS, {}, allowed)).rejects.toThrow("Too many redirects");
    await expect(fetchPublic(`${target.url}/9`, LIMITS, {}, allowed)).rejects.toThrow("Only http(s) URLs");
  });

  it("stops reading an answer larger than the limit, whether it says so up front or not", async () => {
    const big = await localServer((request, response) => {
      if (request.url === "/declared") return response.writeHead(200, { "content-length": 5000 }).end("x".repeat(5000));
      for (let chunk = 0; chunk < 10; chunk++) response.write("y".repeat(500));
      response.end();
    });
    const allowed = { allowAddresses: ["127.0.0.1"] };
    await expect(fetchPublic(`${big.url}/declared`, LIMITS, {}, allowed)).rejects.toThrow("Larger than 1000 bytes");
    await expect(fetchPublic(`${big.url}/streamed`, LIMITS, {}, allowed)).rejects.toThrow("Larger than 1000 bytes");
  });

  it("gives up on a server that does not answer within the time limit", async () => {
    const silent = await localServer(() => {});
    const allowed = { allowAddresses: ["127.0.0.1"] };
    await expect(fetchPublic(silent.url, { ...LIMITS, timeoutMs: 200 }, {}, allowed)).rejects.toThrow(/abort|timeout/i);
  });

  it("checkPublicHost refuses a URL whose host is or resolves to an address that is not public", async () => {
    for (const url of ["https://localhost/", "https://127.0.0.1/", "https://10.0.0.1/", "https://[fe80::1]/"]) {
      await expect(checkPublicHost(new URL(url)), url).rejects.toThrow(FetchRefused);
    }
    await expect(checkPublicHost(new URL("https://127.0.0.1/"), { allowAddresses: ["127.0.0.1"] })).resolves.toBe(
      undefined,
    );
  });
});
