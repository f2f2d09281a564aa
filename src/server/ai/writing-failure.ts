export type FailureReason = "timeout" | "provider" | "invalid-reply" | "cancelled" | "exhausted";

/** A writer that produced nothing usable. `detail` says why in words the user can act on. */
export class WritingFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    readonly detail: string,
    /** The spec's message for a reply of the wrong shape; the caller words the other failures. */
    readonly replyMessage: string | null = null,
    options?: { cause?: unknown },
  ) {
    super(detail, options);
    this.name = "WritingFailure";
  }
}
