import { randomUUID } from "node:crypto";
import { assembleGroup } from "../../src/domain/ads/ad-assembly.ts";
import { search } from "../../src/domain/campaign-types/search.ts";
import type { CrawledContent } from "../../src/domain/wizard/crawled-content.ts";
import { formDataSchemaFor } from "../../src/domain/wizard/form-data.ts";
import { bakeryPage, serveLandingPages } from "../../e2e/landing-page.ts";
import type { LoadRequest } from "../load/run-load.ts";
import { signUpOver } from "./sign-up.ts";

/**
 * The limits a real user never reaches but a load generator does at once, raised for the benchmark only:
 * `users` sign-ups from one address, a generation per user far more often than 30 a minute, and one
 * model slot per connection (the instance's default 16 would answer the rest 503 by design).
 */
export function raisedLimitsEnv(users: number): Record<string, string> {
  return {
    AUTH_ATTEMPTS_PER_MINUTE: "1000000",
    AI_REQUESTS_PER_MINUTE: "1000000",
    AI_CONCURRENCY: String(Math.max(16, users)),
    // The landing page is served on 127.0.0.1 by the benchmark itself.
    CRAWL_ALLOW_PRIVATE_NETWORKS: "1",
  };
}

export function describeRaisedLimits(env: Record<string, string>): string {
  return `limits raised for the benchmark: AUTH_ATTEMPTS_PER_MINUTE=${env.AUTH_ATTEMPTS_PER_MINUTE}, ` +
    `AI_REQUESTS_PER_MINUTE=${env.AI_REQUESTS_PER_MINUTE}, AI_CONCURRENCY=${env.AI_CONCURRENCY} (AI_CONCURRENCY_PER_USER left at 2; one user per connection)`;
}

/** The four requests of issue 12's API figures, as the web app sends them, for the user of a connection. */
export interface ApiRequests {
  me(connection: number): LoadRequest;
  listCampaigns(connection: number): LoadRequest;
  saveCampaign(connection: number): LoadRequest;
  generateAds(connection: number): LoadRequest;
}

// Sign-up hashes a password; a few at a time keep both cores busy without queueing every hash at once.
const signUpConcurrency = 4;

/**
 * Signs up one user per connection, crawls a bakery's landing page served on 127.0.0.1 through the API
 * (as the wizard does before generating), generates its Search ads once, and answers the requests that
 * repeat those steps: generation with the crawled page, and saving the generated campaign.
 */
export async function prepareApiRequests(baseUrl: string, users: number): Promise<ApiRequests> {
  const cookies: string[] = [];
  for (let start = 0; start < users; start += signUpConcurrency) {
    const batch = Array.from({ length: Math.min(signUpConcurrency, users - start) }, (_, offset) => signUpOver(baseUrl, `load-${start + offset}@example.com`));
    cookies.push(...(await Promise.all(batch)).map((user) => user.cookie));
  }
  const json = (connection: number) => ({
    "content-type": "application/json",
    origin: baseUrl,
    cookie: cookies[connection % cookies.length] ?? "",
  });
  const landing = await serveLandingPages({ "/": bakeryPage });
  let crawledContent: CrawledContent;
  try {
    crawledContent = await postJson<CrawledContent>(`${baseUrl}/api/scrape-landing-page`, json(0), { url: landing.url("/") });
  } finally {
    await landing.close();
  }
  const formData = formDataSchemaFor("search").parse({
    campaignName: "Crumb & Co. Sourdough",
    landingPageUrl: "https://crumbandco.example/",
    campaignObjective: search.defaults.objective,
    keywords: "organic sourdough, bread delivery leeds, rye bread",
    callToAction: search.defaults.callToAction,
    budgetRange: search.defaults.budgetRange,
  });
  const generateBody = JSON.stringify({ formData, crawledContent });
  const { generator: _generator, ...generatedAds } = await postJson<Record<string, unknown>>(`${baseUrl}/api/generate-ads`, json(0), { formData, crawledContent });
  const group = assembleGroup(search, { form: formData, assets: generatedAds, now: new Date() });
  const saveBody = JSON.stringify({
    name: formData.campaignName,
    campaignType: search.id,
    accountId: null,
    formData: { ...formData, campaignType: search.id },
    generatedAds,
    adGroups: [group],
  });
  return {
    me: (connection) => ({ url: `${baseUrl}/api/me`, headers: { cookie: cookies[connection % cookies.length] ?? "" } }),
    listCampaigns: (connection) => ({ url: `${baseUrl}/api/campaigns`, headers: { cookie: cookies[connection % cookies.length] ?? "" } }),
    // Every save is a new campaign: the web app makes one key per campaign and reuses it only for retries.
    saveCampaign: (connection) => ({
      url: `${baseUrl}/api/campaigns`,
      method: "POST",
      headers: { ...json(connection), "idempotency-key": randomUUID() },
      body: saveBody,
    }),
    generateAds: (connection) => ({ url: `${baseUrl}/api/generate-ads`, method: "POST", headers: json(connection), body: generateBody }),
  };
}

async function postJson<T>(url: string, headers: Record<string, string>, body: unknown): Promise<T> {
  const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}
