import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { convertArrayToReadableStream, MockLanguageModelV3 } from "ai/test";
import type { AddressInfo } from "node:net";
import { createApp } from "../../src/server/app.ts";
import { createAuth } from "../../src/server/auth/auth.ts";
import { createBilling } from "../../src/server/billing/billing.ts";
import { createClock } from "../../src/server/billing/clock.ts";
import { loadConfig } from "../../src/server/config.ts";
import { openDatabase } from "../../src/server/db/client.ts";
import { createLogger } from "../../src/server/logger.ts";
import type { BenchPage } from "./bench-pages.ts";
import { benchForm } from "./bench-form.ts";
import { search } from "../../src/domain/campaign-types/search.ts";

/** A Search reply as a model writes it: full counts, one over-long headline and one repeat to post-process. */
const reply = JSON.stringify({
  headlines: [
    "Open Source Code Editor", "Free Code Editor for Teams", "Edit Code Faster", "Built-in Git Support", "Debug Right in the Editor",
    "Smart Completions Everywhere", "Thousands of Extensions", "Works on Windows, Mac, Linux", "Edit Code Faster", "Lightweight and Fast",
    "Your Editor, Your Rules", "Customize Every Shortcut", "A headline that is far too long for the limit", "Download Free Today", "Join the Community",
  ],
  descriptions: [
    "A free, open source code editor with smart completions, debugging and Git built in.",
    "Install extensions for every language and make the editor yours. Download it free today.",
    "Debug right from the editor with breakpoints, call stacks and an interactive console.",
    "Review diffs, stage files and commit without leaving your code.",
  ],
  callouts: ["Free and Open Source", "Cross-Platform", "Built-in Git", "Extensions"],
  sitelinks: [
    { headline: "Download", description1: "Get the latest version", description2: "Windows, macOS and Linux", url: "/download" },
    { headline: "Documentation", description1: "Guides and reference", description2: "Learn every feature", url: "/docs" },
    { headline: "Extensions", description1: "Thousands to choose from", description2: "Make it yours", url: "/extensions" },
    { headline: "Community", description1: "Ask and answer questions", description2: "Join the discussion", url: "/community" },
  ],
});

/** A model that answers at once: what remains of a request's time is ours. */
function zeroLatencyModel() {
  const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
  return new MockLanguageModelV3({
    doGenerate: async () => ({
      content: [{ type: "text", text: reply }],
      finishReason: { unified: "stop", raw: "stop" },
      usage,
      warnings: [],
    }),
    doStream: async () => ({
      stream: convertArrayToReadableStream([
        { type: "stream-start", warnings: [] },
        { type: "text-start", id: "1" },
        ...(reply.match(/.{1,40}/gs) ?? []).map((delta) => ({ type: "text-delta" as const, id: "1", delta })),
        { type: "text-end", id: "1" },
        { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
      ]),
    }),
  });
}

const percentile = (sorted: readonly number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * `POST /api/generate-ads` over HTTP on one PGlite with a model that answers instantly: session check,
 * rate limit, validation, prompt, post-processing, performance estimate and the usage record, all of it.
 */
export interface Timings {
  p50: number;
  p95: number;
  mean: number;
}

function timings(times: readonly number[]): Timings {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), mean: times.reduce((a, b) => a + b, 0) / times.length };
}

/** Requests one after another, after a warm-up: the time of one request, not of a queue. */
async function timeSerially(call: () => Promise<void>, requests: number): Promise<Timings> {
  for (let warm = 0; warm < 20; warm++) await call();
  const times: number[] = [];
  for (let index = 0; index < requests; index++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return timings(times);
}

export async function benchRequestOverhead(page: BenchPage, requests = 200): Promise<{ generate: Timings; signedInFloor: Timings }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "adsmith-bench-generate-"));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: "0", AI_REQUESTS_PER_MINUTE: "1000000", LOG_LEVEL: "silent" });
  const database = await openDatabase(config.database);
  const logger = createLogger("silent");
  const billing = createBilling(config.billing, database.db, config.publicUrl, createClock());
  const app = createApp({
    config,
    database,
    auth: createAuth(database.db, config, logger, billing),
    logger,
    billing,
    version: "bench",
    languageModel: zeroLatencyModel(),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  try {
    await new Promise((resolve) => server.once("listening", resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The app trusts its configured public address as the browser's origin; the port is picked at listen time.
    const headers = { "content-type": "application/json", origin: config.publicUrl };
    const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email: "generate-bench@example.com", password: "benchmark-password", name: "Bench" }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    // Generating needs a trial or a plan: the local billing's checkout starts the trial without a card.
    const checkout = await fetch(`${baseUrl}/api/create-checkout-session`, { method: "POST", headers: { ...headers, cookie }, body: JSON.stringify({ plan: "monthly" }) });
    const { sessionId } = (await checkout.json()) as { sessionId: string };
    const completed = await fetch(`${baseUrl}/api/billing/local-checkout/${sessionId}/complete`, { method: "POST", headers: { ...headers, cookie } });
    if (!completed.ok) throw new Error(`the trial did not start: ${completed.status} ${await completed.text()}`);
    const body = JSON.stringify({ formData: benchForm(search, page, 0), crawledContent: page.crawled });
    const generate = await timeSerially(async () => {
      const response = await fetch(`${baseUrl}/api/generate-ads`, { method: "POST", headers: { ...headers, cookie }, body });
      if (response.status !== 200) throw new Error(`generate-ads answered ${response.status}: ${await response.text()}`);
      await response.json();
    }, requests);
    // What any signed-in request costs here (session read on PGlite, HTTP): the floor under the figure above.
    const signedInFloor = await timeSerially(async () => {
      const response = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`me answered ${response.status}`);
      await response.json();
    }, requests);
    return { generate, signedInFloor };
  } finally {
    server.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
