CREATE TABLE "billing_test_clocks" (
	"user_id" text PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_test_clocks" ADD CONSTRAINT "billing_test_clocks_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;