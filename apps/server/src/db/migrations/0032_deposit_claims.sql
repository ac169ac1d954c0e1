CREATE TABLE "deposit_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'awaiting_answer' NOT NULL,
	"answer_due_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"objection" text,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"decision_note" text,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_claims_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "deposit_claims_status" CHECK (status in ('awaiting_answer', 'objected', 'accepted', 'expired', 'upheld', 'rejected')),
	CONSTRAINT "deposit_claims_amount_positive" CHECK ("deposit_claims"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_claims_reservation_idx" ON "deposit_claims" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "deposit_claims_due_idx" ON "deposit_claims" USING btree ("answer_due_at") WHERE "deposit_claims"."status" = 'awaiting_answer';--> statement-breakpoint
-- Claims charged before decision 0060 get their row, answered as accepted, so the guest's page and the drawer still show them.
INSERT INTO "deposit_claims" ("reservation_id", "amount_minor", "currency", "reason", "status", "answer_due_at", "answered_at", "payment_id", "created_at")
SELECT "reservation_id", "amount_minor", "currency", coalesce("reason", ''), 'accepted', "created_at", "created_at", "id", "created_at"
FROM "payments" WHERE "kind" = 'deposit_claim';
