import type { Page } from "@playwright/test";
import { expectAccessible } from "./accessibility.ts";
import { tabTo } from "./keyboard.ts";
import { confirmationLinkFor, outboxFor } from "./outbox.ts";
import { expect, test } from "./test.ts";
import { password, startTrialOverApi, uniqueEmail } from "./users.ts";

const attemptSubject = "Someone tried to sign up for Adsmith with your address";

/**
 * Issue 24, on the server that signs in only through the e-mailed link (EMAIL_VERIFICATION=1): sign-up
 * shows the same "Check your e-mail" for a new and a taken address, and the link signs the new user in.
 */
test.describe("Sign-up waits for the e-mailed link, alike for a new and a taken address (issue 24)", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
  });

  async function signUpByKeyboard(page: Page, name: string, email: string) {
    await page.goto("/sign-up");
    await tabTo(page, page.getByLabel("Name"));
    await page.keyboard.type(name);
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(password);
    await page.keyboard.press("Enter");
    const heading = page.getByRole("heading", { name: "Check your e-mail" });
    await expect(heading).toBeFocused();
    await expect(page.getByText(`We have sent an e-mail to ${email}.`)).toBeVisible();
  }

  test("sign up, check your e-mail, resend, follow the link from the outbox page: signed in, on to the trial and the dashboard", async ({ page }) => {
    const email = uniqueEmail("check-email");
    await signUpByKeyboard(page, "Kai Lund", email);
    await expectAccessible(page);
    expect((await page.context().cookies()).filter((cookie) => cookie.name.includes("session"))).toEqual([]);

    const first = await confirmationLinkFor(page, email);
    await tabTo(page, page.getByRole("button", { name: "Resend e-mail" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Sent: check your inbox for the new link." })).toBeVisible();
    await expect.poll(async () => (await confirmationLinkFor(page, email)) !== first).toBe(true);

    const link = await confirmationLinkFor(page, email);
    await page.goto("/dev/outbox");
    await page.getByRole("listitem").filter({ hasText: `To ${email}` }).first().getByRole("link", { name: link }).focus();
    await page.keyboard.press("Enter");
    // Signed in by the link: a new user first meets the trial's start, then the dashboard greets them.
    await expect(page.getByRole("heading", { name: "Welcome to Adsmith" })).toBeVisible();
    expect(((await (await page.request.get("/api/me")).json()) as { emailVerified: boolean }).emailVerified).toBe(true);
    await startTrialOverApi(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Kai" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Confirm your e-mail address" })).toHaveCount(0);
  });

  test("signing in before following the link says a new one was sent, and sends it", async ({ page }) => {
    const email = uniqueEmail("early");
    await signUpByKeyboard(page, "Eli Early", email);
    const first = await confirmationLinkFor(page, email);
    await tabTo(page, page.getByRole("link", { name: "Sign In" }));
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByLabel("Email"));
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(password);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText(`Confirm your e-mail address first: we have sent a new link to ${email}. Follow it to sign in.`);
    await expect.poll(async () => (await confirmationLinkFor(page, email)) !== first).toBe(true);
    await page.goto(await confirmationLinkFor(page, email));
    await expect(page.getByRole("heading", { name: "Welcome to Adsmith" })).toBeVisible();
  });

  test("a taken address gets the same screen, and its owner the e-mail that someone tried", async ({ page, browser }) => {
    const email = uniqueEmail("taken");
    const owner = await browser.newPage();
    const created = await owner.request.post("/api/auth/sign-up/email", { data: { name: "Olga Owner", email, password } });
    expect(created.status()).toBe(200);
    await owner.close();

    await signUpByKeyboard(page, "Someone Else", email);
    await expectAccessible(page);
    await expect.poll(async () => (await outboxFor(page, email)).filter((message) => message.subject === attemptSubject).length).toBe(1);
    const [attempt] = (await outboxFor(page, email)).filter((message) => message.subject === attemptSubject);
    expect(attempt?.text).toContain("/sign-in");
    expect(attempt?.text).toContain("/forgot-password");
    // The screen offers to use another address, and nothing signed anyone in.
    await tabTo(page, page.getByRole("button", { name: "Sign up with another" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    expect(((await page.request.get("/api/me")).status())).toBe(401);
  });
});
