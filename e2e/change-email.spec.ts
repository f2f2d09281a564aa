import type { Page } from "@playwright/test";
import { expectAccessible } from "./accessibility.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

async function mailTo(page: Page, address: string, subject: string): Promise<OutboxMessage[]> {
  const { messages } = (await (await page.request.get("/api/dev/outbox")).json()) as { messages: OutboxMessage[] };
  return messages.filter((message) => message.to === address && message.subject === subject);
}

const linkIn = (text: string) => /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(text)?.[0] ?? "";

test.describe("Change e-mail (issue 24)", () => {
  test("by keyboard at 375 px: the link goes to the new address, the old one is told, and the address changes only when the link is followed", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const oldEmail = uniqueEmail("moving");
    const newEmail = uniqueEmail("moved");
    await signUp(page, oldEmail);
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await page.getByRole("button", { name: /^User menu/ }).click();
    await page.getByRole("button", { name: "View Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Your Account" });
    const section = dialog.getByRole("region", { name: "Change e-mail" });
    const field = section.getByRole("textbox", { name: "New e-mail address" });

    // The current address is refused with a reason, by keyboard.
    await field.focus();
    await page.keyboard.type(oldEmail);
    await page.keyboard.press("Enter");
    await expect(section.getByText("That is already your address.")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");

    await field.fill("");
    await page.keyboard.type(newEmail);
    await page.keyboard.press("Enter");
    await expect(section.getByRole("status")).toHaveText(`Check ${newEmail}: follow the link there to make it your address. Until then, nothing changes.`);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    await expect.poll(async () => (await mailTo(page, newEmail, "Confirm your new Adsmith e-mail address")).length).toBe(1);
    await expect.poll(async () => (await mailTo(page, oldEmail, "Your Adsmith e-mail address is being changed")).length).toBe(1);
    expect(((await (await page.request.get("/api/me")).json()) as { email: string }).email).toBe(oldEmail);

    const [confirmation] = await mailTo(page, newEmail, "Confirm your new Adsmith e-mail address");
    const link = new URL(linkIn(confirmation?.text ?? ""));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
    expect(((await (await page.request.get("/api/me")).json()) as { email: string }).email).toBe(newEmail);
  });
});
