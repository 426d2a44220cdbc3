CREATE TABLE "club_meeting_rsvps" (
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_meeting_rsvps_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "club_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"online_url" text,
	"place" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_meetings_duration_check" CHECK ("club_meetings"."duration_minutes" between 5 and 1440)
);
--> statement-breakpoint
CREATE TABLE "club_plan_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"starts_on" date NOT NULL,
	"spoiler_unit" text,
	"spoiler_value" integer,
	"thread_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_poll_candidates" (
	"poll_id" uuid NOT NULL,
	"work_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "club_poll_candidates_poll_id_work_id_pk" PRIMARY KEY("poll_id","work_id")
);
--> statement-breakpoint
CREATE TABLE "club_poll_votes" (
	"poll_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"work_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_poll_votes_poll_id_user_id_pk" PRIMARY KEY("poll_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "club_polls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"winner_work_id" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_reader_settings" (
	"club_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"calendar_token_hash" text,
	"want_to_read" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_reader_settings_club_id_user_id_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "club_reading_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"work_id" uuid NOT NULL,
	"time_zone" text NOT NULL,
	"forum_community_id" uuid,
	"forum_chapter_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_meeting_rsvps" ADD CONSTRAINT "club_meeting_rsvps_meeting_id_club_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."club_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_meeting_rsvps" ADD CONSTRAINT "club_meeting_rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_meetings" ADD CONSTRAINT "club_meetings_club_id_book_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."book_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_meetings" ADD CONSTRAINT "club_meetings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_plan_sections" ADD CONSTRAINT "club_plan_sections_plan_id_club_reading_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."club_reading_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_poll_candidates" ADD CONSTRAINT "club_poll_candidates_poll_id_club_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."club_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_poll_candidates" ADD CONSTRAINT "club_poll_candidates_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_poll_votes" ADD CONSTRAINT "club_poll_votes_poll_id_club_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."club_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_poll_votes" ADD CONSTRAINT "club_poll_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_polls" ADD CONSTRAINT "club_polls_club_id_book_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."book_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_polls" ADD CONSTRAINT "club_polls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_polls" ADD CONSTRAINT "club_polls_winner_work_id_works_id_fk" FOREIGN KEY ("winner_work_id") REFERENCES "public"."works"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_reader_settings" ADD CONSTRAINT "club_reader_settings_club_id_book_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."book_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_reader_settings" ADD CONSTRAINT "club_reader_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_reading_plans" ADD CONSTRAINT "club_reading_plans_club_id_book_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."book_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_reading_plans" ADD CONSTRAINT "club_reading_plans_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_reading_plans" ADD CONSTRAINT "club_reading_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_meetings_club_idx" ON "club_meetings" USING btree ("club_id","starts_at");--> statement-breakpoint
CREATE INDEX "club_meetings_starts_idx" ON "club_meetings" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "club_plan_sections_position_idx" ON "club_plan_sections" USING btree ("plan_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "club_polls_open_idx" ON "club_polls" USING btree ("club_id") WHERE "club_polls"."status" = 'open';--> statement-breakpoint
CREATE INDEX "club_polls_club_idx" ON "club_polls" USING btree ("club_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_polls_closed_idx" ON "club_polls" USING btree ("closed_at") WHERE "club_polls"."status" = 'closed';--> statement-breakpoint
CREATE UNIQUE INDEX "club_reader_settings_token_idx" ON "club_reader_settings" USING btree ("calendar_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "club_reading_plans_book_idx" ON "club_reading_plans" USING btree ("club_id","work_id");