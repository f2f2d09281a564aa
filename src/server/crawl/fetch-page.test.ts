import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AddressPolicy, createAddressPolicy } from "./address-policy.ts";
import { createDeadline, defaultFetchLimits, type FetchLimits } from "./crawl-context.ts";
import { CrawlError } from "./crawl-error.ts";
import { fetchPage } from "./fetch-page.ts";
import { createGuardedAgent, type Resolve, systemResolve } from "./guarded-agent.ts";
import { loopbackServerOnly, page, type PageServer, redirect, startPageServer } from "../../../test/support/crawl/page-server.ts";

const html = "<!doctype html><title>Hello</title><h1>Hello</h1>";

let server: PageServer;
beforeAll(async () => {
  const big = "<p>" + "x".repeat(1023) + "</p>";
  server = await startPageServer({
    "/": page(html),
    "/r1": redirect("/r2", 301),
    "/r2": redirect("/r3", 302),
    "/r3": redirect("/r4", 303),
    "/r4": redirect("/r5", 307),
    "/r5": redirect("/", 308),
    "/r0": redirect("/r1"),
    "/loop": redirect("/loop"),
    "/to-metadata": redirect("http://169.254.169.254/latest/meta-data/"),
    "/to-private": redirect("http://10.0.0.1/admin"),
    "/to-ftp": redirect("ftp://example.com/"),
    "/pdf": page("%PDF-1.7", { "content-type": "application/pdf" }),
    "/no-type": page(html, {}),
    "/xhtml": page(html, { "content-type": "application/xhtml+xml" }),
    "/missing": page("gone", { "content-type": "text/html" }, 404),
    "/private": page("no", { "content-type": "text/html" }, 403),
    "/broken": page("oops", { "content-type": "text/html" }, 503),
    "/huge": (_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      for (let i = 0; i < 1024; i += 1) response.write(big);
      response.end();
    },
    "/slow-headers": () => undefined,
    "/slow-body": (_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.write("<p>first part</p>");
    },
    "/language": page(html, { "content-type": "text/html", "content-language": "de-DE" }),
  });
});
afterAll(() => server.close());

function fetchWith(path: string, options: { policy?: AddressPolicy; limits?: Partial<FetchLimits>; timeoutMs?: number; resolve?: Resolve } = {}) {
  const policy = options.policy ?? loopbackServerOnly;
  return fetchPage(new URL(path, server.origin), {
    dispatcher: createGuardedAgent(policy, options.resolve ?? systemResolve),
    policy,
    userAgent: "Adsmith-test/1.0",
    limits: { ...defaultFetchLimits, ...options.limits },
    deadline: createDeadline(options.timeoutMs ?? 5_000),
  });
}

async function failure(promise: Promise<unknown>): Promise<CrawlError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CrawlError);
  return error as CrawlError;
}

describe("fetching a page", () => {
  it("reads an HTML page with its headers and says who is asking", async () => {
    const fetched = await fetchWith("/language");
    expect(new TextDecoder().decode(fetched.bytes)).toBe(html);
    expect(fetched).toMatchObject({ contentType: "text/html", contentLanguage: "de-DE", truncated: false });
    expect(server.requests.at(-1)?.userAgent).toBe("Adsmith-test/1.0");
  });

  it("accepts XHTML", async () => {
    expect((await fetchWith("/xhtml")).contentType).toBe("application/xhtml+xml");
  });

  it("follows up to 5 redirects of every kind and reports where it landed", async () => {
    const fetched = await fetchWith("/r1");
    expect(fetched.url.href).toBe(server.url("/"));
  });

  it("refuses a sixth redirect", async () => {
    const error = await failure(fetchWith("/r0"));
    expect(error.kind).toBe("too-many-redirects");
    expect(error.message).toBe("The page redirected more than 5 times. Enter the address it finally lands on.");
    expect((await failure(fetchWith("/loop"))).kind).toBe("too-many-redirects");
  });

  it.each(["/to-metadata", "/to-private"])("refuses a redirect to a private address (%s) before connecting", async (path) => {
    const error = await failure(fetchWith(path));
    expect(error.kind).toBe("blocked-address");
  });

  it("refuses a redirect to something that is not http(s)", async () => {
    expect((await failure(fetchWith("/to-ftp"))).message).toBe("Invalid URL provided");
  });

  it("refuses the test server itself when private networks are not allowed", async () => {
    const error = await failure(fetchWith("/", { policy: createAddressPolicy({ allowPrivateNetworks: false }) }));
    expect(error.kind).toBe("blocked-address");
  });

  it("refuses a name that resolves to loopback (DNS rebinding) when private networks are not allowed", async () => {
    const strict = createAddressPolicy({ allowPrivateNetworks: false });
    const rebinding: Resolve = async () => [{ address: "127.0.0.1", family: 4 }];
    const port = new URL(server.origin).port;
    const error = await fetchPage(new URL(`http://rebind.example:${port}/`), {
      dispatcher: createGuardedAgent(strict, rebinding),
      policy: strict,
      userAgent: "Adsmith-test/1.0",
      limits: defaultFetchLimits,
      deadline: createDeadline(5_000),
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect((error as CrawlError).kind).toBe("blocked-address");
    expect((error as CrawlError).message).toContain("rebind.example");
  });

  it.each([
    ["/pdf", "The address is not a web page (it answered application/pdf). Enter the address of an HTML landing page."],
    ["/no-type", "The address is not a web page (it answered without a content type). Enter the address of an HTML landing page."],
  ])("refuses what is not HTML: %s", async (path, message) => {
    const error = await failure(fetchWith(path));
    expect(error).toMatchObject({ kind: "not-html", message });
  });

  it.each([
    ["/missing", "The page was not found (HTTP 404). Check the address."],
    ["/private", "The page refused access (HTTP 403). Make sure it is public and opens without signing in."],
    ["/broken", "The site answered with a server error (HTTP 503). Try again later."],
  ])("turns %s into a message the user can act on", async (path, message) => {
    expect(await failure(fetchWith(path))).toMatchObject({ kind: "http-status", message });
  });

  it("stops reading at the size limit and keeps what it read", async () => {
    const fetched = await fetchWith("/huge", { limits: { maxBytes: 64 * 1024 } });
    expect(fetched.bytes.byteLength).toBe(64 * 1024);
    expect(fetched.truncated).toBe(true);
  });

  it("cuts off a page that sends nothing within the time limit", async () => {
    const started = Date.now();
    const error = await failure(fetchWith("/slow-headers", { timeoutMs: 300 }));
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe("The page took longer than 1 second to load. Try again, or check that the site is online.");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("cuts off a page whose body never ends", async () => {
    expect((await failure(fetchWith("/slow-body", { timeoutMs: 300 }))).kind).toBe("timeout");
  });

  it("says when nothing listens, and when a name does not exist", async () => {
    const closed = await startPageServer({});
    const address = closed.url("/");
    await closed.close();
    const refused = await failure(fetchWith(address));
    expect(refused).toMatchObject({ kind: "unreachable", message: "Could not connect to 127.0.0.1. Check that the site is online, then try again." });
    const unknown: Resolve = async (hostname) => {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    };
    const missing = await failure(fetchWith("http://no-such-shop.example/", { resolve: unknown }));
    expect(missing).toMatchObject({ kind: "not-found", message: "Could not find the site no-such-shop.example. Check the address for typing mistakes." });
  });
});
