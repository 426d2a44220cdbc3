ALTER TABLE "book_clubs" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "book_clubs" ADD COLUMN "suspended_by" uuid;--> statement-breakpoint
ALTER TABLE "book_clubs" ADD CONSTRAINT "book_clubs_suspended_by_users_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "book_clubs_suspended_idx" ON "book_clubs" USING btree ("suspended_at" DESC NULLS LAST) WHERE "book_clubs"."suspended_at" is not null;