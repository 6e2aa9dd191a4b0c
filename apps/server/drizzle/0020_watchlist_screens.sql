ALTER TABLE "watchlists" ADD COLUMN "screen_id" text;--> statement-breakpoint
ALTER TABLE "watchlists" ADD COLUMN "builtin_screen" text;--> statement-breakpoint
ALTER TABLE "watchlists" ADD CONSTRAINT "watchlists_screen_id_saved_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."saved_screens"("id") ON DELETE set null ON UPDATE no action;