import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";

// Sign-ups hash passwords and a reset waits for delivery: generous on a shared, loaded machine.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

interface Outbox {
  messages: { to: string; subject: string; text: string; html: string; createdAt: string }[];
}

const readOutbox = async (t: TestApp, count: number): Promise<Outbox> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const outbox = (await (await t.request("/api/dev/outbox")).json()) as Outbox;
    if (outbox.messages.length >= count || Date.now() > deadline) return outbox;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.each(testDatabaseKinds())("the local outbox (issue 24), %s", (kind) => {
  describe("in local mode (no SMTP_URL, not production) e-mails are kept and listed at /api/dev/outbox", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    it("answers { messages: [] } before any e-mail", async () => {
      const response = await t.request("/api/dev/outbox");
      expect([response.status, await response.json()]).toEqual([200, { messages: [] }]);
    });

    it("lists each e-mail with to, subject, text, html and createdAt, newest last", async () => {
      await t.signUp("first@example.com");
      await t.signUp("second@example.com");
      await t.request("/api/auth/request-password-reset", { body: { email: "first@example.com" } });
      await readOutbox(t, 1);
      await t.request("/api/auth/request-password-reset", { body: { email: "second@example.com" } });
      const { messages } = await readOutbox(t, 2);
      expect(messages.map((message) => message.to)).toEqual(["first@example.com", "second@example.com"]);
      const [first, second] = messages;
      if (!first || !second) throw new Error("expected two e-mails");
      expect(Object.keys(first).sort()).toEqual(["createdAt", "html", "subject", "text", "to"]);
      expect(first.subject).toBe("Reset your Adsmith password");
      expect(first.text).toMatch(/Choose a new password: http:\/\/localhost:3999\/reset-password\?token=/);
      expect(first.html).toContain('<a href="http://localhost:3999/reset-password?token=');
      expect(Date.parse(second.createdAt)).toBeGreaterThanOrEqual(Date.parse(first.createdAt));
    });

    it("prints the outbox page's address in the server log, never the link itself", () => {
      const kept = t.logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.message === "e-mail kept in the local outbox");
      expect(kept).toHaveLength(2);
      expect(kept[0]).toMatchObject({ subject: "Reset your Adsmith password", outbox: "http://localhost:3999/dev/outbox" });
      expect(t.logLines.join("\n")).not.toContain("token=");
    });
  });

  describe("with the outbox off (SMTP_URL set, production, or MAIL_OUTBOX=0) the route does not exist", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { mail: { smtpUrl: null, from: "Adsmith <no-reply@localhost>", outbox: false } });
    });
    afterAll(() => t.close());

    it("answers 404", async () => {
      const response = await t.request("/api/dev/outbox");
      expect(response.status).toBe(404);
    });
  });
});
