/**
 * The spec's PostgREST codes (PGRST116, 23505, PGRST301) become our own kinds, shown with the same
 * messages (DESIGN.md, deliberate deviations).
 */
export type DatabaseErrorKind = "not_found" | "duplicate_name" | "connection_failed" | "configuration" | "other";

export const databaseMessages = {
  notFound: "Campaign not found or you do not have permission to update it",
  duplicateName: "A campaign with this name already exists",
  connectionFailed: "Database connection failed. Please check your internet connection",
  configuration: "Database configuration error. Please contact support if this persists.",
  noCampaignToUpdate: "No campaign found to update or user does not own this campaign",
  noDataFromInsert: "No data returned from insert",
} as const;

export function databaseErrorMessage(kind: DatabaseErrorKind, detail = ""): string {
  switch (kind) {
    case "not_found":
      return databaseMessages.notFound;
    case "duplicate_name":
      return databaseMessages.duplicateName;
    case "connection_failed":
      return databaseMessages.connectionFailed;
    case "configuration":
      return databaseMessages.configuration;
    case "other":
      return `Database error: ${detail}`;
  }
}

/**
 * Classifies a PostgreSQL error by its SQLSTATE (and the spec's PostgREST codes, for data carried over):
 * unique violation, connection classes (08xxx, 57P0x), and configuration classes (42xxx undefined
 * objects, 28xxx authorization, 3D000 unknown database).
 */
export function databaseErrorKind(code: string | undefined): DatabaseErrorKind {
  if (!code) return "other";
  if (code === "PGRST116") return "not_found";
  if (code === "23505") return "duplicate_name";
  if (code === "PGRST301" || code.startsWith("08") || code.startsWith("57P0")) return "connection_failed";
  if (code === "42P01" || code === "42703" || code === "3D000" || code.startsWith("28")) return "configuration";
  return "other";
}
