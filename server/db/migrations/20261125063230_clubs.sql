CREATE TABLE "book_clubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"avatar_url" text,
	"category" text NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"club_type" text DEFAULT 'free' NOT NULL,
	"price_per_month" numeric(10, 2),
	"member_count" integer DEFAULT 0 NOT NULL,
	"member_limit" integer,
	"rules" text DEFAULT '' NOT NULL,
	"current_book_id" uuid,
	"current_book_title" text,
	"owner_id" uuid NOT NULL,
	"show_description" boolean DEFAULT true NOT NULL,
	"show_current_book" boolean DEFAULT true NOT NULL,
	"show_rules" boolean DEFAULT false NOT NULL,
	"show_members" boolean DEFAULT false NOT NULL,
	"suspended_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || case when visibility = 'public' or show_description then description else '' end || ' ' || case when visibility = 'public' or show_current_book then coalesce(current_book_title, '') else '' end)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_clubs_member_count_check" CHECK ("book_clubs"."member_count" >= 0),
	CONSTRAINT "book_clubs_member_limit_check" CHECK ("book_clubs"."member_limit" is null or "book_clubs"."member_count" <= "book_clubs"."member_limit")
);
--> statement-breakpoint
CREATE TABLE "club_memberships" (
	"club_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_memberships_club_id_user_id_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "book_clubs" ADD CONSTRAINT "book_clubs_current_book_id_works_id_fk" FOREIGN KEY ("current_book_id") REFERENCES "public"."works"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_clubs" ADD CONSTRAINT "book_clubs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_club_id_book_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."book_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "book_clubs_slug_idx" ON "book_clubs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "book_clubs_owner_idx" ON "book_clubs" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "book_clubs_members_idx" ON "book_clubs" USING btree ("member_count" DESC NULLS LAST,"id") WHERE "book_clubs"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "book_clubs_newest_idx" ON "book_clubs" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "book_clubs"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "book_clubs_category_members_idx" ON "book_clubs" USING btree ("category","member_count" DESC NULLS LAST,"id") WHERE "book_clubs"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "book_clubs_category_newest_idx" ON "book_clubs" USING btree ("category","created_at" DESC NULLS LAST,"id") WHERE "book_clubs"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "book_clubs_search_idx" ON "book_clubs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "book_clubs_current_book_idx" ON "book_clubs" USING btree ("current_book_id") WHERE "book_clubs"."current_book_id" is not null;--> statement-breakpoint
CREATE INDEX "club_memberships_user_idx" ON "club_memberships" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "club_memberships_list_idx" ON "club_memberships" USING btree ("club_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "club_memberships_declined_idx" ON "club_memberships" USING btree ("updated_at") WHERE "club_memberships"."status" = 'declined';