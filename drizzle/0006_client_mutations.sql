CREATE TABLE "client_mutations" (
	"user_id" uuid NOT NULL,
	"client_mutation_id" text NOT NULL,
	"competition_id" uuid,
	"repeats" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_mutations_user_id_client_mutation_id_pk" PRIMARY KEY("user_id","client_mutation_id")
);
--> statement-breakpoint
ALTER TABLE "client_mutations" ADD CONSTRAINT "client_mutations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_mutations_created_at_idx" ON "client_mutations" USING btree ("created_at");