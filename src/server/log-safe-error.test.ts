import { describe, expect, it } from "vitest";
import { loggableError } from "./log-safe-error.ts";

describe("errors written to the logs leave out a failed query's parameters", () => {
  const failed = new Error('Failed query: select * from "session" where "token" = $1\nparams: WcU1nDgcSecretToken');

  it("keeps the query and redacts the parameters in the message and the stack", () => {
    const logged = loggableError(failed);
    expect(logged).toMatchObject({ name: "Error", message: 'Failed query: select * from "session" where "token" = $1\nparams: [redacted]' });
    expect(JSON.stringify(logged)).not.toContain("WcU1nDgcSecretToken");
  });

  it("redacts a value that is not an Error too", () => {
    expect(loggableError(`boom\nparams: secret@example.com`)).toBe("boom\nparams: [redacted]");
  });

  it("leaves an ordinary message as it is", () => {
    expect(loggableError(new Error("Connection terminated unexpectedly"))).toMatchObject({ message: "Connection terminated unexpectedly" });
  });
});
