DROP INDEX "campaigns_user_newest_idx";--> statement-breakpoint
DROP INDEX "campaigns_account_newest_idx";--> statement-breakpoint
CREATE INDEX "campaigns_user_newest_idx" ON "campaigns" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_account_newest_idx" ON "campaigns" USING btree ("account_id","created_at","id");