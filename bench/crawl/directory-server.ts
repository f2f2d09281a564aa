import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

/**
 * Serves the `.html` files of a folder on 127.0.0.1, as a web server would: `text/html` without a
 * charset, so each page's own `<meta charset>` decides, as it does on the real site.
 */
export async function serveDirectory(directory: string, files: string[]) {
  const known = new Set(files);
  const server = createServer((request, response) => {
    const name = decodeURIComponent((request.url ?? "/").slice(1));
    if (!known.has(name)) {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("not found");
      return;
    }
    readFile(path.join(directory, name)).then(
      (bytes) => {
        response.writeHead(200, { "content-type": "text/html" });
        response.end(bytes);
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (name: string) => `${origin}/${encodeURIComponent(name)}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
