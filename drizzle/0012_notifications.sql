CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_emails" (
	"user_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"notification_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_emails_user_id_subject_id_pk" PRIMARY KEY("user_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"competition_id" uuid,
	"count" integer DEFAULT 1 NOT NULL,
	"detail" jsonb,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_value" CHECK ("notifications"."kind" in ('FRIEND_REQUEST', 'FRIEND_ACCEPTED', 'INVITE_ACCEPTED', 'COMPETITION_CREATED', 'COMPETITION_CHANGED', 'COMPETITION_FINISHED')),
	CONSTRAINT "notifications_count_positive" CHECK ("notifications"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "online_users" (
	"user_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_users_user_id_instance_id_pk" PRIMARY KEY("user_id","instance_id")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_notifications" text[] DEFAULT '{FRIEND_REQUEST,INVITE_ACCEPTED,COMPETITION_CREATED,COMPETITION_FINISHED}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "push_notifications" text[] DEFAULT '{FRIEND_REQUEST,FRIEND_ACCEPTED,INVITE_ACCEPTED,COMPETITION_CREATED,COMPETITION_CHANGED,COMPETITION_FINISHED}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_users" ADD CONSTRAINT "online_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_run_at_idx" ON "jobs" USING btree ("run_at");--> statement-breakpoint
CREATE INDEX "notification_emails_sent_at_idx" ON "notification_emails" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "notifications_user_at_idx" ON "notifications" USING btree ("user_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_change_key" ON "notifications" USING btree ("user_id","competition_id") WHERE "notifications"."kind" = 'COMPETITION_CHANGED' and "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_competition_idx" ON "notifications" USING btree ("competition_id","user_id");--> statement-breakpoint
CREATE INDEX "online_users_instance_idx" ON "online_users" USING btree ("instance_id");