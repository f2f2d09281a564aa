import { describe, expect, it } from "vitest";
import { passwordResetEmail } from "./password-reset-email.ts";

const url = "https://ads.example.com/reset-password?token=abc&x=1";

describe("the password-reset e-mail: the same words in its text and HTML parts (issue 24)", () => {
  it("names the product, the link and how long it works in both parts", () => {
    const email = passwordResetEmail({ name: "Ana", url, expiresInSeconds: 3600 });
    expect(email.subject).toBe("Reset your Adsmith password");
    expect(email.text).toContain(`Choose a new password: ${url}`);
    expect(email.text).toContain("The link works once, for one hour.");
    expect(email.html).toContain('href="https://ads.example.com/reset-password?token=abc&#38;x=1"');
    expect(email.html).toContain("The link works once, for one hour.");
  });

  it("shows a user's name as text in the HTML part, never as markup", () => {
    const email = passwordResetEmail({ name: '<img src=x onerror="alert(1)">', url, expiresInSeconds: 3600 });
    expect(email.html).not.toContain("<img");
    expect(email.html).toContain("Hello &#60;img src=x onerror=&#34;alert(1)&#34;&#62;,");
    expect(email.text).toContain('Hello <img src=x onerror="alert(1)">,');
  });

  it("greets without a name when the account has none", () => {
    expect(passwordResetEmail({ name: " ", url, expiresInSeconds: 600 }).text).toMatch(/Hello,\n[\s\S]*for 10 minutes\./);
  });
});
