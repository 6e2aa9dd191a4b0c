-- Issue 15: the option tips' log. Append-only: a tip is stored when issued (before its outcome is
-- known) and its judgement is a second row; each row's hash is sha256 of the previous row's hash and
-- its own content (docs/decisions/0014-option-tips-are-an-append-only-hash-chained-record.md).
CREATE TABLE "option_tip_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"kind" text NOT NULL,
	"tip_id" text NOT NULL,
	"session_date" date NOT NULL,
	"underlying" text NOT NULL,
	"rule" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"body" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "option_tip_events_kind_check" CHECK ("option_tip_events"."kind" in ('issued', 'judged'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "option_tip_events_market_tip_kind_idx" ON "option_tip_events" USING btree ("market","tip_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "option_tip_events_market_prev_hash_idx" ON "option_tip_events" USING btree ("market","prev_hash");--> statement-breakpoint
CREATE INDEX "option_tip_events_market_id_idx" ON "option_tip_events" USING btree ("market","id");--> statement-breakpoint
-- Live option tips are built (/option-chain/live-option-tips, OptionchainTips/getLiveTips gated by
-- `live-option-tips`): the F&O plan's and the feature's seeded texts say so; edited texts are left alone.
UPDATE "subscription_packages" SET "description" = 'The futures and options plan: option chain analysis, the open-interest tables and live option tips (their record of closed tips is public).'
WHERE "slug" = 'fno' AND "description" = 'The futures and options plan: option chain analysis and the open-interest tables today; live option tips are coming and are not part of the plan until their page is built.';
--> statement-breakpoint
UPDATE "subscription_features" SET "description" = 'Today’s option tips from stated rules as they are issued, with entry, target, stop and live P&L, on /option-chain/live-option-tips.'
WHERE "key" = 'live-option-tips' AND "description" = 'Option trades as they are flagged during the session.';
