CREATE TABLE "firebase_imports" (
	"kind" text NOT NULL,
	"firebase_id" text NOT NULL,
	"rivals_id" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firebase_imports_kind_firebase_id_pk" PRIMARY KEY("kind","firebase_id"),
	CONSTRAINT "firebase_imports_kind_value" CHECK ("firebase_imports"."kind" in ('user', 'friendship', 'competition'))
);
--> statement-breakpoint
CREATE INDEX "users_firebase_password_idx" ON "users" USING btree ("id") WHERE password_hash like '$firebase-scrypt$%';