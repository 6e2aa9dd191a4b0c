CREATE TABLE "user_strategies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"timeframe" text NOT NULL,
	"side" text NOT NULL,
	"product" text NOT NULL,
	"entry" text NOT NULL,
	"exit" text NOT NULL,
	"stop_loss_pct" double precision NOT NULL,
	"target_pct" double precision NOT NULL,
	"sector" text,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_strategies" ADD CONSTRAINT "user_strategies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_strategies_user_name_idx" ON "user_strategies" USING btree ("user_id",lower("name"));