-- Saved screens and user strategies get ids that do not count users' data: 12 random url-safe
-- characters (the app's newRecordId). Existing rows get new random ids (old links answer "no such").
ALTER TABLE "saved_screens" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "saved_screens" ALTER COLUMN "id" SET DATA TYPE text USING translate(substr(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), 1, 12), '+/', '-_');--> statement-breakpoint
DROP SEQUENCE IF EXISTS "saved_screens_id_seq";--> statement-breakpoint
ALTER TABLE "user_strategies" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_strategies" ALTER COLUMN "id" SET DATA TYPE text USING translate(substr(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), 1, 12), '+/', '-_');--> statement-breakpoint
DROP SEQUENCE IF EXISTS "user_strategies_id_seq";
