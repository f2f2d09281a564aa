import { test as base, expect } from "@playwright/test";

/**
 * Every browser test also proves the page broke no rule of its own: no uncaught exception and nothing the
 * Content-Security-Policy refused (the policy is only worth having if the app itself passes it).
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && /Content.Security.Policy|Refused to/i.test(message.text())) {
          problems.push(`csp: ${message.text()}`);
        }
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
