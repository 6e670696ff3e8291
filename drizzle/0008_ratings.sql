CREATE TABLE "ratings" (
	"competition_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"completed_at" timestamp (3) with time zone NOT NULL,
	"rating" double precision NOT NULL,
	CONSTRAINT "ratings_competition_id_user_id_pk" PRIMARY KEY("competition_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "completed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating" double precision DEFAULT 1500 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "losses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "draws" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ratings_user_order_idx" ON "ratings" USING btree ("user_id","completed_at","competition_id");--> statement-breakpoint
CREATE INDEX "ratings_order_idx" ON "ratings" USING btree ("completed_at","competition_id");--> statement-breakpoint
CREATE INDEX "competitions_completed_idx" ON "competitions" USING btree ("completed_at","id");--> statement-breakpoint
-- Written by hand: competitions completed before completedAt existed count as completed when last changed (a
-- complete competition's rounds cannot change, so that was its completion or a later edit of its details). Their
-- ratings and records are replayed from these at the next start (features/rivalry/service.ts replayStaleRatings).
UPDATE "competitions" SET "completed_at" = "updated_at" WHERE "status" = 'complete';--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_completed_when_complete" CHECK (("competitions"."status" = 'complete') = ("competitions"."completed_at" is not null));