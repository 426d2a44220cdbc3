CREATE TABLE "club_broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"author_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_email_preferences" ADD COLUMN "club_announcements" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "club_broadcasts" ADD CONSTRAINT "club_broadcasts_club_id_book_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."book_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_broadcasts" ADD CONSTRAINT "club_broadcasts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_broadcasts_club_idx" ON "club_broadcasts" USING btree ("club_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_broadcasts_created_idx" ON "club_broadcasts" USING btree ("created_at");