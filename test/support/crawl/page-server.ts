import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { AddressPolicy } from "../../../src/server/crawl/address-policy.ts";

export type PageHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface PageServer {
  origin: string;
  url(path: string): string;
  /** Paths requested so far, in order, with the User-Agent each came with. */
  requests: Array<{ path: string; userAgent: string }>;
  close(): Promise<void>;
}

/** A page answered with a status, headers and body (a string is sent as UTF-8). */
export function page(body: string | Uint8Array, headers: Record<string, string> = { "content-type": "text/html; charset=utf-8" }, status = 200): PageHandler {
  return (_request, response) => {
    response.writeHead(status, headers);
    response.end(body);
  };
}

export function redirect(location: string, status = 302): PageHandler {
  return (_request, response) => {
    response.writeHead(status, { location });
    response.end();
  };
}

/** A server on 127.0.0.1 serving the pages the test wrote; unknown paths are 404. */
export async function startPageServer(pages: Record<string, PageHandler>): Promise<PageServer> {
  const requests: PageServer["requests"] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    requests.push({ path, userAgent: request.headers["user-agent"] ?? "" });
    const handler = pages[path];
    if (handler) handler(request, response);
    else page("<h1>Not here</h1>", { "content-type": "text/html" }, 404)(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The test servers' address allowed, every other address refused: private-network rules with a way in. */
export const loopbackServerOnly: AddressPolicy = { forbids: (address) => address !== "127.0.0.1" };
