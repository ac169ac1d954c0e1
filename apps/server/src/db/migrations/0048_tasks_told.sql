ALTER TABLE "tasks" ADD COLUMN "told_assignee_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "told_due_date" date;--> statement-breakpoint
-- Tasks given before this count as told (by their day's e-mail or the tasks page): the first run sends no burst.
UPDATE "tasks" SET "told_assignee_id" = "assignee_id", "told_due_date" = "due_date" WHERE "assignee_id" IS NOT NULL;
