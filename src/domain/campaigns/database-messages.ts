/**
 * The spec's database failure messages (its PostgREST codes PGRST116, 23505, PGRST301 become the server's
 * own error kinds: src/server/db/database-error.ts), shown as the spec words them.
 */
export const databaseMessages = {
  notFound: "Campaign not found or you do not have permission to update it",
  duplicateName: "A campaign with this name already exists",
  connectionFailed: "Database connection failed. Please check your internet connection",
  configuration: "Database configuration error. Please contact support if this persists.",
  noCampaignToUpdate: "No campaign found to update or user does not own this campaign",
  noDataFromInsert: "No data returned from insert",
} as const;
