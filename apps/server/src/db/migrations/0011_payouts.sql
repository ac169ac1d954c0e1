CREATE TABLE "payout_reversals" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_reversal_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_reversals_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payout_reversals_provider_reversal_id_unique" UNIQUE("provider_reversal_id"),
	CONSTRAINT "payout_reversals_amount_positive" CHECK ("payout_reversals"."amount_minor" > 0),
	CONSTRAINT "payout_reversals_status" CHECK ("payout_reversals"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"charge_minor" bigint NOT NULL,
	"charge_fee_minor" bigint NOT NULL,
	"fee_returned" boolean DEFAULT false NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"destination_account_id" text,
	"provider_transfer_id" text,
	"transferred_minor" bigint,
	"reversed_minor" bigint DEFAULT 0 NOT NULL,
	"settled_refunded_minor" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payouts_provider_transfer_id_unique" UNIQUE("provider_transfer_id"),
	CONSTRAINT "payouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payouts_status" CHECK (status in ('scheduled', 'paid', 'reversed', 'held')),
	CONSTRAINT "payouts_amounts" CHECK ("payouts"."amount_minor" >= 0 and "payouts"."fee_minor" >= 0 and "payouts"."reversed_minor" >= 0 and "payouts"."reversed_minor" <= coalesce("payouts"."transferred_minor", 0))
);
--> statement-breakpoint
ALTER TABLE "payout_reversals" ADD CONSTRAINT "payout_reversals_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_reversals_payout_idx" ON "payout_reversals" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payouts_reservation_idx" ON "payouts" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("scheduled_for") WHERE "payouts"."status" = 'scheduled';