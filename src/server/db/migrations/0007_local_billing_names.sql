ALTER TABLE "test_checkout_sessions" RENAME TO "local_checkout_sessions";--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" RENAME CONSTRAINT "test_checkout_sessions_pkey" TO "local_checkout_sessions_pkey";--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" RENAME CONSTRAINT "test_checkout_sessions_user_id_auth_user_id_fk" TO "local_checkout_sessions_user_id_auth_user_id_fk";--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" RENAME CONSTRAINT "test_checkout_sessions_plan_known" TO "local_checkout_sessions_plan_known";--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" RENAME CONSTRAINT "test_checkout_sessions_status_known" TO "local_checkout_sessions_status_known";--> statement-breakpoint
ALTER INDEX "test_checkout_sessions_user_idx" RENAME TO "local_checkout_sessions_user_idx";--> statement-breakpoint
ALTER TABLE "billing_test_clocks" RENAME TO "billing_clock_offsets";--> statement-breakpoint
ALTER TABLE "billing_clock_offsets" RENAME CONSTRAINT "billing_test_clocks_pkey" TO "billing_clock_offsets_pkey";--> statement-breakpoint
ALTER TABLE "billing_clock_offsets" RENAME CONSTRAINT "billing_test_clocks_user_id_auth_user_id_fk" TO "billing_clock_offsets_user_id_auth_user_id_fk";
