import { Hono } from "hono";
import { brandRulesSchema } from "../../domain/brand-rules/index.ts";
import { accountNameInput } from "../../domain/contracts/index.ts";
import { brandRulesOf, saveBrandRules } from "../accounts/brand-rules-service.ts";
import { createAccount, deleteAccount, listAccounts, renameAccount } from "../accounts/account-service.ts";
import type { Database } from "../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import { readJson } from "../http/validate.ts";
import type { Billing } from "../billing/billing.ts";
import { currentAccess } from "../profiles/current-access.ts";
import { accountRules } from "../accounts/account-rules.ts";
import { entityId } from "./entity-id.ts";

export function createAccountRoutes(db: Database, billing: Billing) {
  const notFound = accountRules.notFound;
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ accounts: await listAccounts(db, c.get("user").id) }))
    .post("/", async (c) => {
      const { name } = await readJson(c, accountNameInput);
      const user = c.get("user");
      const { access } = await currentAccess(db, billing, user);
      return c.json({ account: await createAccount(db, user, name, access.canConnectMultipleAccounts) }, 201);
    })
    .patch("/:id", async (c) => {
      const { name } = await readJson(c, accountNameInput);
      return c.json({ account: await renameAccount(db, c.get("user").id, entityId(c, notFound), name) });
    })
    .get("/:id/brand-rules", async (c) => c.json({ brandRules: await brandRulesOf(db, c.get("user").id, entityId(c, notFound)) }))
    .put("/:id/brand-rules", async (c) => {
      const rules = await readJson(c, brandRulesSchema);
      return c.json({ brandRules: await saveBrandRules(db, c.get("user").id, entityId(c, notFound), rules) });
    })
    .delete("/:id", async (c) => {
      await deleteAccount(db, c.get("user").id, entityId(c, notFound));
      return c.body(null, 204);
    });
}
