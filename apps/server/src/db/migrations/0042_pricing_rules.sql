CREATE TABLE "pricing_rule_listings" (
	"rule_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	CONSTRAINT "pricing_rule_listings_rule_id_listing_id_pk" PRIMARY KEY("rule_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "pricing_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"kind" text NOT NULL,
	"percent" integer NOT NULL,
	"days" integer,
	"nights" integer,
	"minimum_nights" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_rules_kind" CHECK ("pricing_rules"."kind" IN ('last_minute', 'far_out', 'orphan_nights', 'length_of_stay')),
	CONSTRAINT "pricing_rules_percent" CHECK ("pricing_rules"."percent" <> 0 AND "pricing_rules"."percent" >= -90 AND "pricing_rules"."percent" <= 100)
);
--> statement-breakpoint
ALTER TABLE "pricing_rule_listings" ADD CONSTRAINT "pricing_rule_listings_rule_id_pricing_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."pricing_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rule_listings" ADD CONSTRAINT "pricing_rule_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pricing_rule_listings_listing_idx" ON "pricing_rule_listings" USING btree ("listing_id","rule_id");--> statement-breakpoint
CREATE INDEX "pricing_rules_host_idx" ON "pricing_rules" USING btree ("host_id","id");