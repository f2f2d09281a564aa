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
      // Each sign-up mails its confirmation link, each reset request its reset link; waited for in turn, so
      // the order is the order they were asked for.
      await t.signUp("first@example.com");
      await readOutbox(t, 1);
      await t.signUp("second@example.com");
      await readOutbox(t, 2);
      await t.request("/api/auth/request-password-reset", { body: { email: "first@example.com" } });
      await readOutbox(t, 3);
      await t.request("/api/auth/request-password-reset", { body: { email: "second@example.com" } });
      const { messages } = await readOutbox(t, 4);
      expect(messages.map((message) => [message.to, message.subject])).toEqual([
        ["first@example.com", "Confirm your Adsmith e-mail address"],
        ["second@example.com", "Confirm your Adsmith e-mail address"],
        ["first@example.com", "Reset your Adsmith password"],
        ["second@example.com", "Reset your Adsmith password"],
      ]);
      const [, , first, second] = messages;
      if (!first || !second) throw new Error("expected two reset e-mails");
      expect(Object.keys(first).sort()).toEqual(["createdAt", "html", "subject", "text", "to"]);
      expect(first.text).toMatch(/Choose a new password: http:\/\/localhost:3999\/reset-password\?token=/);
      expect(first.html).toContain('<a href="http://localhost:3999/reset-password?token=');
      expect(Date.parse(second.createdAt)).toBeGreaterThanOrEqual(Date.parse(first.createdAt));
    });

    it("prints the outbox page's address in the server log, never the link itself", () => {
      const kept = t.logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.message === "e-mail kept in the local outbox");
      expect(kept.map((line) => line.subject)).toEqual([
        "Confirm your Adsmith e-mail address",
        "Confirm your Adsmith e-mail address",
        "Reset your Adsmith password",
        "Reset your Adsmith password",
      ]);
      expect(kept[2]).toMatchObject({ outbox: "http://localhost:3999/dev/outbox" });
      expect(t.logLines.join("\n")).not.toContain("token=");
    });
  });

  describe("with the outbox off (SMTP_URL set, production, or MAIL_OUTBOX=0) the route does not exist", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { mail: { smtpUrl: null, from: "Adsmith <no-reply@localhost>", outbox: false, requireVerification: false } });
    });
    afterAll(() => t.close());

    it("answers 404", async () => {
      const response = await t.request("/api/dev/outbox");
      expect(response.status).toBe(404);
    });
  });
});
