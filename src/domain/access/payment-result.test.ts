import { describe, expect, it } from "vitest";
import { consumeAccessRefreshFlags, paymentResultStart, paymentResultText, sessionStatusError } from "./payment-result.ts";

describe("payment result start", () => {
  it.each([
    ["refresh=1", { kind: "refresh" }],
    ["refresh=1&session_id=cs_1", { kind: "refresh" }],
    ["session_id=cs_1", { kind: "validate", sessionId: "cs_1" }],
    ["", { kind: "error", message: "No session ID found in URL" }],
    ["session_id=", { kind: "error", message: "No session ID found in URL" }],
  ])("?%s", (query, expected) => {
    expect(paymentResultStart(new URLSearchParams(query))).toEqual(expected);
  });
});

describe("session status", () => {
  it.each([
    ["complete", null],
    ["open", "Payment session status: open"],
    ["expired", "Payment session status: expired"],
  ])("%s: %s", (status, error) => {
    expect(sessionStatusError(status)).toBe(error);
  });

  it("words the screen's states", () => {
    expect(paymentResultText).toMatchObject({
      loading: "Validating Your Payment",
      successStatus: "Active (3-day trial)",
      errorTitle: "Payment Validation Failed",
    });
  });
});

describe("access refresh flags", () => {
  it.each([
    ["refresh=1&accountId=a", true, "accountId=a"],
    ["payment=success", true, ""],
    ["payment=failed&x=1", false, "payment=failed&x=1"],
    ["", false, ""],
  ])("?%s refreshes %s and leaves ?%s", (query, refresh, remaining) => {
    expect(consumeAccessRefreshFlags(new URLSearchParams(query))).toEqual({ refresh, remaining });
  });
});
