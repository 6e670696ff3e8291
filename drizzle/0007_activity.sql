CREATE TABLE "activity" (
	"id" uuid PRIMARY KEY NOT NULL,
	"competition_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"effect" jsonb NOT NULL,
	"undone_by" uuid,
	"undoes" uuid,
	CONSTRAINT "activity_kind_value" CHECK ("activity"."kind" in ('COMPETITION_CREATED', 'INFO_UPDATED', 'RULE_ADDED', 'RULE_REMOVED', 'ROUND_ADDED', 'ROUND_DELETED', 'ROUND_VALIDITY_CHANGED', 'SUB_ROUND_ADDED', 'SUB_ROUND_DELETED', 'UNDO'))
);
--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_undone_by_activity_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."activity"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_undoes_activity_id_fk" FOREIGN KEY ("undoes") REFERENCES "public"."activity"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_competition_version_key" ON "activity" USING btree ("competition_id","version" DESC NULLS LAST);--> statement-breakpoint
-- Undo puts a deleted round, sub-round or rule back at its former position, moving the later ones up by one in
-- the same statement: the uniqueness of positions is checked at the end of each statement (written by hand:
-- Drizzle's schema cannot say DEFERRABLE; schema.ts keeps these as unique indexes of the same names).
DROP INDEX "rounds_competition_position_key";--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_competition_position_key" UNIQUE ("competition_id","position") DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
DROP INDEX "sub_rounds_round_position_key";--> statement-breakpoint
ALTER TABLE "sub_rounds" ADD CONSTRAINT "sub_rounds_round_position_key" UNIQUE ("round_id","position") DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
DROP INDEX "rules_competition_position_key";--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_competition_position_key" UNIQUE ("competition_id","position") DEFERRABLE INITIALLY IMMEDIATE;
