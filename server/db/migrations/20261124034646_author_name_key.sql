ALTER TABLE "authors" ADD COLUMN "name_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "authors_name_key_key" ON "authors" USING btree ("name_key");