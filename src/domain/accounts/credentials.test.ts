import { describe, expect, it } from "vitest";
import {
  credentialsProblem,
  invalidEmailMessage,
  missingCredentialsMessage,
  passwordTooLongMessage,
  passwordTooShortMessage,
} from "./credentials.ts";

describe("sign-up or sign-in needs an e-mail plus a password", () => {
  it.each([
    ["no e-mail", { email: "", password: "secret-password" }],
    ["a blank e-mail", { email: "   ", password: "secret-password" }],
    ["no password", { email: "ana@example.com", password: "" }],
    ["neither", { email: "", password: "" }],
  ])("%s: 'You must provide either an email or phone number and a password.'", (_case, input) => {
    expect(credentialsProblem(input, "sign-in")).toBe(missingCredentialsMessage);
    expect(credentialsProblem(input, "sign-up")).toBe(missingCredentialsMessage);
  });

  it("reads the spec's words", () => {
    expect(missingCredentialsMessage).toBe("You must provide either an email or phone number and a password.");
  });

  it("accepts an e-mail and a password", () => {
    expect(credentialsProblem({ email: " ana@example.com ", password: "secret-password" }, "sign-up")).toBeNull();
  });
});

describe("the e-mail must be an address", () => {
  it("refuses text that is not one", () => {
    expect(credentialsProblem({ email: "ana", password: "secret-password" }, "sign-in")).toBe(invalidEmailMessage);
  });
});

describe("passwords are 8 to 128 characters", () => {
  it("asks for 8 on sign-up, at 7 and not at 8", () => {
    expect(credentialsProblem({ email: "a@b.co", password: "1234567" }, "sign-up")).toBe(passwordTooShortMessage);
    expect(credentialsProblem({ email: "a@b.co", password: "12345678" }, "sign-up")).toBeNull();
  });

  it("leaves a short password on sign-in to the server, which answers it like a wrong one", () => {
    expect(credentialsProblem({ email: "a@b.co", password: "1234567" }, "sign-in")).toBeNull();
  });

  it("refuses 129", () => {
    expect(credentialsProblem({ email: "a@b.co", password: "x".repeat(129) }, "sign-up")).toBe(passwordTooLongMessage);
  });
});
