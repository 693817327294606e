-- A third theme, "system": the console follows the browser's prefers-color-scheme. New users start with it;
-- saved choices of light or dark stay as they are.
ALTER TABLE "users" DROP CONSTRAINT "users_theme_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_theme_check" CHECK ("users"."theme" in ('light', 'dark', 'system'));--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "theme" SET DEFAULT 'system';
