CREATE TABLE "review_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"actor_user_id" integer,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"after" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "admin_note" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "admin_note_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "review_changes" ADD CONSTRAINT "review_changes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_changes" ADD CONSTRAINT "review_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_changes_review_idx" ON "review_changes" USING btree ("review_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_open_hold_card_idx" ON "reservations" USING btree ("hold_card_fingerprint") WHERE "reservations"."status_id" = 4;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_admin_note_length" CHECK (char_length("reviews"."admin_note") <= 1000);