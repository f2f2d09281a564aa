import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { englishPage, formFor } from "../../../test/support/ai/generation-fixtures.ts";
import { createScratchDatabase, type ScratchDatabase } from "../db/scratch-database.ts";
import { type AppProcess, spawnAppProcess } from "../../../test/support/server/app-process.ts";
import { searchCampaignBody } from "../../../test/support/server/campaign-fixture.ts";

/**
 * Two real app processes on one PostgreSQL, as N instances run behind a load balancer (docs/deploy.md):
 * whatever one instance knows, the other must know too.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
/** Where users reach the app: the load balancer's address, the origin both instances trust. */
const publicUrl = "http://localhost:3998";
const authAttemptsPerMinute = 6;
const generationsPerMinute = 5;
/** The crawl allowance is fixed in the scrape route, not configurable. */
const crawlsPerMinute = 30;
const password = "correct-horse-battery";
/** Two cold starts through tsx at once, on a machine that may be running other suites. */
const startUpWithinMs = 120_000;

type Instance = "A" | "B";

const title = "two app instances on one PostgreSQL";
describe.skipIf(!adminUrl)(adminUrl ? title : `${title}: skipped, it needs a PostgreSQL server (set TEST_DATABASE_URL)`, () => {
  let scratch: ScratchDatabase | undefined;
  let dataDirs: string[] = [];
  const instances: Partial<Record<Instance, AppProcess>> = {};
  let sql: pg.Pool;
  /** Every answer from either instance, to prove afterwards that none failed on the server. */
  const answered: { instance: Instance; path: string; status: number }[] = [];
  let clientAddresses = 0;

  beforeAll(async () => {
    if (!adminUrl) return;
    scratch = await createScratchDatabase(adminUrl, "adsmith_scale");
    sql = new pg.Pool({ connectionString: scratch.url, max: 2 });
    dataDirs = ["a", "b"].map((name) => mkdtempSync(path.join(tmpdir(), `adsmith-instance-${name}-`)));
    const env = (dataDir: string) => ({
      DATABASE_URL: scratch?.url ?? "",
      // Separate data folders: nothing may be shared through the disk, only through the database.
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      BETTER_AUTH_SECRET: "scale-test-secret-scale-test-secret-0123",
      TRUST_PROXY: "1",
      AUTH_ATTEMPTS_PER_MINUTE: String(authAttemptsPerMinute),
      AI_PROVIDER: "offline",
      AI_REQUESTS_PER_MINUTE: String(generationsPerMinute),
      BILLING: "off",
      CRAWL_RENDER: "off",
      LOG_LEVEL: "warn",
    });
    // Started together on an empty database: both migrate at once, as a fresh deployment's replicas do.
    instances.A = await spawnAppProcess(env(dataDirs[0] ?? ""));
    instances.B = await spawnAppProcess(env(dataDirs[1] ?? ""));
    await Promise.all([instances.A.ready, instances.B.ready]);
  }, startUpWithinMs);

  afterAll(async () => {
    await Promise.all(Object.values(instances).map((instance) => instance.stop()));
    await sql?.end();
    await scratch?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A request through the load balancer to one instance: it forwards the client's address, as TRUST_PROXY expects. */
  async function send(
    instance: Instance,
    route: string,
    init: { method?: string; body?: unknown; cookie?: string; clientAddress?: string; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const target = instances[instance];
    if (!target) throw new Error(`instance ${instance} is not running`);
    const headers: Record<string, string> = { origin: publicUrl, "x-forwarded-for": init.clientAddress ?? "203.0.113.1", ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.body);
    }
    const response = await fetch(`${target.url}${route}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
    answered.push({ instance, path: route, status: response.status });
    return response;
  }

  /** A client address of its own, so one scenario's sign-ins never count against another's. */
  const newClientAddress = () => `198.51.100.${++clientAddresses}`;

  async function signUp(instance: Instance, email: string): Promise<{ cookie: string; userId: string }> {
    const response = await send(instance, "/api/auth/sign-up/email", { body: { email, password, name: "Scale Test" }, clientAddress: newClientAddress() });
    if (response.status !== 200) throw new Error(`sign-up on ${instance} failed: ${response.status} ${await response.text()}`);
    const { user } = (await response.json()) as { user: { id: string } };
    const cookie = response.headers
      .getSetCookie()
      .map((part) => part.split(";")[0])
      .join("; ");
    return { cookie, userId: user.id };
  }

  const other = (instance: Instance): Instance => (instance === "A" ? "B" : "A");
  const alternate = (index: number): Instance => (index % 2 === 0 ? "A" : "B");
  const notLimited = (responses: Response[]) => responses.filter((response) => response.status !== 429).length;

  describe("start-up: both instances migrating one fresh database at once", () => {
    it("both answer /api/health on PostgreSQL, and every migration is applied exactly once", async () => {
      for (const instance of ["A", "B"] as const) {
        const health = await send(instance, "/api/health");
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({ status: "ok", database: { kind: "postgres", up: true } });
      }
      const journal = JSON.parse(readFileSync(new URL("../db/migrations/meta/_journal.json", import.meta.url), "utf8")) as { entries: unknown[] };
      const { rows } = await sql.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(rows[0]?.n).toBe(journal.entries.length);
    });
  });

  describe("sessions: signed in on one instance, signed in on both", () => {
    it.each(["A", "B"] as const)("a user who signs up on %s is recognised by the other instance", async (instance) => {
      const { cookie, userId } = await signUp(instance, `session-${instance.toLowerCase()}@example.com`);
      const me = await send(other(instance), "/api/me", { cookie });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ id: userId });
    });

    it("signing out on one instance ends the session on the other", async () => {
      const { cookie } = await signUp("A", "sign-out@example.com");
      expect((await send("B", "/api/me", { cookie })).status).toBe(200);
      expect((await send("B", "/api/auth/sign-out", { body: {}, cookie })).status).toBe(200);
      expect((await send("A", "/api/me", { cookie })).status).toBe(401);
    });
  });

  describe("saves spread over both instances are stored exactly once", () => {
    it("new users' first accounts, created on both at once, give each user one default and no failure", async () => {
      const users = await Promise.all([1, 2, 3, 4].map((n) => signUp(alternate(n), `accounts-${n}@example.com`)));
      const names = ["Bakery", "Cafe", "Deli", "Florist"];
      const responses = await Promise.all(
        users.flatMap((user) => names.map((name, index) => send(alternate(index), "/api/accounts", { body: { name }, cookie: user.cookie }))),
      );
      expect(responses.map((response) => response.status)).toEqual(responses.map(() => 201));
      const { rows } = await sql.query<{ n: number; defaults: number }>(
        "select count(*)::int as n, count(*) filter (where is_default)::int as defaults from accounts where user_id = any($1) group by user_id",
        [users.map((user) => user.userId)],
      );
      expect(rows).toEqual(users.map(() => ({ n: names.length, defaults: 1 })));
    });

    it("campaigns saved alternately, retried on the other instance and raced on both with one key, are each stored once", async () => {
      const users = await Promise.all([signUp("A", "saver-a@example.com"), signUp("B", "saver-b@example.com")]);
      const saved = new Map<string, Set<string>>();
      for (const [userIndex, user] of users.entries()) {
        const account = await send(alternate(userIndex), "/api/accounts", { body: { name: "Main" }, cookie: user.cookie });
        const accountId = ((await account.json()) as { account: { id: string } }).account.id;
        const keys = Array.from({ length: 8 }, (_, index) => `save-${userIndex}-${index}-0123456789`);
        const ids = new Set<string>();
        for (const [index, key] of keys.entries()) {
          const body = searchCampaignBody(`Bread ${index}`, accountId);
          const headers = { "idempotency-key": key };
          // Even keys: sent once, then retried on the other instance. Odd keys: sent to both at the same moment.
          const responses =
            index % 2 === 0
              ? [await send(alternate(index), "/api/campaigns", { body, cookie: user.cookie, headers })]
              : await Promise.all((["A", "B"] as const).map((instance) => send(instance, "/api/campaigns", { body, cookie: user.cookie, headers })));
          if (index % 2 === 0) responses.push(await send(other(alternate(index)), "/api/campaigns", { body, cookie: user.cookie, headers }));
          const statuses = responses.map((response) => response.status).sort();
          expect(statuses, key).toEqual([200, 201]);
          const campaignIds = await Promise.all(responses.map(async (response) => ((await response.json()) as { campaign: { id: string } }).campaign.id));
          expect(new Set(campaignIds).size, key).toBe(1);
          campaignIds.forEach((id) => ids.add(id));
        }
        saved.set(user.userId, ids);
      }

      for (const [userId, ids] of saved) {
        const { rows } = await sql.query<{ id: string; idempotency_key: string }>("select id, idempotency_key from campaigns where user_id = $1", [userId]);
        expect(rows).toHaveLength(8);
        expect(new Set(rows.map((row) => row.id))).toEqual(ids);
        expect(new Set(rows.map((row) => row.idempotency_key)).size).toBe(8);
        const groups = await sql.query<{ n: number }>("select count(*)::int as n from ad_groups where user_id = $1", [userId]);
        expect(groups.rows[0]?.n).toBe(8);
      }
    });
  });

  describe("rate limits count across both instances, not once per instance", () => {
    it(`sign-in attempts from one address, split over A and B, are refused after ${authAttemptsPerMinute} in total`, async () => {
      await signUp("A", "brute@example.com");
      const attacker = newClientAddress();
      const attempts = await Promise.all(
        Array.from({ length: authAttemptsPerMinute * 2 }, (_, index) =>
          send(alternate(index), "/api/auth/sign-in/email", { body: { email: "brute@example.com", password: "wrong-password-123" }, clientAddress: attacker }),
        ),
      );
      expect(notLimited(attempts)).toBe(authAttemptsPerMinute);
      // Both instances refuse the next one. (Which of the burst each refused depends on which answered first.)
      for (const name of ["A", "B"] as const) {
        const next = await send(name, "/api/auth/sign-in/email", { body: { email: "brute@example.com", password: "wrong-password-123" }, clientAddress: attacker });
        expect(next.status, name).toBe(429);
      }
      // A load balancer that appends to X-Forwarded-For passes on whatever the client put first: a fresh
      // made-up address per attempt must not buy fresh attempts.
      const spoofed = await send("A", "/api/auth/sign-in/email", {
        body: { email: "brute@example.com", password },
        clientAddress: `192.0.2.${clientAddresses}, ${attacker}`,
      });
      expect(spoofed.status).toBe(429);
      // Another address is not held back by the first one's attempts, on either instance.
      const elsewhere = await send("B", "/api/auth/sign-in/email", { body: { email: "brute@example.com", password }, clientAddress: newClientAddress() });
      expect(elsewhere.status).toBe(200);
    });

    it(`generation calls of one user, split over A and B, are refused after ${generationsPerMinute} in total`, async () => {
      const { cookie } = await signUp("B", "writer@example.com");
      const body = { formData: formFor("search"), crawledContent: englishPage };
      const calls: Response[] = [];
      // One at a time: the per-instance in-flight cap (AI_CONCURRENCY_PER_USER) must not be what refuses them.
      for (let index = 0; index < generationsPerMinute * 2; index++) calls.push(await send(alternate(index), "/api/generate-ads", { body, cookie }));
      expect(calls.map((response) => response.status)).toEqual([...Array<number>(generationsPerMinute).fill(200), ...Array<number>(generationsPerMinute).fill(429)]);
    });

    it(`page crawls of one user, split over A and B at once, are refused after ${crawlsPerMinute} in total`, async () => {
      const { cookie } = await signUp("A", "crawler@example.com");
      // An address the crawler refuses without touching the network still counts against the allowance.
      const crawls = await Promise.all(
        Array.from({ length: crawlsPerMinute + 10 }, (_, index) => send(alternate(index), "/api/scrape-landing-page", { body: { url: "http://127.0.0.1/" }, cookie })),
      );
      expect(notLimited(crawls)).toBe(crawlsPerMinute);
      expect(crawls.filter((response) => response.status === 429)).toHaveLength(10);
    });
  });

  describe("no request failed on the server", () => {
    it("every answer from either instance was below 500", () => {
      expect(answered.length).toBeGreaterThan(100);
      const logs = Object.entries(instances).map(([name, instance]) => `instance ${name}:\n${instance.output()}`);
      expect(answered.filter((answer) => answer.status >= 500), logs.join("\n")).toEqual([]);
    });
  });
});
