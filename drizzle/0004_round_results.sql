ALTER TABLE "rounds" ADD COLUMN "score_one" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "score_two" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "result" smallint GENERATED ALWAYS AS (case when not valid then -1 when score_one > score_two then 1 when score_two > score_one then 2 else 0 end) STORED NOT NULL;--> statement-breakpoint
-- Backfill: each round's points from its sub-rounds (a sub-round counts for its player; a draw, or anyone else, for
-- both), then each competition's score and winner from its rounds' results, as domain/scoring.ts defines them.
UPDATE "rounds" r SET "score_one" = s.one, "score_two" = s.two
FROM (
  SELECT r2.id,
    coalesce(sum(sr.points) FILTER (WHERE sr.player_id IS DISTINCT FROM c.player_two_id), 0) AS one,
    coalesce(sum(sr.points) FILTER (WHERE sr.player_id IS DISTINCT FROM c.player_one_id), 0) AS two
  FROM "rounds" r2
  JOIN "competitions" c ON c.id = r2.competition_id
  JOIN "sub_rounds" sr ON sr.round_id = r2.id
  GROUP BY r2.id
) s
WHERE r.id = s.id;--> statement-breakpoint
UPDATE "competitions" c SET "score_one" = s.one, "score_two" = s.two,
  "winner_id" = CASE WHEN s.one > s.two THEN c.player_one_id WHEN s.two > s.one THEN c.player_two_id END
FROM (
  SELECT c2.id,
    count(r.id) FILTER (WHERE r.result IN (0, 1)) AS one,
    count(r.id) FILTER (WHERE r.result IN (0, 2)) AS two
  FROM "competitions" c2 LEFT JOIN "rounds" r ON r.competition_id = c2.id
  GROUP BY c2.id
) s
WHERE c.id = s.id;
