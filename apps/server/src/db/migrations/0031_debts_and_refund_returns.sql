CREATE TABLE "payout_recoveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_payout_id" integer NOT NULL,
	"from_payout_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_recoveries_amount_positive" CHECK ("payout_recoveries"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"failure_reason" text,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_returns_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "refund_returns_status" CHECK ("refund_returns"."status" in ('open', 'resolved')),
	CONSTRAINT "refund_returns_amount_positive" CHECK ("refund_returns"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "payout_reversals" ADD COLUMN "kind" text DEFAULT 'reversal' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "owed_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "recovered_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "withheld_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "disputed_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "returned_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_recoveries" ADD CONSTRAINT "payout_recoveries_debt_payout_id_payouts_id_fk" FOREIGN KEY ("debt_payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_recoveries" ADD CONSTRAINT "payout_recoveries_from_payout_id_payouts_id_fk" FOREIGN KEY ("from_payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_returns" ADD CONSTRAINT "refund_returns_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_returns" ADD CONSTRAINT "refund_returns_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_returns" ADD CONSTRAINT "refund_returns_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_recoveries_debt_idx" ON "payout_recoveries" USING btree ("debt_payout_id");--> statement-breakpoint
CREATE INDEX "payout_recoveries_from_idx" ON "payout_recoveries" USING btree ("from_payout_id");--> statement-breakpoint
CREATE INDEX "refund_returns_open_idx" ON "refund_returns" USING btree ("created_at") WHERE "refund_returns"."status" = 'open';--> statement-breakpoint
CREATE INDEX "refund_returns_reservation_idx" ON "refund_returns" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "payouts_owing_idx" ON "payouts" USING btree ("currency") WHERE "payouts"."owed_minor" > "payouts"."recovered_minor";--> statement-breakpoint
ALTER TABLE "payout_reversals" ADD CONSTRAINT "payout_reversals_kind" CHECK ("payout_reversals"."kind" in ('reversal', 'return'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_debts" CHECK ("payouts"."owed_minor" >= 0 and "payouts"."recovered_minor" >= 0 and "payouts"."recovered_minor" <= "payouts"."owed_minor" and "payouts"."withheld_minor" >= 0 and "payouts"."disputed_minor" >= 0 and "payouts"."returned_minor" >= 0);