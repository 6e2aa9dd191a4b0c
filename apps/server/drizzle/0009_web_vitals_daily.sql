-- Web vitals as aggregate figures only (issue 14, docs/decisions/0012): per IST day, route pattern,
-- metric and device class, the counts per rating and a fixed log-spaced histogram. Nothing personal.
CREATE TABLE "web_vitals_daily" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"metric" text NOT NULL,
	"device" text NOT NULL,
	"count" integer NOT NULL,
	"good" integer NOT NULL,
	"needs_improvement" integer NOT NULL,
	"poor" integer NOT NULL,
	"buckets" integer[] NOT NULL,
	CONSTRAINT "web_vitals_daily_day_route_metric_device_pk" PRIMARY KEY("day","route","metric","device")
);
