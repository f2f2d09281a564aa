import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignGenerationFailureSchema } from "../../domain/contracts/generation.ts";
import { aiConfigFor, type OpenAiCompatibleServer, startOpenAiCompatibleServer } from "../../../test/support/ai/openai-compatible-server.ts";
import { englishPage, formFor, germanPage } from "../../../test/support/ai/generation-fixtures.ts";
import { signUpWithTrial } from "../../../test/support/server/profile-status.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";

/** The real `@ai-sdk/openai` provider against an OpenAI-compatible server of our own, through the API. */
let provider: OpenAiCompatibleServer;
let t: TestApp;
let users = 0;
/** Sign-ups are rate limited: the tests share one user unless they need their own. */
let shared: string;
// Short enough for a quick test of the time limit, long enough for a real answer on a busy machine.
const timeoutMs = 1_000;

beforeAll(async () => {
  provider = await startOpenAiCompatibleServer();
  const ai = aiConfigFor(provider);
  t = await createTestApp("pglite", { ai: { ...ai, timeoutMs, concurrency: { total: 4, perUser: 1 } } });
  shared = await signedIn();
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

async function signedIn() {
  users++;
  return (await signUpWithTrial(t, `provider-${users}@example.com`)).cookie;
}

const pmaxReply = {
  headlines: ["Kanban Boards for Teams", "Kanban Boards for Teams", "Track Time on Every Card", "Call 555-123-4567 Today", "Plan Work Visually!!", "A headline that is much too long for the thirty limit"],
  longHeadlines: ["Plan work on visual kanban boards and share progress with your whole team"],
  descriptions: ["Drag cards across columns to show progress at a glance.", "Track time with one click and export timesheets."],
  callouts: ["Free for Small Teams", "Unlimited Boards"],
  sitelinks: [{ headline: "Pricing", description1: "Plans for every team", description2: "Start free", url: "/pricing" }, { headline: "Features" }],
};

const postPmax = (cookie: string, headers: Record<string, string> = {}) =>
  t.request("/api/generate-pmax-ads", { cookie, headers, body: { formData: formFor("performance_max"), crawledContent: englishPage } });

describe("a model through an OpenAI-compatible server", () => {
  it("names the provider and model in the health answer", async () => {
    const health = (await (await t.request("/api/health")).json()) as { ai: unknown };
    expect(health.ai).toEqual({ provider: "openai-compatible", model: "test-model", changesToMakeNotice: null });
  });

  it("asks with a prompt built on the server and a strict JSON schema, and post-processes the reply", async () => {
    provider.answer({ kind: "reply", content: JSON.stringify(pmaxReply) });
    const response = await postPmax(shared);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown> & { headlines: string[]; sitelinks: { linkText: string; linkUrl: string; description1: string }[]; generator: { label: string } };
    expect(body.headlines).toContain("Kanban Boards for Teams");
    expect(body.headlines.filter((headline) => headline === "Kanban Boards for Teams")).toHaveLength(1);
    expect(body.headlines).toContain("Plan Work Visually");
    expect(body.headlines.every((headline) => headline.length <= 30 && !/\d{3}-\d{4}/.test(headline))).toBe(true);
    expect(body.sitelinks[0]).toMatchObject({ linkText: "Pricing", linkUrl: "https://taskboard.example/pricing" });
    expect(body.sitelinks[1]).toMatchObject({ linkText: "Features", description1: "Description", linkUrl: "https://example.com" });
    expect(body.generator.label).toBe("OpenAI-compatible server, test-model");

    const [call] = provider.calls;
    expect(call?.body.model).toBe("test-model");
    expect(call?.body.response_format).toMatchObject({ type: "json_schema", json_schema: { strict: true } });
    const prompt = call?.body.messages.map((message) => message.content).join("\n") ?? "";
    expect(prompt).toContain("<landing_page>");
    expect(prompt).toContain("15 headlines, each at most 30 characters");
    expect(prompt).toContain("6 sitelinks");
  });

  it("streams finished assets as server-sent events, then the result", async () => {
    provider.answer({ kind: "reply", content: JSON.stringify(pmaxReply) });
    const response = await postPmax(shared, { accept: "text/event-stream" });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const text = await response.text();
    const events = [...text.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map(([, event, data]) => ({ event, data: JSON.parse(data ?? "null") as Record<string, string[]> }));
    expect(events[0]?.event).toBe("start");
    expect(events.at(-1)?.event).toBe("result");
    const partials = events.filter((event) => event.event === "partial");
    expect(partials.length).toBeGreaterThan(1);
    const final = events.at(-1)?.data.headlines ?? [];
    for (const partial of partials) expect(final.slice(0, partial.data.headlines?.length)).toEqual(partial.data.headlines);
  });

  it("answers the Performance Max message and the fallback when the reply misses a part", async () => {
    provider.answer({ kind: "reply", content: JSON.stringify({ headlines: ["Only headlines"] }) });
    const response = await postPmax(shared);
    expect(response.status).toBe(502);
    const body = campaignGenerationFailureSchema("performance_max").parse(await response.json());
    expect(body.error).toBe("Invalid Performance Max response format from the AI provider");
    // The offline writer writes what the page supports, between Google's minimum and the type's count.
    expect(body.fallback.headlines.length).toBeGreaterThanOrEqual(3);
    expect(body.fallback.headlines.length).toBeLessThanOrEqual(15);
    expect(body.fallback.headlines).toContain("Taskboard");
    expect(body.fallback.longHeadlines?.length).toBeGreaterThanOrEqual(1);
    expect(body.fallback.descriptions.length).toBeGreaterThanOrEqual(2);
    expect(body.fallback.callouts?.length).toBeGreaterThan(0);
    expect(body.generator.provider).toBe("offline");
  });

  it("retries a 500 once, then answers the fallback written for the product", async () => {
    provider.answer({ kind: "status", status: 500, retryAfterMs: 1 });
    const response = await t.request("/api/generate-ads", { cookie: shared, body: { formData: formFor("search"), crawledContent: englishPage } });
    expect(response.status).toBe(502);
    expect(provider.calls).toHaveLength(2);
    const body = (await response.json()) as { error: string; details: string; fallback: { headlines: string[] } };
    expect(body.error).toBe("Failed to generate ads. Please try again.");
    expect(body.details).toBe("The AI provider answered with status 500.");
    expect(body.fallback.headlines).toContain("Taskboard");
  });

  it("gives up on a slow reply at the time limit and answers the fallback", async () => {
    provider.answer({ kind: "slow", delayMs: 10_000, content: JSON.stringify(pmaxReply) });
    const started = performance.now();
    const response = await postPmax(shared);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(response.status).toBe(504);
    const body = (await response.json()) as { error: string; details: string; fallback: { headlines: string[] } };
    expect(body.error).toBe("Failed to generate Performance Max assets. Please try again.");
    expect(body.details).toBe("The AI provider did not answer within 1 s.");
    expect(body.fallback.headlines).toContain("Taskboard");
  });

  it("lets one user hold only their share of the model slots", async () => {
    const cookie = await signedIn();
    provider.answer({ kind: "slow", delayMs: 200, content: JSON.stringify(pmaxReply) });
    const [first, second] = await Promise.all([postPmax(cookie), postPmax(cookie)]);
    expect([first?.status, second?.status].sort()).toEqual([200, 429]);
    const refused = first?.status === 429 ? first : second;
    expect(await refused?.json()).toEqual({ error: "You already have generations running. Please wait for them to finish." });
  });

  it("regenerates one headline through the model, cut to the limit", async () => {
    provider.answer({ kind: "reply", content: JSON.stringify({ text: "Visual Kanban Boards Built Around Your Team" }) });
    const response = await t.request("/api/generate-single-headline", {
      cookie: shared,
      body: { currentHeadline: "Kanban Boards for Teams", context: { campaignName: "Taskboard", keywords: "kanban board", landingPageUrl: "https://taskboard.example/" } },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ headline: "Visual Kanban Boards Built", originalLength: 43, truncated: true });
  });

  it("says the single-headline failure in the spec's words", async () => {
    provider.answer({ kind: "status", status: 503, retryAfterMs: 1 });
    const response = await t.request("/api/generate-single-pmax-headline", { cookie: shared, body: { currentHeadline: "Kanban", context: {} } });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: "Failed to generate Performance Max headline. Please try again.", details: "The AI provider answered with status 503." });
  });
});

describe("the same post-checks on a model's assets as on the offline writer's (issue 19)", () => {
  const germanReply = {
    headlines: ["Aufträge im Blick", "<b>Zeiterfassung per App</b>", "Starte deine Testphase heute", "Teamplanung für Baustellen", "Öffnungszeiten Mo-Fr 8:00-17:00"],
    descriptions: [
      "Mit Handwerkerbüro sehen Sie alle Aufträge und Termine auf einen Blick.",
      "Track every job and every hour of your team in one simple app.",
      "© 2025 Handwerkerbüro GmbH. Alle Rechte vorbehalten.",
      "Ihre Mitarbeiter erfassen die Arbeitszeit direkt auf der Baustelle.",
    ],
    callouts: ["Kostenlos testen", "Rechnungen per Klick"],
    sitelinks: [{ headline: "Preise", description1: "Pakete für jeden Betrieb", description2: "Monatlich kündbar", url: "/preise" }],
  };

  it("asks for German and for 'Sie', then replaces English, page details and 'du', and says so", async () => {
    provider.answer({ kind: "reply", content: JSON.stringify(germanReply) });
    const form = formFor("search", {
      campaignName: "Handwerkerbüro Frühjahr",
      adGroupName: "Handwerkersoftware",
      landingPageUrl: "https://handwerkerbuero.example/",
      targetAudience: "Handwerksbetriebe",
      socialProof: "Über 4.000 Betriebe arbeiten damit.",
      keywords: "handwerkersoftware, zeiterfassung baustelle",
      callToAction: "Jetzt kostenlos testen",
    });
    const response = await t.request("/api/generate-ads", { cookie: await signedIn(), body: { formData: form, crawledContent: germanPage } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { headlines: string[]; descriptions: string[]; generator: { notice: string | null } };
    const prompt = provider.calls.at(-1)?.body.messages.map((message) => message.content).join("\n") ?? "";
    expect(prompt).toContain("Write every asset in German, the language of the landing page.");
    expect(prompt).toContain("Address the reader formally, with 'Sie', as the landing page does; never with 'du'.");

    expect(body.headlines).toContain("Zeiterfassung per App");
    expect(body.descriptions).toContain("Mit Handwerkerbüro sehen Sie alle Aufträge und Termine auf einen Blick.");
    const all = [...body.headlines, ...body.descriptions].join(" | ");
    expect(all).not.toMatch(/Starte deine|Öffnungszeiten|Track every job|©|<b>|[A-Z][a-z]+ [a-z]+ [a-z]+ teams/);
    expect(body.generator.notice).toContain("4 assets the AI provider wrote were in another language, copied page details or addressed the reader differently from the page");
  });
});
