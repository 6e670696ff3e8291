-- Every competition keeps today's rule (more points win a round, rounds counted, no set end): the defaults, so
-- every round's result, and so every score, stays exactly as it was.
ALTER TABLE "rounds" ADD COLUMN "lower_wins" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activity" DROP CONSTRAINT "activity_kind_value";--> statement-breakpoint
ALTER TABLE "rounds" drop column "result";--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "result" smallint GENERATED ALWAYS AS (case when not valid then -1 when score_one = score_two then 0 when (score_one > score_two) <> lower_wins then 1 else 2 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "round_winner" text DEFAULT 'more_points' NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "scoring" text DEFAULT 'rounds' NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "finish_kind" text;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "finish_count" integer;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_kind_value" CHECK ("activity"."kind" in ('COMPETITION_CREATED', 'INFO_UPDATED', 'RULE_ADDED', 'RULE_REMOVED', 'ROUND_ADDED', 'ROUND_DELETED', 'ROUND_VALIDITY_CHANGED', 'FORMAT_CHANGED', 'SUB_ROUND_ADDED', 'SUB_ROUND_DELETED', 'UNDO'));--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_round_winner_value" CHECK ("competitions"."round_winner" in ('more_points', 'fewer_points'));--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_scoring_value" CHECK ("competitions"."scoring" in ('rounds', 'points'));--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_finish_value" CHECK (("competitions"."finish_kind" is null and "competitions"."finish_count" is null) or ("competitions"."finish_kind" = 'first_to' and "competitions"."finish_count" > 0)
        or ("competitions"."finish_kind" = 'best_of' and "competitions"."scoring" = 'rounds' and "competitions"."finish_count" > 0 and "competitions"."finish_count" % 2 = 1));