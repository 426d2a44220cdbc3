CREATE TABLE "club_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"use_count" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_invitations_use_count_check" CHECK ("club_invitations"."use_count" >= 0),
	CONSTRAINT "club_invitations_max_uses_check" CHECK ("club_invitations"."max_uses" is null or ("club_invitations"."max_uses" >= 1 and "club_invitations"."use_count" <= "club_invitations"."max_uses")),
	CONSTRAINT "club_invitations_email_check" CHECK (("club_invitations"."kind" = 'email') = ("club_invitations"."email" is not null))
);
--> statement-breakpoint
ALTER TABLE "club_invitations" ADD CONSTRAINT "club_invitations_club_id_book_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."book_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_invitations" ADD CONSTRAINT "club_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_invitations_token_idx" ON "club_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "club_invitations_club_idx" ON "club_invitations" USING btree ("club_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_invitations_email_idx" ON "club_invitations" USING btree ("email","created_at" DESC NULLS LAST) WHERE "club_invitations"."email" is not null;--> statement-breakpoint
CREATE INDEX "club_invitations_expires_idx" ON "club_invitations" USING btree ("expires_at");