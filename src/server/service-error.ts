/**
 * An expected failure of a service, worded for the user. Services stay free of HTTP; the error handler
 * turns the kind into a status (invalid 400, forbidden 403, not_found 404, conflict 409).
 */
export type ServiceErrorKind = "invalid" | "forbidden" | "not_found" | "conflict";

export class ServiceError extends Error {
  constructor(
    readonly kind: ServiceErrorKind,
    message: string,
    readonly title?: string,
  ) {
    super(message);
    this.name = "ServiceError";
  }
}

export const statusOfServiceError: Record<ServiceErrorKind, 400 | 403 | 404 | 409> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};
