-- Issue 15: the F&O analysis tools are built (/option-chain/analysis, /open-interest-analysis) and
-- gated by the feature table (OptionchainOI/getAnalysisData carries `fno-tools`). Databases seeded
-- with an earlier default catalogue get today's descriptions of the Pro+ and F&O plans and of the
-- F&O tools row; a description an operator has edited is left alone.
UPDATE "subscription_packages" SET "description" = 'Everything in Pro, and the F&O analysis tools: option chain analysis and the open-interest tables. Robot premium tips are coming: they are listed as coming and are not part of the plan until their pages are built.'
WHERE "slug" = 'pro-plus' AND "description" IN ('Everything in Pro today. Robot premium tips and the F&O analysis tools are coming: they are listed as coming and are not part of the plan until their pages are built.', 'Everything in Pro, plus robot-generated premium tips and the F&O analysis tools.');
--> statement-breakpoint
UPDATE "subscription_packages" SET "description" = 'The futures and options plan: option chain analysis and the open-interest tables today; live option tips are coming and are not part of the plan until their page is built.'
WHERE "slug" = 'fno' AND "description" IN ('The futures and options plan: option chain analysis and live option tips. Not on sale until its pages are built.', 'Everything in Free, plus the futures and options tools: option chain analysis and live option tips.');
--> statement-breakpoint
UPDATE "subscription_features" SET "description" = 'OI and its change by strike, build-up, OI support and resistance, gamma exposure with its walls, IV smile, term structure, IV rank and the ATM straddle through the session, on /option-chain/analysis and /open-interest-analysis.'
WHERE "key" = 'fno-tools' AND "description" = 'Option chain analysis, highest open interest, option strategies.';
