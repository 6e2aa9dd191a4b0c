CREATE TABLE "broker_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"type" text NOT NULL,
	"event" jsonb NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_submissions" (
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_submissions_user_id_idempotency_key_pk" PRIMARY KEY("user_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "order_submissions" ADD CONSTRAINT "order_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broker_events_market_id_idx" ON "broker_events" USING btree ("market","id");