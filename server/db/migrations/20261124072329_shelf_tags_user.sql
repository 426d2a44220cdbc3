-- Each tag records its entry's reader (filled in from the entries for tags that exist), so a
-- reader's list of tags reads one index range instead of every reader's tags.
ALTER TABLE "shelf_tags" ADD COLUMN "user_id" uuid;--> statement-breakpoint
UPDATE "shelf_tags" SET "user_id" = "user_book_shelves"."user_id" FROM "user_book_shelves" WHERE "user_book_shelves"."id" = "shelf_tags"."entry_id";--> statement-breakpoint
ALTER TABLE "shelf_tags" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shelf_tags" ADD CONSTRAINT "shelf_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shelf_tags_user_tag_idx" ON "shelf_tags" USING btree ("user_id","tag");
