import { describe, expect, it } from "vitest";
import { saveRetryMessages, saveRetryPolicy } from "../campaigns/save-retry.ts";
import { toastDefaults } from "./toasts.ts";

describe("toast stack", () => {
  it("shows 3 at once for 4000 ms; save failures stay 8 s (validation) or 5 s", () => {
    expect(toastDefaults).toEqual({ visibleLimit: 3, durationMs: 4000 });
    expect([saveRetryPolicy.validationToastMs, saveRetryPolicy.otherToastMs]).toEqual([8000, 5000]);
    expect(saveRetryMessages.retryingTitle).toBe("Retrying Save Operation");
  });
});
