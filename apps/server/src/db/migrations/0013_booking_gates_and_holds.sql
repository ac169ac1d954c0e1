ALTER TABLE "reservations" ADD COLUMN "hold_client_ip" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "auth_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reservations_open_hold_ip_idx" ON "reservations" USING btree ("hold_client_ip") WHERE "reservations"."status_id" = 4;--> statement-breakpoint
CREATE INDEX "reservations_open_hold_email_idx" ON "reservations" USING btree (lower("email_address")) WHERE "reservations"."status_id" = 4;