import { describe, expect, it } from "vitest";
import { databaseErrorKind, databaseErrorMessage } from "./database-errors.ts";

describe("database error kinds to messages", () => {
  it.each([
    ["not_found", "Campaign not found or you do not have permission to update it"],
    ["duplicate_name", "A campaign with this name already exists"],
    ["connection_failed", "Database connection failed. Please check your internet connection"],
    ["configuration", "Database configuration error. Please contact support if this persists."],
    ["other", "Database error: disk full"],
  ] as const)("%s", (kind, message) => {
    expect(databaseErrorMessage(kind, "disk full")).toBe(message);
  });

  it.each([
    ["PGRST116", "not_found"],
    ["23505", "duplicate_name"],
    ["PGRST301", "connection_failed"],
    ["08006", "connection_failed"],
    ["57P01", "connection_failed"],
    ["42P01", "configuration"],
    ["28P01", "configuration"],
    ["22001", "other"],
    [undefined, "other"],
  ] as const)("code %s is %s", (code, kind) => {
    expect(databaseErrorKind(code)).toBe(kind);
  });
});
