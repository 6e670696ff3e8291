ALTER TABLE "competitions" ADD COLUMN "rematch_of" uuid;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_rematch_of_competitions_id_fk" FOREIGN KEY ("rematch_of") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitions_rematch_of_idx" ON "competitions" USING btree ("rematch_of");