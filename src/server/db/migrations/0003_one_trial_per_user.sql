ALTER TABLE "test_checkout_sessions" ADD COLUMN "with_trial" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "trial_used" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every checkout before this migration started a trial: whoever got past checkout has had theirs.
UPDATE "user_profiles" SET "trial_used" = true WHERE "trial_ends_at" IS NOT NULL OR "subscription_status" <> 'none';
