import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import { isAppPath } from "../domain/app/app-routes.ts";
import type { AppEnv } from "./http/app-env.ts";

/**
 * The built web app: hashed assets cached for a year, everything else falls back to index.html so the
 * client router owns every non-API path. A path that is none of the app's routes still gets the app (its
 * branded 404 screen) but with status 404, so crawlers and monitors see the truth (issue 18).
 */
export function createWebAppRoutes(webRoot: string) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(webRoot, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) =>
      c.text("The web app is not built. Run `npm run build` (npm start does it for you).", 503),
    );
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  const root = path.relative(process.cwd(), webRoot) || ".";
  // Scripts and styles travel compressed (about a quarter of their size); the API is left alone so
  // streamed generation events are never held back by a compressor's buffer.
  app.use("*", compress());
  // Set on the way out: serveStatic's onFound runs after it has built its response.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("/assets/*", serveStatic({ root }));
  const spa = (c: Context<AppEnv>) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml, isAppPath(c.req.path) ? 200 : 404);
  };
  // Before the static files, or serveStatic would answer "/" with index.html and no cache header.
  app.get("/", spa);
  app.use("*", serveStatic({ root }));
  app.get("*", spa);
  return app;
}
