CREATE TABLE "portfolio_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"portfolio_id" text NOT NULL,
	"seq" bigserial NOT NULL,
	"kind" text NOT NULL,
	"symbol" text NOT NULL,
	"isin" text,
	"trade_date" date NOT NULL,
	"quantity" bigint,
	"price_paise" bigint,
	"charges_paise" bigint DEFAULT 0 NOT NULL,
	"ratio_new" integer,
	"ratio_old" integer,
	"acquired_on" date,
	"source" text NOT NULL,
	"source_file" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portfolio_transactions_kind_check" CHECK ("portfolio_transactions"."kind" in ('buy','sell','bonus','split','dividend','transfer-in'))
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_transactions_portfolio_idx" ON "portfolio_transactions" USING btree ("portfolio_id","trade_date","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolios_user_name_idx" ON "portfolios" USING btree ("user_id",lower("name"));