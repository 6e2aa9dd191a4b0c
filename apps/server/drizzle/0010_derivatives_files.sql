-- Real NSE derivatives files (market-data/README.md): option-chain snapshots from the API's JSON
-- (one row per file, its CE/PE entries in option_chain_rows) and participant-wise open interest.
CREATE TABLE "option_chain_rows" (
	"snapshot_id" bigint NOT NULL,
	"expiry" date NOT NULL,
	"strike" numeric(12, 2) NOT NULL,
	"side" text NOT NULL,
	"oi" double precision NOT NULL,
	"oi_change" double precision NOT NULL,
	"volume" bigint NOT NULL,
	"iv" double precision NOT NULL,
	"ltp" bigint NOT NULL,
	"change" bigint NOT NULL,
	"bid" bigint NOT NULL,
	"ask" bigint NOT NULL,
	"bid_qty" bigint NOT NULL,
	"ask_qty" bigint NOT NULL,
	"total_buy_qty" bigint NOT NULL,
	"total_sell_qty" bigint NOT NULL,
	CONSTRAINT "option_chain_rows_snapshot_id_expiry_strike_side_pk" PRIMARY KEY("snapshot_id","expiry","strike","side"),
	CONSTRAINT "option_chain_rows_side_check" CHECK ("option_chain_rows"."side" in ('CE', 'PE'))
);
--> statement-breakpoint
CREATE TABLE "option_chain_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"underlying_value" double precision NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "option_chain_snapshots_source_check" CHECK ("option_chain_snapshots"."source" in ('nse-json-v1', 'nse-json-v3'))
);
--> statement-breakpoint
CREATE TABLE "participant_oi_daily" (
	"trade_date" date NOT NULL,
	"client_type" text NOT NULL,
	"future_index_long" bigint NOT NULL,
	"future_index_short" bigint NOT NULL,
	"future_stock_long" bigint NOT NULL,
	"future_stock_short" bigint NOT NULL,
	"option_index_call_long" bigint NOT NULL,
	"option_index_put_long" bigint NOT NULL,
	"option_index_call_short" bigint NOT NULL,
	"option_index_put_short" bigint NOT NULL,
	"option_stock_call_long" bigint NOT NULL,
	"option_stock_put_long" bigint NOT NULL,
	"option_stock_call_short" bigint NOT NULL,
	"option_stock_put_short" bigint NOT NULL,
	"source_file" text NOT NULL,
	CONSTRAINT "participant_oi_daily_trade_date_client_type_pk" PRIMARY KEY("trade_date","client_type")
);
--> statement-breakpoint
ALTER TABLE "option_chain_rows" ADD CONSTRAINT "option_chain_rows_snapshot_id_option_chain_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."option_chain_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "option_chain_snapshots_symbol_taken_at_idx" ON "option_chain_snapshots" USING btree ("symbol","taken_at");