CREATE TABLE "auto_signals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"session_date" date NOT NULL,
	"symbol" text NOT NULL,
	"sector" text NOT NULL,
	"type" text NOT NULL,
	"side" text NOT NULL,
	"rule" text NOT NULL,
	"bar_index" integer NOT NULL,
	"signal_at" timestamp with time zone NOT NULL,
	"price" bigint NOT NULL,
	"target" bigint NOT NULL,
	"stop" bigint NOT NULL,
	"horizon_days" integer NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"exit_price" bigint,
	"exit_at" timestamp with time zone,
	"return_1d" double precision,
	"return_5d" double precision,
	"return_20d" double precision
);
--> statement-breakpoint
CREATE UNIQUE INDEX "auto_signals_market_day_symbol_type_idx" ON "auto_signals" USING btree ("market","session_date","symbol","type");--> statement-breakpoint
CREATE INDEX "auto_signals_market_type_day_idx" ON "auto_signals" USING btree ("market","type","session_date");--> statement-breakpoint
CREATE INDEX "auto_signals_market_status_idx" ON "auto_signals" USING btree ("market","status");