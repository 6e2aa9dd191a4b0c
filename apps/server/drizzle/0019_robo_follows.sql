CREATE TABLE "robo_follows" (
	"portfolio_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"model_id" text NOT NULL,
	"since" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"cash_paise" bigint NOT NULL,
	"applied_through" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "robo_follows" ADD CONSTRAINT "robo_follows_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robo_follows" ADD CONSTRAINT "robo_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;