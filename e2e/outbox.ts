import { expect, type Page } from "@playwright/test";

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The local outbox's e-mails to the address, oldest first (the test servers run in local mode). */
export async function outboxFor(page: Page, email: string): Promise<OutboxMessage[]> {
  const { messages } = (await (await page.request.get("/api/dev/outbox")).json()) as { messages: OutboxMessage[] };
  return messages.filter((message) => message.to === email);
}

const confirmationLinkPattern = /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/;

/** The newest confirmation link mailed to the address, as the e-mail gives it, once one has arrived. */
export async function confirmationLinkFor(page: Page, email: string): Promise<string> {
  const newest = async () => (await outboxFor(page, email)).findLast((message) => confirmationLinkPattern.test(message.text));
  await expect.poll(async () => (await newest()) !== undefined).toBe(true);
  return confirmationLinkPattern.exec((await newest())?.text ?? "")?.[0] ?? "";
}
