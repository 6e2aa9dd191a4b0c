CREATE TABLE "equity_daily_bars" (
	"symbol" text NOT NULL,
	"series" text NOT NULL,
	"trade_date" date NOT NULL,
	"open" bigint NOT NULL,
	"high" bigint NOT NULL,
	"low" bigint NOT NULL,
	"close" bigint NOT NULL,
	"last" bigint NOT NULL,
	"prev_close" bigint NOT NULL,
	"volume" bigint NOT NULL,
	"turnover" bigint NOT NULL,
	"trades" integer,
	"isin" text,
	"delivery_qty" bigint,
	"vwap" bigint,
	"source_file" text NOT NULL,
	CONSTRAINT "equity_daily_bars_symbol_series_trade_date_pk" PRIMARY KEY("symbol","series","trade_date")
);
--> statement-breakpoint
CREATE TABLE "fo_daily_bars" (
	"instrument" text NOT NULL,
	"symbol" text NOT NULL,
	"expiry" date NOT NULL,
	"strike" bigint NOT NULL,
	"option_type" text NOT NULL,
	"trade_date" date NOT NULL,
	"open" bigint,
	"high" bigint,
	"low" bigint,
	"close" bigint,
	"settle" bigint,
	"contracts" bigint NOT NULL,
	"traded_value" bigint,
	"open_interest" bigint,
	"change_in_oi" bigint,
	"open_interest_contracts" bigint,
	"source_file" text NOT NULL,
	CONSTRAINT "fo_daily_bars_instrument_symbol_expiry_strike_option_type_trade_date_pk" PRIMARY KEY("instrument","symbol","expiry","strike","option_type","trade_date")
);
--> statement-breakpoint
CREATE TABLE "import_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"dataset" text NOT NULL,
	"first_date" date,
	"last_date" date,
	"rows" integer NOT NULL,
	"sha256" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "index_constituents" (
	"index_name" text NOT NULL,
	"as_of" date NOT NULL,
	"symbol" text NOT NULL,
	"company_name" text NOT NULL,
	"industry" text NOT NULL,
	"series" text NOT NULL,
	"isin" text NOT NULL,
	"source_file" text NOT NULL,
	CONSTRAINT "index_constituents_index_name_as_of_symbol_pk" PRIMARY KEY("index_name","as_of","symbol")
);
--> statement-breakpoint
CREATE TABLE "index_daily_bars" (
	"index_name" text NOT NULL,
	"trade_date" date NOT NULL,
	"open" double precision,
	"high" double precision,
	"low" double precision,
	"close" double precision NOT NULL,
	"volume" bigint,
	"turnover" bigint,
	"source_file" text NOT NULL,
	CONSTRAINT "index_daily_bars_index_name_trade_date_pk" PRIMARY KEY("index_name","trade_date")
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"symbol" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"series" text NOT NULL,
	"listing_date" date NOT NULL,
	"isin" text NOT NULL,
	"face_value" bigint NOT NULL,
	"paid_up_value" bigint NOT NULL,
	"market_lot" integer NOT NULL,
	"source_file" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "equity_daily_bars_trade_date_idx" ON "equity_daily_bars" USING btree ("trade_date");--> statement-breakpoint
CREATE INDEX "fo_daily_bars_trade_date_idx" ON "fo_daily_bars" USING btree ("trade_date");--> statement-breakpoint
CREATE INDEX "import_log_dataset_dates_idx" ON "import_log" USING btree ("dataset","first_date");--> statement-breakpoint
CREATE INDEX "import_log_sha256_idx" ON "import_log" USING btree ("sha256");