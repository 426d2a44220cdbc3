CREATE TABLE "notification_email_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"mentions" boolean DEFAULT true NOT NULL,
	"replies" boolean DEFAULT false NOT NULL,
	"messages" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_unsubscribe_tokens" (
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_unsubscribe_tokens_token_hash_pk" PRIMARY KEY("token_hash")
);
--> statement-breakpoint
ALTER TABLE "forum_notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_email_preferences" ADD CONSTRAINT "notification_email_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_unsubscribe_tokens" ADD CONSTRAINT "notification_unsubscribe_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_unsubscribe_tokens_created_idx" ON "notification_unsubscribe_tokens" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "forum_notifications_unmailed_idx" ON "forum_notifications" USING btree ("created_at") WHERE is_read = false and emailed_at is null;