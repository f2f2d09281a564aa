import { z } from "zod";

/** Where the next page of the campaign list starts: the last row's creation time (as PostgreSQL wrote it) and id. */
export interface CampaignCursor {
  time: string;
  id: string;
}

/** Opaque to the client: base64url of the JSON pair. */
export function encodeCursor({ time, id }: CampaignCursor): string {
  return Buffer.from(JSON.stringify([time, id])).toString("base64url");
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `timestamptz::text` in PostgreSQL's ISO style: `2026-11-24 22:25:01.123456+00`, the offset maybe with minutes. */
const timestampText = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?$/;

/**
 * Only a time in the exact form the server wrote, with every field in range: JavaScript's `Date.parse`
 * takes "1", "Tue Nov 24 2026" or year 99999, which PostgreSQL then refuses mid-query.
 */
function isStoredTime(text: string): boolean {
  const match = timestampText.exec(text);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  // Date.UTC rolls 2026-02-30 over to March: a field out of range does not survive the round trip.
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second &&
    offsetHours <= 15 &&
    offsetMinutes < 60
  );
}

function decodeCursor(cursor: string): CampaignCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [time, id] = value as unknown[];
    return typeof time === "string" && isStoredTime(time) && typeof id === "string" && uuidPattern.test(id) ? { time, id } : null;
  } catch {
    return null;
  }
}

/** The list's `cursor` query parameter, decoded and checked at the edge so the query never sees a bad one. */
export const campaignCursorParam = z
  .string()
  .max(200, "Invalid cursor")
  .transform((cursor, ctx) => {
    const decoded = decodeCursor(cursor);
    if (!decoded) ctx.addIssue({ code: "custom", message: "Invalid cursor" });
    return decoded ?? z.NEVER;
  });
