CREATE TABLE "corporate_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"announced_on" date NOT NULL,
	"series" text NOT NULL,
	"symbol" text NOT NULL,
	"security" text NOT NULL,
	"record_date" date,
	"book_closure_start" date,
	"book_closure_end" date,
	"ex_date" date,
	"no_delivery_start" date,
	"no_delivery_end" date,
	"purpose" text NOT NULL,
	"source_file" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"trade_date" date NOT NULL,
	"symbol" text NOT NULL,
	"security_name" text NOT NULL,
	"client_name" text NOT NULL,
	"side" text NOT NULL,
	"quantity" bigint NOT NULL,
	"price" bigint NOT NULL,
	"remarks" text,
	"source_file" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "index_valuations" (
	"index_name" text NOT NULL,
	"trade_date" date NOT NULL,
	"pe" double precision,
	"pb" double precision,
	"div_yield" double precision,
	"source_file" text NOT NULL,
	CONSTRAINT "index_valuations_index_name_trade_date_pk" PRIMARY KEY("index_name","trade_date")
);
--> statement-breakpoint
CREATE TABLE "institutional_flows" (
	"period" text NOT NULL,
	"trade_date" date NOT NULL,
	"category" text NOT NULL,
	"buy" bigint NOT NULL,
	"sell" bigint NOT NULL,
	"net" bigint NOT NULL,
	"source_file" text NOT NULL,
	CONSTRAINT "institutional_flows_period_trade_date_category_pk" PRIMARY KEY("period","trade_date","category")
);
--> statement-breakpoint
CREATE TABLE "market_holidays" (
	"segment" text NOT NULL,
	"holiday_date" date NOT NULL,
	"week_day" text NOT NULL,
	"description" text NOT NULL,
	"morning_session" text,
	"evening_session" text,
	"source_file" text NOT NULL,
	CONSTRAINT "market_holidays_segment_holiday_date_pk" PRIMARY KEY("segment","holiday_date")
);
--> statement-breakpoint
CREATE TABLE "security_daily_bars" (
	"symbol" text NOT NULL,
	"series" text NOT NULL,
	"trade_date" date NOT NULL,
	"open" bigint NOT NULL,
	"high" bigint NOT NULL,
	"low" bigint NOT NULL,
	"close" bigint NOT NULL,
	"last" bigint,
	"prev_close" bigint,
	"vwap" bigint,
	"week52_high" bigint,
	"week52_low" bigint,
	"volume" bigint NOT NULL,
	"turnover" bigint NOT NULL,
	"trades" integer,
	"isin" text,
	"source_file" text NOT NULL,
	CONSTRAINT "security_daily_bars_symbol_series_trade_date_pk" PRIMARY KEY("symbol","series","trade_date")
);
--> statement-breakpoint
CREATE TABLE "week52_hits" (
	"trade_date" date NOT NULL,
	"symbol" text NOT NULL,
	"series" text NOT NULL,
	"high_low" text NOT NULL,
	"security" text NOT NULL,
	"index_flag" text,
	"source_file" text NOT NULL,
	CONSTRAINT "week52_hits_trade_date_symbol_series_high_low_pk" PRIMARY KEY("trade_date","symbol","series","high_low")
);
--> statement-breakpoint
CREATE INDEX "corporate_actions_symbol_ex_date_idx" ON "corporate_actions" USING btree ("symbol","ex_date");--> statement-breakpoint
CREATE INDEX "deals_trade_date_symbol_idx" ON "deals" USING btree ("trade_date","symbol");--> statement-breakpoint
CREATE INDEX "security_daily_bars_trade_date_idx" ON "security_daily_bars" USING btree ("trade_date");