CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"mode" varchar(8) NOT NULL,
	"state" varchar(8) NOT NULL,
	"row_count" integer NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "imports_state_ck" CHECK ("imports"."state" in ('running', 'done')),
	CONSTRAINT "imports_mode_ck" CHECK ("imports"."mode" in ('carts', 'orders'))
);
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "imports_user_key_uq" ON "imports" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");