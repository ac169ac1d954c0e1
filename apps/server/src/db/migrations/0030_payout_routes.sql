ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status";--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "service_agreement" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "payout_route" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "transfer_currency" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "charge_settled_minor" bigint;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "exchange_rate" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status" CHECK (status in ('scheduled', 'paid', 'reversed', 'held', 'failed'));