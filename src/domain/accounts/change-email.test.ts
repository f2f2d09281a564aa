import { describe, expect, it } from "vitest";
import { changeEmailMessages, newEmailProblem } from "./change-email.ts";

describe("a new e-mail address (issue 24)", () => {
  it("needs an address", () => {
    expect(newEmailProblem("  ", "ola@example.com")).toBe("Please enter your email address.");
    expect(newEmailProblem("ola at example", "ola@example.com")).toBe("Please enter a valid email address.");
  });

  it("must differ from the current one, case and spaces aside", () => {
    expect(newEmailProblem(" OLA@example.com ", "ola@example.com")).toBe(changeEmailMessages.sameAddress);
  });

  it("accepts another valid address", () => {
    expect(newEmailProblem("nia@example.com", "ola@example.com")).toBeNull();
  });

  it("answers alike whether or not the address has an account", () => {
    expect(changeEmailMessages.sent("nia@example.com")).toBe("Check nia@example.com: follow the link there to make it your address. Until then, nothing changes.");
  });
});
