-- Issue 13: a plan describes only what a buyer gets today. Databases seeded with the first default
-- catalogue get the new default descriptions; a description an operator has edited is left alone.
UPDATE "subscription_packages" SET "description" = 'Everything in Free, plus the measured performance of every trading tool: win rate, expectancy, profit factor and drawdown, back-tested.'
WHERE "slug" = 'pro' AND "description" = 'Everything in Free, plus the measured performance of every trading tool and premium stock tips.';
--> statement-breakpoint
UPDATE "subscription_packages" SET "description" = 'Everything in Pro today. Robot premium tips and the F&O analysis tools are coming: they are listed as coming and are not part of the plan until their pages are built.'
WHERE "slug" = 'pro-plus' AND "description" = 'Everything in Pro, plus robot-generated premium tips and the F&O analysis tools.';
--> statement-breakpoint
UPDATE "subscription_packages" SET "description" = 'The futures and options plan: option chain analysis and live option tips. Not on sale until its pages are built.'
WHERE "slug" = 'fno' AND "description" = 'Everything in Free, plus the futures and options tools: option chain analysis and live option tips.';
