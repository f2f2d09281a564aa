import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { campaignGenerationFailureSchema } from "../../domain/contracts/generation.ts";
import { aiConfigFor, type OpenAiCompatibleServer, type Scenario, startOpenAiCompatibleServer } from "../../../test/support/ai/openai-compatible-server.ts";
import { englishPage, formFor } from "../../../test/support/ai/generation-fixtures.ts";
import { signUpWithTrial } from "../../../test/support/server/profile-status.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";

/**
 * The AI provider failing in the ways real ones do, through the real `@ai-sdk/openai` provider and the API.
 * generate-provider.api.test.ts covers a 500, a reply missing a part and a slow first byte; here are a
 * provider that never answers, one that answers garbage, and streams that break off or stall half-way,
 * each on the streamed and the plain endpoint. One model slot on the instance: a slot a failure kept
 * would turn the next request into a 503.
 */
const timeoutMs = 1_000;
/** The time limit, the retry's pause and a busy machine: past this the request hung. */
const answerWithinMs = timeoutMs + 2_000;

let provider: OpenAiCompatibleServer;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  provider = await startOpenAiCompatibleServer();
  const ai = aiConfigFor(provider);
  t = await createTestApp("pglite", { ai: { ...ai, timeoutMs, requestsPerMinute: 1_000, concurrency: { total: 1, perUser: 1 } } });
  ({ cookie } = await signUpWithTrial(t, "faults@example.com"));
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const searchReply = JSON.stringify({
  headlines: ["Kanban Boards for Teams", "Track Time on Every Card", "Plan Work Visually"],
  descriptions: ["Drag cards across columns to show progress at a glance.", "Track time with one click and export timesheets."],
  callouts: ["Free for Small Teams"],
  sitelinks: [{ headline: "Pricing", description1: "Plans for every team", description2: "Start free", url: "/pricing" }],
});

const generate = (headers: Record<string, string> = {}) =>
  t.request("/api/generate-ads", { cookie, headers, body: { formData: formFor("search"), crawledContent: englishPage } });

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** The server-sent events of a whole streamed answer, in order. */
function events(text: string) {
  return [...text.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map(([, event, data]) => ({ event, data: JSON.parse(data ?? "null") as Record<string, unknown> }));
}

// After every fault the one slot must be free again and the provider usable: a good reply goes through.
beforeEach(async () => {
  provider.answer({ kind: "reply", content: searchReply });
  const response = await generate();
  expect(response.status).toBe(200);
});

interface Outcome {
  status: 502 | 504;
  error: string;
  details: string;
}
const failed = "Failed to generate ads. Please try again.";
const timedOut: Outcome = { status: 504, error: failed, details: "The AI provider did not answer within 1 s." };
const brokeOff: Outcome = { status: 502, error: failed, details: "The AI provider's answer broke off or could not be read." };
const invalidFormat: Outcome = { status: 502, error: "Invalid response format from the AI provider", details: "The AI provider's reply did not have the expected format." };

/** What the user gets, answered in one piece and streamed. */
const faults: [string, Scenario, { plain: Outcome; streamed: Outcome }][] = [
  ["never answers", { kind: "slow", delayMs: 60_000, content: searchReply }, { plain: timedOut, streamed: timedOut }],
  // The stream parser reads no event in a body that is not server-sent events: an empty reply.
  ["answers a body that is not JSON", { kind: "garbage", body: "<html>502 Bad Gateway</html>" }, { plain: brokeOff, streamed: invalidFormat }],
  ["answers text that is not the asked JSON", { kind: "reply", content: "Sure! Here are some great headlines for you:" }, { plain: invalidFormat, streamed: invalidFormat }],
  // In one piece, a dropped connection is retried once, and the retry's pause outlasts the 1 s limit.
  ["drops the connection half-way through the reply", { kind: "cut", afterChars: 60, content: searchReply }, { plain: timedOut, streamed: brokeOff }],
  ["stops sending half-way through the reply", { kind: "stall", afterChars: 60, content: searchReply }, { plain: timedOut, streamed: timedOut }],
];

describe("the AI provider fails: the user gets the fallback content within the time limit", () => {
  it.each(faults)("when it %s", async (_label, scenario, { plain }) => {
    provider.answer(scenario);
    const { value: response, ms } = await timed(() => generate());
    expect(ms).toBeLessThan(answerWithinMs);
    expect(response.status).toBe(plain.status);
    const body = campaignGenerationFailureSchema("search").parse(await response.json());
    expect({ error: body.error, details: body.details }).toEqual({ error: plain.error, details: plain.details });
    expect(body.fallback.headlines.length).toBeGreaterThanOrEqual(3);
    expect(body.generator.provider).toBe("offline");
  });
});

describe("the AI provider fails while the answer streams: the stream ends cleanly with the failure", () => {
  it.each(faults)("when it %s", async (_label, scenario, { streamed }) => {
    provider.answer(scenario);
    const { value: text, ms } = await timed(async () => (await generate({ accept: "text/event-stream" })).text());
    expect(ms).toBeLessThan(answerWithinMs);
    const stream = events(text);
    expect(stream[0]?.event).toBe("start");
    expect(stream.at(-1)?.event).toBe("failure");
    expect(stream.filter((event) => event.event === "failure")).toHaveLength(1);
    expect(stream.at(-1)?.data).toMatchObject(streamed);
    expect((stream.at(-1)?.data.fallback as { headlines: string[] }).headlines.length).toBeGreaterThanOrEqual(3);
  });

  it("ends the stream when the user goes away, and frees the slot", async () => {
    provider.answer({ kind: "slow", delayMs: 60_000, content: searchReply });
    const controller = new AbortController();
    const response = await t.app.request("/api/generate-ads", {
      method: "POST",
      signal: controller.signal,
      headers: { origin: "http://localhost:3999", cookie, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ formData: formFor("search"), crawledContent: englishPage }),
    });
    const reader = response.body?.getReader();
    await reader?.read();
    controller.abort();
    await reader?.cancel().catch(() => undefined);
    // The next test's first request (beforeEach) needs the slot back well before the time limit.
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
});
