import { z } from "zod";
import { brandRulesSchema } from "../brand-rules/brand-rules.ts";

/** The accounts API's bodies and answers, shared by the server (which validates requests) and the web app. */
export const accountNameInput = z.object({ name: z.string().max(200) });

export const accountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  isDefault: z.boolean(),
  campaignCount: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const accountListResponse = z.object({ accounts: z.array(accountSchema) });
export const accountResponse = z.object({ account: accountSchema });

export type Account = z.output<typeof accountSchema>;

/** `DELETE /api/me` (issue 24): the address typed to confirm that the account and everything in it go. */
export const deleteAccountInput = z.object({ confirmEmail: z.string().max(320) });

/** `GET` / `PUT /api/accounts/:id/brand-rules` (issue 22): the rules every writer for the account follows. */
export const brandRulesResponse = z.object({ brandRules: brandRulesSchema });
