CREATE TABLE "fii_derivatives_stats" (
	"trade_date" date NOT NULL,
	"label" text NOT NULL,
	"segment" text NOT NULL,
	"index_symbol" text,
	"position" integer NOT NULL,
	"buy_contracts" bigint NOT NULL,
	"buy_crore" double precision NOT NULL,
	"sell_contracts" bigint NOT NULL,
	"sell_crore" double precision NOT NULL,
	"oi_contracts" bigint NOT NULL,
	"oi_crore" double precision NOT NULL,
	"source_file" text NOT NULL,
	CONSTRAINT "fii_derivatives_stats_trade_date_label_pk" PRIMARY KEY("trade_date","label")
);
