ALTER TABLE "forum_messages" ADD COLUMN "spoiler_work_id" uuid;--> statement-breakpoint
ALTER TABLE "forum_messages" ADD COLUMN "spoiler_unit" text;--> statement-breakpoint
ALTER TABLE "forum_messages" ADD COLUMN "spoiler_value" integer;--> statement-breakpoint
ALTER TABLE "forum_messages" ADD CONSTRAINT "forum_messages_spoiler_work_id_works_id_fk" FOREIGN KEY ("spoiler_work_id") REFERENCES "public"."works"("id") ON DELETE set null ON UPDATE no action;